// Bingo call pushes to one crowded room: `clients` WebSocket clients (2,000 by default) subscribed
// to bingo.1, spread over client processes, and our server in its own process publishing a call
// (the caller's push, see bingoCallPayload) every `gapMs`. Latency is wall-clock publish to decode.
// Runnable alone: `npx tsx bench/bingoCallFanout.ts` (BENCH_SCALE=0.1 for 200 clients).
import type { BenchSection } from './report';
import { startChild, type BenchChild } from './processes/childProcess';
import { encode } from '../protocol/codec';
import { Topic } from '../protocol/events';
import { BENCH_BINGO_GAME, bingoCallPayload } from './bingoCallPayload';
import { percentile, round } from './stats';

export interface BingoFanoutResult {
  clients: number;
  calls: number;
  gapMs: number;
  processes: number;
  deliveries: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
  lagP99ms: number;
  /** The server process's CPU time over the run, per call (fan-out, heartbeats, everything). */
  serverCpuMsPerCall: number;
}

export async function benchBingoCallFanout(
  options: { clients?: number; calls?: number; gapMs?: number; processes?: number } = {},
): Promise<BingoFanoutResult> {
  const clients = options.clients ?? 2000;
  const calls = options.calls ?? 40;
  // Faster than any room calls (3 s by default), so a slow fan-out would pile up and show.
  const gapMs = options.gapMs ?? 250;
  const processes = options.processes ?? 2;
  const host = await startChild('./ourServer.ts');
  const loaders: BenchChild[] = [];
  try {
    const url = String(host.ready.url);
    const share = Math.ceil(clients / processes);
    for (let i = 0; i < clients; i += share)
      loaders.push(
        await startChild('./bingoClients.ts', {
          BENCH_URL: url,
          BENCH_CLIENTS: String(Math.min(share, clients - i)),
          BENCH_BINGO_GAME: String(BENCH_BINGO_GAME),
        }),
      );
    await new Promise((resolve) => setTimeout(resolve, 1000)); // let the handshakes settle
    await host.ask({ lag: 'reset' });
    await host.ask({ cpu: 'reset' });
    const publishedAt = new Map<number, number>();
    for (let call = 1; call <= calls; call++) {
      const reply = await host.ask({ publishBingoCall: call });
      publishedAt.set(call, Number(reply.publishedAt));
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the last call's stragglers
    const lag = (await host.ask({ lag: 'read' })) as { lagP99ms: number };
    const { cpuMs } = (await host.ask({ cpu: 'read' })) as { cpuMs: number };
    const latencies = (await Promise.all(loaders.map((l) => l.ask({ read: true })))).flatMap((reply) =>
      (reply.deliveries as [number, number][]).map(([call, at]) => at - publishedAt.get(call)!),
    );
    return {
      clients,
      calls,
      gapMs,
      processes,
      deliveries: latencies.length,
      p50ms: round(percentile(latencies, 50)),
      p99ms: round(percentile(latencies, 99)),
      maxMs: round(percentile(latencies, 100)),
      lagP99ms: lag.lagP99ms,
      serverCpuMsPerCall: round(cpuMs / calls, 1),
    };
  } finally {
    await Promise.all(loaders.map((l) => l.stop()));
    await host.stop();
  }
}

/** Bytes on the wire of one call's push frame (as ws.ts encodes it once for the room). */
function frameBytes(call: number): number {
  const data = bingoCallPayload(call);
  return encode({ t: 'push', topic: Topic.bingoOf(data.gameInstanceId), event: 'bingoCall', data, seq: call })
    .byteLength;
}

export function bingoCallFanoutSection(r: BingoFanoutResult): BenchSection {
  return {
    title: `Bingo call pushes to ${r.clients.toLocaleString('en')} clients in one room`,
    method: `${r.clients.toLocaleString('en')} WebSocket clients subscribed to one bingo room (bingo.1), spread over ${r.processes} client processes; the server in its own process publishes ${r.calls} calls ${r.gapMs} ms apart, each the caller's push (the number and pattern; every 15th also a pattern won by three players), encoded once and sent to every socket. Latency is publish to decode in the client (wall clock); lag is the server's event-loop delay over the run; server CPU is the server process's CPU time over the run (sends, heartbeats, all) per call, which the machine's other load does not inflate.`,
    columns: [
      'clients',
      'calls',
      'push bytes (with a win)',
      'deliveries',
      'p50 ms',
      'p99 ms',
      'max ms',
      'loop lag p99 ms',
      'server CPU ms/call',
    ],
    rows: [
      [
        r.clients,
        r.calls,
        `${frameBytes(1)} (${frameBytes(15)})`,
        `${r.deliveries} / ${r.clients * r.calls}`,
        r.p50ms,
        r.p99ms,
        r.maxMs,
        r.lagP99ms,
        r.serverCpuMsPerCall,
      ],
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const result = await benchBingoCallFanout({
    clients: Math.max(10, Math.round(2000 * scale)),
    calls: Number(process.env.BENCH_CALLS ?? 40),
    gapMs: Number(process.env.BENCH_GAP_MS ?? 250),
  });
  console.table(bingoCallFanoutSection(result).rows);
}
