import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock, startPlatform, type Platform } from './support/platform';
import { submitLogin } from './support/session';

// The demo player opens an open lottery from its tile, reads the payout, picks and joins.
describe('pick and join in a real browser', () => {
  let platform: Platform;

  beforeAll(async () => {
    // Time stands still, so the instance being joined cannot close halfway through the test.
    platform = await startPlatform({ clock: adjustableClock() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('opens the payout, picks a line by lucky dip, joins and sees the balance drop', async () => {
    const page = await platform.newPage('/?login=true');
    await submitLogin(page, 'demo', 'demo1234');
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .toContain('100');
    const before = await page.getByTestId('header-balance').textContent();

    await page.getByTestId('lobby-tab-lottery').click();
    const tile = page.locator('[data-testid="lobby-tile"]', { hasText: 'Fast 5/35' }).first();
    await tile.getByTestId('tile-play').click();
    await expect.poll(() => page.getByTestId('pick-page').count(), { timeout: 10_000 }).toBe(1);

    await page.getByTestId('pick-payout').click();
    await expect.poll(() => page.getByTestId('payout-row').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('payout-disclaimer').textContent()).toBe(
      'All values are estimated assuming no ties in each rank',
    );
    await page.keyboard.press('Escape');

    // The animated board loads only when asked for, and picks through the same store as the DOM grid.
    expect(await page.locator('canvas').count()).toBe(0);
    await page.getByTestId('picking-board-toggle').click();
    await expect
      .poll(() => page.getByTestId('picking-board').locator('canvas').count(), { timeout: 15_000 })
      .toBe(1);
    await page.locator('[data-testid="stage-view"][data-scene="picking"]').waitFor({ timeout: 15_000 });
    // On the page, keys drive the board: the cursor starts on 1 and Enter picks it in the store.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('ball-1-1').getAttribute('aria-pressed')).toBe('true');
    // Keys typed on a focused control stay the control's: Enter on DOM ball 5 picks 5 only.
    await page.getByTestId('ball-1-5').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('ball-1-5').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('ball-1-1').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('ball-1-1').click();
    await page.getByTestId('ball-1-5').click();
    expect(await page.getByTestId('ball-1-1').getAttribute('aria-pressed')).toBe('false');

    await page.getByTestId('pick-lucky-dip').click();
    await expect.poll(() => page.getByTestId('pick-line').count()).toBe(1);
    await page.getByTestId('pick-confirm').click();
    await page.getByTestId('pick-join').click();
    await expect
      .poll(
        async () =>
          (await page.getByTestId('pick-joined').count()) === 1 ||
          (await page.getByTestId('pick-page').textContent()),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .not.toBe(before);
    await page.close();
  });
});
