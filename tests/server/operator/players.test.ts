import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, PlayerListing, PlayerOverview } from '../../../protocol/operator/calls';
import type { OperatorRole } from '../../../protocol/operator/roles';
import type { RunningServer } from '../../../server/app';
import { DEMO_LOGIN } from '../support/testServer';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { httpCall } from '../support/wire';
import { operatorWith, playerOn, startBackOfficeServer } from './support';

describe('players in the back office (searchPlayers, getPlayer, setPlayerStatus)', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  let url: string;
  let admin: string;
  let alice: number;
  let bruno: number;
  let demo: number;

  const auditOf = async (action: string) =>
    (await operatorOk<{ entries: AuditEntry[] }>(url, 'getAuditLog', { action }, admin)).entries;
  const search = (params: object, token = admin) =>
    operatorOk<{ total: number; players: PlayerListing[] }>(url, 'searchPlayers', params, token);

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer());
    url = server.url;
    admin = await operatorLogin(url, 'admin', 'admin1234');
    alice = await playerOn(server, 1, {
      username: 'alice77',
      email: 'alice.wonder@example.com',
      phone: '+15550001111',
      firstName: 'Alice',
      lastName: 'Wonderland',
    });
    bruno = await playerOn(server, 2, {
      username: 'bruno',
      email: 'bruno@example.org',
      phone: '+15550002222',
      firstName: 'Bruno',
      lastName: 'Diaz',
    });
    const [row] = await server.services.db.query<{ id: number }>(
      `SELECT id FROM players WHERE member_id = 1 AND username = 'demo'`,
    );
    demo = Number(row!.id);
  }, 120_000);
  afterAll(() => stop?.());

  it('finds players by part of username, email, name or phone, or by exact id', async () => {
    for (const query of ['ICE7', 'wonder@', 'alice wonder', '0001111', String(alice)]) {
      const found = await search({ query });
      expect({ query, ids: found.players.map((p) => p.playerId) }).toEqual({ query, ids: [alice] });
    }
    expect((await search({ query: 'example', siteId: 2 })).players.map((p) => p.playerId)).toEqual([bruno]);
    const [listed] = (await search({ query: 'alice77' })).players;
    expect(listed).toMatchObject({
      username: 'alice77',
      name: 'Alice Wonderland',
      email: 'alice.wonder@example.com',
      siteId: 1,
      status: 'active',
      balance: {},
    });
    // Identity verified: the seed verified the demo player, not alice; paging by id.
    const verified = await search({ query: '', siteId: 1, verified: true });
    expect(verified.players.map((p) => p.username)).toContain('demo');
    expect(verified.players.map((p) => p.playerId)).not.toContain(alice);
    expect(
      (await search({ query: '', siteId: 1, verified: false })).players.map((p) => p.playerId),
    ).toContain(alice);
    const all = await search({ query: '' });
    const page = await search({ query: '', limit: 1, offset: 1 });
    expect(page).toEqual({ total: all.total, players: [all.players[1]] });
    // A wildcard in the query is a literal character.
    expect((await search({ query: '%' })).total).toBe(0);
  });

  it('sorts on the server by the column asked, and refuses a column it does not offer', async () => {
    const names = async (params: object) =>
      (await search({ query: '', limit: 200, ...params })).players.map((p) => p.username);
    const byName = await names({ sort: 'username', dir: 'asc' });
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await names({ sort: 'username', dir: 'desc' })).toEqual([...byName].reverse());
    const newest = (await search({ query: '', sort: 'registeredAt', dir: 'desc', limit: 1 })).players[0];
    expect(newest?.username).toBe('bruno');
    const refused = await operatorCall(url, 'searchPlayers', { query: '', sort: 'email' }, admin);
    expect(refused).toMatchObject({ ok: false });
  });

  it('shows each role only the personal data it needs, and searches only what it may see', async () => {
    const see = async (role: OperatorRole) => {
      const { token } = await operatorWith(server, role);
      const [p] = (await search({ query: 'demo', siteId: 1 }, token)).players;
      return {
        name: p!.name !== null,
        email: p!.email !== null,
        money: p!.balance !== null,
        byEmail: (await search({ query: 'alice.wonder' }, token)).total > 0,
      };
    };
    expect(await see('readonly')).toEqual({ name: false, email: false, money: false, byEmail: false });
    expect(await see('operations')).toEqual({ name: false, email: false, money: false, byEmail: false });
    expect(await see('support')).toEqual({ name: true, email: true, money: false, byEmail: true });
    expect(await see('finance')).toEqual({ name: true, email: false, money: true, byEmail: false });
    expect(await see('compliance')).toEqual({ name: true, email: true, money: true, byEmail: true });
    const [seeded] = (await search({ query: 'demo', siteId: 1 })).players;
    expect(Object.values(seeded!.balance!).some((v) => v > 0)).toBe(true);

    const { token } = await operatorWith(server, 'readonly');
    const overview = await operatorOk<PlayerOverview>(url, 'getPlayer', { playerId: alice }, token);
    expect(overview.player).toMatchObject({ name: null, email: null, phone: null, balance: null });
    expect(overview.balances).toBeNull();
    expect(overview.transactions).toBeNull();
  });

  it("keeps an operator to its sites' players", async () => {
    const { token } = await operatorWith(server, 'support', [2]);
    const all = await search({ query: '' }, token);
    expect(all.players.every((p) => p.siteId === 2)).toBe(true);
    expect(all.players.map((p) => p.playerId)).toContain(bruno);
    expect(await operatorCall(url, 'searchPlayers', { query: '', siteId: 1 }, token)).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Forbidden' },
    });
    expect(await operatorCall(url, 'getPlayer', { playerId: alice }, token)).toMatchObject({
      ok: false,
      fault: { code: 'Operator.NotFound' },
    });
    expect(await operatorCall(url, 'getPlayer', { playerId: bruno }, token)).toMatchObject({ ok: true });
  });

  it('gives the overview of a player and audits every view', async () => {
    const { token, username } = await operatorWith(server, 'support');
    const login = await httpCall(url, 'login', DEMO_LOGIN);
    expect(login.token).toBeTruthy();
    const overview = await operatorOk<PlayerOverview>(url, 'getPlayer', { playerId: demo }, admin);
    expect(overview.player).toMatchObject({ playerId: demo, username: 'demo', siteId: 1, status: 'active' });
    expect(overview.balances!.length).toBeGreaterThan(0);
    expect(overview.transactions!.some((t) => t.kind === 'seed')).toBe(true);
    expect(overview.sessions.length).toBeGreaterThan(0);
    expect(overview.responsibleGaming).toMatchObject({ timeoutUntil: null, selfExcludedUntil: null });

    await operatorOk(url, 'getPlayer', { playerId: demo }, token);
    const views = (await auditOf('viewPlayer')).filter((e) => e.operator === username);
    expect(views).toEqual([
      expect.objectContaining({
        target: `player ${demo}`,
        siteId: 1,
        outcome: 'done',
        after: { names: true, contact: true, money: false },
      }),
    ]);
  });

  it('bans a player: sessions end, logins are refused, the audit has before and after', async () => {
    const login = await httpCall(url, 'login', DEMO_LOGIN);
    const playerToken = login.token!;
    const reply = await operatorOk(
      url,
      'setPlayerStatus',
      { playerId: demo, status: 'banned', reason: 'chargeback fraud' },
      admin,
    );
    expect(reply).toEqual({ done: true, status: 'banned' });
    const afterBan = await httpCall(url, 'getPlayerAccounts', {}, { token: playerToken });
    expect(afterBan.body).toMatchObject({ ok: false, fault: { code: '101' } });
    expect((await httpCall(url, 'login', DEMO_LOGIN)).body).toMatchObject({
      ok: false,
      fault: { code: '106' },
    });
    expect((await search({ query: 'demo', siteId: 1, status: 'banned' })).players).toHaveLength(1);

    await operatorOk(
      url,
      'setPlayerStatus',
      { playerId: demo, status: 'suspended', reason: 'review' },
      admin,
    );
    expect((await httpCall(url, 'login', DEMO_LOGIN)).body).toMatchObject({ ok: false });
    await operatorOk(url, 'setPlayerStatus', { playerId: demo, status: 'active', reason: 'cleared' }, admin);
    expect((await httpCall(url, 'login', DEMO_LOGIN)).body).toMatchObject({ ok: true });

    const [active, suspended, banned] = await auditOf('setPlayerStatus');
    expect(banned).toMatchObject({
      operator: 'admin',
      siteId: 1,
      target: `player ${demo}`,
      before: { status: 'active' },
      after: { status: 'banned' },
      reason: 'chargeback fraud',
    });
    expect(suspended).toMatchObject({ before: { status: 'banned' }, after: { status: 'suspended' } });
    expect(active).toMatchObject({ before: { status: 'suspended' }, after: { status: 'active' } });
    expect(
      await operatorCall(
        url,
        'setPlayerStatus',
        { playerId: 999_999, status: 'banned', reason: 'none' },
        admin,
      ),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.NotFound' } });
  });

  // What each role may do, written out rather than read from the catalogue, so a change to the
  // catalogue's roles shows up as a failing test.
  const MAY: Record<OperatorRole, { search: boolean; view: boolean; status: boolean }> = {
    owner: { search: true, view: true, status: true },
    operations: { search: true, view: false, status: false },
    finance: { search: true, view: true, status: false },
    compliance: { search: true, view: true, status: true },
    support: { search: true, view: true, status: false },
    readonly: { search: true, view: true, status: false },
  };

  it.each(Object.keys(MAY) as OperatorRole[])('the %s role may do only its share', async (role) => {
    const { token, username } = await operatorWith(server, role);
    const calls = {
      search: ['searchPlayers', { query: 'bruno' }],
      view: ['getPlayer', { playerId: bruno }],
      status: ['setPlayerStatus', { playerId: bruno, status: 'active', reason: 'role test' }],
    } as const;
    for (const [what, [call, params]] of Object.entries(calls)) {
      const reply = await operatorCall(url, call, params, token);
      const allowed = MAY[role][what as keyof (typeof MAY)['owner']];
      expect({ what, ok: reply.ok }).toEqual({ what, ok: allowed });
      if (!reply.ok) expect(reply.fault.code).toBe('Operator.Forbidden');
    }
    const refused = (await auditOf('setPlayerStatus')).filter(
      (e) => e.operator === username && e.outcome === 'refused',
    );
    expect(refused.length).toBe(MAY[role].status ? 0 : 1);
  });
});

