// A child process for the bingo crash test: `setup` sells cards in one 75-ball game; `run` drives
// the engine through the start and every call until the game ends, printing each call so the
// parent can SIGKILL it mid-game. Storage is a PostgreSQL schema (see bingoCrash.test.ts).
import { openDb } from '../../../server/storage/openDb';
import { migrate } from '../../../server/storage/migrate';
import { fundedPlayer, makeWorld } from '../domain/play/support/gameWorld';
import { bingo75 } from '../domain/bingo/support/bingoWorld';

const [mode, url, schema] = process.argv.slice(2);
const PLAYERS = 60;
const CARDS_EACH = 6;

/** Several patterns, so a kill lands between wins as well as between calls. */
const game = bingo75({
  bingo: {
    format: 75,
    patterns: [
      { pattern: 'corners', prizePercentage: 10 },
      { pattern: 'row', prizePercentage: 20 },
      { pattern: 'x', prizePercentage: 20 },
      { pattern: 'fullBox', prizePercentage: 50 },
    ],
    callIntervalMs: 1000,
    jackpotCalls: 60,
  },
});

async function main() {
  const db = await openDb({ databaseUrl: url, schema });
  await migrate(db);
  const w = await makeWorld(db, game, { onBingoCall: (_, call) => console.log(`CALL ${call}`) });
  if (mode === 'setup') {
    await w.engine.tick();
    const [open] = await db.query<{ id: number; start_at: number }>(
      "SELECT id, start_at FROM game_instances WHERE status = 'OPEN'",
    );
    for (let i = 0; i < PLAYERS; i++) {
      const p = await fundedPlayer(db, 10_000);
      const r = await w.joins.join({
        playerId: p.id,
        gameId: game.gameId,
        gameInstanceId: open.id,
        userPlays: [],
        userPlaysCount: CARDS_EACH,
        currencyId: 'USD',
      });
      if (r.exitCode !== 0) throw new Error(`join failed: ${r.exitDescription}`);
    }
    console.log(JSON.stringify({ instanceId: open.id, startAt: Number(open.start_at) }));
  } else {
    w.clock.set(Number(process.argv[5]));
    console.log('RUNNING');
    for (;;) {
      await w.engine.tick();
      const [row] = await db.query<{ status: string }>('SELECT status FROM game_instances WHERE id = $1', [
        Number(process.argv[6]),
      ]);
      if (row.status === 'ENDED') break;
      w.clock.advance(1000);
    }
    console.log('DONE');
  }
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
