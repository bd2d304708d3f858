import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encode } from '../../../protocol/codec';
import type { SessionInfo } from '../../../server/ports/session';
import { startFakeServer, sessionFor, type FakeServer } from '../support/fakeServer';
import { testHandlers } from '../support/testHandlers';
import { WsClient, httpCall } from '../support/wire';

const demoLogin = { memberId: 1, username: 'demo', password: 'demo1234' };

describe('WebSocket transport', () => {
  let server: FakeServer;
  const sessions = new Map<string, SessionInfo>();
  const open: WsClient[] = [];

  async function connect(token?: string) {
    const connection = await WsClient.connect(server.url, token);
    open.push(connection.client);
    return connection;
  }

  beforeAll(async () => {
    server = await startFakeServer({ handlers: testHandlers(sessions), sessions });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await server.close();
  });

  it('answers hello with welcome, unauthenticated without a token', async () => {
    const { welcome } = await connect();
    expect(welcome).toEqual({ t: 'welcome', serverTimeMillis: expect.any(Number), authenticated: false });
  });

  it('welcomes a live token as authenticated and an unknown one as not', async () => {
    sessions.set('live-token', sessionFor(5));
    expect((await connect('live-token')).welcome).toMatchObject({ authenticated: true });
    expect((await connect('dead-token')).welcome).toMatchObject({ authenticated: false });
  });

  it('closes a connection whose first frame is not hello with a policy code', async () => {
    const client = await WsClient.open(server.url);
    open.push(client);
    client.sendFrame({ t: 'call', id: 1, call: 'ping', params: {}, secure: false });
    expect((await client.closed).code).toBe(1008);
  });

  it('closes a connection that sends garbage', async () => {
    const client = await WsClient.open(server.url);
    open.push(client);
    client.socket.send(Buffer.from([0xc1, 0xc1]));
    expect((await client.closed).code).toBe(1007);
  });

  it('answers calls with result frames and matches out-of-order results by id', async () => {
    const { client } = await connect();
    const order: number[] = [];
    const slow = client
      .call('getFilteredGames', { filter: { firstResult: 150 } }, false)
      .then((r) => (order.push(150), r));
    const fast = client
      .call('getFilteredGames', { filter: { firstResult: 0 } }, false)
      .then((r) => (order.push(0), r));
    const [slowResult, fastResult] = await Promise.all([slow, fast]);
    expect(order).toEqual([0, 150]);
    expect(slowResult).toMatchObject({ t: 'result', id: 1, ok: true, result: { delay: 150 } });
    expect(fastResult).toMatchObject({ t: 'result', id: 2, ok: true, result: { delay: 0 } });
  });

  it('answers faults: unknown call, bad params, auth without a session', async () => {
    const { client } = await connect();
    expect(await client.call('nope')).toMatchObject({ ok: false, fault: { code: 'Server.BadRequest' } });
    const bad = await client.call('login', { memberId: 1 }, false);
    expect(bad).toMatchObject({
      ok: false,
      fault: { code: 'Server.Validation', detail: { username: expect.any(String) } },
    });
    expect(await client.call('saveFavoriteGame', { gameId: 1 }, true)).toMatchObject({
      ok: false,
      fault: { code: '101' },
    });
    expect(await client.call('saveFavoriteGame', { gameId: 1 }, false)).toMatchObject({
      ok: false,
      fault: { code: '101' },
    });
  });

  it('binds a login to the connection and returns the token on the result frame', async () => {
    const { client } = await connect();
    const login = await client.call('login', demoLogin, false);
    expect(login).toMatchObject({
      ok: true,
      token: expect.any(String),
      result: { token: expect.any(String) },
    });
    expect(await client.call('saveFavoriteGame', { gameId: 4 })).toMatchObject({
      ok: true,
      result: { favoriteGames: [4] },
    });
    // The token works for a new connection's hello and over HTTP.
    const token = (login as { token: string }).token;
    expect((await connect(token)).welcome).toMatchObject({ authenticated: true });
    expect((await httpCall(server.url, 'loadPlayer', {}, { token })).body).toMatchObject({ ok: true });
  });

  it('stops a revoked session on its next call and drops its private topics', async () => {
    const { client } = await connect();
    const login = await client.call('login', demoLogin, false);
    const token = (login as { token: string }).token;
    expect(await client.sub('cashier.1')).toMatchObject({ ok: true });
    sessions.delete(token);
    expect(await client.call('saveFavoriteGame', { gameId: 4 })).toMatchObject({
      ok: false,
      fault: { code: '101' },
    });
    server.hub.publish('cashier.1', 'balanceUpdate', { amount: 1 });
    server.hub.publish('lobby', 'ping', {});
    await client.sub('lobby');
    server.hub.publish('lobby', 'ping', {});
    await client.waitForPushes(1);
    expect(client.pushes.map((p) => p.topic)).toEqual(['lobby']);
  });

  it('subscribes to topics, pushes with seq growing by one per topic, and unsubscribes', async () => {
    const { client } = await connect();
    expect(await client.sub('lobby')).toMatchObject({ ok: true });
    expect(await client.sub('lobby.3')).toMatchObject({ ok: true });
    server.hub.publish('lobby', 'gamesBatch', { n: 1 });
    server.hub.publish('lobby.3', 'gamesBatch', { n: 2 });
    server.hub.publish('lobby', 'gamesBatch', { n: 3 });
    server.hub.publish('lobby.4', 'gamesBatch', { n: 4 });
    const pushes = await client.waitForPushes(3);
    const lobby = pushes.filter((p) => p.topic === 'lobby');
    expect(lobby.map((p) => p.data)).toEqual([{ n: 1 }, { n: 3 }]);
    expect(lobby[1].seq).toBe(lobby[0].seq + 1);
    expect(pushes.find((p) => p.topic === 'lobby.3')).toMatchObject({
      t: 'push',
      event: 'gamesBatch',
      data: { n: 2 },
    });

    expect(await client.unsub('lobby')).toMatchObject({ ok: true });
    server.hub.publish('lobby', 'gamesBatch', { n: 5 });
    server.hub.publish('lobby.3', 'gamesBatch', { n: 6 });
    await client.waitForPushes(4);
    expect(client.pushes.map((p) => p.data)).not.toContainEqual({ n: 5 });
  });

  it("refuses another player's cashier and player topics with 102, and 101 before login", async () => {
    const { client } = await connect();
    expect(await client.sub('cashier.1')).toMatchObject({ ok: false, fault: { code: '101' } });
    await client.call('login', demoLogin, false);
    expect(await client.sub('cashier.2')).toMatchObject({ ok: false, fault: { code: '102' } });
    expect(await client.sub('player.2')).toMatchObject({ ok: false, fault: { code: '102' } });
    expect(await client.sub('cashier.1')).toMatchObject({ ok: true });
    expect(await client.sub('player.1')).toMatchObject({ ok: true });
    expect(await client.sub('secret.1')).toMatchObject({ ok: false, fault: { code: 'Server.BadRequest' } });
    expect(await client.sub('lobby.x')).toMatchObject({ ok: false, fault: { code: 'Server.BadRequest' } });
  });

  it('drops private topics on logout', async () => {
    const { client } = await connect();
    await client.call('login', demoLogin, false);
    await client.sub('cashier.1');
    await client.sub('lobby.1');
    expect(await client.call('logout', {})).toMatchObject({ ok: true });
    server.hub.publish('cashier.1', 'balanceUpdate', {});
    server.hub.publish('lobby.1', 'gamesBatch', {});
    await client.waitForPushes(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(client.pushes.map((p) => p.topic)).toEqual(['lobby.1']);
  });

  it('counts open connections', async () => {
    const before = (await server.metrics.connections.get()).values[0].value;
    const { client } = await connect();
    expect((await server.metrics.connections.get()).values[0].value).toBe(before + 1);
    client.close();
    await client.closed;
    // The server hears the close on its own side of the socket, after the client has.
    await vi.waitFor(
      async () => expect((await server.metrics.connections.get()).values[0].value).toBe(before),
      { timeout: 10_000 },
    );
  });

  it('rejects text frames', async () => {
    const { client } = await connect();
    client.socket.send('hello');
    expect((await client.closed).code).toBe(1003);
  });

  it('closes a frame that has no id', async () => {
    const { client } = await connect();
    client.socket.send(encode({ t: 'call', call: 'ping', params: {} }));
    expect((await client.closed).code).toBe(1007);
  });
});

describe('WebSocket heartbeat and limits', () => {
  it('drops a connection that stops answering pings', async () => {
    const server = await startFakeServer({ handlers: testHandlers(new Map()), heartbeatMs: 50 });
    try {
      const { client } = await WsClient.connect(server.url);
      // Stop the client's automatic pong replies by pausing its socket reads.
      (client.socket as unknown as { _socket: { pause(): void } })._socket.pause();
      // A ping, a missed pong, then the drop: a few heartbeats, however late a loaded machine runs them.
      await vi.waitFor(() => expect(server.transport.ws.connectionCount).toBe(0), { timeout: 10_000 });
    } finally {
      await server.close();
    }
  });

  it('keeps a connection that answers pings', async () => {
    // Each heartbeat checks the pong to the one before. At 50 ms a process starved for one interval
    // (a loaded machine) would run the next check before reading a pong that had already arrived.
    const server = await startFakeServer({ handlers: testHandlers(new Map()), heartbeatMs: 250 });
    try {
      const { client } = await WsClient.connect(server.url);
      let pings = 0;
      client.socket.on('ping', () => pings++);
      await vi.waitFor(() => expect(pings).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
      expect(server.transport.ws.connectionCount).toBe(1);
      expect(await client.call('ping', {}, false)).toMatchObject({ ok: true });
      client.close();
    } finally {
      await server.close();
    }
  });

  it('rate limits calls per address', async () => {
    const server = await startFakeServer({
      handlers: testHandlers(new Map()),
      rateLimit: { ip: { ratePerSecond: 0.001, burst: 2 } },
    });
    try {
      const { client } = await WsClient.connect(server.url);
      const results = await Promise.all([1, 2, 3].map(() => client.call('ping', {}, false)));
      expect(results.map((r) => (r.ok ? 'ok' : r.fault.code))).toEqual(['ok', 'ok', 'Server.RateLimited']);
      client.close();
    } finally {
      await server.close();
    }
  });

  it('closes a frame over 64 KiB', async () => {
    const server = await startFakeServer({ handlers: testHandlers(new Map()) });
    try {
      const { client } = await WsClient.connect(server.url);
      client.sendFrame({
        t: 'call',
        id: 1,
        call: 'ping',
        params: { pad: 'x'.repeat(65 * 1024) },
        secure: false,
      });
      expect((await client.closed).code).toBe(1009);
    } finally {
      await server.close();
    }
  });
});

describe('graceful stop', () => {
  it('finishes a call in flight, then closes sockets with 1001 and stops listening', async () => {
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const server = await startFakeServer({ handlers: testHandlers(new Map(), { started }) });
    const { client } = await WsClient.connect(server.url);
    const slow = client.call('getFilteredGames', { filter: { firstResult: 200 } }, false);
    await inFlight; // the server is running the call: closing now must let it finish
    const closing = server.close();
    expect(await slow).toMatchObject({ ok: true, result: { delay: 200 } });
    expect((await client.closed).code).toBe(1001);
    await closing;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('finishes an HTTP call in flight', async () => {
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const server = await startFakeServer({ handlers: testHandlers(new Map(), { started }) });
    const slow = httpCall(server.url, 'getFilteredGames', { filter: { firstResult: 200 } });
    await inFlight; // the server is running the call: closing now must let it finish
    const closing = server.close();
    expect((await slow).body).toMatchObject({ ok: true, result: { delay: 200 } });
    await closing;
  });
});
