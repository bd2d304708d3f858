import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from './support/platform';
import { registerDialogShown } from './support/session';

// A visitor registers (quick), is logged in, sees the segment-B notice, and deposits by coupon.
describe('registration and coupon deposit in a real browser', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ embedded: true });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('registers with live checks, logs in, and is offered full registration', async () => {
    const page = await platform.newPage('/?signup=true');
    await registerDialogShown(page);
    await page.getByTestId('register-username').fill('demo');
    await page.getByTestId('register-email').click(); // blur runs the exists check
    await expect
      .poll(() => page.getByTestId('register-username-exists').getAttribute('data-state'), {
        timeout: 10_000,
      })
      .toBe('1');
    await page.getByTestId('register-username').fill('browser_player');
    await page.getByTestId('register-email').fill('browser@drawhall.test');
    await page.getByTestId('register-password').fill('abc');
    await expect
      .poll(() => page.getByTestId('register-password-error').getAttribute('data-key'))
      .toBe('registration.quick.errors.password');
    await page.getByTestId('register-password').fill('abc12345');
    await page.getByTestId('register-confirm-password').fill('abc12345');
    await page.getByTestId('register-country').selectOption('US');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('player-menu').count(), { timeout: 15_000 }).toBe(1);
    // Quick-registered players are segment B: the notice comes 3 s after login.
    await expect.poll(() => page.getByTestId('segment-notice-dialog').count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('segment-later').click();

    await page.getByTestId('player-menu').click();
    await page.getByTestId('player-menu-cashier').click();
    await expect.poll(() => page.getByTestId('cashier-page').count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('deposit-coupon').fill('WELCOME10');
    await page.getByTestId('deposit-submit').click();
    await expect.poll(() => page.getByTestId('deposit-done').count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .toContain('10');
    await page.close();
  });
});