describe('force logout (endPlayerSessions)', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer());
  }, 120_000);
  afterAll(() => stop?.());

  it("ends the player's sessions but not the account, audited, for the roles and sites that may", async () => {
    const url = server.url;
    const admin = await operatorLogin(url, 'admin', 'admin1234');
    const [row] = await server.services.db.query<{ id: number }>(
      `SELECT id FROM players WHERE member_id = 1 AND username = 'demo'`,
    );
    const demo = Number(row!.id);
    const playerToken = (await httpCall(url, 'login', DEMO_LOGIN)).token!;
    const params = { playerId: demo, reason: 'shared device reported' };

    const finance = await operatorWith(server, 'finance');
    const otherSite = await operatorWith(server, 'support', [2]);
    expect(await operatorCall(url, 'endPlayerSessions', params, finance.token)).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Forbidden' },
    });
    expect(await operatorCall(url, 'endPlayerSessions', params, otherSite.token)).toMatchObject({
      ok: false,
      fault: { code: 'Operator.NotFound' },
    });
    expect((await httpCall(url, 'getPlayerAccounts', {}, { token: playerToken })).body).toMatchObject({
      ok: true,
    });

    const support = await operatorWith(server, 'support');
    const reply = await operatorOk<{ ended: number }>(url, 'endPlayerSessions', params, support.token);
    expect(reply.ended).toBeGreaterThan(0);
    expect((await httpCall(url, 'getPlayerAccounts', {}, { token: playerToken })).body).toMatchObject({
      ok: false,
      fault: { code: '101' },
    });
    expect((await httpCall(url, 'login', DEMO_LOGIN)).body).toMatchObject({ ok: true });
    const { entries } = await operatorOk<{ entries: AuditEntry[] }>(
      url,
      'getAuditLog',
      { action: 'endPlayerSessions' },
      admin,
    );
    expect(entries.map((e) => [e.operator, e.outcome, e.target, e.reason])).toEqual([
      [support.username, 'done', `player ${demo}`, 'shared device reported'],
      [finance.username, 'refused', null, expect.any(String)],
    ]);
  });
});
