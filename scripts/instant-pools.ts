// Operator commands for the ticket pools of instant games, run against the server's storage:
//   npx tsx scripts/instant-pools.ts list <gameId>     (each pool: number, status, sold, commitment)
//   npx tsx scripts/instant-pools.ts retire <gameId>   (take the selling pool off sale, reveal its seed)
// A retired pool's seed is published at once, so anyone can check every ticket sold from it
// (scripts/verify-instant.ts); the game's next purchase opens its next pool, or the game closes
// when it has none left. Storage comes from the same environment as the server (DATABASE_URL or
// DRAWHALL_DATA_DIR).
import { poolsRepo, type PoolRow } from '../server/domain/instant/poolsRepo';
import type { Clock } from '../server/ports/clock';
import type { Db } from '../server/storage/db';
import { migrate } from '../server/storage/migrate';
import { openServerStore } from './support/serverStore';
import { runWhenMain, UsageError } from './support/cli';

export const USAGE = `usage:
  npx tsx scripts/instant-pools.ts list <gameId>
  npx tsx scripts/instant-pools.ts retire <gameId>`;

function gameIdOf(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError(`not a game id: ${text ?? '(missing)'}`);
  return id;
}

const line = (p: PoolRow) =>
  [
    `pool ${p.pool_no}`,
    p.status,
    `sold ${p.sold}/${p.pool_size}`,
    `seed hash ${p.seed_hash}`,
    `merkle root ${p.merkle_root}`,
    p.seed_revealed ? `seed ${p.seed}` : 'seed sealed',
  ].join('  ');

/** Runs one command; its output, or a thrown UsageError / Error. */
export async function runInstantPools(args: string[], deps: { db: Db; clock: Clock }): Promise<string> {
  const [command, gameText] = args;
  if (command !== 'list' && command !== 'retire')
    throw new UsageError(`unknown command ${command ?? '(none)'}`);
  const gameId = gameIdOf(gameText);
  if (command === 'list') {
    const pools = await poolsRepo.byGame(deps.db, gameId);
    return pools.length === 0 ? `game ${gameId}: no pool opened yet` : pools.map(line).join('\n');
  }
  const selling = (await poolsRepo.byGame(deps.db, gameId)).filter((p) => p.status === 'selling');
  if (selling.length === 0) throw new Error(`game ${gameId}: no pool on sale`);
  for (const pool of selling) await poolsRepo.retire(deps.db, pool.id, deps.clock.now());
  const retired = (await poolsRepo.byGame(deps.db, gameId)).filter((p) => selling.some((s) => s.id === p.id));
  return retired.map((p) => `retired ${line(p)}`).join('\n');
}

async function main(args: string[]): Promise<string> {
  const db = await openServerStore();
  try {
    await migrate(db);
    return await runInstantPools(args, { db, clock: { now: () => Date.now() } });
  } finally {
    await db.close();
  }
}

runWhenMain(import.meta.url, USAGE, main);
