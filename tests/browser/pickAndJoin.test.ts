import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from './support/platform';

// The demo player opens an open lottery from its tile, reads the payout, picks and joins.
describe('pick and join in a real browser', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('opens the payout, picks a line by lucky dip, joins and sees the balance drop', async () => {
    const page = await platform.newPage('/?login=true');
    await page.getByTestId('login-username').fill('demo');
    await page.getByTestId('login-password').fill('demo1234');
    await page.getByTestId('login-submit').click();
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

    await page.getByTestId('pick-lucky-dip').click();
    await expect.poll(() => page.getByTestId('pick-line').count()).toBe(1);
    await page.getByTestId('pick-confirm').click();
    await page.getByTestId('pick-join').click();
    await expect.poll(() => page.getByTestId('pick-joined').count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .not.toBe(before);
    await page.close();
  });
});
