// Joins per second: concurrent players buying plays in one open game instance. Every join takes
// the instance row lock, checks limits, records its plays and moves money in one transaction, so
// this measures the hot path of a popular game (all buyers queue on one row).
import { createScheduler } from '../server/domain/engine/scheduler';
import { createJoinService } from '../server/domain/play/joinService';
import { noLobbyFeed } from '../server/ports/lobbyFeed';
import { benchCurrencies, benchDb, benchGame, fundedPlayers, syncGame } from './gameSetup';
import { closedLoop } from './closedLoop';
import { percentile, round } from './stats';

export interface JoinsResult {
  storage: string;
  clients: number;
  playsPerJoin: number;
  joins: number;
  failed: number;
  joinsPerSecond: number;
  playsPerSecond: number;
  p50ms: number;
  p99ms: number;
}

export interface JoinsOptions {
  /** PostgreSQL URL (a throwaway schema is created and dropped); in-memory PGlite without it. */
  databaseUrl?: string;
  clients?: number;
  seconds?: number;
  playsPerJoin?: number;
}

export async function benchJoins(options: JoinsOptions = {}): Promise<JoinsResult> {
  const clients = options.clients ?? 50;
  const seconds = options.seconds ?? 10;
  const playsPerJoin = options.playsPerJoin ?? 1;
  const { db, dispose } = await benchDb(options.databaseUrl);
  try {
    const game = benchGame();
    const now = Date.UTC(2030, 0, 1, 12, 0, 0);
    const clock = { now: () => now };
    await syncGame(db, game, now);
    const deps = { db, clock, currencies: benchCurrencies, gameTypes: [game], feed: noLobbyFeed };
    await createScheduler(deps).tick();
    const [open] = await db.query<{ id: number }>("SELECT id FROM game_instances WHERE status = 'OPEN'");
    const joins = createJoinService({ ...deps, maxInFlight: clients * 2 });
    const players = await fundedPlayers(db, clients, 100_000_000);
    const { latencies, failed, elapsed } = await closedLoop(players, seconds, async (playerId) => {
      const r = await joins.join({
        playerId,
        gameId: game.gameId,
        gameInstanceId: open.id,
        userPlays: [],
        userPlaysCount: playsPerJoin,
        currencyId: 'USD',
      });
      return r.exitCode === 0;
    });
    const ok = latencies.length - failed;
    return {
      storage: options.databaseUrl ? 'postgresql' : 'pglite',
      clients,
      playsPerJoin,
      joins: latencies.length,
      failed,
      joinsPerSecond: round(ok / elapsed, 1),
      playsPerSecond: round((ok * playsPerJoin) / elapsed, 1),
      p50ms: round(percentile(latencies, 50)),
      p99ms: round(percentile(latencies, 99)),
    };
  } finally {
    await dispose();
  }
}
