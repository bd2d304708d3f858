import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { signInOperator } from '../support/operatorSignIn';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { httpCall } from '../../server/support/wire';

const path = (page: Page) => new URL(page.url()).pathname;

const signIn = (platform: Platform, viewport?: { width: number; height: number }) =>
  signInOperator(platform, { viewport });

describe("the operator's console at /admin, against a real server", () => {
  let platform: Platform;
  beforeAll(async () => {
    // A clock that stands still: the game the cancel test joins stays open however slow the run.
    platform = await startPlatform({ clock: adjustableClock() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('maintenance on and off and a global message reach open and new player pages; each step is in the audit log', async () => {
    const player = await platform.newPage('/');
    await expect.poll(() => player.getByTestId('lobby').count(), { timeout: 15_000 }).toBe(1);
    // A marker on window: a reload would lose it.
    await player.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

    const admin = await signIn(platform);
    expect(path(admin)).toBe('/admin/dashboard');
    await expect.poll(() => admin.getByTestId('figure-online').count()).toBe(1);
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByRole('link', { name: 'Sites', exact: true }).click();
    await admin.getByRole('link', { name: 'Manage Drawhall Demo' }).click();
    await expect.poll(() => path(admin)).toBe('/admin/sites/1');

    // Maintenance on, with a message, after the confirmation.
    admin.once('dialog', (dialog) => void dialog.accept());
    await admin.getByLabel('Maintenance message').fill('Back at ten o’clock');
    await admin.getByRole('button', { name: 'Start maintenance' }).click();
    await expect.poll(() => admin.getByTestId('admin-notice').textContent()).toBe('Maintenance started.');
    await expect.poll(() => path(player), { timeout: 10_000 }).toBe('/maintenance');
    await expect.poll(() => player.textContent('body')).toContain('Back at ten o’clock');
    expect(await player.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    const later = await platform.newPage('/lobby');
    await expect.poll(() => path(later), { timeout: 15_000 }).toBe('/maintenance');

    await admin.getByRole('button', { name: 'End maintenance' }).click();
    await expect.poll(() => admin.getByTestId('admin-notice').textContent()).toBe('Maintenance ended.');
    for (const page of [player, later]) await expect.poll(() => path(page), { timeout: 10_000 }).toBe('/');

    // A global message shows on the open page.
    await admin.getByLabel('Title').fill('Heads up');
    await admin.getByLabel('Text').fill('The Friday draw moves to 21:00');
    await admin.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => admin.getByTestId('admin-notice').textContent()).toBe('Message sent.');
    await expect
      .poll(() => player.getByTestId('platform-banner').textContent(), { timeout: 10_000 })
      .toContain('The Friday draw moves to 21:00');

    // Lottery sound forced off: the player's open sound settings follow at once (a push), greyed out.
    const sound = await platform.newPage('/playout?sound=1');
    const lottery = sound.getByTestId('sound-lottery-richSound');
    await expect.poll(() => lottery.isDisabled(), { timeout: 15_000 }).toBe(false);
    await lottery.check();
    await admin.getByTestId('rich-lottery-sound').selectOption('off');
    await expect.poll(() => admin.getByTestId('admin-notice').textContent()).toBe('Lottery: saved.');
    await expect.poll(() => lottery.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await lottery.isChecked()).toBe(false);
    expect(await sound.getByTestId('sound-bingo-richSound').isDisabled()).toBe(false);
    // A page opened later meets the rule at init.
    await sound.reload();
    await expect.poll(() => lottery.isDisabled(), { timeout: 15_000 }).toBe(true);
    expect(await seriousViolations(sound)).toEqual([]);

    await sound.close();

    // Lottery animation forced off: a live draw opened now runs its lite show from the first frame.
    // (Left to the player, it starts rich and only drops to lite on this test's slow software GL.)
    await admin.getByTestId('rich-lottery-animation').selectOption('off');
    await expect.poll(() => admin.getByTestId('admin-notice').textContent()).toBe('Lottery: saved.');
    const { body } = await httpCall(platform.url, 'getFilteredGames', {
      filter: { memberId: 1, gameId: 102 },
    });
    const lotteryId = (body as { result: { games: { gameInstanceId: number }[] } }).result.games[0]!
      .gameInstanceId;
    const stage = await platform.newPage('/about');
    await stage.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { shows: string[] }).shows = seen;
      new MutationObserver(() => {
        const mode = document.querySelector('[data-testid=playout-page]')?.getAttribute('data-show');
        if (mode && seen.at(-1) !== mode) seen.push(mode);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await stage.goto(`${platform.url}/playout?id=${lotteryId}`);
    const shows = () => stage.evaluate(() => (window as unknown as { shows: string[] }).shows);
    await expect.poll(shows, { timeout: 20_000 }).toEqual(['lite']);
    await stage.waitForTimeout(1500);
    expect(await shows()).toEqual(['lite']);
    await stage.close();

    // The audit log lists every step, newest first, and filters by URL.
    await admin.getByRole('link', { name: 'Audit log' }).click();
    await expect.poll(() => path(admin)).toBe('/admin/audit');
    const actions = () =>
      admin
        .locator('[data-testid=audit-table] tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
    await expect
      .poll(actions)
      .toEqual([
        'setRichMedia',
        'setRichMedia',
        'sendPlayerMessage',
        'setMaintenance',
        'setMaintenance',
        'login',
      ]);
    await admin.getByLabel('Action').fill('setMaintenance');
    await admin.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(actions).toEqual(['setMaintenance', 'setMaintenance']);
    expect(new URL(admin.url()).searchParams.get('action')).toBe('setMaintenance');
    expect(await seriousViolations(admin)).toEqual([]);
    await Promise.all([player.close(), later.close(), admin.close()]);
  });

  it('creates a white label that then serves its lobby, and the audit log has it', async () => {
    const admin = await signIn(platform);
    await admin.getByRole('link', { name: 'Sites', exact: true }).click();
    await admin.getByLabel('Site name').fill('Lucky Star Lotto');
    await admin.getByLabel('Address (https://…)').fill('https://luckystar.example');
    await admin.getByLabel('Theme').selectOption('cartoon-theme');
    await admin.getByRole('button', { name: 'Create site' }).click();
    await expect.poll(() => path(admin), { timeout: 10_000 }).toMatch(/^\/admin\/sites\/\d+$/);
    const siteId = Number(path(admin).split('/').pop());
    await expect
      .poll(() => admin.getByTestId('admin-notice').textContent())
      .toBe('Lucky Star Lotto is live.');
    expect(await admin.getByRole('heading', { level: 1 }).textContent()).toContain('Lucky Star Lotto');

    const player = await platform.newPage(`/?site=${siteId}`);
    await expect.poll(() => player.getByTestId('lobby').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => player.title()).toContain('Lucky Star Lotto');
    expect(await player.evaluate(() => document.documentElement.className)).toContain('cartoon-theme');

    await admin.getByRole('link', { name: 'Audit log' }).click();
    await expect
      .poll(() => admin.locator('[data-testid=audit-table] tbody tr').first().getAttribute('data-action'))
      .toBe('createSite');
    await Promise.all([player.close(), admin.close()]);
  });

  it('cancels a game a player joined from the Games page: the plays are refunded and the player told', async () => {
    const login = await httpCall(platform.url, 'login', {
      memberId: 1,
      username: 'demo',
      password: 'demo1234',
    });
    const token = login.token!;
    const cash = async () => {
      const reply = await httpCall(platform.url, 'getPlayerAccounts', {}, { endpoint: 'process', token });
      const accounts = (reply.body as { result: { type: string; accountBalance: number }[] }).result;
      return accounts.find((a) => a.type === 'cash')?.accountBalance;
    };
    const before = await cash();
    const { body } = await httpCall(platform.url, 'getFilteredGames', {
      filter: { memberId: 1, gameId: 102 },
    });
    const instance = (body as { result: { games: { gameInstanceId: number }[] } }).result.games[0]!;
    const join = await httpCall(
      platform.url,
      'joinGame',
      {
        gameId: 102,
        gameInstanceId: instance.gameInstanceId,
        userPlays: [],
        userPlaysCount: 1,
        currencyId: 'USD',
        joinKey: `console-${Date.now()}`,
      },
      { endpoint: 'process', token },
    );
    expect(join.body).toMatchObject({ ok: true, result: { exitCode: 0 } });
    expect(await cash()).toBeLessThan(before!);

    const admin = await signIn(platform);
    await admin.getByRole('link', { name: 'Games' }).click();
    const row = admin.locator(`[data-game="${instance.gameInstanceId}"]`);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.textContent()).toContain('1 play');
    await row.getByRole('button', { name: 'Cancel…' }).click();
    await admin.getByLabel('Reason (kept in the audit log)').fill('Draw machine fault');
    await admin.getByRole('button', { name: 'Cancel the game and refund' }).click();
    // The cancel refunds every play in one transaction: more than expect.poll's 1 s on a busy CI.
    await expect
      .poll(() => admin.getByTestId('games-notice').textContent(), { timeout: 10_000 })
      .toContain('cancelled; 1 play refunded');
    await expect.poll(cash).toBe(before);
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.close();
  });

  it('a wrong password is refused on the form, and the console works by keyboard and on a phone', async () => {
    const page = await platform.newPage('/admin', { width: 375, height: 740 });
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong username, password or code');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill('admin1234');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('operator-who').textContent(), { timeout: 15_000 })
      .toContain('Owner');
    // To the sites by keyboard, then open the second site's link.
    await page.getByRole('link', { name: 'Sites', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page)).toBe('/admin/sites');
    await page
      .getByRole('link', { name: /Manage/ })
      .nth(1)
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page)).toBe('/admin/sites/2');
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
