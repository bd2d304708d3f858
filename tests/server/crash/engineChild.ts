// A child process for the crash test: `setup` sells many plays in one instance; `run` drives the
// engine through the draw and settlement until the game ends, printing progress so the parent
// can SIGKILL it at any moment. Storage is a PostgreSQL schema (see settlementCrash.test.ts).
import { openDb } from '../../../server/storage/openDb';
import { migrate } from '../../../server/storage/migrate';
import { fundedPlayer, makeWorld, tinyGame } from '../domain/play/support/gameWorld';

const [mode, url, schema] = process.argv.slice(2);
const PLAYERS = 150;
const PLAYS_EACH = 10;

/** Pick 2 of 4, 2 drawn: about half of all plays win something, so settlement pays many. */
const game = tinyGame({
  ballRange: 4,
  limits: { maxPlaysPerPlayer: PLAYS_EACH, maxPlaysPerGame: PLAYERS * PLAYS_EACH, minPlaysPerGame: 0 },
});

async function main() {
  const db = await openDb({ databaseUrl: url, schema });
  await migrate(db);
  // One winning player a batch (about five winning plays each): many commits for a kill to land between.
  const w = await makeWorld(db, game, { payBatch: 1 });
  if (mode === 'setup') {
    await w.engine.tick();
    const [open] = await db.query<{ id: number; registration_end_at: number }>(
      "SELECT id, registration_end_at FROM game_instances WHERE status = 'OPEN'",
    );
    for (let i = 0; i < PLAYERS; i++) {
      const p = await fundedPlayer(db, 10_000);
      const r = await w.joins.join({
        playerId: p.id,
        gameId: game.gameId,
        gameInstanceId: open.id,
        userPlays: [],
        userPlaysCount: PLAYS_EACH,
        currencyId: 'USD',
      });
      if (r.exitCode !== 0) throw new Error(`join failed: ${r.exitDescription}`);
    }
    console.log(JSON.stringify({ instanceId: open.id, registrationEndAt: open.registration_end_at }));
  } else {
    const at = Number(process.argv[5]);
    w.clock.set(at);
    console.log('RUNNING');
    for (;;) {
      await w.engine.tick();
      const [row] = await db.query<{ status: string }>('SELECT status FROM game_instances WHERE id = $1', [
        Number(process.argv[6]),
      ]);
      if (row.status === 'ENDED') break;
    }
    console.log('DONE');
  }
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
