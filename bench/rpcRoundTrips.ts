import { performance } from 'node:perf_hooks';
import { httpCall, WsWireClient } from './wireClients';
import { percentile, round } from './stats';

export interface RoundTripResult {
  transport: string;
  clients: number;
  calls: number;
  callsPerSecond: number;
  p50ms: number;
  p99ms: number;
}

/** `clients` concurrent callers each calling `ping` back to back for `seconds`. */
export async function benchRoundTrips(
  baseUrl: string,
  transport: 'websocket' | 'http',
  clients: number,
  seconds: number,
): Promise<RoundTripResult> {
  const sockets =
    transport === 'websocket'
      ? await Promise.all(Array.from({ length: clients }, () => WsWireClient.connect(baseUrl)))
      : [];
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        if (transport === 'websocket') await sockets[i].call('ping');
        else await httpCall(baseUrl, 'ping');
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  sockets.forEach((s) => s.close());
  return {
    transport,
    clients,
    calls: latencies.length,
    callsPerSecond: round(latencies.length / elapsed, 0),
    p50ms: round(percentile(latencies, 50)),
    p99ms: round(percentile(latencies, 99)),
  };
}
