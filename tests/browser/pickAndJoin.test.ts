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

  it('plays the demo perm game end to end: a Perm 3 of five numbers is ten lines at $1', async () => {
    const page = await platform.newPage('/?login=true');
    await submitLogin(page, 'demo', 'demo1234');
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .toMatch(/\$\d/);
    const before = Number((await page.getByTestId('header-balance').textContent())!.replace(/[^\d.]/g, ''));
    await page.getByTestId('lobby-tab-lottery').click();
    const tile = page.locator('[data-testid="lobby-tile"]', { hasText: 'Lucky 49s Perm' }).first();
    await tile.getByTestId('tile-play').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/permpick');
    const betTypes = page.getByTestId('pick-bet-type');
    await expect.poll(() => betTypes.count(), { timeout: 10_000 }).toBe(4);
    expect(await betTypes.allTextContents()).toEqual([
      'Perm 2 · 60x',
      'Perm 3 · 600x',
      'Perm 4 · 8000x',
      'Perm 5 · 120000x',
    ]);
    await betTypes.filter({ hasText: 'Perm 3' }).click();
    for (const n of [3, 11, 19, 27, 35]) await page.getByTestId(`ball-1-${n}`).click();
    await expect.poll(() => page.getByTestId('pick-add-selection').textContent()).toContain('10 lines');
    await page.getByTestId('pick-add-selection').click();
    await page.getByTestId('pick-confirm').click();
    await page.getByTestId('pick-join').click();
    await expect.poll(() => page.getByTestId('pick-joined').count(), { timeout: 15_000 }).toBe(1);
    // Ten lines at $1; the demo player's bonus releases 10% of a wager to cash (site 1's
    // cashier.bonusReleasePercent), so cash drops by $9 to $10.
    const balance = async () =>
      Number((await page.getByTestId('header-balance').textContent())!.replace(/[^\d.]/g, ''));
    await expect.poll(balance, { timeout: 15_000 }).toBeLessThanOrEqual(before - 9);
    expect(await balance()).toBeGreaterThanOrEqual(before - 10);
    await page.close();
  });
});
