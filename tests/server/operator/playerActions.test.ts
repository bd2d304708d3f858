import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, PlayerOverview } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { outboxRepo } from '../../../server/domain/messaging/outbox';
import { hashPassword } from '../../../server/domain/players/password';
import { playersRepo } from '../../../server/domain/players/repository';
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

  it('closes an account with nothing left in it; refuses, changing nothing, while money or play remains', async () => {
    const row = await playersRepo.insert(server.services.db, {
      memberId: 1,
      username: 'dora',
      email: 'dora@example.com',
      phone: '+15550004444',
      passwordHash: await hashPassword('dora-secret-1'),
      screenName: 'dora',
      details: { firstName: 'Dora', lastName: 'Quinn', country: 'US' },
      now: Date.now(),
    });
    const dora = Number(row!.id);
    const doraLogin = { memberId: 1, username: 'dora', password: 'dora-secret-1' };
    const expiresAt = async (playerId: number) =>
      (
        await server.services.db.query<{ e: string | null }>(
          'SELECT expires_at AS e FROM players WHERE id = $1',
          [playerId],
        )
      )[0]!.e;

    const support = await operatorWith(server, 'support');
    const otherSite = await operatorWith(server, 'compliance', [2]);
    const params = { playerId: dora, reason: 'player asked to close the account' };
    expect(await operatorCall(url, 'closeAccount', params, support.token)).toMatchObject(
      refusedWith('Operator.Forbidden'),
    );
    expect(await operatorCall(url, 'closeAccount', params, otherSite.token)).toMatchObject(
      refusedWith('Operator.NotFound'),
    );
    expect(await operatorCall(url, 'closeAccount', { playerId: dora, reason: '' }, admin)).toMatchObject(
      refusedWith('Server.Validation'),
    );

    // The demo player still holds money: refused, with what is left, and nothing changes.
    const held = await operatorCall(url, 'closeAccount', { playerId: demo, reason: 'asked' }, admin);
    expect(held).toMatchObject(refusedWith('Operator.Refused'));
    if (held.ok) throw new Error('closed');
    expect(held.fault.message).toMatch(/^The account cannot close yet: .*USD in cash/);
    expect(held.fault.detail).toMatchObject({
      blocks: expect.arrayContaining([
        expect.objectContaining({ kind: 'balance', account: 'cash', currency: 'USD' }),
      ]),
    });
    expect(await expiresAt(demo)).toBeNull();

    const playerToken = (await httpCall(url, 'login', doraLogin)).token!;
    const compliance = await operatorWith(server, 'compliance');
    const closed = await operatorOk<{ closedAt: number; endedSessions: number }>(
      url,
      'closeAccount',
      params,
      compliance.token,
    );
    expect(closed).toMatchObject({ done: true, endedSessions: 1 });
    expect(Number(await expiresAt(dora))).toBe(closed.closedAt);
    expect((await httpCall(url, 'getPlayerAccounts', {}, { token: playerToken })).body).toMatchObject(
      refusedWith('101'),
    );
    expect((await httpCall(url, 'login', doraLogin)).body).toMatchObject(refusedWith('105'));
    expect(await operatorCall(url, 'closeAccount', params, admin)).toMatchObject(
      refusedWith('Operator.Conflict'),
    );

    // The player page's closure, subscriptions and referrals, for the roles that see the player.
    const activity = await operatorOk(url, 'getPlayerActivity', { playerId: dora }, support.token);
    expect(activity).toEqual({ closedAt: closed.closedAt, subscriptions: [], referrals: [] });
    expect(await operatorOk(url, 'getPlayerActivity', { playerId: carla }, admin)).toMatchObject({
      closedAt: null,
    });
    const operations = await operatorWith(server, 'operations');
    expect(await operatorCall(url, 'getPlayerActivity', { playerId: dora }, operations.token)).toMatchObject(
      refusedWith('Operator.Forbidden'),
    );
    expect(await operatorCall(url, 'getPlayerActivity', { playerId: dora }, otherSite.token)).toMatchObject(
      refusedWith('Operator.NotFound'),
    );

    const entries = (await auditOf('closeAccount')).filter((e) => e.outcome === 'done');
    expect(entries).toEqual([
      expect.objectContaining({
        operator: compliance.username,
        siteId: 1,
        target: `player ${dora}`,
        before: { closedAt: null },
        after: { closedAt: closed.closedAt },
        reason: 'player asked to close the account',
      }),
    ]);
  });
});
