// Joins split across processes: the same players buy one play per join in one open instance for
// `seconds`, first from one process, then split over two (each its own pool on the same
// PostgreSQL schema, as two servers would be). Every join locks the instance row, so the ratio
// two / one shows whether a second process adds throughput or only contention.
// Needs DATABASE_URL; runnable alone: `npx tsx bench/joinsScaleOut.ts`.
import { createScheduler } from '../server/domain/engine/scheduler';
import { noLobbyFeed } from '../server/ports/lobbyFeed';
import { benchCurrencies, benchDb, benchGame, fundedPlayers, syncGame } from './gameSetup';
import type { BenchSection } from './report';
import { startChild, type BenchChild } from './processes/childProcess';
import { percentile, round } from './stats';

interface Split {
  processes: number;
  joins: number;
  failed: number;
  joinsPerSecond: number;
  p50ms: number;
  p99ms: number;
}

export async function benchJoinsScaleOut(options: {
  databaseUrl: string;
  clients?: number;
  seconds?: number;
}) {
  const clients = options.clients ?? 50;
  const seconds = options.seconds ?? 10;
  const { db, dispose } = await benchDb(options.databaseUrl);
  try {
    const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const game = benchGame();
    const now = Date.UTC(2030, 0, 1, 12, 0, 0);
    await syncGame(db, game, now);
    const deps = {
      db,
      clock: { now: () => now },
      currencies: benchCurrencies,
      gameTypes: [game],
      feed: noLobbyFeed,
    };
    await createScheduler(deps).tick();
    const [open] = await db.query<{ id: number }>("SELECT id FROM game_instances WHERE status = 'OPEN'");
    const players = await fundedPlayers(db, clients, 100_000_000);
    const splits: Split[] = [];
    for (const processes of [1, 2]) {
      const workers: BenchChild[] = [];
      try {
        const share = Math.ceil(players.length / processes);
        for (let i = 0; i < players.length; i += share) {
          workers.push(
            await startChild('./joinWorker.ts', {
              DATABASE_URL: options.databaseUrl,
              BENCH_DB_SCHEMA: schema,
              BENCH_INSTANCE: String(open.id),
              BENCH_NOW: String(now),
              BENCH_PLAYERS: players.slice(i, i + share).join(','),
            }),
          );
        }
        const replies = await Promise.all(workers.map((w) => w.ask({ go: seconds })));
        const latencies = replies.flatMap((r) => r.latencies as number[]);
        const failed = replies.reduce((sum, r) => sum + Number(r.failed), 0);
        splits.push({
          processes,
          joins: latencies.length,
          failed,
          joinsPerSecond: round((latencies.length - failed) / seconds, 1),
          p50ms: round(percentile(latencies, 50)),
          p99ms: round(percentile(latencies, 99)),
        });
      } finally {
        await Promise.all(workers.map((w) => w.stop()));
      }
    }
    return { clients, seconds, splits };
  } finally {
    await dispose();
  }
}

export function joinsScaleOutSection(r: Awaited<ReturnType<typeof benchJoinsScaleOut>>): BenchSection {
  const one = r.splits[0];
  return {
    title: 'Scale-out: joins from one process and from two',
    method: `${r.clients} players buy one play per join in one open instance for ${r.seconds} s on PostgreSQL, all from one process, then split over two processes (own pools, same schema). The ratio is joins/s over the one-process run's.`,
    columns: ['processes', 'clients', 'joins', 'failed', 'joins/s', 'p50 ms', 'p99 ms', 'joins/s ratio'],
    rows: r.splits.map((s) => [
      s.processes,
      r.clients,
      s.joins,
      s.failed,
      s.joinsPerSecond,
      s.p50ms,
      s.p99ms,
      one.joinsPerSecond ? round(s.joinsPerSecond / one.joinsPerSecond, 2) : '-',
    ]),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('joinsScaleOut needs DATABASE_URL');
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const result = await benchJoinsScaleOut({
    databaseUrl,
    clients: Math.max(2, Math.round(50 * scale)),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
  });
  console.table(joinsScaleOutSection(result).rows);
}
