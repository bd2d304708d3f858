import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, VerificationListing } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { DEMO_LOGIN } from '../support/testServer';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { httpCall } from '../support/wire';
import { operatorWith, startBackOfficeServer } from './support';

// The smallest JPEG header the document check accepts, then filler.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);

describe('identity and address document review (listVerificationRequests, getVerificationDocument, decideVerification)', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  let admin: string;
  let player: string;
  let playerId: number;

  const verificationOfDemo = async () =>
    (await server.services.players.byId(playerId))?.verification as Record<string, unknown> | undefined;
  const upload = async (documentType: string) => {
    const reply = await httpCall(
      server.url,
      'requestIdVerification',
      { documentType, documentNumber: 'P7654321', documentImage: JPEG.toString('base64') },
      { token: player },
    );
    expect(reply.body).toMatchObject({ ok: true });
  };
  const queue = (params: object = {}, token = admin) =>
    operatorOk<{ total: number; requests: VerificationListing[] }>(
      server.url,
      'listVerificationRequests',
      params,
      token,
    );

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer());
    admin = await operatorLogin(server.url, 'admin', 'admin1234');
    const login = await httpCall(server.url, 'login', DEMO_LOGIN);
    player = login.token!;
    const [row] = await server.services.db.query<{ id: number }>(
      `SELECT id FROM players WHERE member_id = 1 AND username = 'demo'`,
    );
    playerId = Number(row!.id);
  }, 120_000);
  afterAll(() => stop?.());

  it('queues a passport, shows its document (audited) and verifies the player once, audited with the reason', async () => {
    await upload('passport');
    const { requests } = await queue();
    const request = requests.find((r) => r.playerId === playerId && r.kind === 'id');
    expect(request).toMatchObject({
      documentType: 'passport',
      status: 'PENDING',
      hasDocument: true,
      siteId: 1,
    });

    const opened = await operatorOk<{ document: { mime: string; bytes: Uint8Array } }>(
      server.url,
      'getVerificationDocument',
      { requestId: request!.requestId },
      admin,
    );
    expect(opened.document.mime).toBe('image/jpeg');
    expect(Buffer.from(opened.document.bytes).equals(JPEG)).toBe(true);

    expect(
      await operatorOk(
        server.url,
        'decideVerification',
        { requestId: request!.requestId, approve: true, reason: 'Passport matches the name' },
        admin,
      ),
    ).toEqual({ done: true, status: 'VERIFIED' });
    expect(await verificationOfDemo()).toMatchObject({ idVerified: true, verificationStatus: 'VERIFIED' });
    // Decided once: a second decision is refused and changes nothing.
    expect(
      await operatorCall(
        server.url,
        'decideVerification',
        { requestId: request!.requestId, approve: false, reason: 'second thoughts' },
        admin,
      ),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.Conflict' } });
    expect(await verificationOfDemo()).toMatchObject({ idVerified: true });
    expect((await queue()).requests.map((r) => r.requestId)).not.toContain(request!.requestId);
    expect((await queue({ status: 'decided' })).requests.map((r) => r.requestId)).toContain(
      request!.requestId,
    );

    const audit = await operatorOk<{ entries: AuditEntry[] }>(server.url, 'getAuditLog', {}, admin);
    const actions = audit.entries.map((e) => e.action);
    expect(actions).toContain('viewVerificationDocument');
    expect(
      audit.entries.find((e) => e.action === 'decideVerification' && e.outcome === 'done'),
    ).toMatchObject({
      siteId: 1,
      before: { status: 'PENDING', kind: 'id' },
      after: { status: 'VERIFIED' },
      reason: 'Passport matches the name',
    });
  });

  it('rejects a utility bill: the address flag stays off', async () => {
    await upload('utilityBill');
    const request = (await queue()).requests.find((r) => r.playerId === playerId && r.kind === 'address');
    expect(
      await operatorOk(
        server.url,
        'decideVerification',
        { requestId: request!.requestId, approve: false, reason: 'Older than three months' },
        admin,
      ),
    ).toEqual({ done: true, status: 'REJECTED' });
    expect(await verificationOfDemo()).not.toMatchObject({ addressVerified: true });
  });

  it('keeps the documents to the reviewing roles and to their sites', async () => {
    await upload('idCard');
    const request = (await queue()).requests.find((r) => r.playerId === playerId && r.status === 'PENDING');
    for (const role of ['support', 'finance', 'operations', 'readonly'] as const) {
      const { token } = await operatorWith(server, role);
      for (const [call, params] of [
        ['listVerificationRequests', {}],
        ['getVerificationDocument', { requestId: request!.requestId }],
        ['decideVerification', { requestId: request!.requestId, approve: true, reason: 'looks fine' }],
      ] as const)
        expect({ role, call, reply: await operatorCall(server.url, call, params, token) }).toMatchObject({
          reply: { ok: false, fault: { code: 'Operator.Forbidden' } },
        });
    }
    const elsewhere = await operatorWith(server, 'compliance', [2]);
    expect((await queue({}, elsewhere.token)).requests).toEqual([]);
    expect(
      await operatorCall(
        server.url,
        'getVerificationDocument',
        { requestId: request!.requestId },
        elsewhere.token,
      ),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.NotFound' } });
    expect(
      await operatorCall(
        server.url,
        'decideVerification',
        { requestId: request!.requestId, approve: true, reason: 'looks fine' },
        elsewhere.token,
      ),
    ).toMatchObject({ ok: false, fault: { code: 'Operator.NotFound' } });
    expect(
      await operatorCall(
        server.url,
        'decideVerification',
        { requestId: request!.requestId, approve: true, reason: '' },
        admin,
      ),
    ).toMatchObject({ ok: false, fault: { code: 'Server.Validation' } });
    // Nothing of that changed the request.
    expect((await queue()).requests.find((r) => r.requestId === request!.requestId)?.status).toBe('PENDING');
  });
});
