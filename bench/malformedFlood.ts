// A flood of malformed and oversized requests against our server and a bare Fastify, each in its
// own process, loaded by autocannon: does anything accumulate or slow on the error path? The
// valid `ping` rate is taken before and after the flood, the flood's own rate and the server's
// memory (after a full collection) every round. Alone: `npx tsx bench/malformedFlood.ts`.
import autocannon from 'autocannon';
import { encode } from '../protocol/codec';
import { MAX_BODY_BYTES } from '../protocol/envelope';
import type { BenchSection } from './report';
import { startChild, type BenchChild } from './processes/childProcess';
import { round } from './stats';

const MSGPACK = { 'content-type': 'application/x-msgpack' };

/** One of each kind of bad request, cycled by every connection. */
const FLOOD = [
  // Not MessagePack at all (0xc1 is never used), and MessagePack that is not an envelope.
  { method: 'POST' as const, path: '/rpc/anon', headers: MSGPACK, body: Buffer.from([0xc1, 0x00, 0x13]) },
  { method: 'POST' as const, path: '/rpc/anon', headers: MSGPACK, body: Buffer.from(encode([1, 'x', null])) },
  // A call name nobody knows, with params that are not a map.
  {
    method: 'POST' as const,
    path: '/rpc/process',
    headers: MSGPACK,
    body: Buffer.from(encode({ id: 1, call: 'no-such-call', params: 'x' })),
  },
  // A broken percent-encoding in the path: Fastify's router answers 400.
  { method: 'GET' as const, path: '/lobby/%E0%A4%A', headers: {} },
  { method: 'POST' as const, path: '/rpc/operator', headers: MSGPACK, body: Buffer.from([0xc1]) },
  // Broken JSON, as generic flood tools send it, to a route and to no route.
  {
    method: 'POST' as const,
    path: '/rpc/operator',
    headers: { 'content-type': 'application/json' },
    body: '{"a":',
  },
  {
    method: 'POST' as const,
    path: '/api/login',
    headers: { 'content-type': 'application/json' },
    body: '{"user":',
  },
  // One byte over the limit: 413 and the connection closed.
  { method: 'POST' as const, path: '/rpc/anon', headers: MSGPACK, body: Buffer.alloc(MAX_BODY_BYTES + 1) },
];

const PING = {
  method: 'POST' as const,
  headers: MSGPACK,
  body: Buffer.from(encode({ id: 1, call: 'ping', params: {} })),
};

interface FloodRun {
  server: string;
  pingBefore: number;
  pingAfter: number;
  floodRates: number[];
  floodAnswers: number;
  memoryBefore: { rssMiB: number; heapMiB: number };
  memoryAfter: { rssMiB: number; heapMiB: number };
  serverCpuUsPerBad: number;
}

/** Seconds of valid pings, then of the bad mix, before anything is measured. */
const WARM_UP_S = 3;

async function rate(child: BenchChild, connections: number, seconds: number, requests: object[]) {
  const result = await autocannon({
    url: String(child.ready.url) + '/rpc/anon',
    connections,
    duration: seconds,
    requests,
  });
  return { perSecond: result.requests.total / result.duration, total: result.requests.total };
}

const memory = async (child: BenchChild) =>
  (await child.ask({ memory: 'read' })) as { rssMiB: number; heapMiB: number };

