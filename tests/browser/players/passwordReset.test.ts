import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from '../support/platform';
import { logIn, mailedLink } from './support';
import { submitLogin } from '../support/session';

// Forgot password: the request from the login dialog, the link from the outbox, the new password
// on /password?key=, then a login with it (and not with the old one), in a real browser.
describe('password reset in a real browser', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('requests a reset, follows the mailed link, sets a new password and logs in with it', async () => {
    const seed = platform.server.services.config.seed.players.find((p) => p.memberId === 1 && p.email)!;
    const page = await platform.newPage('/?login=true');
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('forgot-username').fill(seed.username);
    await page.getByTestId('forgot-submit').click();
    await expect.poll(() => page.getByTestId('forgot-confirm-dialog').count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('forgot-close').click();

    const link = await mailedLink(platform, seed.email!, '/password');
    await page.goto(platform.url + link);
    await page.getByTestId('password-new').fill('fresh2024');
    await page.getByTestId('password-confirm').fill('fresh2024');
    await page.getByTestId('password-submit').click();
    await expect
      .poll(() => page.getByTestId('password-status').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('true');

    // The link is single use: opened again, its token is checked and the page says the link is
    // dead (offering a new request) instead of a form that would fail.
    await page.goto(platform.url + link);
    await expect.poll(() => page.getByTestId('password-invalid-link').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('password-new').count()).toBe(0);
    expect(await page.getByTestId('password-forgot').count()).toBe(1);

    await page.goto(`${platform.url}/?login=true`);
    await submitLogin(page, seed.username, seed.password);
    await expect
      .poll(() => page.getByTestId('login-error').getAttribute('data-code'), { timeout: 10_000 })
      .toBe('103');
    await logIn(page, seed.username, 'fresh2024');
    await page.close();
  });
});
