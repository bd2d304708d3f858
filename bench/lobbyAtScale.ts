// Lobby pushes at scale: `clients` WebSocket clients (10,000 by default) on lobby.1, spread over
// client processes, a realistic lobby batch every `gapMs` (3 s, the batcher's window), our server
// and a socket.io server each in its own process with the same payload and client count.
// Runnable alone: `npx tsx bench/lobbyAtScale.ts` (BENCH_SCALE=0.05 for 500 clients).
import type { BenchSection } from './report';
import { startChild, type BenchChild } from './processes/childProcess';
import { percentile, round } from './stats';

export interface LobbyScaleResult {
  server: string;
  clients: number;
  pushes: number;
  deliveries: number;
  p50ms: number;
  p99ms: number;
  lagP99ms: number;
  lagMaxMs: number;
  /** p99 of the first push (not in p50/p99): the cold fan-out of a freshly started process. */
  firstPushP99ms: number;
  /** CPU per steady push: the server's, and all client processes' together (user + system). */
  serverCpuMsPerPush: number;
  clientCpuMsPerPush: number;
}

/** The latencies every client process gathered since the last read. */
async function gatherLatencies(loaders: BenchChild[]): Promise<number[]> {
  const replies = await Promise.all(loaders.map((l) => l.ask({ read: true })));
  return replies.flatMap((reply) => reply.latencies as number[]);
}

async function runOne(
  server: string,
  script: string,
  kind: string,
  clients: number,
  pushes: number,
  gapMs: number,
  processes: number,
): Promise<LobbyScaleResult> {
  const host = await startChild(script);
  const loaders: BenchChild[] = [];
  try {
    const url = String(host.ready.url);
    const share = Math.ceil(clients / processes);
    for (let i = 0; i < clients; i += share) {
      const n = Math.min(share, clients - i);
      loaders.push(
        await startChild('./lobbyClients.ts', {
          BENCH_URL: url,
          BENCH_CLIENTS: String(n),
          BENCH_KIND: kind,
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000)); // let the handshakes settle
    // The first push, for both servers alike, is reported on its own: its fan-out runs cold (JIT)
    // in the server and in every client process, once per process, and set most of the p99 of a
    // run that counted it (361 against 253 ms at 10,000 clients, session 17).
    await host.ask({ publishLobby: 0 });
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    const cold = await gatherLatencies(loaders);
    await host.ask({ lag: 'reset' });
    const everyone = [host, ...loaders];
    await Promise.all(everyone.map((child) => child.ask({ cpu: 'reset' })));
    for (let n = 1; n <= pushes; n++) {
      await host.ask({ publishLobby: n });
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    const lag = (await host.ask({ lag: 'read' })) as { lagP99ms: number; lagMaxMs: number };
    const [serverCpu, ...clientCpu] = await Promise.all(
      everyone.map(async (child) => Number((await child.ask({ cpu: 'read' })).cpuMs)),
    );
    const latencies = await gatherLatencies(loaders);
    return {
      server,
      clients,
      pushes,
      deliveries: latencies.length,
      p50ms: round(percentile(latencies, 50)),
      p99ms: round(percentile(latencies, 99)),
      lagP99ms: lag.lagP99ms,
      lagMaxMs: lag.lagMaxMs,
      firstPushP99ms: round(percentile(cold, 99)),
      serverCpuMsPerPush: round(serverCpu / pushes),
      clientCpuMsPerPush: round(clientCpu.reduce((a, b) => a + b, 0) / pushes),
    };
  } finally {
    await Promise.all(loaders.map((l) => l.stop()));
    await host.stop();
  }
}

export async function benchLobbyAtScale(
  options: { clients?: number; pushes?: number; gapMs?: number; processes?: number } = {},
) {
  const clients = options.clients ?? 10_000;
  const pushes = options.pushes ?? 10;
  const gapMs = options.gapMs ?? 3000;
  const processes = options.processes ?? 4;
  const ours = await runOne('Drawhall', './ourServer.ts', 'drawhall', clients, pushes, gapMs, processes);
  // BENCH_NO_PEER=1 skips socket.io (to compare our own settings, e.g. BENCH_SENDS_PER_TURN).
  if (process.env.BENCH_NO_PEER === '1') return { clients, pushes, gapMs, processes, results: [ours] };
  const peer = await runOne(
    'socket.io',
    './socketIoServer.ts',
    'socketio',
    clients,
    pushes,
    gapMs,
    processes,
  );
  return { clients, pushes, gapMs, processes, results: [ours, peer] };
}

export function lobbyAtScaleSection(r: Awaited<ReturnType<typeof benchLobbyAtScale>>): BenchSection {
  const peer = r.results[1] ?? r.results[0];
  const ratio = (x: number, y: number) => (y ? round(x / y, 2) : '-');
  return {
    title: `Lobby pushes to ${r.clients.toLocaleString('en')} clients against socket.io`,
    method: `${r.clients.toLocaleString('en')} WebSocket clients on lobby.1, spread over ${r.processes} client processes; the server in its own process publishes a 20-game lobby batch every ${r.gapMs / 1000} s, once cold (first push p99, reported on its own) and then ${r.pushes} times. Latency is publish to decode in the client (wall clock); lag is the server's event-loop delay over the run. CPU per push is each process's CPU time (user + system) over the steady pushes divided by their number, heartbeats included: the server's, and the client processes' together, which share the same cores. socket.io: the same payload broadcast to a room (JSON), same clients and processes. Ratios are Drawhall / socket.io (lower is better).`,
    columns: [
      'server',
      'clients',
      'deliveries',
      'p50 ms',
      'p99 ms',
      'loop lag p99 ms',
      'loop lag max ms',
      'p99 ratio',
      'lag p99 ratio',
      'first push p99 ms',
      'server CPU ms/push',
      'clients CPU ms/push',
      'server CPU ratio',
    ],
    rows: r.results.map((x) => [
      x.server,
      x.clients,
      `${x.deliveries} / ${x.clients * x.pushes}`,
      x.p50ms,
      x.p99ms,
      x.lagP99ms,
      x.lagMaxMs,
      ratio(x.p99ms, peer.p99ms),
      ratio(x.lagP99ms, peer.lagP99ms),
      x.firstPushP99ms,
      x.serverCpuMsPerPush,
      x.clientCpuMsPerPush,
      ratio(x.serverCpuMsPerPush, peer.serverCpuMsPerPush),
    ]),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const result = await benchLobbyAtScale({
    clients: Math.max(10, Math.round(10_000 * scale)),
    pushes: Number(process.env.BENCH_PUSHES ?? 10),
    gapMs: Number(process.env.BENCH_GAP_MS ?? 3000),
  });
  console.table(lobbyAtScaleSection(result).rows);
}