async function floodOne(
  server: string,
  child: BenchChild,
  options: { connections: number; seconds: number; roundSeconds: number },
): Promise<FloodRun> {
  const { connections, roundSeconds } = options;
  // Warm-up, both paths: a server that has run a while has compiled its valid and its error path
  // alike. With one second of pings only, the first measured rates were the JIT's (the start rate
  // below the end rate by a third, the first flood round below the last by two thirds).
  await rate(child, connections, WARM_UP_S, [{ ...PING, path: '/rpc/anon' }]);
  await rate(child, connections, WARM_UP_S, FLOOD);
  const pingBefore = (await rate(child, connections, roundSeconds, [{ ...PING, path: '/rpc/anon' }]))
    .perSecond;
  const memoryBefore = await memory(child);
  const floodRates: number[] = [];
  let floodAnswers = 0;
  let cpuMs = 0;
  for (let spent = 0; spent < options.seconds; spent += roundSeconds) {
    await child.ask({ cpu: 'reset' });
    const r = await rate(child, connections, roundSeconds, FLOOD);
    cpuMs += ((await child.ask({ cpu: 'read' })) as { cpuMs: number }).cpuMs;
    floodRates.push(Math.round(r.perSecond));
    floodAnswers += r.total;
  }
  const memoryAfter = await memory(child);
  const pingAfter = (await rate(child, connections, roundSeconds, [{ ...PING, path: '/rpc/anon' }]))
    .perSecond;
  return {
    server,
    pingBefore: Math.round(pingBefore),
    pingAfter: Math.round(pingAfter),
    floodRates,
    floodAnswers,
    memoryBefore,
    memoryAfter,
    serverCpuUsPerBad: round((cpuMs * 1000) / Math.max(1, floodAnswers), 1),
  };
}

export async function benchMalformedFlood(
  options: { connections?: number; seconds?: number; roundSeconds?: number } = {},
) {
  const settings = {
    connections: options.connections ?? 50,
    seconds: options.seconds ?? 30,
    roundSeconds: options.roundSeconds ?? 5,
  };
  const runs: FloodRun[] = [];
  for (const [name, script] of [
    ['bare Fastify', './bareFastify.ts'],
    ['Drawhall', './ourServer.ts'],
  ] as const) {
    const child = await startChild(script);
    try {
      runs.push(await floodOne(name, child, settings));
    } finally {
      await child.stop();
    }
  }
  return { ...settings, runs };
}

export function malformedFloodSection(r: Awaited<ReturnType<typeof benchMalformedFlood>>): BenchSection {
  const mib = (m: { rssMiB: number; heapMiB: number }) => `${round(m.rssMiB, 1)} / ${round(m.heapMiB, 1)}`;
  return {
    title: `A ${r.seconds}-second flood of malformed and oversized requests`,
    method: `Each server in its own process; autocannon, ${r.connections} keep-alive connections, after a warm-up (${WARM_UP_S} s of valid pings, then ${WARM_UP_S} s of the bad mix below) posts valid \`ping\` envelopes for ${r.roundSeconds} s (the start rate), then cycles eight bad requests for ${r.seconds} s in rounds of ${r.roundSeconds} s (bytes that are not MessagePack and MessagePack that is no envelope to /rpc/anon, an unknown call with params that are no map to /rpc/process, a broken percent-encoding in a path, a bad body to /rpc/operator, broken JSON to /rpc/operator and to a path no route serves, and a body one byte over the 64 KiB limit, answered 413 with the connection closed), then valid pings again (the end rate). Memory is the server's RSS / JS heap in MiB after a full collection. The bare server answers every POST /rpc/anon 200 and everything else 404; its figures are the load's own drift. Target: the end rate within 10% of the start, memory flat.`,
    columns: [
      'server',
      'valid ping/s at start',
      'valid ping/s at end',
      'end / start',
      'bad requests/s per round',
      'server CPU us per bad request',
      'memory before MiB (RSS / heap)',
      'memory after MiB (RSS / heap)',
    ],
    rows: r.runs.map((run) => [
      run.server,
      run.pingBefore,
      run.pingAfter,
      round(run.pingAfter / run.pingBefore),
      run.floodRates.join(' '),
      run.serverCpuUsPerBad,
      mib(run.memoryBefore),
      mib(run.memoryAfter),
    ]),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchMalformedFlood({
    seconds: Number(process.env.BENCH_SECONDS ?? 30),
    roundSeconds: Number(process.env.BENCH_ROUND_SECONDS ?? 5),
  });
  console.table(malformedFloodSection(result).rows);
}
