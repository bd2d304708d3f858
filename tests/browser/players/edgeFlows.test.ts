import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPageError } from '../support/pageErrors';
import { startPlatform, type Platform } from '../support/platform';

// Issue 34, in the built app through its own routes: a partner site's player lands logged in by
// ?continue_session_id= (or on the spec's 'Login Error' dialog), and an uncaught error of the page
// reaches the operators, scrubbed of personal data.
describe('white-label login and client error reports', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it("lands a partner's player logged in, with the parameter gone from the address", async () => {
    // The partner's own page holds a live session of the player (its login through this server).
    const { token } = await platform.server.services.players.login(1, 'demo', 'demo1234', {});
    const page = await platform.newPage(`/?continue_session_id=${encodeURIComponent(token)}`);
    await expect.poll(() => page.getByTestId('player-menu').count(), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).searchParams.has('continue_session_id')).toBe(false);
    await page.close();
  });

  it("shows 'Login Error' for a session the server does not know, and the visitor's lobby", async () => {
    expectPageError(/Failed to load resource/, 'the refused credentials answer');
    const page = await platform.newPage('/?continue_session_id=not-a-live-session');
    const dialog = page.getByTestId('notice-dialog');
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog.textContent()).toContain('Login Error');
    expect(await dialog.textContent()).toContain('Sorry, we could not log you in at this time.');
    expect(await page.getByTestId('player-menu').count()).toBe(0);
    await page.close();
  });

  it('reports an uncaught error of the page to the server, without the personal data in it', async () => {
    expectPageError(/probe failure/, 'the test throws it to see it reported');
    const page = await platform.newPage('/');
    await expect.poll(() => page.getByTestId('lobby').count(), { timeout: 15_000 }).toBe(1);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('probe failure for jane.doe@example.com');
      });
    });
    const stored = () =>
      platform.server.services.db.query<{ message: string; route: string; kind: string }>(
        `SELECT message, route, kind FROM client_errors WHERE message LIKE '%probe failure%'`,
      );
    await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBe(1);
    const [row] = await stored();
    expect(row).toMatchObject({ kind: 'error', route: '/' });
    expect(row.message).toContain('[email]');
    expect(row.message).not.toContain('jane.doe');
    await page.close();

    // The operator reads it in the console, at /admin/client-errors.
    const admin = await platform.newPage('/admin');
    await admin.getByLabel('Username').fill('admin');
    await admin.getByLabel('Password', { exact: true }).fill('admin1234');
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => admin.getByTestId('operator-who').count(), { timeout: 15_000 }).toBe(1);
    await admin.getByRole('link', { name: 'Client errors' }).click();
    const table = admin.getByTestId('client-errors-table');
    await expect.poll(() => table.textContent(), { timeout: 10_000 }).toContain('probe failure for [email]');
    await admin.close();
  });
});
