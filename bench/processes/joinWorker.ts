// One process's share of the scale-out joins bench: its own pool on the bench's PostgreSQL schema
// and its own join service, buying one play per join for its players into one open instance.
// stdin `{ go: seconds }` starts the run (so that every worker starts together) and answers the
// count, failures and latencies.
import { createJoinService } from '../../server/domain/play/joinService';
import { noLobbyFeed } from '../../server/ports/lobbyFeed';
import { openDb } from '../../server/storage/openDb';
import { benchCurrencies, benchGame } from '../gameSetup';
import { closedLoop } from '../closedLoop';
import { serveParent } from './childProcess';

const players = String(process.env.BENCH_PLAYERS).split(',').map(Number);
const instanceId = Number(process.env.BENCH_INSTANCE);
const now = Number(process.env.BENCH_NOW);
const game = benchGame();
const db = await openDb({ databaseUrl: process.env.DATABASE_URL, schema: process.env.BENCH_DB_SCHEMA });
const joins = createJoinService({
  db,
  clock: { now: () => now },
  currencies: benchCurrencies,
  gameTypes: [game],
  feed: noLobbyFeed,
  maxInFlight: players.length * 2,
});

serveParent({ players: players.length }, async (message) => {
  const seconds = Number(message.go);
  const { latencies, failed } = await closedLoop(players, seconds, async (playerId) => {
    const r = await joins.join({
      playerId,
      gameId: game.gameId,
      gameInstanceId: instanceId,
      userPlays: [],
      userPlaysCount: 1,
      currencyId: 'USD',
    });
    return r.exitCode === 0;
  });
  return { joins: latencies.length, failed, latencies: latencies.map((ms) => Math.round(ms * 100) / 100) };
});
process.on('SIGTERM', () => void db.close().then(() => process.exit(0)));
