import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../protocol/calls';
import type { RunningServer } from '../../../server/app';
import { DEMO_LOGIN as demoLogin, startTestServer } from '../support/testServer';
import { WsClient, httpCall } from '../support/wire';

const authCalls = [...catalogue.values()].filter((spec) => spec.access === 'auth').map((spec) => spec.name);

describe('startServer end to end', () => {
  let server: RunningServer;
  const sockets: WsClient[] = [];

  beforeAll(async () => {
    server = await startTestServer({ startEngine: true });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it('is healthy and keeps its metrics private', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    // Not public: /metrics is served only with METRICS_TOKEN (tests/server/security/metricsAccess.test.ts).
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });

  it('runs init, login, and loadPlayer over HTTP with the X-Auth-Token header', async () => {
    const init = await httpCall(
      server.url,
      'init',
      { filter: { memberId: 1, languageId: 'en_US' } },
      { endpoint: 'anon' },
    );
    expect(init.body).toMatchObject({
      ok: true,
      result: { sync: { serverTimeMillis: expect.any(Number) }, player: null },
    });

    const login = await httpCall(server.url, 'login', demoLogin, { endpoint: 'anon' });
    expect(login.body).toMatchObject({
      ok: true,
      result: { token: expect.any(String), player: { username: 'demo' } },
    });
    expect(login.token).toBe((login.body as { result: { token: string } }).result.token);

    const load = await httpCall(server.url, 'loadPlayer', {}, { token: login.token });
    expect(load.body).toMatchObject({ ok: true, result: { player: { username: 'demo' } } });
    expect(load.token).toBe(login.token);
  });

  it('runs hello, login and loadPlayer over the WebSocket, and the token opens a new socket', async () => {
    const { client, welcome } = await WsClient.connect(server.url);
    sockets.push(client);
    expect(welcome).toMatchObject({ t: 'welcome', authenticated: false });
    const login = await client.call('login', demoLogin, false);
    expect(login).toMatchObject({
      ok: true,
      token: expect.any(String),
      result: { token: expect.any(String) },
    });
    expect(await client.call('loadPlayer', {}, true)).toMatchObject({
      ok: true,
      result: { player: { username: 'demo' } },
    });

    const playerId = (login as { result: { player: { id: number } } }).result.player.id;
    expect(await client.sub(`cashier.${playerId}`)).toEqual({
      t: 'result',
      id: 3,
      ok: true,
      result: { topic: `cashier.${playerId}` },
    });
    expect(await client.sub(`cashier.${playerId + 1000}`)).toMatchObject({
      ok: false,
      fault: { code: '102' },
    });

    const again = await WsClient.connect(server.url, (login as { token: string }).token);
    sockets.push(again.client);
    expect(again.welcome).toMatchObject({ authenticated: true });
  });

  it(`refuses every auth call (${authCalls.length}) without a session with 101, on both transports`, async () => {
    expect(authCalls.length).toBeGreaterThan(0);
    const { client } = await WsClient.connect(server.url);
    sockets.push(client);
    const wrong: string[] = [];
    for (const call of authCalls) {
      for (const endpoint of ['anon', 'process'] as const) {
        const reply = await httpCall(server.url, call, {}, { endpoint });
        if (reply.body.ok || reply.body.fault.code !== '101') wrong.push(`http ${endpoint} ${call}`);
      }
      for (const secure of [false, true]) {
        const result = await client.call(call, {}, secure);
        if (result.ok || result.fault.code !== '101') wrong.push(`ws secure=${secure} ${call}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses auth calls on the anon endpoint even for a logged-in player', async () => {
    const login = await httpCall(server.url, 'login', demoLogin, { endpoint: 'anon' });
    const reply = await httpCall(server.url, authCalls[0], {}, { endpoint: 'anon', token: login.token });
    expect(reply.body).toMatchObject({ ok: false, fault: { code: '101' } });
  });

  it('delivers pushes through the real hub to a polling HTTP client', async () => {
    const first = await httpCall(server.url, 'poll', { topics: ['lobby'], after: 0 });
    const after = (first.body as { result: { after: number } }).result.after;
    server.services.push.publish('lobby', 'gamesBatch', { games: [], removed: [1] });
    const next = await httpCall(server.url, 'poll', { topics: ['lobby'], after });
    expect(next.body).toMatchObject({
      ok: true,
      result: { pushes: [{ topic: 'lobby', event: 'gamesBatch', data: { removed: [1] } }] },
    });
  });
});

describe('startServer shutdown', () => {
  it('closes sockets and stops listening', async () => {
    const server = await startTestServer({ rateLimit: undefined, startEngine: true });
    const { client } = await WsClient.connect(server.url);
    await server.close();
    expect((await client.closed).code).toBe(1001);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
