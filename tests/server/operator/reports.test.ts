import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportKind, ReportRow } from '../../../protocol/operator/calls';
import type { OperatorRole } from '../../../protocol/operator/roles';
import type { GameInstance } from '../../../protocol/types';
import type { AppServices } from '../../../server/createServices';
import { operatorsRepo } from '../../../server/domain/operators/repository';
import { ledgerReport, type ReportQuery } from '../../../server/domain/operators/reports';
import type { SiteConfig } from '../../../server/config/schema';
import { transfer } from '../../../server/domain/ledger';
import { payIfWagered } from '../../../server/domain/referrals/reward';
import type { SandboxProvider } from '../../../server/domain/payments/sandbox';
import { TestCards } from '../../../server/domain/payments/testCards';
import { hashPassword } from '../../../server/domain/players/password';
import { createOperatorApi } from '../../../server/operator/api';
import type { OperatorDispatch } from '../../../server/operator/dispatch';
import type { CallContext } from '../../../server/rpc/handler';
import { FakeClock } from '../domain/support/fakeClock';
import { openWorld } from '../domain/engine/support/openWorld';
import {
  fundedPlayer,
  houseBalance,
  openInstance,
  tinyGame,
  type World,
} from '../domain/play/support/gameWorld';
import { joinedPlayers } from '../domain/play/support/joinedPlayers';
import { backends } from '../domain/support/testDb';
import { demoServices, handlerContext as context, callHandler as call } from '../rpc/support/handlerRig';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

interface Report {
  kind: ReportKind;
  currency: string;
  rows: ReportRow[];
  totals: { amount: number; count: number };
  games: { gameId: number; title: string }[];
  csv?: string;
}

/**
 * The reports against the ledger after simulated play on a fake clock: the operator API's
 * dispatcher called directly (the same path /rpc/operator takes), the player's calls through
 * their handlers.
 */
