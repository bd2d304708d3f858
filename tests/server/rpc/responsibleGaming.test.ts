import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FaultCode } from '../../../protocol/faults';
import { addMonthsUtc } from '../../../protocol/validation/responsibleGaming';
import type { AppServices } from '../../../server/createServices';
import type { CallContext } from '../../../server/rpc/handler';
import { FakeClock } from '../domain/support/fakeClock';
import { handlerContext as context, callHandler as call } from './support/handlerRig';
import { DAY, demoPlayerWorld, faultOf, limits, playerCalls } from './support/responsibleGamingRig';

describe('responsible gaming over the demo config (PGlite)', () => {
  let services: AppServices;
  let clock: FakeClock;
  let player: CallContext;

  beforeEach(async () => {
    ({ services, clock, player } = await demoPlayerWorld());
  });
  afterEach(() => services.close());

  const { cash, join, mbob } = playerCalls(() => player);
  const refusals = async () =>
    services.db.query<{ action: string; rule: string }>('SELECT action, rule FROM rg_refusals ORDER BY id');
  const deposits = async () =>
    Number(
      (
        await services.db.query<{ n: string }>(
          'SELECT count(*) AS n FROM cashier_orders WHERE order_type = 1',
        )
      )[0]!.n,
    );

  it('validates limits with the spec keys', async () => {
    const amount = await faultOf(call(player, 'updateSelfLimits', limits({ dailyEnabled: true })));
    expect(JSON.stringify(amount)).toContain('respgaming.amount.required');
    const order = await faultOf(
      call(
        player,
        'updateSelfLimits',
        limits({ dailyEnabled: true, dailyLimit: 50, weeklyEnabled: true, weeklyLimit: 20 }),
      ),
    );
    expect(JSON.stringify(order)).toContain('respgaming.limits.order');
    // The service holds the same rules for a caller that skips the schema.
    const direct = await faultOf(
      services.responsibleGaming.updateSelfLimits(player.session!, {
        ...limits({ weeklyEnabled: true, weeklyLimit: 50, monthlyEnabled: true, monthlyLimit: 20 }),
      } as never),
    );
    expect(direct).toMatchObject({
      code: FaultCode.Validation,
      detail: { weeklyLimit: 'respgaming.limits.order' },
    });
  });

  it('weekly wagering limit: a join past it answers exitCode 6 and moves no money', async () => {
    expect(
      await call(player, 'updateSelfLimits', limits({ weeklyBetEnabled: true, weeklyBetLimit: 2.5 })),
    ).toBe('success');
    const session = await call(player, 'loadPlayer');
    expect(session.player.selfLimits).toMatchObject({ weeklyBetEnabled: true, weeklyBetLimit: 2.5 });

    expect(await join(2)).toMatchObject({ exitCode: 0 }); // 2.20 of 2.50 (1.00 + 0.10 fee a play)
    const before = await cash();
    const joinsBefore = await services.db.query('SELECT id FROM joins');
    const refused = await join(1);
    expect(refused).toMatchObject({ exitCode: 6, joinEvent: null });
    expect(await cash()).toBe(before);
    expect(await services.db.query('SELECT id FROM joins')).toHaveLength(joinsBefore.length);
    expect(await refusals()).toEqual([{ action: 'join', rule: 'weeklyBet' }]);

    // Rolling: a week later the earlier plays no longer count.
    clock.advance(7 * DAY + 1);
    await services.engine.tick();
    await services.engine.tick();
    expect(await join(2)).toMatchObject({ exitCode: 0 });
  });

  it('deposit limits: tightening holds at once, loosening only after 30 days', async () => {
    await call(player, 'updateSelfLimits', limits({ dailyEnabled: true, dailyLimit: 30 }));
    expect((await mbob(25)).orderStatus).toBe(1); // pending deposits count towards the limit
    const before = await cash();
    const ordersBefore = await deposits();
    const refused = await faultOf(mbob(10));
    expect(refused).toMatchObject({
      code: FaultCode.Processing,
      message: expect.stringMatching(/deposit limit reached.*24 hours/i),
      detail: { reason: 'depositLimitReached' },
    });
    expect(await deposits()).toBe(ordersBefore);
    expect(await cash()).toBe(before);
    expect(await refusals()).toEqual([{ action: 'deposit', rule: 'daily' }]);

    // Tighten: at once.
    await call(player, 'updateSelfLimits', limits({ dailyEnabled: true, dailyLimit: 20 }));
    expect((await call(player, 'loadPlayer')).player.selfLimits).toMatchObject({
      dailyEnabled: true,
      dailyDepositLimit: 20,
    });
    // Loosen: pending for 30 days, the effective limit stays.
    await call(player, 'updateSelfLimits', limits({ dailyEnabled: true, dailyLimit: 100 }));
    const pending = (await services.responsibleGaming.limits(player.session!.playerId)).get('daily')!;
    expect(pending).toMatchObject({ amountMinor: 2000, pending: { amountMinor: 10000 } });
    expect(pending.pending!.at).toBe(clock.now() + 30 * DAY);
    clock.advance(29 * DAY);
    expect((await call(player, 'loadPlayer')).player.selfLimits.dailyDepositLimit).toBe(20);
    await expect(faultOf(mbob(50))).resolves.toMatchObject({ detail: { reason: 'depositLimitReached' } });
    clock.advance(DAY);
    expect((await call(player, 'loadPlayer')).player.selfLimits.dailyDepositLimit).toBe(100);
    expect((await mbob(50)).orderStatus).toBe(1);

    // Removing a limit waits too.
    await call(player, 'updateSelfLimits', limits());
    expect((await call(player, 'loadPlayer')).player.selfLimits.dailyEnabled).toBe(true);
    clock.advance(30 * DAY);
    expect((await call(player, 'loadPlayer')).player.selfLimits.dailyEnabled).toBe(false);
  });

  it('time-out blocks login, joins and deposits, and cannot be shortened', async () => {
    const bad = await faultOf(call(player, 'updateTimeout', { until: clock.now() + 7 * 7 * DAY }));
    expect(JSON.stringify(bad)).toContain('respgaming.timeout.date');

    const until = clock.now() + 14 * DAY;
    expect(await call(player, 'updateTimeout', { until })).toBe('success');
    // A second call can only extend: a nearer date leaves the first in force.
    expect(await call(player, 'updateTimeout', { until: clock.now() + DAY })).toBe('success');

    const before = await cash();
    expect(await join(1)).toMatchObject({ exitCode: 7 });
    await expect(faultOf(mbob(10))).resolves.toMatchObject({ detail: { reason: 'selfRestricted' } });
    expect(await cash()).toBe(before);

    clock.advance(2 * DAY);
    const visitor = context(services);
    await expect(
      faultOf(call(visitor, 'login', { memberId: 1, username: 'demo', password: 'demo1234' })),
    ).resolves.toMatchObject({ code: FaultCode.SelfRestricted });
    clock.set(until + 1);
    await call(visitor, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
    expect(visitor.session).not.toBeNull();
    expect((await refusals()).map((r) => `${r.action}:${r.rule}`)).toEqual([
      'join:timeout',
      'deposit:timeout',
      'login:selfRestricted',
    ]);
  });

  it('self-exclusion is at least 6 months and blocks login until it ends', async () => {
    const short = await faultOf(call(player, 'updateSelfExclusion', { until: clock.now() + 30 * DAY }));
    expect(JSON.stringify(short)).toContain('respgaming.exclusion.date');

    const until = addMonthsUtc(clock.now(), 6) + DAY;
    expect(await call(player, 'updateSelfExclusion', { until })).toBe('success');
    expect(await join(1)).toMatchObject({ exitCode: 7 });
    await expect(faultOf(mbob(10))).resolves.toMatchObject({ detail: { reason: 'selfRestricted' } });

    const visitor = context(services);
    clock.advance(100 * DAY);
    await expect(
      faultOf(call(visitor, 'login', { memberId: 1, username: 'demo', password: 'demo1234' })),
    ).resolves.toMatchObject({ code: FaultCode.SelfRestricted });
    clock.set(until + 1);
    await call(visitor, 'login', { memberId: 1, username: 'demo', password: 'demo1234' });
    expect(visitor.session).not.toBeNull();
  });
});
