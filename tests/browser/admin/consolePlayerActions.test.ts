import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { playersRepo } from '../../../server/domain/players/repository';
import { seriousViolations } from '../support/accessibility';
import { signInOperator } from '../support/operatorSignIn';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { submitLogin } from '../support/session';

const signIn = (platform: Platform, username: string, password: string) =>
  signInOperator(platform, { username, password });

// The operator acts on the demo player while the player's own page is open in another tab: a
// customer-service limit shows on the player's limits page at once; a cool-off ends their session
// and refuses their next sign-in (107, as after a time-out of their own).
describe("the console's account actions on a player whose page is open, against a real server", () => {
  let platform: Platform;
  let admin: Page;
  let player: Page;
  let demo: number;

  const clock = adjustableClock();
  // The operator API's per-address allowance refills by the server's clock (see consoleMoney).
  beforeEach(() => clock.advance(5_000));

  /** Opens an account action, fills its fields and reason, and submits it. */
  const act = async (button: string, fill: () => Promise<void>, submit: string) => {
    await actions().getByRole('button', { name: button }).click();
    await fill();
    await actions().getByRole('button', { name: submit }).click();
  };
  /** The account actions' card: the adjustment form beside it has fields of the same names. */
  const actions = () => admin.getByRole('region', { name: 'Account actions' });
  const notice = () => admin.getByTestId('player-notice').textContent();

  beforeAll(async () => {
    platform = await startPlatform({ clock });
    const [row] = await platform.server.services.db.query<{ id: number }>(
      `SELECT id FROM players WHERE member_id = 1 AND username = 'demo'`,
    );
    demo = Number(row!.id);
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it("sets a customer-service limit that the player's open limits page shows at once", async () => {
    player = await platform.newPage('/?login=true');
    await submitLogin(player, 'demo', 'demo1234');
    await expect.poll(() => player.getByTestId('player-menu').count(), { timeout: 15_000 }).toBe(1);
    await player.locator('a[href="/cashier/responsiblegaming"]').first().click();
    await player.getByTestId('rg-link-limits').click();
    await expect.poll(() => player.getByTestId('rg-limits-page').count(), { timeout: 10_000 }).toBe(1);
    expect(await player.getByTestId('rg-account-limits').count()).toBe(0);
    admin = await signIn(platform, 'admin', 'admin1234');
    await admin.goto(`${platform.url}/admin/players/${demo}?tab=rg`);
    await expect.poll(() => admin.getByTestId('player-status').textContent()).toBe('Active');
    await actions().getByRole('button', { name: 'Set a limit…' }).click();
    await actions().getByLabel('Limit', { exact: true }).selectOption('daily');
    await actions().getByLabel('Amount in USD').fill('40');
    await actions().getByLabel('Reason').fill('affordability check after a call');
    expect(await seriousViolations(admin)).toEqual([]);
    for (const width of [1366, 390]) {
      await admin.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await admin.screenshot({ path: `/tmp/console-limit-form-${width}.png`, fullPage: true });
    }
    await admin.setViewportSize({ width: 1366, height: 900 });
    await actions().getByRole('button', { name: 'Set the limit' }).click();
    await expect.poll(notice).toBe('Deposits a day of demo limited to $40.00.');
    await expect
      .poll(() => admin.getByRole('tabpanel').textContent())
      .toMatch(/Deposits a day: \$40\.00\s+set by admin/);

    // Told at once: no reload of the player's page.
    await expect
      .poll(() => player.getByTestId('rg-account-limits').textContent(), { timeout: 10_000 })
      .toContain('40');
    expect(await seriousViolations(admin)).toEqual([]);
  });

  it("imposes a cool-off: the player's page is signed out and their sign-in refused", async () => {
    await act(
      'Impose a cool-off…',
      async () => {
        await actions().getByLabel('Days (1 to 42)').fill('7');
        await actions().getByLabel('Reason').fill('chasing losses, asked on the phone');
      },
      'Impose the cool-off',
    );
    await expect.poll(notice, { timeout: 10_000 }).toBe('demo is in a cool-off for 7 days.');
    const timeout = admin
      .locator('dt', { hasText: 'Time-out until' })
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => timeout.textContent(), { timeout: 10_000 }).not.toBe('Not set');
    for (const width of [1366, 390]) {
      await admin.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await admin.screenshot({ path: `/tmp/console-cool-off-${width}.png`, fullPage: true });
    }
    await admin.setViewportSize({ width: 1366, height: 900 });

    // The player's next call meets the ended session, as after a time-out of their own.
    await player.getByTestId('rg-limits-submit').click();
    await expect.poll(() => player.getByTestId('player-menu').count(), { timeout: 15_000 }).toBe(0);
    // A page whose session ended reloads itself to the root 3 s later (spec section 8, fault
    // 101): let that happen first, or it interrupts the navigation below.
    await player.waitForEvent('framenavigated', { timeout: 6_000 }).catch(() => undefined);
    await player.goto(`${platform.url}/?login=true`);
    await submitLogin(player, 'demo', 'demo1234');
    await expect
      .poll(() => player.getByTestId('login-error').getAttribute('data-code'), { timeout: 15_000 })
      .toBe('107');
    expect(await seriousViolations(admin)).toEqual([]);
  });

  it('refuses to close an account that still holds money, and closes one that holds nothing', async () => {
    // The demo player holds the seed's cash: the refusal says so, and nothing changes.
    await act(
      'Close the account…',
      () => actions().getByLabel('Reason').fill('asked by the player'),
      'Close the account',
    );
    await expect
      .poll(() => admin.getByRole('alert').first().textContent())
      .toMatch(/^The account cannot close yet: .*USD in cash/);
    expect(await admin.getByTestId('player-closed').count()).toBe(0);
    await admin.getByRole('tab', { name: 'Subscriptions' }).click();
    await expect.poll(() => admin.getByRole('tabpanel').textContent()).toBe('No subscriptions.');
    await admin.getByRole('tab', { name: 'Referrals' }).click();
    await expect.poll(() => admin.getByRole('tabpanel').textContent()).toBe('No referrals.');

    const row = await playersRepo.insert(platform.server.services.db, {
      memberId: 1,
      username: 'emptyhands',
      email: 'emptyhands@example.com',
      phone: '+15550005555',
      passwordHash: 'x',
      screenName: 'emptyhands',
      details: { firstName: 'Eve', lastName: 'Empty', country: 'US' },
      now: Date.now(),
    });
    await admin.goto(`${platform.url}/admin/players/${Number(row!.id)}`);
    await expect.poll(() => admin.getByTestId('player-status').textContent()).toBe('Active');
    await actions().getByRole('button', { name: 'Close the account…' }).click();
    await actions().getByLabel('Reason').fill('asked by the player in writing');
    for (const width of [1366, 390]) {
      await admin.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await admin.screenshot({ path: `/tmp/console-close-${width}.png`, fullPage: true });
    }
    await admin.setViewportSize({ width: 1366, height: 900 });
    await actions().getByRole('button', { name: 'Close the account' }).click();
    await expect.poll(notice).toBe('The account of emptyhands is closed.');
    await expect.poll(() => admin.getByTestId('player-closed').count()).toBe(1);
    expect(await actions().getByRole('button', { name: 'Close the account…' }).count()).toBe(0);
    expect(await seriousViolations(admin)).toEqual([]);
  });
});
