import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, OperatorResult, SupportCaseListing } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { outboxRepo } from '../../../server/domain/messaging/outbox';
import { operatorsRepo } from '../../../server/domain/operators/repository';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { operatorWith, playerOn, startBackOfficeServer } from './support';

describe('the support inbox (listSupportCases, getSupportCase, replySupportCase, closeSupportCase, assignSupportCase)', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  let url: string;
  let admin: string;
  let visitorCase: number;
  let playerCase: number;
  let otherSiteCase: number;
  let casey: number;

  let ip = 1;
  const openCase = (memberId: number, email: string, subject: string, sender: number | null = null) =>
    server.services.content.support.create(
      server.services.sites.get(memberId)!,
      { name: 'Casey Sender', email, category: 'payments', subject, message: `About ${subject}` },
      {
        sender: sender === null ? null : { playerId: sender, email: null, emailConfirmed: false },
        ip: `10.9.0.${ip++}`,
      },
    );
  const list = (params: object, token = admin) =>
    operatorOk<{ total: number; cases: SupportCaseListing[] }>(url, 'listSupportCases', params, token);
  const mailsTo = (recipient: string) => outboxRepo.list(server.services.db, { recipient, limit: 10 });

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer());
    url = server.url;
    admin = await operatorLogin(url, 'admin', 'admin1234');
    casey = await playerOn(server, 1, {
      username: 'casey',
      email: 'casey.on.file@example.com',
      phone: '+15550003333',
      firstName: 'Casey',
      lastName: 'Player',
    });
    visitorCase = await openCase(1, 'visitor@example.com', 'Where is my ticket');
    playerCase = await openCase(1, 'typed.in.form@example.com', 'Withdrawal late', casey);
    otherSiteCase = await openCase(2, 'site2@example.com', 'Site two question');
  }, 120_000);
  afterAll(() => stop?.());

  it('lists open cases newest first, by site, with paging', async () => {
    const all = await list({});
    expect(all.cases.map((c) => c.caseId).slice(0, 3)).toEqual([otherSiteCase, playerCase, visitorCase]);
    expect(all.cases[0]).toMatchObject({ siteId: 2, email: 'site2@example.com', status: 'open', replies: 0 });
    expect((await list({ siteId: 1 })).cases.map((c) => c.caseId)).toEqual([playerCase, visitorCase]);
    expect(await list({ siteId: 1, limit: 1, offset: 1 })).toMatchObject({
      total: 2,
      cases: [{ caseId: visitorCase }],
    });
    // One player's cases, open or closed, for the player page.
    expect((await list({ playerId: casey, status: 'all' })).cases.map((c) => c.caseId)).toEqual([playerCase]);
  });

  it('answers a case by mail, keeps the reply, closes it, and audits both in the log', async () => {
    const { token, username } = await operatorWith(server, 'support');
    const replied = await operatorOk<OperatorResult<'replySupportCase'>>(
      url,
      'replySupportCase',
      { caseId: visitorCase, text: 'Your ticket is in your history.' },
      token,
    );
    expect(replied.reply).toMatchObject({ operator: username, text: 'Your ticket is in your history.' });
    const [mail] = await mailsTo('visitor@example.com');
    expect(mail).toMatchObject({ body: 'Your ticket is in your history.' });
    expect(mail!.subject).toContain('Where is my ticket');

    // A player's case is answered at the address on file, never the one typed into the form.
    await operatorOk(
      url,
      'replySupportCase',
      { caseId: playerCase, text: 'Paid today.', close: true },
      token,
    );
    expect(await mailsTo('casey.on.file@example.com')).toHaveLength(1);
    expect(await mailsTo('typed.in.form@example.com')).toHaveLength(0);

    const opened = await operatorOk<OperatorResult<'getSupportCase'>>(
      url,
      'getSupportCase',
      { caseId: visitorCase },
      token,
    );
    expect(opened.supportCase).toMatchObject({
      message: 'About Where is my ticket',
      status: 'open',
      replies: 1,
    });
    expect(opened.replies.map((r) => r.text)).toEqual(['Your ticket is in your history.']);
    await operatorOk(url, 'closeSupportCase', { caseId: visitorCase, reason: 'answered' }, token);
    expect(await operatorCall(url, 'closeSupportCase', { caseId: visitorCase }, token)).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Conflict' },
    });
    expect(
      await operatorCall(url, 'replySupportCase', { caseId: visitorCase, text: 'more' }, token),
    ).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Conflict' },
    });
    expect((await list({ siteId: 1, status: 'closed' })).cases.map((c) => c.caseId)).toEqual([
      playerCase,
      visitorCase,
    ]);
    expect((await list({ playerId: casey, status: 'all' })).cases).toMatchObject([
      { caseId: playerCase, status: 'closed', replies: 1 },
    ]);

    const audit = await operatorOk<{ entries: AuditEntry[] }>(
      url,
      'getAuditLog',
      { operator: username },
      admin,
    );
    expect(audit.entries.map((e) => [e.action, e.target, e.outcome])).toEqual([
      ['closeSupportCase', `support case ${visitorCase}`, 'done'],
      ['replySupportCase', `support case ${playerCase}`, 'done'],
      ['replySupportCase', `support case ${visitorCase}`, 'done'],
      ['login', null, 'done'],
    ]);
  });

  it('lets readonly neither read nor reply, and hides the sender from roles without contact data', async () => {
    const readonly = await operatorWith(server, 'readonly');
    for (const [call, params] of [
      ['listSupportCases', {}],
      ['replySupportCase', { caseId: otherSiteCase, text: 'hello there' }],
    ] as const)
      expect(await operatorCall(url, call, params, readonly.token)).toMatchObject({
        ok: false,
        fault: { code: 'Operator.Forbidden' },
      });
    const refused = await operatorOk<{ entries: AuditEntry[] }>(
      url,
      'getAuditLog',
      { operator: readonly.username },
      admin,
    );
    expect(refused.entries.map((e) => [e.action, e.outcome])).toContainEqual(['replySupportCase', 'refused']);

    const operations = await operatorWith(server, 'operations');
    const [seen] = (await list({ siteId: 2 }, operations.token)).cases;
    expect(seen).toMatchObject({
      caseId: otherSiteCase,
      name: null,
      email: null,
      subject: 'Site two question',
    });
    const compliance = await operatorWith(server, 'compliance');
    expect(
      await operatorCall(url, 'closeSupportCase', { caseId: otherSiteCase }, compliance.token),
    ).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Forbidden' },
    });
  });

  it("keeps an operator to its sites' cases", async () => {
    const { token } = await operatorWith(server, 'support', [2]);
    expect((await list({}, token)).cases.every((c) => c.siteId === 2)).toBe(true);
    expect(await operatorCall(url, 'listSupportCases', { siteId: 1 }, token)).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Forbidden' },
    });
    for (const call of ['getSupportCase', 'replySupportCase', 'closeSupportCase'])
      expect(
        await operatorCall(
          url,
          call,
          { caseId: playerCase, ...(call === 'replySupportCase' ? { text: 'hi there' } : {}) },
          token,
        ),
      ).toMatchObject({ ok: false, fault: { code: 'Operator.NotFound' } });
    await operatorOk(url, 'replySupportCase', { caseId: otherSiteCase, text: 'Answered.' }, token);
  });

  it('assigns a case to an operator who handles its site, lists by assignee, unassigns, and audits it', async () => {
    const caseId = await openCase(1, 'assign.me@example.com', 'Bonus missing');
    const support = await operatorWith(server, 'support');
    const siteTwo = await operatorWith(server, 'support', [2]);
    const finance = await operatorWith(server, 'finance');
    const idOf = async (username: string) =>
      Number((await operatorsRepo.byUsername(server.services.db, username))!.id);
    const supportId = await idOf(support.username);

    // Who may take a site-1 case: support-handling roles that see site 1, not site 2's or finance.
    const { operators } = await operatorOk<OperatorResult<'listSupportOperators'>>(
      url,
      'listSupportOperators',
      { siteId: 1 },
      support.token,
    );
    const names = operators.map((o) => o.username);
    expect(names).toContain(support.username);
    expect(names).toContain('admin');
    expect(names).not.toContain(siteTwo.username);
    expect(names).not.toContain(finance.username);

    const taken = await operatorOk<OperatorResult<'assignSupportCase'>>(
      url,
      'assignSupportCase',
      { caseId, operatorId: supportId },
      support.token,
    );
    expect(taken).toMatchObject({ assigneeId: supportId, assignee: support.username });
    expect(taken.assignedAt).toEqual(expect.any(Number));
    const mine = await list({ assignee: 'me' }, support.token);
    expect(mine.cases.map((c) => c.caseId)).toEqual([caseId]);
    expect(mine.cases[0]).toMatchObject({ assigneeId: supportId, assignee: support.username });
    expect((await list({ assignee: supportId })).cases.map((c) => c.caseId)).toEqual([caseId]);
    expect((await list({ assignee: 'me' })).cases).toEqual([]);
    expect((await list({ assignee: 'unassigned' })).cases.map((c) => c.caseId)).not.toContain(caseId);

    // An operator who cannot see the case's site, or whose role does not handle support: refused.
    for (const other of [siteTwo, finance])
      expect(
        await operatorCall(
          url,
          'assignSupportCase',
          { caseId, operatorId: await idOf(other.username) },
          support.token,
        ),
      ).toMatchObject({ ok: false, fault: { code: 'Operator.Refused' } });
    for (const role of ['readonly', 'compliance'] as const)
      expect(
        await operatorCall(
          url,
          'assignSupportCase',
          { caseId, operatorId: null },
          (await operatorWith(server, role)).token,
        ),
      ).toMatchObject({ ok: false, fault: { code: 'Operator.Forbidden' } });
    // Nor can site 2's operator touch (or learn of) a site-1 case.
    expect(
      await operatorCall(url, 'assignSupportCase', { caseId, operatorId: null }, siteTwo.token),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.NotFound' } });
    const opened = await operatorOk<OperatorResult<'getSupportCase'>>(
      url,
      'getSupportCase',
      { caseId },
      admin,
    );
    expect(opened.supportCase).toMatchObject({ assigneeId: supportId });

    const released = await operatorOk<OperatorResult<'assignSupportCase'>>(
      url,
      'assignSupportCase',
      { caseId, operatorId: null, reason: 'on leave' },
      admin,
    );
    expect(released).toEqual({ assigneeId: null, assignee: null, assignedAt: null });
    expect((await list({ assignee: 'unassigned', siteId: 1 })).cases.map((c) => c.caseId)).toContain(caseId);
    expect((await list({ assignee: 'me' }, support.token)).cases).toEqual([]);

    const audit = await operatorOk<{ entries: AuditEntry[] }>(
      url,
      'getAuditLog',
      { action: 'assignSupportCase' },
      admin,
    );
    const ours = audit.entries.filter((e) => e.operator === 'admin' || e.operator === support.username);
    expect(ours.map((e) => [e.operator, e.outcome, e.after, e.reason])).toEqual([
      ['admin', 'done', { assigneeId: null, assignee: null }, 'on leave'],
      [support.username, 'refused', null, expect.stringContaining('does not handle support')],
      [support.username, 'refused', null, expect.stringContaining('does not handle support')],
      [support.username, 'done', { assigneeId: supportId, assignee: support.username }, null],
    ]);
  });
});
