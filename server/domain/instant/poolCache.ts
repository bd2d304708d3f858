import { buildPool, type PoolTickets } from '../../../protocol/instant/pool';
import type { InstantRules } from '../../../protocol/instant/rules';
import { pausingSha256 } from './nodeSha256';

/**
 * Built pools by pool id. A pool is stored as its seed only; each process rebuilds the tickets
 * and tree from the seed the first time it sells from it (deterministic, so every process holds
 * the same pool). Only the few most recent pools are kept.
 */
export function createPoolCache(max = 8) {
  const pools = new Map<number, Promise<PoolTickets>>();
  return {
    get(id: number, rules: InstantRules, poolNo: number, seed: string): Promise<PoolTickets> {
      let pool = pools.get(id);
      if (!pool) {
        pool = buildPool(rules, poolNo, seed, pausingSha256());
        pool.catch(() => pools.delete(id));
        pools.set(id, pool);
        while (pools.size > max) pools.delete(pools.keys().next().value!);
      }
      return pool;
    },
    /** A pool just built for its commitment: the first sale needs no rebuild. */
    put(id: number, pool: PoolTickets): void {
      pools.set(id, Promise.resolve(pool));
    },
  };
}

export type PoolCache = ReturnType<typeof createPoolCache>;
