import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_DOCUMENT_MAX_BYTES, ID_DOCUMENT_UPLOAD_PATH } from '../../../protocol/idDocument';
import { startServer, type RunningServer } from '../../../server/app';
import { WsClient, httpCall } from '../support/wire';

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const jpeg = (bytes: number) => Buffer.concat([JPEG_HEAD, randomBytes(bytes - JPEG_HEAD.length)]);
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(bytes - 9)]);
const MAX_BYTES = 300_000;

describe('identity document upload over the real transports', () => {
  let server: RunningServer;
  let token: string;
  let playerId: number;

  const requests = async () =>
    server.services.db.query<{ document_mime: string; size: number; document_number: string }>(
      `SELECT document_mime, length(document) AS size, document_number FROM verification_requests
       WHERE player_id = $1 ORDER BY id`,
      [playerId],
    );

  const upload = async (
    body: Buffer,
    query: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${server.url}${ID_DOCUMENT_UPLOAD_PATH}?${new URLSearchParams(query)}`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/octet-stream', ...headers },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      dataDir: 'memory://',
      seed: true,
      rateLimit: false,
      logLevel: 'silent',
      startEngine: false,
      allowSandboxPayments: true,
    });
    // A small limit keeps the test quick; the route reads it from the same config as the call.
    Object.assign(server.services.config.players, { idDocumentMaxBytes: MAX_BYTES });
    const login = await httpCall(server.url, 'login', {
      memberId: 1,
      username: 'demo',
      password: 'demo1234',
    });
    token = login.token!;
    playerId = (login.body as { result: { player: { id: number } } }).result.player.id;
  });
  afterAll(() => server?.close());

  it('stores a document far larger than the 64 KiB envelope, with the type told from its bytes', async () => {
    const before = (await requests()).length;
    const reply = await upload(jpeg(200_000), { documentType: 'passport', documentNumber: 'P1234567' });
    expect(reply).toEqual({ status: 200, body: { ok: true, result: 1 } });
    const rows = await requests();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ document_mime: 'image/jpeg', document_number: 'P1234567' });
    expect(Number(rows.at(-1)!.size)).toBe(200_000);
  });

  it('accepts a PDF whatever content type the browser labels it with', async () => {
    const reply = await upload(
      pdf(70_000),
      { documentType: 'idCard', documentNumber: 'ID-99' },
      {
        'content-type': 'image/png',
      },
    );
    expect(reply.body).toEqual({ ok: true, result: 1 });
    expect((await requests()).at(-1)?.document_mime).toBe('application/pdf');
  });

  it('refuses, storing nothing: too large, not an image or PDF, empty, bad params, no session', async () => {
    const before = (await requests()).length;
    const tooLarge = await upload(jpeg(MAX_BYTES + 1), { documentType: 'passport', documentNumber: 'P12' });
    const sizeFault = {
      ok: false,
      fault: { code: 'Server.Validation', detail: { documentImage: 'verification.document.size' } },
    };
    expect(tooLarge.body).toMatchObject(sizeFault);
    // Past the route's body limit (set at start from the same config) the body is not even read.
    const huge = await upload(jpeg(ID_DOCUMENT_MAX_BYTES + 1), {
      documentType: 'passport',
      documentNumber: 'P123',
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject(sizeFault);
    const text = await upload(Buffer.from('just some text, not a document'), {
      documentType: 'passport',
      documentNumber: 'P123',
    });
    expect(text.body).toMatchObject({ fault: { detail: { documentImage: 'verification.document.type' } } });
    const empty = await upload(Buffer.alloc(0), { documentType: 'passport', documentNumber: 'P123' });
    expect(empty.body).toMatchObject({ ok: false, fault: { code: 'Server.Validation' } });
    const badType = await upload(jpeg(1000), { documentType: 'selfie', documentNumber: 'P123' });
    expect(badType.body).toMatchObject({ ok: false, fault: { code: 'Server.BadRequest' } });
    const extra = await upload(jpeg(1000), {
      documentType: 'passport',
      documentNumber: 'P123',
      playerId: '1',
    });
    expect(extra.body).toMatchObject({ ok: false, fault: { code: 'Server.BadRequest' } });
    const rtl = await upload(jpeg(1000), { documentType: 'passport', documentNumber: 'P12\u202e34' });
    expect(rtl.body).toMatchObject({ ok: false, fault: { code: 'Server.Validation' } });
    const anonymous = await fetch(
      `${server.url}${ID_DOCUMENT_UPLOAD_PATH}?documentType=passport&documentNumber=P123`,
      {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg' },
        body: jpeg(1000),
      },
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ fault: { code: '101' } });
    expect(await requests()).toHaveLength(before);
  });

  it('takes a small document inline over WebSocket, and refuses one past the envelope without storing it', async () => {
    const { client } = await WsClient.connect(server.url, token);
    try {
      const before = (await requests()).length;
      const small = await client.call('requestIdVerification', {
        documentType: 'driverLicence',
        documentNumber: 'DL-1',
        documentImage: jpeg(20_000).toString('base64'),
      });
      expect(small).toMatchObject({ ok: true, result: 1 });
      const big = await client.call('requestIdVerification', {
        documentType: 'driverLicence',
        documentNumber: 'DL-2',
        documentImage: jpeg(40_000).toString('base64'),
      });
      expect(big.ok).toBe(false);
      expect(await requests()).toHaveLength(before + 1);
    } finally {
      client.close();
    }
  });

  it('takes at most 10 uploads an hour from one player', async () => {
    const seed = server.services.config.seed.players.find((p) => p.memberId !== 1)!;
    const login = await httpCall(server.url, 'login', {
      memberId: seed.memberId,
      username: seed.username,
      password: seed.password,
    });
    const other = { 'x-auth-token': login.token! };
    const query = { documentType: 'passport', documentNumber: 'R123' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await upload(jpeg(500), query, other)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('counts the documents stored by any process and path against the same 10', async () => {
    // Another server process on the same storage files the rest of the hour's documents.
    const stored = (await requests()).length;
    for (let i = stored; i < 9; i++)
      await server.services.verification.requestIdVerification(playerId, {
        documentType: 'passport',
        documentNumber: `ELSEWHERE-${i}`,
        documentImage: jpeg(500).toString('base64'),
      });
    const query = { documentType: 'passport', documentNumber: 'LAST1' };
    expect((await upload(jpeg(500), query)).status).toBe(200);
    const refused = await upload(jpeg(500), { documentType: 'passport', documentNumber: 'LAST2' });
    expect(refused).toMatchObject({
      status: 429,
      body: { ok: false, fault: { code: 'Server.RateLimited' } },
    });
    expect(await requests()).toHaveLength(10);
  });
});
