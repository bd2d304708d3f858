import { randomBytes } from 'node:crypto';
import { buildPool } from '../../../protocol/instant/pool';
import type { InstantRules } from '../../../protocol/instant/rules';
import type { Sha256 } from '../../../protocol/instant/sha256';
import type { Db, Queryable } from '../../storage/db';
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

/** A pool just committed: its number and published commitment. */
export interface CommittedPool {
  id: number;
  poolNo: number;
  poolSize: number;
  seedHash: string;
  merkleRoot: string;
}

export type BuildOutcome = { ok: true; pool: CommittedPool } | { ok: false; reason: string };

/**
 * Hash calls a build makes, about: a DRBG block per 8 positions of the shuffle, a salt and a leaf
 * per ticket, and the Merkle tree's inner nodes (one fewer than the tickets).
 */
const expectedCalls = (poolSize: number) => poolSize / 8 + 3 * poolSize;

/** The hash with its calls counted: `onShare` hears the share done about every 1% of the build. */
function counted(hash: Sha256, poolSize: number, onShare: (share: number) => void): Sha256 {
  const total = expectedCalls(poolSize);
  const every = Math.max(1, Math.floor(total / 100));
  let calls = 0;
  const count = <T>(value: T): T => {
    if (++calls % every === 0) onShare(Math.min(0.99, calls / total));
    return value;
  };
  return {
    digest: async (data) => count(await hash.digest(data)),
    hmac: async (key, data) => count(await hash.hmac(key, data)),
  };
}

/**
 * An operator's build of the game's next pool, now (ensurePools builds only as sales need):
 * a fresh seed, the shuffle and the tree, then the commitment stored with `record` (the
 * operator's audit entry) in one transaction. Refused when the game has built all its pools, or
 * when its sales committed that pool number first (nothing stored then).
 */
export async function buildNextPool(p: {
  db: Db;
  cache: PoolCache;
  rules: InstantRules;
  pools: number;
  now: () => number;
  onShare(share: number): void;
  record(q: Queryable, pool: CommittedPool): Promise<void>;
}): Promise<BuildOutcome> {
  const poolNo = (await poolsRepo.byGame(p.db, p.rules.gameId)).length + 1;
  if (poolNo > p.pools) return { ok: false, reason: `the game has built all its ${p.pools} pools` };
  const seed = randomBytes(32).toString('hex');
  const built = await buildPool(p.rules, poolNo, seed, counted(pausingSha256(), p.rules.poolSize, p.onShare));
  const pool = await p.db.tx(async (q) => {
    const id = await poolsRepo.insert(q, {
      gameId: p.rules.gameId,
      poolNo,
      seed,
      seedHash: built.seedHash,
      merkleRoot: built.merkleRoot,
      rules: p.rules,
      now: p.now(),
    });
    if (id === null) return null;
    const committed = {
      id,
      poolNo,
      poolSize: p.rules.poolSize,
      seedHash: built.seedHash,
      merkleRoot: built.merkleRoot,
    };
    await p.record(q, committed);
    return committed;
  });
  if (!pool) return { ok: false, reason: `pool ${poolNo} was committed meanwhile by the game's sales` };
  p.cache.put(pool.id, built);
  return { ok: true, pool };
}
