import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ConnectionGuardOptions } from '../../../server/transport/connectionGuard';
import { startFakeServer, type FakeServer } from '../support/fakeServer';
import { testHandlers } from '../support/testHandlers';
import { WsClient } from '../support/wire';

/** Opens /ws and reports how the handshake ended: 'open' or the refusing HTTP status. */
function attempt(url: string, headers: Record<string, string> = {}): Promise<WebSocket | number> {
  const socket = new WebSocket(url.replace(/^http/, 'ws') + '/ws', { headers });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
}

function closed(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
}

describe('WebSocket connection guard', () => {
  let server: FakeServer | undefined;
  const sockets: WebSocket[] = [];

  async function start(options: { websocket?: ConnectionGuardOptions; trustProxy?: boolean }) {
    server = await startFakeServer({ handlers: testHandlers(new Map()), ...options });
    return server;
  }

  async function open(url: string, headers?: Record<string, string>): Promise<WebSocket> {
    const result = await attempt(url, headers);
    if (typeof result === 'number') throw new Error(`refused with ${result}`);
    sockets.push(result);
    return result;
  }

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await server?.close();
    server = undefined;
  });

  it('closes a socket that never says hello once the hello timeout passes', async () => {
    const { url } = await start({ websocket: { helloTimeoutMs: 150 } });
    const silent = await open(url);
    const started = Date.now();
    expect(await closed(silent)).toBe(1008);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('keeps a socket that said hello past the hello timeout', async () => {
    const { url } = await start({ websocket: { helloTimeoutMs: 150 } });
    const { client } = await WsClient.connect(url);
    sockets.push(client.socket);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    expect((await client.call('ping', {}, false)).ok).toBe(true);
  });

  it('refuses a connection over the per-address cap with 429 and admits again once one closes', async () => {
    const { url } = await start({ websocket: { maxPerAddress: 2 } });
    const first = await open(url);
    await open(url);
    expect(await attempt(url)).toBe(429);
    first.close();
    await closed(first);
    // The release follows the TCP close on the server side: retry briefly.
    let third: WebSocket | number = 429;
    for (let i = 0; i < 20 && third === 429; i++) {
      third = await attempt(url);
      if (third === 429) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(third).toBeInstanceOf(WebSocket);
    if (typeof third !== 'number') sockets.push(third);
  });

  it('counts the forwarded client address behind a trusted proxy', async () => {
    const { url } = await start({ websocket: { maxPerAddress: 1 }, trustProxy: true });
    await open(url, { 'x-forwarded-for': '203.0.113.1' });
    expect(await attempt(url, { 'x-forwarded-for': '203.0.113.1' })).toBe(429);
    await open(url, { 'x-forwarded-for': '203.0.113.2' });
  });

  it('has no cap when maxPerAddress is 0 (benchmarks open thousands from one address)', async () => {
    const { url } = await start({ websocket: { maxPerAddress: 0 } });
    for (let i = 0; i < 120; i++) await open(url);
    expect(server?.transport.ws.connectionCount).toBe(120);
  });

  it('caps at 100 per address by default', async () => {
    const { url } = await start({});
    for (let i = 0; i < 100; i++) await open(url);
    expect(await attempt(url)).toBe(429);
  });
});
