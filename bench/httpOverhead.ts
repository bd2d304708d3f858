// HTTP /rpc overhead of our server against a bare Fastify hello-world. Each server runs in its own
// child process and autocannon loads both from this process with the same keep-alive
// connections and body. Runnable alone: `npx tsx bench/httpOverhead.ts`.
import autocannon from 'autocannon';
import { encode } from '../protocol/codec';
import type { BenchSection } from './report';
import { startChild, type BenchChild } from './processes/childProcess';
import { benchRoundTrips } from './rpcRoundTrips';
import { round } from './stats';

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

async function load(
  server: string,
  child: BenchChild,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const url = String(child.ready.url);
  const body = Buffer.from(encode({ id: 1, call: 'ping', params: {} }));
  const options = {
    url: url + '/rpc/anon',
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-msgpack' },
    body,
    connections,
    pipelining: 1,
  };
  await autocannon({ ...options, duration: 1 }); // warm-up: JIT and connection set-up
  await child.ask({ cpu: 'reset' });
  const clientBefore = process.cpuUsage();
  const result = await autocannon({ ...options, duration: seconds });
  const { cpuMs: serverCpuMs } = (await child.ask({ cpu: 'read' })) as { cpuMs: number };
  const client = process.cpuUsage(clientBefore);
  const calls = result.requests.total;
  return {
    server,
    callsPerSecond: round(result.requests.average, 0),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    serverCpuUs: calls ? round((serverCpuMs * 1000) / calls, 1) : null,
    clientCpuUs: calls ? round((client.user + client.system) / calls, 1) : null,
  };
}

export async function benchHttpOverhead(options: { connections?: number; seconds?: number } = {}) {
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? 10;
  const results: LoadResult[] = [];
  let wsPing;
  for (const [name, script] of [
    ['bare Fastify', './bareFastify.ts'],
    ['Drawhall /rpc/anon ping', './ourServer.ts'],
  ] as const) {
    const child = await startChild(script);
    try {
      results.push(await load(name, child, connections, seconds));
      if (script === './ourServer.ts')
        wsPing = await benchRoundTrips(String(child.ready.url), 'websocket', connections, seconds);
    } finally {
      await child.stop();
    }
  }
  return { connections, seconds, results, wsPing: wsPing! };
}

export function httpOverheadSection(r: Awaited<ReturnType<typeof benchHttpOverhead>>): BenchSection {
  const [bare, ours] = r.results;
  const ratio = (x: number, y: number) => (y ? round(x / y, 2) : '-');
  return {
    title: 'RPC over HTTP against a bare Fastify',
    method: `Each server in its own process; autocannon (this process) keeps ${r.connections} keep-alive connections busy for ${r.seconds} s posting the same MessagePack \`ping\` envelope. The bare server answers fixed bytes. The ratio column is ours / bare (calls/s: higher is better, latency: lower is better). CPU per call is the server process's and the load client's over the measured run: on two cores shared by server, client and the loopback, calls/s follows all three, and the CPU columns say whose share grew. WebSocket ping: ${r.connections} clients calling \`ping\` back to back on our server.`,
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
      ],
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const result = await benchHttpOverhead({
    connections: Math.max(2, Math.round(50 * scale)),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
  });
  console.table(httpOverheadSection(result).rows);
}
