import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encode, decode } from '../../../protocol/codec';
import type { RpcResponse } from '../../../protocol/envelope';
import type { SessionInfo } from '../../../server/ports/session';
import { FAKE_METRICS_TOKEN, startFakeServer, type FakeServer } from '../support/fakeServer';
import { CRASH_SECRET, testHandlers } from '../support/testHandlers';
import { httpCall, postRaw } from '../support/wire';

describe('HTTP RPC transport', () => {
  let server: FakeServer;
  const sessions = new Map<string, SessionInfo>();
  const logged: string[] = [];

  beforeAll(async () => {
    const { default: pino } = await import('pino');
    const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
    server = await startFakeServer({ handlers: testHandlers(sessions), sessions, log });
  });
  afterAll(() => server.close());

  it('answers a call with { id, ok: true, result } in MessagePack', async () => {
    const reply = await httpCall(server.url, 'ping', {}, { endpoint: 'anon', id: 42 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: 42, ok: true, result: { serverTimeMillis: expect.any(Number) } });
  });

  it('sets the msgpack content type on responses', async () => {
    const raw = await postRaw(server.url, 'anon', encode({ id: 1, call: 'ping', params: {} }));
    expect(raw.contentType).toMatch(/application\/x-msgpack/);
  });

  it('accepts application/octet-stream bodies too', async () => {
    const raw = await postRaw(server.url, 'anon', encode({ id: 3, call: 'ping', params: {} }), {
      'content-type': 'application/octet-stream',
    });
    expect(raw.status).toBe(200);
    expect(decode<RpcResponse>(raw.bytes)).toMatchObject({ id: 3, ok: true });
  });

  it('answers a fault with { id, ok: false, fault: { code, message } } and status 200', async () => {
    const reply = await httpCall(
      server.url,
      'login',
      { memberId: 1, username: 'demo', password: 'nope' },
      { id: 7 },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: 7,
      ok: false,
      fault: { code: '103', message: 'Incorrect credentials' },
    });
  });

  it('gives 400 and Server.BadRequest for a body that is not MessagePack', async () => {
    const raw = await postRaw(server.url, 'process', new Uint8Array([0xc1, 0xc1, 0xff, 0x00]));
    expect(raw.status).toBe(400);
    expect(decode<RpcResponse>(raw.bytes)).toMatchObject({ ok: false, fault: { code: 'Server.BadRequest' } });
  });

  it('gives 400 for MessagePack that is not an envelope', async () => {
    for (const body of [
      [1, 2, 3],
      { id: 'x', call: 'ping', params: {} },
      { id: 1, call: 'ping' },
      { id: 1, call: 'ping', params: [] },
    ]) {
      const raw = await postRaw(server.url, 'anon', encode(body));
      expect(raw.status).toBe(400);
      expect(decode<RpcResponse>(raw.bytes)).toMatchObject({
        ok: false,
        fault: { code: 'Server.BadRequest' },
      });
    }
  });

  it('gives 413 for a body over 64 KiB', async () => {
    const big = encode({ id: 1, call: 'ping', params: { pad: 'x'.repeat(65 * 1024) } });
    const raw = await postRaw(server.url, 'anon', big);
    expect(raw.status).toBe(413);
  });

  it('gives 413 for a chunked body that grows past 64 KiB, and keeps serving others', async () => {
    const { request } = await import('node:http');
    const answer = await new Promise<{ status: number; body: RpcResponse; connection?: string }>(
      (resolve, reject) => {
        const req = request(`${server.url}/rpc/anon`, { method: 'POST' }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              body: decode<RpcResponse>(Buffer.concat(chunks)),
              connection: res.headers.connection,
            }),
          );
        });
        req.on('error', reject);
        // No content-length: the limit is found while reading, 16 KiB at a time.
        for (let i = 0; i < 5; i++) req.write(Buffer.alloc(16 * 1024, 0x61));
        req.end();
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ ok: false, fault: { code: 'Server.BadRequest' } });
    expect(answer.connection).toBe('close');
    expect((await httpCall(server.url, 'ping', {})).body.ok).toBe(true);
  });

  it('serves a call whose URL carries a query string', async () => {
    const raw = await fetch(`${server.url}/rpc/anon?via=test`, {
      method: 'POST',
      body: new Uint8Array(encode({ id: 9, call: 'ping', params: {} })),
    });
    expect(decode<RpcResponse>(new Uint8Array(await raw.arrayBuffer()))).toMatchObject({ id: 9, ok: true });
  });

  it('answers an unknown call with Server.BadRequest', async () => {
    for (const call of ['noSuchCall', 'constructor', '__proto__', 'getGameTypes']) {
      const reply = await httpCall(server.url, call, {});
      expect(reply.body).toMatchObject({ ok: false, fault: { code: 'Server.BadRequest' } });
    }
  });

  it('answers bad params with Server.Validation and a detail per field', async () => {
    const reply = await httpCall(server.url, 'login', { memberId: 'one', username: '' });
    expect(reply.body.ok).toBe(false);
    if (reply.body.ok) return;
    expect(reply.body.fault.code).toBe('Server.Validation');
    expect(Object.keys(reply.body.fault.detail as object).sort()).toEqual([
      'memberId',
      'password',
      'username',
    ]);
  });

  it('answers an auth call without a session with 101, on both endpoints', async () => {
    for (const endpoint of ['anon', 'process'] as const) {
      const reply = await httpCall(server.url, 'saveFavoriteGame', { gameId: 1 }, { endpoint });
      expect(reply.body).toMatchObject({ ok: false, fault: { code: '101' } });
    }
  });

  it('answers an auth call on the anon endpoint with 101 even with a session', async () => {
    const login = await httpCall(server.url, 'login', {
      memberId: 1,
      username: 'demo',
      password: 'demo1234',
    });
    const reply = await httpCall(
      server.url,
      'saveFavoriteGame',
      { gameId: 1 },
      { endpoint: 'anon', token: login.token },
    );
    expect(reply.body).toMatchObject({ ok: false, fault: { code: '101' } });
  });

  it('hides a handler crash behind Server.Processing and logs it', async () => {
    const reply = await httpCall(server.url, 'getGameLobby', { gameId: 1 });
    expect(reply.body).toMatchObject({ ok: false, fault: { code: 'Server.Processing' } });
    expect(JSON.stringify(reply.body)).not.toContain('hunter2');
    expect(logged.join('\n')).toContain(CRASH_SECRET);
  });

  it('sets X-Auth-Token on login, keeps it on later responses and uses it for the session', async () => {
    const login = await httpCall(server.url, 'login', {
      memberId: 1,
      username: 'demo',
      password: 'demo1234',
    });
    expect(login.body).toMatchObject({ ok: true, result: { token: expect.any(String) } });
    expect(login.token).toBe((login.body as { result: { token: string } }).result.token);

    const load = await httpCall(server.url, 'loadPlayer', {}, { token: login.token });
    expect(load.body).toMatchObject({ ok: true, result: { player: { playerId: 1 } } });
    expect(load.token).toBe(login.token);

    const favourite = await httpCall(server.url, 'saveFavoriteGame', { gameId: 9 }, { token: login.token });
    expect(favourite.body).toMatchObject({ ok: true, result: { favoriteGames: [9] } });
  });

  it('does not echo a token that resolves to no session', async () => {
    const reply = await httpCall(server.url, 'loadPlayer', {}, { token: 'forged' });
    expect(reply.body).toMatchObject({ ok: false, fault: { code: '101' } });
    expect(reply.token).toBeNull();
  });

  it('stops honouring a token once its session is gone', async () => {
    const login = await httpCall(server.url, 'login', {
      memberId: 1,
      username: 'demo',
      password: 'demo1234',
    });
    sessions.delete(login.token!);
    const reply = await httpCall(server.url, 'loadPlayer', {}, { token: login.token });
    expect(reply.body).toMatchObject({ ok: false, fault: { code: '101' } });
  });

  it('counts calls by name and outcome in /metrics', async () => {
    await httpCall(server.url, 'ping', {});
    await httpCall(server.url, 'whatever', {});
    const text = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${FAKE_METRICS_TOKEN}` } })
    ).text();
    expect(text).toMatch(/drawhall_rpc_calls_total\{call="ping",outcome="ok"\} \d+/);
    expect(text).toMatch(/drawhall_rpc_calls_total\{call="unknown",outcome="Server.BadRequest"\} \d+/);
    expect(text).toContain('drawhall_rpc_call_duration_seconds_bucket');
    // Every counted call is timed too, under the same call label.
    const pings = Number(/drawhall_rpc_calls_total\{call="ping",outcome="ok"\} (\d+)/.exec(text)?.[1]);
    expect(pings).toBeGreaterThan(0);
    expect(text).toContain(`drawhall_rpc_call_duration_seconds_count{call="ping"} ${pings}`);
    expect(text).toContain('drawhall_ws_connections');
    expect(text).toContain('drawhall_draws_total');
    expect(text).not.toContain('whatever');
  });

  it('answers /healthz with 200 when ready and 503 when not', async () => {
    const ok = await fetch(`${server.url}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    server.setReady(false);
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    } finally {
      server.setReady(true);
    }
  });
});

describe('HTTP rate limits', () => {
  it('answers Server.RateLimited once the burst is spent, per address', async () => {
    const sessions = new Map<string, SessionInfo>();
    const server = await startFakeServer({
      handlers: testHandlers(sessions),
      sessions,
      rateLimit: { ip: { ratePerSecond: 0.001, burst: 3 }, session: { ratePerSecond: 0.001, burst: 3 } },
    });
    try {
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) {
        const reply = await httpCall(server.url, 'ping', {});
        codes.push(reply.body.ok ? 'ok' : String(reply.body.fault.code));
      }
      expect(codes).toEqual(['ok', 'ok', 'ok', 'Server.RateLimited', 'Server.RateLimited']);
    } finally {
      await server.close();
    }
  });
});
