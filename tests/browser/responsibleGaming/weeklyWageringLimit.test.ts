import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { submitLogin } from '../support/session';

// The demo player sets a weekly wagering limit on the responsible-gaming page, then joins a game
// until the limit is hit and the join is refused with the spec's message (join code 6).
describe('weekly wagering limit in a real browser', () => {
  let platform: Platform;

  beforeAll(async () => {
    // Time stands still: the three joins go to one instance, which must stay open.
    platform = await startPlatform({ clock: adjustableClock() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('sets the limit, joins until it is hit and sees "Weekly wagering limit exceeded."', async () => {
    const page = await platform.newPage('/?login=true');
    await submitLogin(page, 'demo', 'demo1234');
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .toContain('100');

    await page.locator('a[href="/cashier/responsiblegaming"]').first().click();
    await page.getByTestId('rg-link-limits').click();
    await expect.poll(() => page.getByTestId('rg-limits-page').count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('rg-limit-weeklyBet-enabled').check();
    // Checked while typing, with the spec's key.
    await page.getByTestId('rg-limit-weeklyBet-amount').fill('0');
    expect(await page.getByTestId('rg-limit-weeklyBet-error').textContent()).toBe(
      'Please enter a positive amount.',
    );
    // Mega 6/49 costs 2.00 a line: two joins fit in 5.00, a third does not.
    await page.getByTestId('rg-limit-weeklyBet-amount').fill('5');
    expect(await page.getByTestId('rg-limit-weeklyBet-error').count()).toBe(0);
    await page.getByTestId('rg-limits-submit').click();
    await expect.poll(() => page.getByTestId('rg-limits-status').getAttribute('data-state')).toBe('true');

    await page.goto(platform.url + '/');
    await page.getByTestId('lobby-tab-lottery').click();
    const tile = page.locator('[data-testid="lobby-tile"]', { hasText: 'Mega 6/49' }).first();
    await tile.getByTestId('tile-play').click();
    await expect.poll(() => page.getByTestId('pick-page').count(), { timeout: 10_000 }).toBe(1);

    const outcome = async () => {
      await page.getByTestId('pick-lucky-dip').click();
      await page.getByTestId('pick-confirm').click();
      await page.getByTestId('pick-join').click();
      await expect
        .poll(
          async () =>
            (await page.getByTestId('pick-joined').count()) +
            (await page.getByTestId('pick-not-joined').count()),
          { timeout: 15_000 },
        )
        .toBe(1);
      return (await page.getByTestId('pick-joined').count()) === 1 ? 'joined' : 'refused';
    };
    expect(await outcome()).toBe('joined');
    await page.getByTestId('pick-more').click();
    expect(await outcome()).toBe('joined');
    await page.getByTestId('pick-more').click();
    // 100.00 less two joins of 2.00.
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .toContain('96');
    expect(await outcome()).toBe('refused');
    const refusal = page.getByTestId('pick-not-joined');
    expect(await refusal.getAttribute('data-code')).toBe('6');
    expect(await refusal.textContent()).toContain('Weekly wagering limit exceeded.');
    expect(await page.getByTestId('header-balance').textContent()).toContain('96'); // nothing moved
    await page.close();
  });
});