describe('reports from the ledger (getReport)', () => {
  const start = Date.UTC(2030, 0, 1, 12, 0, 0);
  const clock = new FakeClock(start);
  let services: AppServices;
  let api: OperatorDispatch;
  let admin: string;
  let player: CallContext;
  let demo: number;
  let stakes = 0;

  const op = async (name: string, params: unknown, token = admin) =>
    api({ call: name, params, token, ip: '127.0.0.1' });
  const ok = async <T = Any>(name: string, params: unknown, token = admin): Promise<T> => {
    const reply = await op(name, params, token);
    if (!reply.ok) throw new Error(`${name}: ${reply.fault.code} ${reply.fault.message}`);
    return reply.result as T;
  };
  const window = { from: Date.UTC(2030, 0, 1), to: Date.UTC(2030, 0, 3) };
  const report = (kind: ReportKind, more: object = {}, token = admin) =>
    ok<Report>('getReport', { kind, ...window, ...more }, token);

  /** An independent sum of player-account ledger entries of these kinds (USD, all sites). */
  const ledgerSum = async (kinds: string[]) => {
    const [row] = await services.db.query<{ amount: number }>(
      `SELECT coalesce(sum(e.amount_minor), 0)::bigint AS amount FROM ledger_entries e
       JOIN accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE a.player_id IS NOT NULL AND a.type <> 'points' AND a.currency = 'USD' AND t.kind = ANY($1::text[])`,
      [kinds],
    );
    return Number(row!.amount);
  };

  async function operatorWith(role: OperatorRole): Promise<string> {
    const username = `${role}-${randomUUID().slice(0, 6)}`;
    await operatorsRepo.create(
      services.db,
      {
        username,
        passwordHash: await hashPassword('correct horse battery'),
        role,
        sites: 'all',
        totpRequired: false,
        mustChangePassword: false,
      },
      clock.now(),
    );
    return (await ok<{ token: string }>('operatorLogin', { username, password: 'correct horse battery' }))
      .token;
  }

  beforeAll(async () => {
    services = await demoServices(clock);
    api = createOperatorApi(services, pino({ level: 'silent' }), { rateLimited: false }).dispatch;
    admin = (await ok<{ token: string }>('operatorLogin', { username: 'admin', password: 'admin1234' }))
      .token;
    player = context(services);
    await call(player, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
    demo = player.session!.playerId;

    // Joins: four rounds of the every-minute game, ten plays each ($1.00 + $0.10 fee a play).
    for (let round = 0; round < 4; round++) {
      await services.engine.tick();
      const { games } = await call(player, 'getFilteredGames', { filter: { memberId: 1, gameId: 102 } });
      const open = games.find((g: GameInstance) => g.gameStatus === 'OPEN');
      const joined = await call(player, 'joinGame', {
        gameId: 102,
        gameInstanceId: open.gameInstanceId,
        userPlays: [],
        userPlaysCount: 10,
        currencyId: 'USD',
      });
      expect(joined.exitCode).toBe(0);
      stakes += 10 * 110;
      clock.set(open.tournamentStartTime + 20_000);
    }
    // Settlement of the four rounds, prizes paid.
    for (let i = 0; i < 4; i++) {
      await services.engine.tick();
      clock.advance(1000);
    }
    // An instant ticket.
    await call(player, 'getInstantGames', { memberId: 1 });
    await services.instant.poolBuilds();
    const bought = await call(player, 'buyInstantTickets', {
      gameId: 601,
      currencyId: 'USD',
      tickets: 1,
      purchaseKey: randomUUID(),
    });
    expect(bought.exitCode).toBe(0);
    await call(player, 'revealAllInstant', {}); // played: its prize (if any) is paid now
    // A deposit by sandbox card, and a withdrawal.
    const step = await call(player, 'getDepositStep', {
      method: 'card',
      amount: 25,
      currencyId: 'USD',
      paymentId: TestCards.success,
    });
    expect(step).toMatchObject({ step: 'pending' });
    await (services.cashier as Any).provider.idle();
    const withdrawal = await call(player, 'payoutSubmit', { amount: 20, currencyId: 'USD', method: 'card' });
    expect(withdrawal).toMatchObject({ success: 1 });
    await (services.cashier as unknown as { provider: SandboxProvider }).provider.idle();
  }, 300_000);
  afterAll(() => services?.close());

  it('reconciles sales, prizes, GGR and liabilities with the ledger exactly', async () => {
    const [sales, prizes, ggr, liabilities, deposits, withdrawals] = await Promise.all(
      (['sales', 'prizes', 'ggr', 'liabilities', 'deposits', 'withdrawals'] as const).map((k) => report(k)),
    );
    const [instant] = await services.db.query<{ price: number; prize: number }>(
      'SELECT sum(price_minor)::bigint AS price, sum(prize_minor)::bigint AS prize FROM instant_purchases WHERE player_id = $1',
      [demo],
    );
    const [won] = await services.db.query<{ prize: number }>(
      'SELECT coalesce(sum(prize_minor), 0)::bigint AS prize FROM play_wins WHERE player_id = $1',
      [demo],
    );

    // Sales: what the joins and the ticket cost, and what the ledger took from the players.
    expect(sales.currency).toBe('USD');
    expect(sales.totals.amount).toBe(stakes + Number(instant!.price));
    expect(sales.totals.amount).toBe(-(await ledgerSum(['wager', 'instant.purchase', 'refund'])));
    expect(sales.totals.count).toBe(5);
    // Prizes: the settled wins and the ticket's prize, as the ledger credited them.
    expect(prizes.totals.amount).toBe(Number(won!.prize) + Number(instant!.prize));
    expect(prizes.totals.amount).toBe(await ledgerSum(['prize', 'instant.prize', 'prize.item']));
    expect(ggr.totals.amount).toBe(sales.totals.amount - prizes.totals.amount);
    // Liabilities: at the end, what every player account holds now.
    const [held] = await services.db.query<{ amount: number }>(
      `SELECT sum(balance_minor)::bigint AS amount FROM accounts
       WHERE player_id IS NOT NULL AND type <> 'points' AND currency = 'USD'`,
    );
    expect(liabilities.totals.amount).toBe(Number(held!.amount));
    expect(liabilities.rows.at(-1)!.amount).toBe(Number(held!.amount));
    expect(deposits.totals).toEqual({ amount: 2500, count: 1 });
    expect(withdrawals.totals).toEqual({ amount: 2000, count: 1 });

    // Per day: the rows add up to the totals, and the movements explain the change in liabilities.
    for (const r of [sales, prizes, ggr, deposits, withdrawals])
      expect(r.rows.reduce((sum, row) => sum + row.amount, 0)).toBe(r.totals.amount);
    expect(sales.rows.map((r) => r.period)).toEqual(['2030-01-01', '2030-01-02']);
    const other = await ledgerSum([
      'seed',
      'bonus.release',
      'bonus.refund',
      'coupon.bonus',
      'coupon.instant',
    ]);
    expect(liabilities.totals.amount).toBe(
      other + deposits.totals.amount + prizes.totals.amount - sales.totals.amount - withdrawals.totals.amount,
    );
  });

  it('groups by month, answers CSV, and keeps to the site asked', async () => {
    const month = await report('sales', { groupBy: 'month', format: 'csv' });
    expect(month.rows).toEqual([expect.objectContaining({ period: '2030-01', currency: 'USD' })]);
    const lines = month.csv!.trim().split('\r\n');
    expect(lines[0]).toBe('period,currency,amount,count');
    expect(lines[1]).toBe(`2030-01,USD,${month.totals.amount},${month.totals.count}`);
    expect(lines.at(-1)).toBe(`total,USD,${month.totals.amount},${month.totals.count}`);
    expect((await report('sales', { siteId: 2 })).totals).toEqual({ amount: 0, count: 0 });
    expect(await op('getReport', { kind: 'sales', from: window.to, to: window.from }, admin)).toMatchObject({
      ok: false,
      fault: { code: 'Server.Validation' },
    });
  });

  it('reports per game: one game, or a row per game that adds up to the site total of each day', async () => {
    const byGame = await report('sales', { groupBy: 'game' });
    const total = await report('sales');
    expect(byGame.rows.map((r) => [r.gameId, r.title])).toEqual([
      [102, 'Fast 5/35'],
      [601, 'Lucky Three'],
    ]);
    expect(byGame.rows[0]).toMatchObject({ period: '2030-01-01/2030-01-02', amount: stakes, count: 4 });
    expect(byGame.totals).toEqual(total.totals);
    expect((await report('sales', { gameId: 102 })).totals).toEqual({ amount: stakes, count: 4 });
    // Prizes and GGR too: one game's figure is the same whether asked alone or read off the grouping.
    for (const kind of ['prizes', 'ggr'] as const) {
      const games = await report(kind, { groupBy: 'game' });
      expect(games.totals).toEqual((await report(kind)).totals);
      for (const row of games.rows)
        expect((await report(kind, { gameId: row.gameId })).totals).toEqual({
          amount: row.amount,
          count: row.count,
        });
    }
    // Each day of site 1: the games' rows sum to the site's total for the day, to the cent.
    for (const day of [Date.UTC(2030, 0, 1), Date.UTC(2030, 0, 2)])
      for (const kind of ['sales', 'prizes', 'ggr'] as const) {
        const range = { from: day, to: day + 86_400_000, siteId: 1 };
        const games = await report(kind, { ...range, groupBy: 'game' });
        const site = await report(kind, range);
        expect(games.rows.reduce((sum, r) => sum + r.amount, 0)).toBe(site.totals.amount);
        expect(games.totals).toEqual(site.totals);
      }
    const csv = (await report('sales', { groupBy: 'game', format: 'csv' })).csv!.trim().split('\r\n');
    expect(csv[0]).toBe('period,game,title,currency,amount,count');
    expect(csv[1]).toBe(`2030-01-01/2030-01-02,102,Fast 5/35,USD,${stakes},4`);
    expect(byGame.games).toEqual(expect.arrayContaining([{ gameId: 101, title: 'Mega 6/49' }]));
    // A game means nothing to a deposit: refused, not silently ignored.
    for (const params of [{ gameId: 102 }, { groupBy: 'game' }])
      expect(await op('getReport', { kind: 'deposits', ...window, ...params }, admin)).toMatchObject({
        ok: false,
        fault: { code: 'Server.Validation' },
      });
  });

  it('answers from the daily sums the ledger keeps exactly as from the entries', async () => {
    const days = { from: Date.UTC(2029, 11, 1), to: Date.UTC(2030, 1, 1) };
    for (const kind of ['sales', 'prizes', 'ggr', 'deposits', 'withdrawals', 'referralRewards'] as const)
      for (const sites of ['all', [1], [2], [1, 2]] as const)
        for (const groupBy of ['day', 'month'] as const) {
          const query = { kind, sites, currency: 'USD', groupBy, ...days };
          const kept = await ledgerReport(services.db, query);
          const summed = await ledgerReport(services.db, { ...query, fromEntries: true });
          expect({ kind, sites, groupBy, kept }).toEqual({ kind, sites, groupBy, kept: summed });
        }
    const [rows] = await services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_daily');
    expect(rows!.n).toBeGreaterThan(0);
  });

  it('counts responsible-gaming events in the rg report', async () => {
    // A customer-service limit, as scripts/responsible-gaming.ts sets it: one RG action.
    await services.responsibleGaming.customerService.set(demo, {
      kind: 'daily',
      amountMinor: 5000,
      currency: 'USD',
      operator: 'compliance officer',
      reason: 'affordability check',
    });
    const [events] = await services.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM rg_actions) + (SELECT count(*) FROM rg_refusals) AS n`,
    );
    const rg = await report('rg', {}, await operatorWith('compliance'));
    expect(Number(events!.n)).toBeGreaterThan(0);
    expect(rg.totals.count).toBe(Number(events!.n));
    expect((await report('rg', { siteId: 2 })).totals.count).toBe(0);
    expect(rg.currency).toBe('');
  });

  it("shows the rounds played and the ledger's entries in the player's overview", async () => {
    const overview = await ok('getPlayer', { playerId: demo });
    const joins = overview.rounds.filter((r: Any) => r.kind === 'join');
    expect(joins).toHaveLength(4);
    expect(joins[0]).toMatchObject({
      game: 'regularGame',
      gameId: 102,
      plays: 10,
      stake: 1100,
      currency: 'USD',
    });
    expect(overview.rounds.filter((r: Any) => r.kind === 'instant')).toEqual([
      expect.objectContaining({ gameId: 601, plays: 1, instanceId: null }),
    ]);
    const kinds = new Set(overview.transactions.map((t: Any) => t.kind));
    for (const kind of ['wager', 'instant.purchase', 'deposit', 'withdrawal']) expect(kinds).toContain(kind);
  });

  // Who may read which report, written out rather than read from the catalogue.
  const MAY: Record<OperatorRole, { money: boolean; rg: boolean }> = {
    owner: { money: true, rg: true },
    operations: { money: false, rg: false },
    finance: { money: true, rg: true },
    compliance: { money: false, rg: true },
    support: { money: false, rg: false },
    readonly: { money: true, rg: true },
  };

  it.each(Object.keys(MAY) as OperatorRole[])('the %s role reads only its reports', async (role) => {
    const token = await operatorWith(role);
    const money = await op('getReport', { kind: 'ggr', ...window }, token);
    const rg = await op('getReport', { kind: 'rg', ...window }, token);
    expect({ money: money.ok, rg: rg.ok }).toEqual(MAY[role]);
    for (const reply of [money, rg]) if (!reply.ok) expect(reply.fault.code).toBe('Operator.Forbidden');
  });
});

/**
 * The jackpot and referral kinds over a day of simulated play in a game every outcome of which is
 * known (the tiny 2/3 game: three plays, one wins rank 1 and with it the progressive jackpot), and
 * a referral reward paid, checked against the ledger's own sums.
 */
describe.each(backends)('jackpot and referral reports on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  const day = { from: Date.UTC(2030, 0, 1), to: Date.UTC(2030, 0, 2) };
  const titles = new Map([[901, 'Tiny 2/3']]);
  const query = (kind: ReportKind, more: Partial<ReportQuery> = {}) =>
    ledgerReport(w.db, { kind, sites: 'all', currency: 'USD', groupBy: 'day', titles, ...day, ...more });
  /** The entries of transactions of these kinds on one house account, or on every player account. */
  const entries = async (kinds: string[], house: string | null) => {
    const [row] = await w.db.query<{ amount: number }>(
      `SELECT coalesce(sum(e.amount_minor), 0)::bigint AS amount FROM ledger_entries e
       JOIN accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE t.kind = ANY($1::text[]) AND a.currency = 'USD'
         AND ($2::text IS NULL AND a.player_id IS NOT NULL OR a.house_code = $2)`,
      [kinds, house],
    );
    return Number(row!.amount);
  };

  beforeAll(async () => {
    ({ w, dispose } = await openWorld(backend, tinyGame()));
    const game = await openInstance(w);
    await joinedPlayers(w, game, ['1,2', '1,3', '2,3']);
    w.clock.set(game.tournamentStartTime);
    await w.engine.tick();
    // A referral: the referred player's reward held, then paid (nothing to wager first).
    const referrer = await fundedPlayer(w.db, 0);
    const referred = await fundedPlayer(w.db, 0);
    const site = {
      memberId: 1,
      currencies: ['USD'],
      referrals: { enabled: true, rewardMinor: 500, rewardAfterWageredMinor: 0, rewardCurrency: 'USD' },
    } as unknown as SiteConfig;
    await w.db.query(
      `INSERT INTO referral_rewards (referred_player_id, referrer_id, member_id, status, created_at)
       VALUES ($1, $2, 1, 'held', $3)`,
      [referred.id, referrer.id, w.clock.now()],
    );
    const paid = await w.db.tx((q) =>
      payIfWagered(
        { query: (sql, params) => q.query(sql, params), transfer: (t) => transfer(q, t), touch() {} },
        site,
        referred.id,
        w.clock.now(),
      ),
    );
    expect(paid).toBe(true);
  });
  afterAll(() => dispose());

  it("reconciles jackpot contributions, jackpot pay-outs and referral rewards with the ledger's sums", async () => {
    const contributions = await query('jackpotContributions');
    const payouts = await query('jackpotPayouts');
    const referrals = await query('referralRewards');
    // Three plays of 1.00, 10% of each into the jackpot: the jackpots account's join entries.
    expect(contributions.totals).toEqual({ amount: 30, count: 3 });
    expect(contributions.totals.amount).toBe(await entries(['wager', 'refund'], 'jackpots'));
    // The jackpot won is all it held: its seed and the contributions; the house reseeded it.
    expect(payouts.totals).toEqual({ amount: 1030, count: 1 });
    expect(payouts.totals.amount).toBe(
      (await entries(['jackpotSeed'], 'jackpots')) + contributions.totals.amount,
    );
    expect(await houseBalance(w.db, 'jackpots')).toBe(1000);
    // The winner's prize is the rank's pool share (90) and the jackpot, as the ledger credited it.
    expect((await query('prizes')).totals.amount).toBe(90 + 20 * 2 + payouts.totals.amount);
    expect(referrals.totals).toEqual({ amount: 500, count: 1 });
    expect(referrals.totals.amount).toBe(await entries(['referral_reward'], null));
    expect(referrals.rows).toEqual([{ period: '2030-01-01', currency: 'USD', amount: 500, count: 1 }]);
  });

  it('keeps the jackpot kinds per game and to the sites asked', async () => {
    for (const kind of ['jackpotContributions', 'jackpotPayouts'] as const) {
      const total = (await query(kind)).totals;
      const games = await query(kind, { groupBy: 'game' });
      expect(games.rows).toEqual([
        { period: '2030-01-01/2030-01-01', currency: 'USD', ...total, gameId: 901, title: 'Tiny 2/3' },
      ]);
      expect((await query(kind, { gameId: 901 })).totals).toEqual(total);
      expect((await query(kind, { gameId: 902 })).totals).toEqual({ amount: 0, count: 0 });
      expect((await query(kind, { sites: [1] })).totals).toEqual(total);
      expect((await query(kind, { sites: [2] })).totals).toEqual({ amount: 0, count: 0 });
      expect((await query(kind, { groupBy: 'month' })).rows).toEqual([
        { period: '2030-01', currency: 'USD', ...total },
      ]);
    }
    const kept = await query('referralRewards', { sites: [1] });
    expect(await query('referralRewards', { sites: [1], fromEntries: true })).toEqual(kept);
  });
});
