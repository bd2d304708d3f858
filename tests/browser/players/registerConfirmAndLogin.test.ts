import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from '../support/platform';
import { logIn, logOut, mailedLink } from './support';
import { registerDialogShown } from '../support/session';

// A visitor registers, confirms the address from the mailed link, logs in again and completes the
// full registration from the segment-B notice, logs out and logs in again by email, in a real
// browser and server.
describe('registration, email confirmation and full registration in a real browser', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('registers, confirms the email from the outbox, completes full registration and logs in again', async () => {
    const username = `reg_${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    const page = await platform.newPage('/?signup=true');
    await registerDialogShown(page);
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill('abc12345');
    await page.getByTestId('register-confirm-password').fill('abc12345');
    await page.getByTestId('register-country').selectOption('US');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('player-menu').count(), { timeout: 15_000 }).toBe(1);

    // The confirmation link arrives in the outbox; opening it confirms the address.
    await page.goto(platform.url + (await mailedLink(platform, email, '/emailconfirmation')));
    await expect
      .poll(() => page.getByTestId('email-confirmation-state').getAttribute('data-state'), {
        timeout: 15_000,
      })
      .toBe('true');
    const player = () => platform.server.services.players.byId(playerId);
    const playerId = (
      await platform.server.services.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [
        username,
      ])
    )[0].id;
    expect((await player())?.verification).toMatchObject({ emailVerified: true, playerSegment: 'B' });

    // A session resumed on a page load is no new login: the segment notice, due 3 s after a login,
    // does not come back on every page (issue 32).
    await page.waitForTimeout(4_000);
    expect(await page.getByTestId('segment-notice-dialog').count()).toBe(0);
    // A login through the form is one: segment B hears the notice 3 s later.
    await logOut(page);
    await page.goto(`${platform.url}/?login=true`);
    await logIn(page, username, 'abc12345');
    await expect.poll(() => page.getByTestId('segment-notice-dialog').count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('segment-complete').click();
    await page.getByTestId('full-first-name').fill('Ada');
    await page.getByTestId('full-last-name').fill('Lovelace');
    await page.getByTestId('full-birth-day').selectOption('10');
    await page.getByTestId('full-birth-month').selectOption('12');
    await page.getByTestId('full-birth-year').selectOption('1990');
    await page.getByTestId('full-next').click();
    await page.getByTestId('full-country').selectOption('US');
    await page.getByTestId('full-state').fill('NY');
    await page.getByTestId('full-city').fill('New York');
    await page.getByTestId('full-address').fill('1 Broadway');
    await page.getByTestId('full-postal-code').fill('10001');
    await page.getByTestId('full-submit').click();
    await expect
      .poll(() => page.getByTestId('full-registration-dialog').count(), { timeout: 15_000 })
      .toBe(0);
    // The email is verified already, so no after-registration email popup.
    expect(await page.getByTestId('after-full-email-dialog').count()).toBe(0);
    await expect
      .poll(async () => (await player())?.verification.playerSegment, { timeout: 10_000 })
      .toBe('C');
    expect((await player())?.details).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });

    await logOut(page);
    await page.goto(`${platform.url}/?login=true`);
    await logIn(page, email, 'abc12345');
    await page.goto(`${platform.url}/account/verification`);
    await expect
      .poll(() => page.getByTestId('verification-email').getAttribute('data-verified'), { timeout: 10_000 })
      .toBe('true');
    await page.close();
  });
});
