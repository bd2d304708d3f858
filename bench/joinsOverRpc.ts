// Joins through the RPC layer, as a player makes them (issue 17): our server in a process of its
// own on PostgreSQL, the buyers' WebSockets in client processes of their own, each logged in over
// its socket and subscribed to its own topic and the lobby. Every joinGame call goes through the
// session look-up, the dispatcher's validation, the join gate, the join and its pushes (balances,
// the player's join event, the lobby's counts), as in production. Ends with the ledger check and
// the instance's count against the joins answered, so speed cannot cost money.
// Needs DATABASE_URL; runnable alone: `npx tsx bench/joinsOverRpc.ts`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createScheduler } from '../server/domain/engine/scheduler';
import type { Db } from '../server/storage/db';
import { redisCpuReader } from './redisCpu';
import { checkLimitRefusals, setWeeklyLimits, type LimitsMix } from './joinLimitsMix';
import { ledgerCheck } from '../server/domain/ledger/check';
import { hashPassword } from '../server/domain/players/password';
import { noLobbyFeed } from '../server/ports/lobbyFeed';
import { benchCurrencies, benchDb, benchGame, fundedPlayers, syncGame } from './gameSetup';
import type { BenchSection } from './report';
import { startChild, type BenchChild } from './processes/childProcess';
import { processCpuMs } from './processCpu';
import { percentile, round } from './stats';

const PASSWORD = 'bench-password-1';

export interface JoinsOverRpcResult {
  /** Server processes sharing the schema (and Redis for pushes when more than one). */
  servers: number;
  /** Seconds of joins before the measured ones (not in the figures, in the checks). */
  warmupSeconds: number;
  clients: number;
  clientProcesses: number;
  seconds: number;
  joins: number;
  failed: number;
  joinsPerSecond: number;
  p50ms: number;
  p99ms: number;
  /** Answers by exit code ('fault' for a fault). */
  codes: Record<string, number>;
  pushes: number;
  /** The ledger check passed and the instance sold exactly the plays of the joins answered 0. */
  exact: boolean;
  /**
   * CPU time per join answered 0 of the server processes and of their PostgreSQL backends (when
   * PostgreSQL runs on this machine): what a join costs, whatever else the machine was doing.
   */
  cpuMsPerJoin?: { servers: number; postgres: number | null; redis: number | null };
  /** Players with a weekly wagering limit, those who could reach it, refusals and players refused. */
  limits: LimitsMix & { refusals: number; reached: number; exact: boolean };
}

