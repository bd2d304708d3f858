import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestCards } from '../../../server/domain/payments/testCards';
import { logIn } from '../players/support';
import { startPlatform, type Platform } from '../support/platform';

// The demo player (cash $100) deposits by coupon, then by a sandbox card that needs the issuer's
// second step: the 3-D-Secure-like page is passed, the sandbox settles by its signed webhook, and
// the header balance follows each deposit through the balance pushes. The bank's page sends the
// player back to /cashier?pid=<orderId>, which says how that deposit went.
describe('cashier deposits in a real browser', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  const balanceOf = (page: Awaited<ReturnType<Platform['newPage']>>) =>
    page.getByTestId('header-balance').textContent();

  it('deposits by coupon and by card through the second step, and the header balance follows', async () => {
    const page = await platform.newPage('/?login=true');
    await logIn(page, 'demo', 'demo1234');
    await expect.poll(() => balanceOf(page), { timeout: 10_000 }).toBe('$100');

    await page.goto(`${platform.url}/cashier`);
    await expect.poll(() => page.getByTestId('cashier-page').count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('deposit-coupon').fill('WELCOME10');
    await page.getByTestId('deposit-submit').click();
    await expect.poll(() => page.getByTestId('deposit-done').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBe('$110');
    // The coupon-applied push brings 'Promotion Awarded!' (spec section 8).
    await expect
      .poll(() => page.getByTestId('notice-body').textContent(), { timeout: 10_000 })
      .toBe('You were awarded $10.');
    await page.getByTestId('notice-dialog').getByRole('button', { name: 'Close' }).click();

    await page.getByTestId('deposit-method-card').click();
    await page.getByTestId('deposit-amount').fill('20');
    await page.getByTestId('deposit-card-number').fill(TestCards.challenge);
    await page.getByTestId('deposit-card-expiry').fill('12/30');
    await page.getByTestId('deposit-card-cvc').fill('123');
    await page.getByTestId('deposit-submit').click();
    await expect.poll(() => page.getByTestId('deposit-redirect').count(), { timeout: 15_000 }).toBe(1);
    const href = await page.getByTestId('deposit-redirect').locator('a').getAttribute('href');
    expect(href).toMatch(/^\/payments\/sandbox\/challenge\//);
    expect(await balanceOf(page)).toBe('$110'); // nothing credited before the second step

    // The bank's page opens in another tab of the same browser, as the link's target does.
    const bank = await page.context().newPage();
    await bank.goto(platform.url + href!);
    await bank.getByRole('button', { name: 'Pass' }).click();
    // The provider sends the player back to the cashier naming the order (spec section 5, pid),
    // and the page says how that deposit went: pending until the sandbox settles, then deposited.
    await expect
      .poll(() => bank.url(), { timeout: 15_000 })
      .toMatch(new RegExp(`^${platform.url}/cashier\\?pid=\\d+$`));
    await expect
      .poll(() => bank.getByTestId('deposit-return').getAttribute('data-outcome'), { timeout: 15_000 })
      .toMatch(/^(pending|deposited)$/);
    // The sandbox settles after its delay; the webhook credits and the push reaches the header.
    await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe('$130');
    await expect
      .poll(() => bank.getByTestId('deposit-return').getAttribute('data-outcome'), { timeout: 15_000 })
      .toBe('deposited');
    expect(await bank.getByTestId('deposit-return').textContent()).toBe('Your deposit of $20 was received.');
    await bank.close();
    await page.close();
  });
});
