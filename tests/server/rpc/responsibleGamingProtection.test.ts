import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FaultCode } from '../../../protocol/faults';
import type { GameInstance, RealityCheckEvent } from '../../../protocol/types';
import type { PushMessage } from '../../../protocol/events';
import { addMonthsUtc } from '../../../protocol/validation/responsibleGaming';
import type { AppServices } from '../../../server/createServices';
import type { CallContext } from '../../../server/rpc/handler';
import { createMemoryHub } from '../../../server/push/memoryHub';
import { FakeClock } from '../domain/support/fakeClock';
import { handlerContext as context, callHandler as call } from './support/handlerRig';
import { DAY, demoPlayerWorld, faultOf, limits, playerCalls } from './support/responsibleGamingRig';

const MINUTE = 60_000;

describe('player protection: customer-service limits, restrictions, reality check (PGlite)', () => {
  let services: AppServices;
  let clock: FakeClock;
  let player: CallContext;
  let pushes: PushMessage[];

  beforeEach(async () => {
    const push = createMemoryHub();
    pushes = [];
    // Every push on any topic, whatever the test subscribes to.
    const publish = push.publish.bind(push);
    push.publish = (topic, event, data) => {
      pushes.push({ topic, event, data, seq: 0 });
      publish(topic, event, data);
    };
    ({ services, clock, player } = await demoPlayerWorld({ push }));
  });
  afterEach(() => services.close());

  const playerId = () => player.session!.playerId;
  const { cash, fastGame, join, mbob } = playerCalls(() => player);
  const orders = () =>
    services.db.query<{ status: number; amount_minor: string }>(
      'SELECT status, amount_minor FROM cashier_orders WHERE order_type = 1 ORDER BY id',
    );

  it('a customer-service deposit limit overrides a looser self limit at once, and caps new self limits', async () => {
    await call(player, 'updateSelfLimits', limits({ dailyEnabled: true, dailyLimit: 100 }));
    await services.responsibleGaming.customerService.set(playerId(), {
      kind: 'daily',
      amountMinor: 2000,
      currency: 'USD',
      operator: 'alice',
      reason: 'affordability',
    });
    expect((await mbob(15)).orderStatus).toBe(1);
    const before = await cash();
    const count = (await orders()).length;
    const refused = await faultOf(mbob(10));
    expect(refused).toMatchObject({ code: FaultCode.Processing, detail: { reason: 'depositLimitReached' } });
    expect(await orders()).toHaveLength(count);
    expect(await cash()).toBe(before);

    // Spec section 5: no self limit above the account limit.
    const above = await faultOf(
      call(player, 'updateSelfLimits', limits({ dailyEnabled: true, dailyLimit: 30 })),
    );
    expect(above).toMatchObject({
      code: FaultCode.Validation,
      detail: { dailyLimit: 'respgaming.limits.account' },
    });
    const shown = (await call(player, 'loadPlayer')).player.selfLimits;
    expect(shown.accountLimits).toEqual([{ kind: 'daily', amount: 20, currency: 'USD' }]);

    // Cleared by customer service: the player's own 100 holds again at once.
    expect(
      await services.responsibleGaming.customerService.clear(playerId(), 'daily', 'alice', 'reviewed'),
    ).toBe(true);
    expect((await mbob(10)).orderStatus).toBe(1);
    const report = (await services.responsibleGaming.customerService.report(playerId()))!;
    expect(report.actions.map((a) => `${a.actor}:${a.action}`)).toEqual([
      'alice:csLimitCleared',
      'alice:csLimitSet',
    ]);
    expect(report.refusals).toMatchObject([{ action: 'deposit', rule: 'daily', detail: { source: 'cs' } }]);
  });

  it('a customer-service weekly wagering limit refuses the join with exit 6 and moves nothing', async () => {
    await services.responsibleGaming.customerService.set(playerId(), {
      kind: 'weeklyBet',
      amountMinor: 300,
      currency: 'USD',
      operator: 'bob',
      reason: '',
    });
    const maxWagers = async (userPlaysCount: number) =>
      call(player, 'checkMaximumWagers', {
        gameInstanceId: (await fastGame()).gameInstanceId,
        userPlaysCount,
        currencyId: 'USD',
      });
    // 3.00 allows two plays of 1.10 (cost and fee).
    expect(await maxWagers(3)).toEqual({ allowed: false, remaining: 2 });
    expect(await maxWagers(2)).toEqual({ allowed: true, remaining: 2 });
    expect(await join(2)).toMatchObject({ exitCode: 0 }); // 2.20 of 3.00
    expect(await maxWagers(1)).toEqual({ allowed: false, remaining: 0 });
    const before = await cash();
    const joins = await services.db.query('SELECT id FROM joins');
    expect(await join(1)).toMatchObject({ exitCode: 6 });
    expect(await cash()).toBe(before);
    expect(await services.db.query('SELECT id FROM joins')).toHaveLength(joins.length);
  });

  it("limits count deposits in the site's other currencies at the configured rate", async () => {
    // USD 50 a day; EUR is worth 1.08 USD in the demo config.
    await call(player, 'updateSelfLimits', limits({ dailyEnabled: true, dailyLimit: 50 }));
    expect((await mbob(40, 'EUR')).orderStatus).toBe(1); // 43.20 USD
    await expect(faultOf(mbob(7, 'EUR'))).resolves.toMatchObject({
      detail: { reason: 'depositLimitReached' },
    });
    expect((await mbob(6, 'EUR')).orderStatus).toBe(1); // 49.68 USD
    await expect(faultOf(mbob(1, 'USD'))).resolves.toMatchObject({
      detail: { reason: 'depositLimitReached' },
    });
  });

  it('shows a pending loosening with its effective date; the wait is the site setting', async () => {
    await call(player, 'updateSelfLimits', limits({ weeklyBetEnabled: true, weeklyBetLimit: 10 }));
    const setAt = clock.now();
    await call(player, 'updateSelfLimits', limits({ weeklyBetEnabled: true, weeklyBetLimit: 50 }));
    const shown = (await call(player, 'loadPlayer')).player.selfLimits;
    expect(shown).toMatchObject({ weeklyBetLimit: 10, currency: 'USD', limitChangeWaitDays: 30 });
    expect(shown.pending).toEqual([
      { kind: 'weeklyBet', enabled: true, amount: 50, effectiveAt: setAt + 30 * DAY },
    ]);
  });

  it('a time-out ends the sessions, stops marketing mail and cancels pending deposit requests', async () => {
    await call(player, 'updateContactPreference', {
      contactByEmail: true,
      contactEmailNews: true,
      contactEmailDeposits: true,
      contactEmailWithdrawals: true,
      contactEmailWins: true,
    });
    const before = await cash();
    expect((await mbob(25)).orderStatus).toBe(1);
    expect(await call(player, 'updateTimeout', { until: clock.now() + 7 * DAY })).toBe('success');

    expect((await orders()).map((o) => o.status)).toEqual([4]); // cancelled through the cashier
    expect(await cash()).toBe(before); // the balance stays, withdrawable
    const live = await services.db.query(
      'SELECT token_hash FROM sessions WHERE player_id = $1 AND NOT revoked',
      [playerId()],
    );
    expect(live).toEqual([]);
    const [row] = await services.db.query<{ contact_preference: Record<string, boolean> }>(
      'SELECT contact_preference FROM players WHERE id = $1',
      [playerId()],
    );
    expect(row!.contact_preference).toMatchObject({ contactEmailNews: false, contactEmailDeposits: true });
    // Not lifted early: a nearer end leaves the first in force, and login stays refused (107).
    await call(player, 'updateTimeout', { until: clock.now() + DAY });
    clock.advance(2 * DAY);
    const visitor = context(services);
    await expect(
      faultOf(call(visitor, 'login', { memberId: 1, username: 'demo', password: 'demo1234' })),
    ).resolves.toMatchObject({ code: FaultCode.SelfRestricted });
  });

  it('self-exclusion ends sessions and blocks play and deposits for its whole length', async () => {
    const until = addMonthsUtc(clock.now(), 6) + DAY;
    expect(await call(player, 'updateSelfExclusion', { until })).toBe('success');
    expect(
      await services.db.query('SELECT 1 FROM sessions WHERE NOT revoked AND player_id = $1', [playerId()]),
    ).toEqual([]);
    clock.advance(150 * DAY);
    await services.engine.tick();
    expect(await join(1)).toMatchObject({ exitCode: 7 });
    await expect(faultOf(mbob(10))).resolves.toMatchObject({ detail: { reason: 'selfRestricted' } });
  });

  it('pushes the reality check on the player topic when the interval has passed, with time and net result', async () => {
    const bad = await faultOf(call(player, 'updateRealityCheck', { minutes: 7 }));
    expect(JSON.stringify(bad)).toContain('respgaming.realitycheck.interval');
    const startedAt = clock.now();
    expect(await call(player, 'updateRealityCheck', { minutes: 15 })).toBe('success');
    expect(await join(2)).toMatchObject({ exitCode: 0 }); // stakes 2.20

    const reminders = () => pushes.filter((p) => p.event === 'realityCheck');
    clock.advance(15 * MINUTE - 1);
    expect(await services.responsibleGaming.realityCheckTick()).toBe(0);
    clock.advance(1);
    expect(await services.responsibleGaming.realityCheckTick()).toBe(1);
    expect(await services.responsibleGaming.realityCheckTick()).toBe(0); // once per interval
    const [first] = reminders();
    expect(first!.topic).toBe(`player.${playerId()}`);
    const data = first!.data as RealityCheckEvent;
    expect(data).toMatchObject({ intervalMinutes: 15, net: [{ currency: 'USD', amount: -2.2 }] });
    expect(data.playedMs).toBe(clock.now() - data.sessionStartedAt);
    expect(data.sessionStartedAt).toBeLessThanOrEqual(startedAt);

    clock.advance(15 * MINUTE);
    expect(await services.responsibleGaming.realityCheckTick()).toBe(1);
    expect(reminders()).toHaveLength(2);
    expect((await call(player, 'loadPlayer')).player.selfLimits.realityCheckMinutes).toBe(15);

    // Off: no more reminders.
    await call(player, 'updateRealityCheck', { minutes: 0 });
    clock.advance(60 * MINUTE);
    expect(await services.responsibleGaming.realityCheckTick()).toBe(0);
  });

  it('segment A/A1 cannot join; a free roll needs a completed deposit first (exit 7, audited, nothing moved)', async () => {
    const before = await cash();
    await services.db.query("UPDATE players SET segment = 'A' WHERE id = $1", [playerId()]);
    const blocked = await join(1);
    expect(blocked).toMatchObject({
      exitCode: 7,
      exitDescription: expect.stringContaining('not available in country'),
    });
    await services.db.query("UPDATE players SET segment = 'C' WHERE id = $1", [playerId()]);

    const { games } = await call(player, 'getFilteredGames', { filter: { memberId: 1, gameId: 301 } });
    const free = (games as GameInstance[]).find((g) => g.gameStatus === 'OPEN')!;
    const joinFree = () =>
      call(player, 'joinGame', {
        gameId: 301,
        gameInstanceId: free.gameInstanceId,
        userPlays: [],
        userPlaysCount: 1,
        currencyId: free.currencyId,
      });
    expect(await joinFree()).toMatchObject({
      exitCode: 7,
      exitDescription: expect.stringContaining('free rolls need a deposit'),
    });
    expect(await cash()).toBe(before);
    expect(await services.db.query('SELECT id FROM joins')).toEqual([]);
    const audited = await services.db.query<{ rule: string }>(
      "SELECT rule FROM rg_refusals WHERE action = 'join'",
    );
    expect(audited.map((r) => r.rule)).toEqual(['segment', 'freeRollNoDeposit']);

    // After a completed deposit the free roll is open.
    await services.db.query(
      `INSERT INTO cashier_orders (player_id, order_type, method, status, currency, amount_minor, created_at, updated_at)
       VALUES ($1, 1, 'card', 2, 'USD', 1000, $2, $2)`,
      [playerId(), clock.now()],
    );
    expect(await joinFree()).toMatchObject({ exitCode: 0 });
  });

  it('isEligibleLocation: the IP table and the site default country; segment A players are not available', async () => {
    const visitor = context(services);
    // The demo site accepts every country; the table still resolves addresses.
    expect(await call(visitor, 'isEligibleLocation', { memberId: 1, ip: '192.0.2.9' })).toBe(true);
    await services.db.query("UPDATE players SET segment = 'A1' WHERE id = $1", [playerId()]);
    expect(await call(player, 'isEligibleLocation', { memberId: 1, ip: '10.1.2.3' })).toBe(false);
    await services.db.query("UPDATE players SET segment = 'C' WHERE id = $1", [playerId()]);
    expect(await call(player, 'isEligibleLocation', { memberId: 1 })).toBe(true);
  });
});