export async function benchJoinsOverRpc(options: {
  databaseUrl: string;
  clients?: number;
  seconds?: number;
  clientProcesses?: number;
  /** Server processes on the same schema, the clients split evenly; more than one needs redisUrl. */
  servers?: number;
  redisUrl?: string;
  /** false: no player has a wagering limit (the old bench's mix, for a baseline). */
  limits?: boolean;
  /**
   * Seconds of the same joins before the measured run, not counted (default 3): each server process
   * compiles its join path (V8's optimising compiler) while it first runs it, a cost per process
   * start, not per join, that two processes pay twice.
   */
  warmupSeconds?: number;
}): Promise<JoinsOverRpcResult> {
  const servers = options.servers ?? 1;
  const clients = options.clients ?? 200;
  const seconds = options.seconds ?? 10;
  const clientProcesses = options.clientProcesses ?? 2;
  const warmupSeconds = options.warmupSeconds ?? 3;
  const { db, dispose } = await benchDb(options.databaseUrl);
  const dir = mkdtempSync(join(tmpdir(), 'drawhall-joins-'));
  const children: BenchChild[] = [];
  try {
    const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    // The demo operator config with the bench game on sale on site 1 (large limits: the run sells
    // tens of thousands of plays, hundreds to each player).
    const game = benchGame();
    const config = JSON.parse(readFileSync('config/demo.json', 'utf8')) as {
      gameTypes: unknown[];
      geo: { ipTableFile: string };
      sites: { limits?: Record<string, unknown> }[];
    };
    // Every buyer logs in from 127.0.0.1 at once: the per-address login limit would refuse most.
    for (const site of config.sites)
      site.limits = { ...site.limits, loginPerClient: { max: 1_000_000, windowMinutes: 1 } };
    config.gameTypes.push(game);
    config.geo.ipTableFile = resolve('config', config.geo.ipTableFile); // read beside the config
    const configPath = join(dir, 'config.json');
    writeFileSync(configPath, JSON.stringify(config));
    const clock = { now: () => Date.now() };
    await syncGame(db, game, clock.now());
    await createScheduler({
      db,
      clock,
      currencies: benchCurrencies,
      gameTypes: [game],
      feed: noLobbyFeed,
    }).tick();
    const [open] = await db.query<{ id: number }>(
      "SELECT id FROM game_instances WHERE game_id = $1 AND status = 'OPEN'",
      [game.gameId],
    );
    const players = await fundedPlayers(db, clients, 100_000_000);
    const mix =
      options.limits === false
        ? { limited: 0, reachable: 0 }
        : await setWeeklyLimits(db, players, clock.now());
    await db.query(
      `UPDATE players SET password_hash = $2, verification = '{"emailVerified": true}'::jsonb WHERE id = ANY($1::bigint[])`,
      [players, await hashPassword(PASSWORD)],
    );
    const usernames = (
      await db.query<{ username: string }>(
        'SELECT username FROM players WHERE id = ANY($1::bigint[]) ORDER BY id',
        [players],
      )
    ).map((p) => p.username);

    const urls: string[] = [];
    const serverChildren: BenchChild[] = [];
    for (let n = 0; n < servers; n++) {
      const server = await startChild('./ourServer.ts', {
        DATABASE_URL: options.databaseUrl,
        BENCH_DB_SCHEMA: schema,
        BENCH_CONFIG: configPath,
        // Several servers hear each other's pushes (lobby counts, balances) through Redis.
        REDIS_URL: servers > 1 ? (options.redisUrl ?? '') : '',
        BENCH_REDIS_PREFIX: schema,
      });
      children.push(server);
      serverChildren.push(server);
      urls.push(String(server.ready.url));
    }
    const loaders: BenchChild[] = [];
    const share = Math.ceil(usernames.length / clientProcesses);
    for (let i = 0; i < usernames.length; i += share) {
      const loader = await startChild('./joinClients.ts', {
        BENCH_URL: urls[loaders.length % servers],
        BENCH_USERNAMES: usernames.slice(i, i + share).join(','),
        BENCH_PASSWORD: PASSWORD,
        BENCH_GAME: String(game.gameId),
        BENCH_INSTANCE: String(open.id),
      });
      loaders.push(loader);
      children.push(loader);
    }
    // Redis counts only where the servers use it (two or more).
    const redisCpu = servers > 1 ? await redisCpuReader(options.redisUrl) : null;
    // The warm-up's joins are bought like the others (the checks below count them) but not measured.
    const warmup =
      warmupSeconds > 0 ? await Promise.all(loaders.map((c) => c.ask({ go: warmupSeconds }))) : [];
    const warmupOk = warmup.reduce((sum, r) => sum + (r.latencies as number[]).length - Number(r.failed), 0);
    await Promise.all(serverChildren.map((c) => c.ask({ cpu: 'reset' })));
    const backendsBefore = await backendCpuMs(db);
    const redisBefore = redisCpu?.() ?? null;
    const replies = await Promise.all(loaders.map((c) => c.ask({ go: seconds })));
    const backendsAfter = await backendCpuMs(db);
    const redisAfter = redisCpu?.() ?? null;
    const serverCpuMs = (await Promise.all(serverChildren.map((c) => c.ask({ cpu: 'read' })))).reduce(
      (sum, r) => sum + Number(r.cpuMs),
      0,
    );
    const latencies = replies.flatMap((r) => r.latencies as number[]);
    const failed = replies.reduce((sum, r) => sum + Number(r.failed), 0);
    const codes: Record<string, number> = {};
    for (const r of replies)
      for (const [code, n] of Object.entries(r.codes as Record<string, number>))
        codes[code] = (codes[code] ?? 0) + n;
    const ok = latencies.length - failed;
    const [sold] = await db.query<{ play_count: number }>(
      'SELECT play_count FROM game_instances WHERE id = $1',
      [open.id],
    );
    const check = await ledgerCheck(db);
    const limits = await checkLimitRefusals(db, open.id);
    return {
      servers,
      warmupSeconds,
      clients,
      clientProcesses,
      seconds,
      joins: latencies.length,
      failed,
      joinsPerSecond: round(ok / seconds, 1),
      p50ms: round(percentile(latencies, 50)),
      p99ms: round(percentile(latencies, 99)),
      codes,
      pushes: replies.reduce((sum, r) => sum + Number(r.pushes), 0),
      exact: check.ok && Number(sold.play_count) === ok + warmupOk && limits.exact,
      limits: { ...mix, ...limits },
      cpuMsPerJoin: {
        servers: round(serverCpuMs / Math.max(ok, 1), 3),
        postgres:
          backendsBefore && backendsAfter
            ? round(cpuSpent(backendsBefore, backendsAfter) / Math.max(ok, 1), 3)
            : null,
        redis:
          servers === 1
            ? 0
            : redisBefore !== null && redisAfter !== null
              ? round((redisAfter - redisBefore) / Math.max(ok, 1), 3)
              : null,
      },
    };
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    rmSync(dir, { recursive: true, force: true });
    await dispose();
  }
}

