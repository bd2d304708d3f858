import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../protocol/operator/calls';
import type { OperatorRole } from '../../../protocol/operator/roles';
import type { RunningServer } from '../../../server/app';
import { createOperatorAccount } from '../../../server/domain/operators/createAccount';
import { operatorsRepo } from '../../../server/domain/operators/repository';
import { totpCodeAt } from '../../../server/domain/operators/totp';
import { hashPassword } from '../../../server/domain/players/password';
import { DEMO_LOGIN, startTestServer } from '../support/testServer';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { httpCall } from '../support/wire';

const PASSWORD = 'correct horse battery';

describe('the operator API (/rpc/operator)', () => {
  let server: RunningServer;
  let url: string;
  let admin: string;

  /** An operator of that role and scope without a second factor, logged in. */
  async function operatorWith(role: OperatorRole, sites: 'all' | number[]): Promise<string> {
    const username = `${role}-${Array.isArray(sites) ? sites.join('-') : 'all'}-${Math.random().toString(36).slice(2, 7)}`;
    await operatorsRepo.create(
      server.services.db,
      {
        username,
        passwordHash: await hashPassword(PASSWORD),
        role,
        sites,
        totpRequired: false,
        mustChangePassword: false,
      },
      Date.now(),
    );
    return operatorLogin(url, username, PASSWORD);
  }

  const auditOf = async (action: string) =>
    (await operatorOk<{ entries: AuditEntry[] }>(url, 'getAuditLog', { action }, admin)).entries;

  beforeAll(async () => {
    server = await startTestServer();
    url = server.url;
    admin = await operatorLogin(url, 'admin', 'admin1234');
  }, 120_000);
  afterAll(() => server?.close());

  it('switches maintenance for pages loaded later, writes before and after to the audit log', async () => {
    await operatorOk(url, 'setMaintenance', { siteId: 1, on: true, message: 'Back at ten' }, admin);
    const init = await httpCall(url, 'init', { filter: { memberId: 1, languageId: 'en_US' } });
    expect(init.body).toMatchObject({
      ok: true,
      result: { configuration: { MAINTENANCE_ENABLED: 'true', MAINTENANCE_MESSAGE: 'Back at ten' } },
    });
    const other = await httpCall(url, 'init', { filter: { memberId: 2, languageId: 'en_US' } });
    expect(other.body).toMatchObject({
      ok: true,
      result: { configuration: { MAINTENANCE_ENABLED: 'false' } },
    });
    await operatorOk(url, 'setMaintenance', { siteId: 1, on: false }, admin);
    const [off, on] = await auditOf('setMaintenance');
    expect(on).toMatchObject({
      operator: 'admin',
      siteId: 1,
      outcome: 'done',
      before: [{ siteId: 1, on: false }],
      after: { on: true, message: 'Back at ten' },
    });
    expect(off).toMatchObject({
      before: [{ siteId: 1, on: true, message: 'Back at ten' }],
      after: { on: false },
    });
  });

  it('forces rich media per site and kind: init carries it, the audit keeps the rule replaced', async () => {
    const set = await operatorOk(
      url,
      'setRichMedia',
      { siteId: 2, gameKind: 'lottery', sound: 'off', animation: 'off' },
      admin,
    );
    expect(set).toEqual({ done: true, richMedia: { lottery: { sound: 'off', animation: 'off' } } });
    const init = await httpCall(url, 'init', { filter: { memberId: 2, languageId: 'en_US' } });
    expect(init.body).toMatchObject({
      ok: true,
      result: { configuration: { richMedia: { lottery: { sound: 'off', animation: 'off' } } } },
    });
    const [entry] = await auditOf('setRichMedia');
    expect(entry).toMatchObject({ target: 'lottery', before: { sound: 'player', animation: 'player' } });
  });

  it('never lets a player token open an operator call, nor an operator token a player call', async () => {
    const login = await httpCall(url, 'login', DEMO_LOGIN);
    const playerToken = login.token!;
    expect(playerToken).toBeTruthy();
    const asPlayer = await operatorCall(url, 'listSites', {}, playerToken);
    expect(asPlayer).toMatchObject({ ok: false, fault: { code: '101' } });
    const asOperator = await httpCall(url, 'getPlayerAccounts', {}, { endpoint: 'process', token: admin });
    expect(asOperator.body).toMatchObject({ ok: false, fault: { code: '101' } });
  });

  // What each role may do, written out here rather than read from the catalogue, so a change to the
  // catalogue's roles shows up as a failing test.
  const MAY: Record<
    OperatorRole,
    { maintenance: boolean; message: boolean; richMedia: boolean; audit: boolean }
  > = {
    owner: { maintenance: true, message: true, richMedia: true, audit: true },
    operations: { maintenance: true, message: true, richMedia: true, audit: false },
    finance: { maintenance: false, message: false, richMedia: false, audit: false },
    compliance: { maintenance: false, message: false, richMedia: false, audit: true },
    support: { maintenance: false, message: true, richMedia: false, audit: false },
    readonly: { maintenance: false, message: false, richMedia: false, audit: false },
  };

  it.each(Object.keys(MAY) as OperatorRole[])(
    'the %s role is refused what it may not do, and the refusal is audited',
    async (role) => {
      const token = await operatorWith(role, 'all');
      const calls = {
        maintenance: ['setMaintenance', { siteId: 2, on: false }],
        message: ['sendPlayerMessage', { siteId: 2, title: 'Hi', text: 'Hello' }],
        richMedia: ['setRichMedia', { siteId: 2, gameKind: 'bingo', sound: 'player', animation: 'player' }],
        audit: ['getAuditLog', { limit: 1 }],
      } as const;
      for (const [what, [call, params]] of Object.entries(calls)) {
        const reply = await operatorCall(url, call, params, token);
        const allowed = MAY[role][what as keyof (typeof MAY)['owner']];
        expect({ what, ok: reply.ok }).toEqual({ what, ok: allowed });
        if (!reply.ok) expect(reply.fault.code).toBe('Operator.Forbidden');
      }
      const refusals = (await auditOf('setMaintenance')).filter(
        (e) => e.outcome === 'refused' && e.operator.startsWith(`${role}-`),
      );
      expect(refusals.length).toBe(MAY[role].maintenance ? 0 : 1);
      // Every operator may see its sites.
      expect(await operatorOk(url, 'listSites', {}, token)).toMatchObject({
        sites: [{ siteId: 1 }, { siteId: 2 }, { siteId: 3 }],
      });
    },
  );

  it('keeps an operator to its sites: another site and "every site" are refused and change nothing', async () => {
    const token = await operatorWith('operations', [2]);
    expect(await operatorOk(url, 'listSites', {}, token)).toMatchObject({ sites: [{ siteId: 2 }] });
    const onOne = await operatorCall(url, 'setMaintenance', { siteId: 1, on: true }, token);
    expect(onOne).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Forbidden', message: 'Site 1 is not in your scope' },
    });
    const onAll = await operatorCall(url, 'setMaintenance', { siteId: 0, on: true }, token);
    expect(onAll).toMatchObject({ ok: false, fault: { code: 'Operator.Forbidden' } });
    const init = await httpCall(url, 'init', { filter: { memberId: 1, languageId: 'en_US' } });
    expect(init.body).toMatchObject({
      ok: true,
      result: { configuration: { MAINTENANCE_ENABLED: 'false' } },
    });
    expect(await operatorCall(url, 'setMaintenance', { siteId: 2, on: false }, token)).toMatchObject({
      ok: true,
    });
  });

  it('refuses bad params with a clear fault and changes nothing', async () => {
    const reply = await operatorCall(
      url,
      'setRichMedia',
      { siteId: 1, gameKind: 'poker', sound: 'on', animation: 'on' },
      admin,
    );
    expect(reply).toMatchObject({ ok: false, fault: { code: 'Server.Validation' } });
    const unknown = await operatorCall(url, 'setMaintenance', { siteId: 99, on: true }, admin);
    expect(unknown).toMatchObject({ ok: false, fault: { code: 'Operator.NotFound', message: 'No site 99' } });
  });

  it('locks an operator after five wrong guesses, also when twenty arrive at once', async () => {
    const username = 'guessed';
    await operatorsRepo.create(
      server.services.db,
      {
        username,
        passwordHash: await hashPassword(PASSWORD),
        role: 'support',
        sites: 'all',
        totpRequired: false,
        mustChangePassword: false,
      },
      Date.now(),
    );
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        operatorCall(url, 'operatorLogin', { username, password: `wrong-${i}` }),
      ),
    );
    expect(guesses.every((g) => !g.ok)).toBe(true);
    const right = await operatorCall(url, 'operatorLogin', { username, password: PASSWORD });
    expect(right).toMatchObject({ ok: false, fault: { code: '106' } });
    const row = await operatorsRepo.byUsername(server.services.db, username);
    expect(row?.failed_logins).toBe(5);
  });

  it('enrols TOTP at first login with a one-time password, then asks for a code every time', async () => {
    const created = await createOperatorAccount(
      server.services.db,
      { username: 'newcomer', role: 'compliance', sites: [1] },
      Date.now(),
    );
    const otp = created!.oneTimePassword;
    const first = await operatorCall(url, 'operatorLogin', { username: 'newcomer', password: otp });
    expect(first).toMatchObject({ ok: false, fault: { code: 'Operator.SetupRequired' } });
    const detail = (first as { fault: { detail: { totpSecret: string; otpauthUri: string } } }).fault.detail;
    expect(detail.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*newcomer.*secret=/);
    const code = await totpCodeAt(detail.totpSecret, Date.now());
    const keepsOtp = await operatorCall(url, 'operatorLogin', {
      username: 'newcomer',
      password: otp,
      totp: code,
      newPassword: otp,
    });
    expect(keepsOtp).toMatchObject({ ok: false, fault: { code: 'Server.Validation' } });
    const setup = await operatorCall(url, 'operatorLogin', {
      username: 'newcomer',
      password: otp,
      totp: code,
      newPassword: 'a much longer secret',
    });
    expect(setup).toMatchObject({
      ok: true,
      result: { operator: { username: 'newcomer', role: 'compliance', sites: [1] } },
    });

    const oldPassword = await operatorCall(url, 'operatorLogin', {
      username: 'newcomer',
      password: otp,
      totp: code,
    });
    expect(oldPassword).toMatchObject({ ok: false, fault: { code: '103' } });
    const noCode = await operatorCall(url, 'operatorLogin', {
      username: 'newcomer',
      password: 'a much longer secret',
    });
    expect(noCode).toMatchObject({ ok: false, fault: { code: 'Operator.TotpRequired' } });
    const wrongCode = code === '000000' ? '111111' : '000000';
    const bad = await operatorCall(url, 'operatorLogin', {
      username: 'newcomer',
      password: 'a much longer secret',
      totp: wrongCode,
    });
    expect(bad).toMatchObject({ ok: false, fault: { code: '103' } });
    const token = await operatorLogin(
      url,
      'newcomer',
      'a much longer secret',
      await totpCodeAt(detail.totpSecret, Date.now()),
    );
    expect(await operatorOk(url, 'whoAmI', {}, token)).toMatchObject({ operator: { username: 'newcomer' } });
  });

  it('exports the audit log as CSV, with formula-looking cells made text', async () => {
    await operatorOk(
      url,
      'sendPlayerMessage',
      { siteId: 1, title: '=HYPERLINK("x")', text: 'Hello, all' },
      admin,
    );
    const { csv } = await operatorOk<{ csv: string }>(
      url,
      'getAuditLog',
      { action: 'sendPlayerMessage', format: 'csv' },
      admin,
    );
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('id,at,operator,ip,action,siteId,target,before,after,reason,outcome');
    expect(row).toContain(',admin,');
    expect(row).toContain('sendPlayerMessage');
    expect(row).toContain('""title"":""=HYPERLINK(\\""x\\"")""');
  });

  it('creates a white label that serves its site at once, for owners of every site only', async () => {
    const params = {
      name: 'Lucky Star Lotto',
      url: 'https://luckystar.example',
      theme: 'cartoon-theme',
      primary: '#7c3aed',
      languages: ['es_ES', 'en_US'],
      currencies: ['EUR'],
      templateSiteId: 1,
    };
    const scoped = await operatorWith('owner', [1]);
    expect(await operatorCall(url, 'createSite', params, scoped)).toMatchObject({
      fault: { code: 'Operator.Forbidden' },
    });
    const ops = await operatorWith('operations', 'all');
    expect(await operatorCall(url, 'createSite', params, ops)).toMatchObject({
      fault: { code: 'Operator.Forbidden' },
    });
    const badCurrency = await operatorCall(url, 'createSite', { ...params, currencies: ['XYZ'] }, admin);
    expect(badCurrency).toMatchObject({ ok: false, fault: { message: 'Unknown currency XYZ' } });

    const { siteId } = await operatorOk<{ siteId: number }>(url, 'createSite', params, admin);
    expect(siteId).toBe(4);
    const init = await httpCall(url, 'init', { filter: { memberId: siteId, languageId: 'es_ES' } });
    expect(init.body).toMatchObject({
      ok: true,
      result: {
        configuration: { siteName: 'Lucky Star Lotto', theme: 'cartoon-theme' },
        currencies: [{ id: 'EUR' }],
      },
    });
    const [entry] = await auditOf('createSite');
    expect(entry).toMatchObject({ siteId, target: 'Lucky Star Lotto', operator: 'admin' });
    expect(await operatorOk(url, 'listSites', {}, admin)).toMatchObject({
      sites: expect.arrayContaining([expect.objectContaining({ siteId, name: 'Lucky Star Lotto' })]),
    });
  });

  it("shows the dashboard of the operator's sites: players online, games, support cases", async () => {
    await httpCall(url, 'login', DEMO_LOGIN);
    await server.services.db.query(
      `INSERT INTO support_cases (member_id, name, email, category, subject, message, created_at)
       VALUES (1, 'Ann', 'ann@example.com', 'general', 'Hello', 'Help', $1)`,
      [Date.now()],
    );
    const one = await operatorOk<{ playersOnline: number; openSupportCases: number }>(
      url,
      'getDashboard',
      { siteId: 1 },
      admin,
    );
    expect(one.playersOnline).toBeGreaterThanOrEqual(1);
    expect(one.openSupportCases).toBeGreaterThanOrEqual(1);
    const scoped = await operatorWith('support', [2]);
    expect(await operatorOk(url, 'getDashboard', {}, scoped)).toMatchObject({
      playersOnline: 0,
      openSupportCases: 0,
    });
    expect(await operatorCall(url, 'getDashboard', { siteId: 1 }, scoped)).toMatchObject({
      fault: { code: 'Operator.Forbidden' },
    });
  });

  it('ends the session at logout', async () => {
    const token = await operatorWith('readonly', 'all');
    await operatorOk(url, 'operatorLogout', {}, token);
    expect(await operatorCall(url, 'whoAmI', {}, token)).toMatchObject({ ok: false, fault: { code: '101' } });
  });
});
