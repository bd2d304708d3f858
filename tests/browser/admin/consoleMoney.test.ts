import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../../../server/domain/payments/sandbox';
import { TestCards } from '../../../server/domain/payments/testCards';
import { operatorWith } from '../../server/operator/support';
import { httpCall } from '../../server/support/wire';
import { seriousViolations } from '../support/accessibility';
import { signInOperator } from '../support/operatorSignIn';
import { logIn } from '../support/session';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const path = (page: Page) => new URL(page.url()).pathname;

/** The page at phone and desktop width, for a person to look at (not compared). */
async function screenshots(page: Page, name: string): Promise<void> {
  const dir = process.env.CONSOLE_SHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

const signIn = (platform: Platform, username: string, password: string) =>
  signInOperator(platform, { username, password });

describe("the console's players, cashier, support and reports, against a real server", () => {
  let platform: Platform;
  let admin: Page;
  let token: string;
  let instanceId: number;
  let playerPath: string;

  const player = async (call: string, params: object) =>
    (await httpCall(platform.url, call, params, { token })).body as Any;
  /** The player's cash in cents, as the player API tells it (in dollars, a float). */
  const cash = async () =>
    Math.round(
      ((await player('getPlayerAccountBalance', { currencyId: 'USD' })).result.accountBalance as number) *
        100,
    );
  const withdraw = async (amount: number) => {
    const reply = await player('payoutSubmit', { amount, currencyId: 'USD', method: 'card' });
    expect(reply.fault).toBeUndefined();
    return reply.result.withdrawal.id as number;
  };
  const sandbox = () => platform.server.services.cashier.provider as SandboxProvider;
  const nav = (name: string) => admin.getByRole('link', { name, exact: true }).click();

  const clock = adjustableClock();
  // The operator API's per-address allowance refills by the server's clock: a few seconds between
  // tests, or this file's calls (well over the burst of 60) would meet Server.RateLimited.
  beforeEach(() => clock.advance(5_000));

  beforeAll(async () => {
    // A clock that stands still: the game the player joins stays open however slow the run.
    platform = await startPlatform({ clock });
    const login = await httpCall(platform.url, 'login', {
      memberId: 1,
      username: 'demo',
      password: 'demo1234',
    });
    token = login.token!;
    // Withdrawals need a deposit first.
    const step = await player('getDepositStep', {
      method: 'card',
      amount: 50,
      currencyId: 'USD',
      paymentId: TestCards.success,
    });
    expect(step.result).toMatchObject({ step: 'pending' });
    await sandbox().idle();
    // Fast 5/35 opens a draw a minute. This file's clock moves 5 s a test, so a draw closing within
    // the next half minute would close under the later join: skip to the draw after it.
    const openDraw = async () => {
      const { body } = await httpCall(platform.url, 'getFilteredGames', {
        filter: { memberId: 1, gameId: 102 },
      });
      const games = (body as Any).result.games as {
        gameInstanceId: number;
        gameStatus: string;
        registrationEndTime: number;
      }[];
      return games.find((g) => g.gameStatus === 'OPEN' && g.registrationEndTime - clock.now() > 30_000);
    };
    let draw = await openDraw();
    if (!draw) {
      const { body } = await httpCall(platform.url, 'getFilteredGames', {
        filter: { memberId: 1, gameId: 102 },
      });
      const lastClose = Math.max(
        ...((body as Any).result.games as { registrationEndTime: number }[]).map(
          (g) => g.registrationEndTime,
        ),
      );
      clock.advance(Math.max(0, lastClose - clock.now()) + 1_000);
      for (let tries = 0; !draw && tries < 40; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        draw = await openDraw();
      }
    }
    instanceId = draw!.gameInstanceId;
    const join = await player('joinGame', {
      gameId: 102,
      gameInstanceId: instanceId,
      userPlays: [],
      userPlaysCount: 1,
      currencyId: 'USD',
      joinKey: `console-money-${Date.now()}`,
    });
    expect(join).toMatchObject({ ok: true, result: { exitCode: 0 } });
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('finds the demo player by part of their email and shows the join in game rounds and its debit in transactions', async () => {
    admin = await signIn(platform, 'admin', 'admin1234');
    await nav('Players');
    // Every player, sorted on the server by username from the column header, both ways; the URL keeps it.
    const names = () =>
      admin.locator('[data-testid=players-table] tbody tr td:nth-child(2)').allTextContents();
    await expect.poll(async () => (await names()).length).toBeGreaterThanOrEqual(2);
    const ascending = [...(await names())].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    const header = admin.getByRole('columnheader', { name: /Username/ });
    /** The rows in the order the header says, once the server's page for it has arrived. */
    const shownAsSorted = async () => {
      const order = await header.getAttribute('aria-sort');
      const expected = order === 'descending' ? [...ascending].reverse() : ascending;
      return order !== null && JSON.stringify(await names()) === JSON.stringify(expected);
    };
    const orders: (string | null)[] = [];
    for (let click = 0; click < 2; click++) {
      await admin.getByRole('button', { name: 'Username' }).click();
      await expect.poll(() => new URL(admin.url()).searchParams.get('dir')).not.toBe(orders.at(-1) ?? null);
      orders.push(new URL(admin.url()).searchParams.get('dir'));
      await expect.poll(shownAsSorted).toBe(true);
    }
    expect(new Set(orders)).toEqual(new Set(['asc', 'desc']));
    expect(new URL(admin.url()).searchParams.get('sort')).toBe('username');
    await admin.reload();
    await expect.poll(shownAsSorted).toBe(true);
    await admin.getByLabel('Username, email, name, phone or id').fill('demo@drawhall');
    await admin.getByRole('button', { name: 'Search' }).click();
    expect(new URL(admin.url()).searchParams.get('q')).toBe('demo@drawhall');
    const rows = admin.locator('[data-testid=players-table] tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.first().textContent()).toContain('demo@drawhall.test');
    expect(await seriousViolations(admin)).toEqual([]);
    await rows.first().getByRole('link', { name: 'demo' }).click();
    await expect.poll(() => path(admin)).toMatch(/^\/admin\/players\/\d+$/);
    playerPath = path(admin);
    await expect.poll(() => admin.getByTestId('player-status').textContent()).toBe('Active');

    await admin.getByRole('tab', { name: 'Game rounds' }).click();
    await expect
      .poll(() => admin.locator(`[data-testid=player-rounds] [data-instance="${instanceId}"]`).count())
      .toBe(1);
    expect(new URL(admin.url()).searchParams.get('tab')).toBe('rounds');
    // The tabs answer the arrow keys: from Game rounds back to Transactions.
    await admin.keyboard.press('ArrowLeft');
    await expect
      .poll(() => admin.getByRole('tab', { name: 'Transactions' }).getAttribute('aria-selected'))
      .toBe('true');
    const wager = admin.locator('[data-testid=player-transactions] tr[data-kind=wager]').first();
    await expect.poll(() => wager.count()).toBe(1);
    expect(await wager.textContent()).toContain('-$');
    expect(await seriousViolations(admin)).toEqual([]);
  });

  it("shows today's sales on the dashboard and follows a new sale live, without a reload", async () => {
    await nav('Dashboard');
    const usd = admin.locator('[data-currency=USD]');
    const salesToday = usd.getByTestId('figure-salesToday');
    // The join of beforeAll: one play, $1.00 and its fee.
    await expect.poll(() => salesToday.textContent(), { timeout: 10_000 }).toBe('$1.10');
    await expect.poll(() => admin.getByTestId('dashboard-updated').getAttribute('data-live')).toBe('true');
    expect(await usd.locator('[data-testid=dashboard-chart] canvas').count()).toBeGreaterThan(0);
    expect(await seriousViolations(admin)).toEqual([]);
    const join = await player('joinGame', {
      gameId: 102,
      gameInstanceId: instanceId,
      userPlays: [],
      userPlaysCount: 1,
      currencyId: 'USD',
      joinKey: `console-money-live-${Date.now()}`,
    });
    expect(join).toMatchObject({ ok: true, result: { exitCode: 0 } });
    await expect.poll(() => salesToday.textContent(), { timeout: 10_000 }).toBe('$2.20');
    expect(await usd.getByTestId('figure-salesWeek').textContent()).toBe('$2.20');
  });

  it('approves one withdrawal and rejects another, the money back to the player', async () => {
    const approved = await withdraw(10);
    await nav('Cashier');
    const row = (id: number) => admin.locator(`[data-withdrawal="${id}"]`);
    await expect.poll(() => row(approved).count(), { timeout: 10_000 }).toBe(1);
    await row(approved).getByRole('button', { name: 'Approve…' }).click();
    await admin.getByLabel('Reason (kept in the audit log)').fill('Documents checked');
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Approve and pay out' }).click();
    await expect.poll(() => admin.getByTestId('cashier-notice').textContent()).toContain(`#${approved}`);
    await expect.poll(() => row(approved).count()).toBe(0);
    await sandbox().idle();

    const before = await cash();
    const rejected = await withdraw(15);
    expect(await cash()).toBe(before - 1500);
    await admin.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => row(rejected).count(), { timeout: 10_000 }).toBe(1);
    await row(rejected).getByRole('button', { name: 'Reject…' }).click();
    await admin.getByLabel('Reason (kept in the audit log)').fill('Name does not match the card');
    await admin.getByRole('button', { name: 'Reject and return the money' }).click();
    await expect
      .poll(() => admin.getByTestId('cashier-notice').textContent())
      .toContain('returned to the player');
    await expect.poll(cash).toBe(before);

    // The decided ones are listed by state, and the state is in the URL.
    await admin.getByLabel('Status').selectOption('declined');
    await admin.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => row(rejected).count()).toBe(1);
    expect(new URL(admin.url()).searchParams.get('status')).toBe('declined');
  });

  it('adjusts a balance under the threshold at once; over it, a second operator approves', async () => {
    const before = await cash();
    await admin.goto(`${platform.url}${playerPath}`);
    await admin.getByLabel('Amount in USD (negative to debit)').fill('5');
    await admin.getByLabel('Reason (kept in the audit log)').fill('Goodwill for a late draw');
    await admin.getByRole('button', { name: 'Adjust the balance' }).click();
    await expect
      .poll(() => admin.getByTestId('player-notice').textContent())
      .toBe('Adjustment of $5.00 applied.');
    await expect.poll(cash).toBe(before + 500);

    await admin.getByLabel('Amount in USD (negative to debit)').fill('150');
    await admin.getByLabel('Reason (kept in the audit log)').fill('Prize paid short');
    await admin.getByRole('button', { name: 'Adjust the balance' }).click();
    await expect
      .poll(() => admin.getByTestId('player-notice').textContent())
      .toContain('waits for another operator');
    expect(await cash()).toBe(before + 500);

    // The one who asked cannot approve it.
    await nav('Cashier');
    const pending = admin.locator('[data-testid=adjustments-table] tbody tr');
    await expect.poll(() => pending.count(), { timeout: 10_000 }).toBe(1);
    expect(await pending.textContent()).toContain('another operator approves it');

    const second = await operatorWith(platform.server, 'finance');
    const finance = await signIn(platform, second.username, 'correct horse battery');
    await finance.getByRole('link', { name: 'Cashier', exact: true }).click();
    const theirs = finance.locator('[data-testid=adjustments-table] tbody tr');
    await expect.poll(() => theirs.count(), { timeout: 10_000 }).toBe(1);
    await theirs.getByRole('button', { name: /^Approve #/ }).click();
    await expect
      .poll(() => finance.getByTestId('cashier-notice').textContent())
      .toContain('of $150.00 applied');
    await expect.poll(cash).toBe(before + 15_500);
    await expect.poll(() => theirs.count()).toBe(0);
    await finance.close();
  });

  it("answers a support case from the inbox, finds it on the player's page and leaves a note there", async () => {
    const site = platform.server.services.sites.get(1)!;
    const caseId = await platform.server.services.content.support.create(
      site,
      {
        name: 'Vera Visitor',
        email: 'vera@example.com',
        category: 'payments',
        subject: 'Deposit not showing',
        message: 'I paid ten dollars an hour ago.',
      },
      // Sent by the demo player while signed in: the case shows on their page too.
      {
        sender: { playerId: Number(playerPath.split('/').pop()), email: null, emailConfirmed: false },
        ip: '10.20.30.40',
      },
    );
    await nav('Support');
    await admin.getByRole('link', { name: 'Deposit not showing' }).click();
    await expect.poll(() => path(admin)).toBe(`/admin/support/${caseId}`);
    await expect.poll(() => admin.textContent('main')).toContain('I paid ten dollars an hour ago.');
    // Taken by the operator who answers it: the inbox's "Assigned to me" lists it with the assignee.
    expect(await admin.getByTestId('support-assignee').textContent()).toBe('Nobody has taken this case yet.');
    await admin.getByRole('button', { name: 'Assign to me' }).click();
    await expect
      .poll(() => admin.getByTestId('support-notice').textContent())
      .toBe(`Case #${caseId} assigned to admin.`);
    expect(await admin.getByTestId('support-assignee').textContent()).toMatch(/^admin, since /);
    await screenshots(admin, 'support-case');
    await admin.getByRole('link', { name: 'Support inbox' }).first().click();
    await admin.getByTestId('support-assignee-filter').selectOption('me');
    await admin.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => new URL(admin.url()).searchParams.get('assignee')).toBe('me');
    const mine = admin.locator('[data-testid=support-table] tbody tr');
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.getAttribute('data-case')).toBe(String(caseId));
    expect(await mine.textContent()).toContain('admin');
    await screenshots(admin, 'support-inbox');
    await admin.getByRole('link', { name: 'Deposit not showing' }).click();
    await admin
      .getByLabel('Your reply (mailed to the sender)')
      .fill('It is credited now; sorry for the wait.');
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Send and close' }).click();
    await expect
      .poll(() => admin.getByTestId('support-notice').textContent())
      .toBe(`Reply sent; case #${caseId} closed.`);
    expect(await admin.getByTestId('support-replies').textContent()).toContain('It is credited now');
    expect(await admin.getByRole('heading', { level: 1 }).textContent()).toContain('Closed');

    await admin.getByRole('link', { name: /^Player #/ }).click();
    await admin.getByRole('tab', { name: 'Support cases' }).click();
    await expect.poll(() => admin.getByTestId('player-cases').textContent()).toContain('Deposit not showing');
    expect(await admin.getByTestId('player-cases').textContent()).toContain('Closed · 1 reply');
    // A note for the next operator who opens this player.
    await admin.getByRole('tab', { name: 'Notes' }).click();
    await admin
      .getByLabel('New note (for operators only; the player never sees it)')
      .fill('Deposit delay explained.');
    await admin.getByRole('button', { name: 'Add note' }).click();
    await expect
      .poll(() => admin.getByTestId('player-notes').textContent())
      .toContain('Deposit delay explained.');
    expect(await seriousViolations(admin)).toEqual([]);
  });

  it('shows sales per day as a chart and a table, and every action of this run is in the audit log', async () => {
    await nav('Reports');
    await expect
      .poll(() => admin.locator('[data-testid=report-table] tbody tr').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await admin.locator('[data-testid=report-chart] [role=img] canvas').count()).toBe(1);
    expect(await seriousViolations(admin)).toEqual([]);
    // By game: a row per game with its title, adding up to the total; then one game per day.
    const total = await admin.getByTestId('report-totals').textContent();
    await admin.locator('select[name=by]').selectOption('game');
    await admin.getByRole('button', { name: 'Show' }).click();
    const games = admin.locator('[data-testid=report-table] tbody tr');
    await expect.poll(() => games.first().getAttribute('data-game'), { timeout: 10_000 }).toBe('102');
    expect(await games.first().textContent()).toContain('Fast 5/35');
    expect(await admin.getByTestId('report-totals').textContent()).toBe(total);
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshots(admin, 'reports-by-game');
    await admin.getByTestId('report-game').selectOption('102');
    await admin.locator('select[name=by]').selectOption('day');
    await admin.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => new URL(admin.url()).searchParams.get('game')).toBe('102');
    await expect.poll(() => admin.getByTestId('report-totals').textContent()).toBe(total);
    await admin.locator('select[name=kind]').selectOption('jackpotContributions');
    await admin.getByRole('button', { name: 'Show' }).click();
    await expect
      .poll(() => admin.textContent('main'))
      .toContain('The part of stakes that went into progressive');
    await screenshots(admin, 'reports-jackpots');

    await nav('Audit log');
    const actions = () =>
      admin
        .locator('[data-testid=audit-table] tbody tr')
        .evaluateAll((rows) =>
          rows.map((r) => r.getAttribute('data-action')).filter((a) => a !== 'viewPlayer' && a !== 'login'),
        );
    await expect
      .poll(actions)
      .toEqual([
        'addPlayerNote',
        'replySupportCase',
        'assignSupportCase',
        'approveAdjustment',
        'adjustBalance',
        'adjustBalance',
        'decideWithdrawal',
        'decideWithdrawal',
      ]);
    await admin.close();
  });

  it("settles a player's mBoB deposit request from the Cashier's Deposits tab; the player's page shows the money", async () => {
    // The player asks for an mBoB deposit on their own cashier page and is given a reference.
    const playerPage = await platform.newPage('/?login=true');
    await logIn(playerPage, 'demo', 'demo1234');
    const shown = async () =>
      Number((await playerPage.getByTestId('header-balance').textContent())!.replace(/[^0-9.]/g, ''));
    await expect.poll(shown, { timeout: 10_000 }).toBeGreaterThan(0);
    await playerPage.goto(`${platform.url}/cashier`);
    await playerPage.getByTestId('deposit-method-mbob').click();
    await playerPage.getByTestId('deposit-amount').fill('20');
    await playerPage.getByTestId('deposit-submit').click();
    const referenceText = playerPage.getByTestId('deposit-request-reference');
    await expect.poll(() => referenceText.count(), { timeout: 15_000 }).toBe(1);
    const reference = /MBOB-\d{8}/.exec((await referenceText.textContent())!)![0];
    const before = await shown();

    const cashier = await signIn(platform, 'admin', 'admin1234');
    await cashier.getByRole('link', { name: 'Cashier', exact: true }).click();
    await cashier.getByRole('tab', { name: 'Deposits' }).click();
    const row = cashier.locator('[data-testid=deposits-table] tbody tr', { hasText: reference });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.textContent()).toContain('$20.00');
    await row.getByRole('button', { name: 'Settle…' }).click();
    await cashier.getByLabel('Reason (kept in the audit log)').fill('Bank statement, 20 USD received');
    expect(await seriousViolations(cashier)).toEqual([]);
    await cashier.getByRole('button', { name: 'Settle and credit the player' }).click();
    await expect
      .poll(() => cashier.getByTestId('deposits-notice').textContent())
      .toMatch(/^Deposit request #\d+ settled; \$20\.00 credited to the player\.$/);
    // Credited: no longer waiting, and the player's open page hears it without a reload.
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(shown, { timeout: 10_000 }).toBeCloseTo(before + 20, 2);
    // Listed as credited, by whom and why, once the filter says so (kept in the URL).
    await cashier.getByLabel('Status').selectOption('completed');
    await cashier.getByLabel('Method').selectOption('mbob');
    await cashier.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('completed');
    expect(await row.textContent()).toContain('by admin');
    expect(new URL(cashier.url()).searchParams.get('tab')).toBe('deposits');
    expect(await seriousViolations(cashier)).toEqual([]);
    await playerPage.close();
    await cashier.close();
  });

  it('shows a readonly operator no personal data, no money and no actions', async () => {
    const { username } = await operatorWith(platform.server, 'readonly');
    const page = await signIn(platform, username, 'correct horse battery');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Sites',
      'Games',
      'Players',
      // Ads, pages and translations: every role reads them; only owners and operations change them.
      'Content',
      'Reports',
      // Client errors hold no personal data (masked before they are stored): every role reads them.
      'Client errors',
    ]);
    await page.goto(`${platform.url}/admin/players?q=demo`);
    const row = page.locator('[data-testid=players-table] tbody tr').first();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Not shown to your role');
    expect(await row.textContent()).not.toContain('drawhall.test');
    await row.getByRole('link', { name: 'demo' }).click();
    await expect.poll(() => page.getByTestId('player-status').count()).toBe(1);
    expect(await page.textContent('main')).toContain('Your role does not see balances or transactions.');
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Overview',
      'Transactions',
      'Game rounds',
      'Subscriptions',
      'Responsible gaming',
      'Open sessions',
      'Referrals',
    ]);
    expect(await page.getByRole('button', { name: /Suspend|Ban|Adjust/ }).count()).toBe(0);
    await page.goto(`${platform.url}/admin/cashier`);
    await expect.poll(() => page.textContent('main')).toContain('Your role does not include this screen.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