/** CPU milliseconds so far of each client backend of this database, by pid (null: not readable here). */
async function backendCpuMs(db: Db): Promise<Map<number, number> | null> {
  const rows = await db.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'",
  );
  const byPid = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms === null) return null; // PostgreSQL on another machine (or its backends not ours to read)
    byPid.set(pid, ms);
  }
  return byPid;
}

/** CPU time the backends spent between two samples (a backend new since the first counts whole). */
function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

/** Servers' + PostgreSQL's + Redis's CPU ms per join, where all were readable. */
function totalCpuPerJoin(r: JoinsOverRpcResult): number | null {
  const c = r.cpuMsPerJoin;
  if (!c || c.postgres === null || c.redis === null) return null;
  return round(c.servers + c.postgres + c.redis, 3);
}

export function joinsOverRpcSection(runs: JoinsOverRpcResult[]): BenchSection {
  const [r] = runs;
  // The ratios compare like with like: one server with the same mix.
  const one = runs.find((x) => x.servers === 1 && x.limits.limited > 0) ?? runs.find((x) => x.servers === 1);
  const oneCpu = one ? totalCpuPerJoin(one) : null;
  const sameMix = (x: JoinsOverRpcResult) => x.limits.limited > 0 === one!.limits.limited > 0;
  return {
    title: 'Joins through the RPC layer',
    method: `${r.clients} players, each on its own WebSocket in ${r.clientProcesses} client processes, logged in and subscribed to their own pushes and the lobby, a tenth of them with a weekly wagering limit (half of those at 30 joins' worth, reached during the run), call joinGame (one play) back to back for ${r.seconds} s into one open instance, after ${r.warmupSeconds} s of the same joins not measured (each server process compiles its join path the first time it runs it, a cost per process start that two processes would pay twice; the warm-up's joins count in "exact"); our server in its own process on PostgreSQL, with the session look-up, validation, join gate, lobby feed and balance pushes as in production; the same without any limit first (the old bench's mix, the baseline); then the same with two server processes on the same schema (pushes through Redis), the clients split between them; several servers forward each join to the instance's writer (server/cluster/joinForwarding.ts). "refused": joins refused by a weekly wagering limit (exit code 6), and the players refused, of those whose limit was low enough to reach; "exact": the ledger check passed, the instance counts exactly the plays answered, and every refusal was exact (nobody wagered past a limit, nobody was refused while one more join fitted, nobody without a limit was refused); "failed" counts answers other than 0, refusals included; "CPU ms/join": the servers' CPU, their PostgreSQL backends' and the Redis server's (two servers only; Redis is shared with whatever else runs on this machine, so its share is an upper bound) per join answered, read from /proc. The aim is 2,500 joins/s with p99 under 100 ms; "ratio" is joins/s over one server's; "CPU ratio" is the CPU per join over one server's (target: two servers at most 1.15).`,
    columns: [
      'limits',
      'servers',
      'clients',
      'joins',
      'failed',
      'joins/s',
      'p50 ms',
      'p99 ms',
      'pushes',
      'refused (players / could reach)',
      'exact',
      'CPU ms/join (servers + PostgreSQL + Redis)',
      'of the aim',
      'ratio',
      'CPU ratio',
    ],
    rows: runs.map((x) => [
      x.limits.limited ? 'a tenth limited' : 'none',
      x.servers,
      x.clients,
      x.joins,
      x.failed,
      x.joinsPerSecond,
      x.p50ms,
      x.p99ms,
      x.pushes,
      `${x.limits.refusals} (${x.limits.reached} / ${x.limits.reachable})`,
      x.exact ? 'yes' : 'NO',
      x.cpuMsPerJoin
        ? `${x.cpuMsPerJoin.servers} + ${x.cpuMsPerJoin.postgres ?? '?'} + ${x.cpuMsPerJoin.redis ?? '?'}`
        : '-',
      `${Math.round((x.joinsPerSecond / 2500) * 100)}%`,
      one?.joinsPerSecond && sameMix(x) ? round(x.joinsPerSecond / one.joinsPerSecond, 2) : '-',
      oneCpu && sameMix(x) && totalCpuPerJoin(x) ? round(totalCpuPerJoin(x)! / oneCpu, 2) : '-',
    ]),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('joinsOverRpc needs DATABASE_URL');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const redisUrl = process.env.REDIS_URL;
  const runs = [await benchJoinsOverRpc({ databaseUrl, seconds })];
  if (redisUrl) runs.push(await benchJoinsOverRpc({ databaseUrl, seconds, servers: 2, redisUrl }));
  for (const r of runs) console.log(r.servers, r.codes);
  console.table(joinsOverRpcSection(runs).rows);
}
