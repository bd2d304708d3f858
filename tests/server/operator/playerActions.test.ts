import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, PlayerOverview } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { outboxRepo } from '../../../server/domain/messaging/outbox';
import { DEMO_LOGIN } from '../support/testServer';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { httpCall } from '../support/wire';
import { operatorWith, playerOn, startBackOfficeServer } from './support';

const DAY = 86_400_000;

describe('account actions on a player (sendPasswordReset, setCustomerServiceLimit, imposeCoolOff)', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  let url: string;
  let admin: string;
  let demo: number;
  let carla: number;

  const auditOf = async (action: string) =>
    (await operatorOk<{ entries: AuditEntry[] }>(url, 'getAuditLog', { action }, admin)).entries;
  const overviewOf = (playerId: number) => operatorOk<PlayerOverview>(url, 'getPlayer', { playerId }, admin);
  const refusedWith = (code: string) => ({ ok: false, fault: { code } });

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer());
    url = server.url;
    admin = await operatorLogin(url, 'admin', 'admin1234');
    const [row] = await server.services.db.query<{ id: number }>(
      `SELECT id FROM players WHERE member_id = 1 AND username = 'demo'`,
    );
    demo = Number(row!.id);
    carla = await playerOn(server, 1, {
      username: 'carla',
      email: 'carla@example.com',
      phone: '+15550003333',
      firstName: 'Carla',
      lastName: 'Reyes',
    });
  }, 120_000);
  afterAll(() => stop?.());

  it('mails the reset link of the player flow, within its per-account limit, audited', async () => {
    const params = { playerId: carla, reason: 'player phoned, lost password' };
    const mails = () => outboxRepo.list(server.services.db, { recipient: 'carla@example.com' });
    const readonly = await operatorWith(server, 'readonly');
    const otherSite = await operatorWith(server, 'support', [2]);
    expect(await operatorCall(url, 'sendPasswordReset', params, readonly.token)).toMatchObject(
      refusedWith('Operator.Forbidden'),
    );
    expect(await operatorCall(url, 'sendPasswordReset', params, otherSite.token)).toMatchObject(
      refusedWith('Operator.NotFound'),
    );
    expect(
      await operatorCall(url, 'sendPasswordReset', { playerId: carla, reason: 'x' }, admin),
    ).toMatchObject(refusedWith('Server.Validation'));
    expect(await mails()).toEqual([]);

    const support = await operatorWith(server, 'support');
    expect(await operatorOk(url, 'sendPasswordReset', params, support.token)).toEqual({ done: true });
    const [mail] = await mails();
    expect(mail).toMatchObject({ memberId: 1, recipient: 'carla@example.com' });
    const [entry] = await auditOf('sendPasswordReset');
    expect(entry).toMatchObject({
      operator: support.username,
      siteId: 1,
      target: `player ${carla}`,
      after: { mailed: true },
      reason: 'player phoned, lost password',
      outcome: 'done',
    });

    // The player's own limit on mails (3 in 10 minutes) holds for operators too.
    await operatorOk(url, 'sendPasswordReset', params, admin);
    await operatorOk(url, 'sendPasswordReset', params, admin);
    const limited = await operatorCall(url, 'sendPasswordReset', params, admin);
    expect(limited).toMatchObject(refusedWith('Operator.Refused'));
    expect(await mails()).toHaveLength(3);
    expect((await auditOf('sendPasswordReset')).filter((e) => e.outcome === 'done')).toHaveLength(3);
  });

  it('sets a customer-service limit at once: audited with before and after, the player held to it', async () => {
    const params = {
      playerId: demo,
      kind: 'daily',
      amount: 5_000,
      currency: 'USD',
      reason: 'affordability check',
    };
    const support = await operatorWith(server, 'support');
    const otherSite = await operatorWith(server, 'compliance', [2]);
    expect(await operatorCall(url, 'setCustomerServiceLimit', params, support.token)).toMatchObject(
      refusedWith('Operator.Forbidden'),
    );
    expect(await operatorCall(url, 'setCustomerServiceLimit', params, otherSite.token)).toMatchObject(
      refusedWith('Operator.NotFound'),
    );
    for (const bad of [{ kind: 'yearly' }, { amount: -1 }, { amount: 1.5 }, { reason: '' }])
      expect(await operatorCall(url, 'setCustomerServiceLimit', { ...params, ...bad }, admin)).toMatchObject(
        refusedWith('Server.Validation'),
      );
    expect(
      await operatorCall(url, 'setCustomerServiceLimit', { ...params, currency: 'XYZ' }, admin),
    ).toMatchObject(refusedWith('Operator.Refused'));
    expect((await overviewOf(demo)).responsibleGaming.customerService).toEqual([]);

    const compliance = await operatorWith(server, 'compliance');
    expect(await operatorOk(url, 'setCustomerServiceLimit', params, compliance.token)).toEqual({
      done: true,
      limit: { kind: 'daily', amount: 5_000, currency: 'USD' },
    });
    await operatorOk(url, 'setCustomerServiceLimit', { ...params, amount: 2_500, reason: 'lowered' }, admin);
    expect((await overviewOf(demo)).responsibleGaming.customerService).toEqual([
      { kind: 'daily', amount: 2_500, currency: 'USD', setBy: 'admin' },
    ]);
    const [lowered, first] = await auditOf('setCustomerServiceLimit');
    expect(first).toMatchObject({
      operator: compliance.username,
      target: `player ${demo}`,
      before: null,
      after: { kind: 'daily', amount: 5_000, currency: 'USD' },
      reason: 'affordability check',
    });
    expect(lowered).toMatchObject({
      before: { kind: 'daily', amount: 5_000, currency: 'USD' },
      after: { kind: 'daily', amount: 2_500, currency: 'USD' },
    });

    // The player sees it in their limits and may not set their own above it.
    const login = await httpCall(url, 'login', DEMO_LOGIN);
    const player = await httpCall(url, 'loadPlayer', {}, { token: login.token! });
    expect(JSON.stringify(player.body)).toContain('"accountLimits"');
    const above = await httpCall(
      url,
      'updateSelfLimits',
      {
        dailyEnabled: true,
        dailyLimit: 30,
        weeklyEnabled: false,
        weeklyLimit: 0,
        monthlyEnabled: false,
        monthlyLimit: 0,
        weeklyBetEnabled: false,
        weeklyBetLimit: 0,
      },
      { token: login.token! },
    );
    expect(above.body).toMatchObject({ ok: false, fault: { code: 'Server.Validation' } });
  });

  it('imposes a cool-off: sessions end, sign-ins are refused until it ends, audited; never shortened', async () => {
    const params = { playerId: demo, days: 7, reason: 'chasing losses on the phone' };
    const support = await operatorWith(server, 'support');
    const otherSite = await operatorWith(server, 'compliance', [2]);
    expect(await operatorCall(url, 'imposeCoolOff', params, support.token)).toMatchObject(
      refusedWith('Operator.Forbidden'),
    );
    expect(await operatorCall(url, 'imposeCoolOff', params, otherSite.token)).toMatchObject(
      refusedWith('Operator.NotFound'),
    );
    const now = server.services.clock.now();
    for (const bad of [
      { days: 43 },
      { days: 0 },
      { days: undefined },
      { until: now + DAY }, // both
      { days: undefined, until: now - DAY },
      { days: undefined, until: now + 50 * DAY },
    ])
      expect(await operatorCall(url, 'imposeCoolOff', { ...params, ...bad }, admin)).toMatchObject(
        refusedWith('Server.Validation'),
      );
    expect((await overviewOf(demo)).responsibleGaming.timeoutUntil).toBeNull();

    const playerToken = (await httpCall(url, 'login', DEMO_LOGIN)).token!;
    const done = await operatorOk<{ until: number; endedSessions: number }>(
      url,
      'imposeCoolOff',
      params,
      admin,
    );
    expect(done.until).toBeGreaterThanOrEqual(now + 7 * DAY);
    expect(done.endedSessions).toBeGreaterThan(0);
    expect((await overviewOf(demo)).responsibleGaming.timeoutUntil).toBe(done.until);
    expect((await httpCall(url, 'getPlayerAccounts', {}, { token: playerToken })).body).toMatchObject(
      refusedWith('101'),
    );
    expect((await httpCall(url, 'login', DEMO_LOGIN)).body).toMatchObject(refusedWith('107'));

    // A shorter one leaves the longer end: a cool-off is never lifted early.
    const shorter = await operatorOk<{ until: number }>(url, 'imposeCoolOff', { ...params, days: 1 }, admin);
    expect(shorter.until).toBe(done.until);
    const [second, first] = await auditOf('imposeCoolOff');
    expect(first).toMatchObject({
      operator: 'admin',
      siteId: 1,
      target: `player ${demo}`,
      before: { timeoutUntil: null },
      after: { timeoutUntil: done.until },
      reason: 'chasing losses on the phone',
    });
    expect(second).toMatchObject({
      before: { timeoutUntil: done.until },
      after: { timeoutUntil: done.until },
    });
  });
});
