import { performance } from 'node:perf_hooks';
import type { PushHub } from '../server/ports/pushHub';
import { WsWireClient } from './wireClients';
import { percentile, round } from './stats';

export interface FanoutResult {
  clients: number;
  pushes: number;
  deliveries: number;
  p50ms: number;
  p99ms: number;
}

/**
 * `clients` WebSocket clients subscribed to `lobby.1`; the hub publishes a lobby batch every
 * `gapMs`, and each delivery's latency is measured from publish to the client's decode.
 */
export async function benchLobbyFanout(
  baseUrl: string,
  hub: PushHub,
  clients: number,
  pushes: number,
  gapMs = 250,
): Promise<FanoutResult> {
  const sockets: WsWireClient[] = [];
  for (let i = 0; i < clients; i += 100) {
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, clients - i) }, () => WsWireClient.connect(baseUrl)),
      )),
    );
  }
  await Promise.all(sockets.map((s) => s.subscribe('lobby.1')));
  const latencies: number[] = [];
  let received = 0;
  for (const socket of sockets) {
    socket.onPush = (frame) => {
      const sentAt = (frame.data as { sentAt?: number }).sentAt;
      if (typeof sentAt === 'number') latencies.push(performance.now() - sentAt);
      received++;
    };
  }
  for (let n = 0; n < pushes; n++) {
    hub.publish('lobby.1', 'gamesBatch', { games: [], removed: [], sentAt: performance.now() });
    await new Promise((r) => setTimeout(r, gapMs));
  }
  const expected = clients * pushes;
  const until = performance.now() + 10_000;
  while (received < expected && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
  sockets.forEach((s) => s.close());
  return {
    clients,
    pushes,
    deliveries: received,
    p50ms: round(percentile(latencies, 50)),
    p99ms: round(percentile(latencies, 99)),
  };
}
