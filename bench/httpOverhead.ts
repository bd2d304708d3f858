// HTTP /rpc overhead of our server against a bare Fastify hello-world. Each server runs in its own
// child process and autocannon loads both from this process with the same keep-alive
// connections and body. Runnable alone: `npx tsx bench/httpOverhead.ts`.
import autocannon from 'autocannon';
import { encode } from '../protocol/codec';
import type { BenchSection } from './report';
import { startChild, type BenchChild } from './processes/childProcess';
import { benchRoundTrips } from './rpcRoundTrips';
import { percentile, round } from './stats';

interface LoadResult {
  server: string;
  callsPerSecond: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  /** CPU microseconds per call of the server process and of the load client (null: no calls). */
  serverCpuUs: number | null;
  clientCpuUs: number | null;
}

/** One timed round of load on one server. */
interface Round {
  calls: number;
  seconds: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  serverCpuMs: number;
  clientCpuMs: number;
}

const PING_BODY = Buffer.from(encode({ id: 1, call: 'ping', params: {} }));

function loadOptions(child: BenchChild, connections: number) {
  return {
    url: String(child.ready.url) + '/rpc/anon',
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-msgpack' },
    body: PING_BODY,
    connections,
    pipelining: 1,
  };
}

async function loadRound(child: BenchChild, connections: number, seconds: number): Promise<Round> {
  await child.ask({ cpu: 'reset' });
  const clientBefore = process.cpuUsage();
  const result = await autocannon({ ...loadOptions(child, connections), duration: seconds });
  const { cpuMs: serverCpuMs } = (await child.ask({ cpu: 'read' })) as { cpuMs: number };
  const client = process.cpuUsage(clientBefore);
  return {
    calls: result.requests.total,
    seconds: result.duration,
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    serverCpuMs,
    clientCpuMs: (client.user + client.system) / 1000,
  };
}

const callsPerSecond = (r: Round) => r.calls / r.seconds;

function summarize(server: string, rounds: Round[]): LoadResult {
  const sum = (pick: (r: Round) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  const calls = sum((r) => r.calls);
  return {
    server,
    callsPerSecond: round(calls / sum((r) => r.seconds), 0),
    p50ms: percentile(
      rounds.map((r) => r.p50ms),
      50,
    ),
    p99ms: percentile(
      rounds.map((r) => r.p99ms),
      50,
    ),
    errors: sum((r) => r.errors),
    serverCpuUs: calls ? round((sum((r) => r.serverCpuMs) * 1000) / calls, 1) : null,
    clientCpuUs: calls ? round((sum((r) => r.clientCpuMs) * 1000) / calls, 1) : null,
  };
}

/**
 * Both servers run side by side (the idle one costs nothing) and take turns under load, round
 * after round: on a shared host the speed of the two cores drifts within a minute (one server
 * measured alone gave ratios from 0.46 to 0.92 between back-to-back runs, session 18), and
 * alternating short rounds gives both servers the same drift. Each round's ratio is printed.
 */
export async function benchHttpOverhead(
  options: { connections?: number; seconds?: number; rounds?: number } = {},
) {
  const connections = options.connections ?? 50;
  /** Under load per server, over all its rounds. */
  const seconds = options.seconds ?? 20;
  const rounds = options.rounds ?? 4;
  const roundSeconds = seconds / rounds;
  const bare = await startChild('./bareFastify.ts');
  const ours = await startChild('./ourServer.ts');
  try {
    for (const child of [bare, ours]) {
      // Warm-up: JIT, connections. One second left our server still compiling into the first round.
      await autocannon({ ...loadOptions(child, connections), duration: 3 });
    }
    const bareRounds: Round[] = [];
    const ourRounds: Round[] = [];
    for (let n = 0; n < rounds; n++) {
      bareRounds.push(await loadRound(bare, connections, roundSeconds));
      ourRounds.push(await loadRound(ours, connections, roundSeconds));
    }
    const roundRatios = ourRounds.map((r, n) => round(callsPerSecond(r) / callsPerSecond(bareRounds[n])));
    const wsPing = await benchRoundTrips(String(ours.ready.url), 'websocket', connections, roundSeconds * 2);
    return {
      connections,
      seconds,
      rounds,
      results: [summarize('bare Fastify', bareRounds), summarize('Drawhall /rpc/anon ping', ourRounds)],
      roundRatios,
      wsPing,
    };
  } finally {
    await Promise.all([bare.stop(), ours.stop()]);
  }
}

export function httpOverheadSection(r: Awaited<ReturnType<typeof benchHttpOverhead>>): BenchSection {
  const [bare, ours] = r.results;
  const ratio = (x: number, y: number) => (y ? round(x / y, 2) : '-');
  return {
    title: 'RPC over HTTP against a bare Fastify',
    method: `Each server in its own process; autocannon (this process) keeps ${r.connections} keep-alive connections busy posting the same MessagePack \`ping\` envelope, ${r.rounds} rounds of ${r.seconds / r.rounds} s on each server in turn (bare, ours, bare, ours...), so that both see the host's drift alike; calls/s and CPU are over all rounds, p50 and p99 the rounds' medians, and the last column is each round's calls/s ratio. The bare server answers fixed bytes. The ratio column is ours / bare (calls/s: higher is better, latency: lower is better). CPU per call is the server process's and the load client's over the measured run: on two cores shared by server, client and the loopback, calls/s follows all three, and the CPU columns say whose share grew. WebSocket ping: ${r.connections} clients calling \`ping\` back to back on our server.`,
    columns: [
      'server',
      'calls/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'calls/s ratio',
      'p99 ratio',
      'server CPU us/call',
      'client CPU us/call',
      'server CPU ratio',
      'round ratios',
    ],
    rows: [
      [
        bare.server,
        bare.callsPerSecond,
        bare.p50ms,
        bare.p99ms,
        bare.errors,
        1,
        1,
        bare.serverCpuUs ?? '-',
        bare.clientCpuUs ?? '-',
        1,
        '-',
      ],
      [
        ours.server,
        ours.callsPerSecond,
        ours.p50ms,
        ours.p99ms,
        ours.errors,
        ratio(ours.callsPerSecond, bare.callsPerSecond),
        ratio(ours.p99ms, bare.p99ms),
        ours.serverCpuUs ?? '-',
        ours.clientCpuUs ?? '-',
        ours.serverCpuUs !== null && bare.serverCpuUs !== null
          ? ratio(ours.serverCpuUs, bare.serverCpuUs)
          : '-',
        r.roundRatios.join(' '),
      ],
      [
        'Drawhall WebSocket ping',
        r.wsPing.callsPerSecond,
        r.wsPing.p50ms,
        r.wsPing.p99ms,
        0,
        ratio(r.wsPing.callsPerSecond, bare.callsPerSecond),
        ratio(r.wsPing.p99ms, bare.p99ms),
        '-',
        '-',
        '-',
        '-',
      ],
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const result = await benchHttpOverhead({
    connections: Math.max(2, Math.round(50 * scale)),
    seconds: Number(process.env.BENCH_SECONDS ?? 20),
    rounds: Number(process.env.BENCH_ROUNDS ?? 4),
  });
  console.table(httpOverheadSection(result).rows);
}
