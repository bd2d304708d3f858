import { toHex } from '../../../protocol/instant/bytes';
import { proofOf } from '../../../protocol/instant/merkle';
import { prizeOfTier } from '../../../protocol/instant/pool';
import { presentTicket } from '../../../protocol/instant/presentation';
import type { InstantRules } from '../../../protocol/instant/rules';
import type { Queryable } from '../../storage/db';
import type { PoolCache } from './poolCache';
import { poolsRepo } from './poolsRepo';
import type { NewTicket } from './ticketsRepo';

/** Why positions could not be taken: nothing left (game closed) or fewer than asked. */
export class PoolsExhausted extends Error {
  constructor(readonly left: number) {
    super(left === 0 ? 'sold out' : `only ${left} tickets left`);
  }
}

/**
 * Takes the next `n` positions of the game's pools, in pool order, inside the purchase's
 * transaction: each pool row is locked while its `sold` counter moves, so two purchases never get
 * the same position, and a pool that runs out hands over to the next (its seed is revealed with
 * the commit). The tickets' prizes, salts, proofs and pictures come from the built pool.
 */
export async function takeTickets(
  q: Queryable,
  p: { rules: InstantRules; n: number; cache: PoolCache; now: number },
): Promise<{ tickets: NewTicket[]; soldOut: boolean }> {
  const tickets: NewTicket[] = [];
  let soldOut = false;
  while (tickets.length < p.n) {
    const row = await poolsRepo.lockSelling(q, p.rules.gameId);
    if (!row) throw new PoolsExhausted(tickets.length);
    const take = Math.min(p.n - tickets.length, row.pool_size - row.sold);
    const pool = await p.cache.get(row.id, row.rules, row.pool_no, row.seed);
    for (let position = row.sold; position < row.sold + take; position++) {
      const prizeMinor = prizeOfTier(row.rules, pool.tiers[position]);
      tickets.push({
        poolId: row.id,
        position,
        prizeMinor,
        salt: toHex(pool.salts[position]),
        proof: proofOf(pool.levels, position),
        presentation: presentTicket(row.rules, prizeMinor, pool.salts[position]),
      });
    }
    await poolsRepo.sell(q, row, take, p.now);
    if (row.sold + take >= row.pool_size) soldOut = true;
  }
  return { tickets, soldOut };
}
