import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHub } from '../../../server/push/memoryHub';
import type { PushHub } from '../../../server/ports/pushHub';
import { attachWebSocket, type WsTransport } from '../../../server/transport/ws';
import { WsClient } from '../support/wire';

// Pushes are framed once and the same bytes written to every socket (wsFrame.ts), a few sockets
// per turn (sendPacer.ts): every client must still get every push whole and in order, and a
// closed or stalled client must not stop the others.
describe('push fan-out', () => {
  let http: Server;
  let transport: WsTransport;
  let hub: PushHub;
  let url: string;
  const clients: WsClient[] = [];

  async function start(options: { sendsPerTurn?: number; maxBufferedBytes?: number } = {}) {
    hub = createMemoryHub();
    http = createServer();
    transport = attachWebSocket(http, {
      dispatch: async () => ({ ok: true, result: null }),
      sessions: { resolve: async () => null },
      hub,
      log: pino({ level: 'silent' }),
      clock: { now: () => Date.now() },
      guard: { maxPerAddress: 0 },
      ...options,
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }

  async function subscribed(count: number): Promise<WsClient[]> {
    const opened = await Promise.all(Array.from({ length: count }, () => WsClient.connect(url)));
    const added = opened.map((c) => c.client);
    clients.push(...added);
    await Promise.all(added.map((client) => client.sub('lobby.1')));
    return added;
  }

  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.terminate();
    await transport.close();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  it('gives every client every push, whole and in order, when the fan-out spans many turns', async () => {
    await start({ sendsPerTurn: 3 });
    const all = await subscribed(12);
    const games = (n: number) =>
      Array.from({ length: 20 }, (_, i) => ({ id: n * 100 + i, name: `Game ${i}` }));
    for (let n = 1; n <= 25; n++) hub.publish('lobby.1', 'gamesBatch', { n, games: games(n) });
    await Promise.all(all.map((client) => client.waitForPushes(25)));
    for (const client of all) {
      expect(client.pushes.map((p) => p.seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      expect(client.pushes.map((p) => p.data)).toEqual(
        Array.from({ length: 25 }, (_, i) => ({ n: i + 1, games: games(i + 1) })),
      );
    }
  });

  it('keeps a call result behind the pushes written before it', async () => {
    await start({ sendsPerTurn: 1 });
    const [client] = await subscribed(1);
    const order: string[] = [];
    client.socket.on('message', () => order.push(client.pushes.length > order.length ? 'push' : 'result'));
    for (let n = 1; n <= 5; n++) hub.publish('lobby.1', 'gamesBatch', { n });
    await client.sub('lobby.2'); // its result is written after the five pushes
    expect(order).toEqual(['push', 'push', 'push', 'push', 'push', 'result']);
  });

  it('goes on to the other clients when one has closed', async () => {
    await start({ sendsPerTurn: 2 });
    const all = await subscribed(6);
    all[2].socket.terminate();
    await all[2].closed;
    for (let n = 1; n <= 10; n++) hub.publish('lobby.1', 'gamesBatch', { n });
    const live = all.filter((_, i) => i !== 2);
    await Promise.all(live.map((client) => client.waitForPushes(10)));
    for (const client of live)
      expect(client.pushes.map((p) => p.data)).toEqual(Array.from({ length: 10 }, (_, i) => ({ n: i + 1 })));
  });

  it('closes a client that stops reading with 1013 and goes on with the others', async () => {
    await start({ sendsPerTurn: 2, maxBufferedBytes: 256 * 1024 });
    const [slow, ...others] = await subscribed(3);
    slow.socket.pause();
    const big = 'x'.repeat(500_000);
    for (let n = 1; n <= 20; n++) {
      hub.publish('lobby.1', 'gamesBatch', { n, big });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(others.map((client) => client.waitForPushes(20)));
    for (const client of others)
      expect(client.pushes.map((p) => (p.data as { n: number }).n)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    slow.socket.resume();
    expect((await slow.closed).code).toBe(1013);
    // What it did get before the close is whole and in order.
    const got = slow.pushes.map((p) => (p.data as { n: number }).n);
    expect(got).toEqual(Array.from({ length: got.length }, (_, i) => i + 1));
    expect(got.length).toBeLessThan(20);
  });
});
