import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAYER_COUNT_CAP,
  type AuditEntry,
  type PlayerListing,
  type PlayerOverview,
} from '../../../protocol/operator/calls';
import type { OperatorRole } from '../../../protocol/operator/roles';
import type { RunningServer } from '../../../server/app';
import { DEMO_LOGIN } from '../support/testServer';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { httpCall } from '../support/wire';
import { accountsRepo, transfer } from '../../../server/domain/ledger';
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
    operatorOk<{ total: number; capped: boolean; players: PlayerListing[] }>(
      url,
      'searchPlayers',
      params,
      token,
    );

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
    expect(page).toEqual({ total: all.total, capped: false, players: [all.players[1]] });
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

  it('lists the latest sign-ins with their addresses, to the roles that see contact data only', async () => {
    await httpCall(url, 'login', DEMO_LOGIN);
    const overview = await operatorOk<PlayerOverview>(url, 'getPlayer', { playerId: demo }, admin);
    expect(overview.logins[0]).toMatchObject({ siteId: 1, ip: '127.0.0.1', state: 'live' });
    const { token } = await operatorWith(server, 'finance');
    const asFinance = await operatorOk<PlayerOverview>(url, 'getPlayer', { playerId: demo }, token);
    expect(asFinance.logins.length).toBeGreaterThan(0);
    expect(asFinance.logins.every((l) => l.ip === null)).toBe(true);
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

  it('narrows by segment, country, registration date and cash balance, on the server', async () => {
    const db = server.services.db;
    const carla = await playerOn(server, 1, {
      username: 'carla',
      email: 'carla@example.net',
      phone: '+15550003333',
      firstName: 'Carla',
      lastName: 'Mendes',
    });
    const registered = Date.UTC(2020, 0, 15);
    await db.query(
      `UPDATE players SET segment = 'A1', created_at = $2,
         details = details || '{"country": "DE"}'::jsonb WHERE id = $1`,
      [carla, registered],
    );
    await db.tx(async (q) => {
      const cash = await accountsRepo.ensurePlayerAccount(q, {
        playerId: carla,
        currency: 'USD',
        type: 'cash',
        now: 1,
      });
      const promo = await accountsRepo.ensureHouseAccount(q, { code: 'promotions', currency: 'USD', now: 1 });
      await transfer(q, {
        key: `test-filters:${carla}`,
        kind: 'promotion',
        entries: [
          { accountId: cash, amountMinor: 5000 },
          { accountId: promo, amountMinor: -5000 },
        ],
        now: 1,
      });
    });
    const ids = async (params: object) =>
      (await search({ query: '', limit: 200, ...params })).players.map((p) => p.playerId);

    expect(await ids({ segment: 'A1' })).toEqual([carla]);
    expect(await ids({ segment: 'A1', siteId: 2 })).toEqual([]);
    expect(await ids({ country: 'de' })).toEqual([carla]);
    expect(await ids({ country: 'US' })).toEqual(expect.arrayContaining([alice, bruno]));
    expect(await ids({ country: 'US' })).not.toContain(carla);
    // From inclusive, to exclusive.
    expect(await ids({ registeredFrom: registered, registeredTo: registered + 1 })).toEqual([carla]);
    expect(await ids({ registeredTo: registered })).toEqual([]);
    expect(await ids({ registeredFrom: registered + 1 })).not.toContain(carla);
    // Cash balance bounds, inclusive, in one currency (no account holds 0) or in any.
    expect(await ids({ minBalance: 5000, maxBalance: 5000, currency: 'USD' })).toEqual([carla]);
    expect(await ids({ minBalance: 5001 })).not.toContain(carla);
    expect(await ids({ minBalance: 4000, maxBalance: 6000 })).toContain(carla);
    expect(await ids({ maxBalance: 0, currency: 'USD' })).toEqual(expect.arrayContaining([alice, bruno]));
    expect(await ids({ maxBalance: 0, currency: 'USD' })).not.toContain(carla);
    // Filters combine with the text query, the count is of every match, the page is the server's.
    const both = await search({ query: 'mendes', country: 'DE', segment: 'A1', limit: 1 });
    expect(both).toMatchObject({ total: 1, players: [{ playerId: carla, balance: { USD: 5000 } }] });
    expect((await search({ query: 'alice', country: 'DE' })).total).toBe(0);
  });

  it('refuses bad filters before anything runs, and balance filters to roles that do not see money', async () => {
    for (const bad of [
      { country: 'DEU' },
      { country: '1A' },
      { segment: '' },
      { segment: 'x'.repeat(17) },
      { registeredFrom: -1 },
      { registeredFrom: 2000, registeredTo: 1000 },
      { registeredFrom: 1000, registeredTo: 1000 },
      { minBalance: 10, maxBalance: 5 },
      { minBalance: 1.5 },
      { maxBalance: '100' },
      { currency: 'USD' },
      { registeredTo: 'yesterday' },
    ]) {
      const reply = await operatorCall(url, 'searchPlayers', { query: '', ...bad }, admin);
      expect({ bad, reply }).toMatchObject({
        bad,
        reply: { ok: false, fault: { code: 'Server.Validation' } },
      });
    }
    for (const role of ['readonly', 'operations', 'support'] as const) {
      const { token } = await operatorWith(server, role);
      const reply = await operatorCall(url, 'searchPlayers', { query: '', minBalance: 1 }, token);
      expect({ role, reply }).toMatchObject({
        role,
        reply: { ok: false, fault: { code: 'Operator.Forbidden' } },
      });
      expect(await operatorCall(url, 'searchPlayers', { query: '', segment: 'C' }, token)).toMatchObject({
        ok: true,
      });
    }
    const { token } = await operatorWith(server, 'finance');
    expect(await operatorCall(url, 'searchPlayers', { query: '', maxBalance: 0 }, token)).toMatchObject({
      ok: true,
    });
  });

  it('counts matches up to the cap and says when more match', async () => {
    await server.services.db.query(
      `INSERT INTO players (member_id, username, password_hash, screen_name, created_at, updated_at)
       SELECT 2, 'crowd_' || n, 'x', 'Crowd ' || n, 1, 1 FROM generate_series(1, $1) AS n`,
      [PLAYER_COUNT_CAP + 1],
    );
    const crowd = await search({ query: 'crowd_', limit: 25, offset: 50 });
    expect(crowd).toMatchObject({ total: PLAYER_COUNT_CAP, capped: true });
    expect(crowd.players).toHaveLength(25);
    expect(await search({ query: 'crowd_1000' })).toMatchObject({ total: 1, capped: false });
    await server.services.db.query(`DELETE FROM players WHERE username = 'crowd_1'`);
    expect(await search({ query: 'crowd_' })).toMatchObject({ total: PLAYER_COUNT_CAP, capped: false });
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
