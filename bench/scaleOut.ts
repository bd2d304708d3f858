// Scale-out: two server processes on one PostgreSQL schema and one Redis, WebSocket clients split
// between them on lobby.1, lobby batches published on the first process only. Every client on
// BOTH processes must receive every batch; the table shows delivery and latency per process and
// the ratio of the far process's p99 to the near one's (the price of the Redis hop).
// Needs DATABASE_URL and REDIS_URL; runnable alone: `npx tsx bench/scaleOut.ts`.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { BenchSection } from './report';
import { startChild, type BenchChild } from './processes/childProcess';
import { percentile, round } from './stats';

export interface ScaleOutOptions {
  databaseUrl: string;
  redisUrl: string;
  /** Clients per server process. */
  clientsPerServer?: number;
  pushes?: number;
  gapMs?: number;
}

export async function benchScaleOut(options: ScaleOutOptions) {
  const clientsPerServer = options.clientsPerServer ?? 2000;
  const pushes = options.pushes ?? 10;
  const gapMs = options.gapMs ?? 3000;
  const tag = randomBytes(6).toString('hex');
  const env = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    BENCH_DB_SCHEMA: `bench_${tag}`,
    BENCH_REDIS_PREFIX: `drawhall-bench-${tag}`,
  };
  const servers: BenchChild[] = [];
  const loaders: BenchChild[] = [];
  try {
    // One after the other: the first migrates and seeds the fresh schema, the second finds it ready.
    for (let i = 0; i < 2; i++) servers.push(await startChild('./ourServer.ts', env));
    for (const server of servers) {
      loaders.push(
        await startChild('./lobbyClients.ts', {
          BENCH_URL: String(server.ready.url),
          BENCH_CLIENTS: String(clientsPerServer),
          BENCH_KIND: 'drawhall',
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let n = 1; n <= pushes; n++) {
      await servers[0].ask({ publishLobby: n });
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    const perServer = await Promise.all(loaders.map((l) => l.ask({ read: true })));
    const rows = perServer.map((reply, i) => {
      const latencies = reply.latencies as number[];
      return {
        server: i === 0 ? 'A (publishes)' : 'B (through Redis)',
        clients: clientsPerServer,
        deliveries: latencies.length,
        expected: clientsPerServer * pushes,
        p50ms: round(percentile(latencies, 50)),
        p99ms: round(percentile(latencies, 99)),
      };
    });
    return { clientsPerServer, pushes, gapMs, rows };
  } finally {
    await Promise.all(loaders.map((l) => l.stop()));
    await Promise.all(servers.map((s) => s.stop()));
    await dropBenchState(options, env.BENCH_DB_SCHEMA, env.BENCH_REDIS_PREFIX);
  }
}

/** Only what this run made: its schema and its Redis keys (others may share both servers). */
async function dropBenchState(options: ScaleOutOptions, schema: string, prefix: string) {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
  const redis = new Redis(options.redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

export function scaleOutSection(r: Awaited<ReturnType<typeof benchScaleOut>>): BenchSection {
  const near = r.rows[0];
  return {
    title: 'Scale-out: pushes across two server processes',
    method: `Two server processes on one PostgreSQL schema and one Redis; ${r.clientsPerServer.toLocaleString('en')} WebSocket clients on lobby.1 on each (in client processes); ${r.pushes} lobby batches published on A only, ${r.gapMs / 1000} s apart. Latency is publish to decode. The ratio is each process's p99 over A's.`,
    columns: ['server', 'clients', 'deliveries', 'p50 ms', 'p99 ms', 'p99 ratio to A'],
    rows: r.rows.map((x) => [
      x.server,
      x.clients,
      `${x.deliveries} / ${x.expected}`,
      x.p50ms,
      x.p99ms,
      near.p99ms ? round(x.p99ms / near.p99ms, 2) : '-',
    ]),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) throw new Error('scaleOut needs DATABASE_URL and REDIS_URL');
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const result = await benchScaleOut({
    databaseUrl,
    redisUrl,
    clientsPerServer: Math.max(10, Math.round(2000 * scale)),
    pushes: Number(process.env.BENCH_PUSHES ?? 10),
    gapMs: Number(process.env.BENCH_GAP_MS ?? 3000),
  });
  console.table(scaleOutSection(result).rows);
}
