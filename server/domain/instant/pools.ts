import { randomBytes } from 'node:crypto';
import { buildPool } from '../../../protocol/instant/pool';
import type { InstantRules } from '../../../protocol/instant/rules';
import type { Db } from '../../storage/db';
import { pausingSha256 } from './nodeSha256';
import type { PoolCache } from './poolCache';
import { poolsRepo } from './poolsRepo';

/**
 * Keeps pools committed ahead of sales: enough selling tickets for `need` more, as long as the
 * game has pools left. A new pool's seed comes from the operating system's CSPRNG; its hash and
 * Merkle root are stored (published) before any of its tickets can be sold. Concurrent callers
 * (or processes) may both build pool N: the unique (game, pool) key keeps the first.
 */
export async function ensurePools(p: {
  db: Db;
  cache: PoolCache;
  rules: InstantRules;
  pools: number;
  need: number;
  now: number;
}): Promise<void> {
  for (;;) {
    const rows = await poolsRepo.byGame(p.db, p.rules.gameId);
    const left = rows.filter((r) => r.status === 'selling').reduce((s, r) => s + r.pool_size - r.sold, 0);
    const next = rows.length + 1;
    if (left >= p.need || next > p.pools) return;
    const seed = randomBytes(32).toString('hex');
    const built = await buildPool(p.rules, next, seed, pausingSha256());
    const id = await poolsRepo.insert(p.db, {
      gameId: p.rules.gameId,
      poolNo: next,
      seed,
      seedHash: built.seedHash,
      merkleRoot: built.merkleRoot,
      rules: p.rules,
      now: p.now,
    });
    if (id !== null) p.cache.put(id, built);
  }
}
