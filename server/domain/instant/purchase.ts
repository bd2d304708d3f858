import { toHex } from '../../../protocol/instant/bytes';
import { proofOf } from '../../../protocol/instant/merkle';
import { prizeOfTier } from '../../../protocol/instant/pool';
import { presentTicket } from '../../../protocol/instant/presentation';
import type { PoolTickets } from '../../../protocol/instant/pool';
import type { PoolRow } from './poolsRepo';
import type { NewTicket } from './ticketsRepo';

/** Why positions could not be taken: nothing left (game closed) or fewer than asked. */
export class PoolsExhausted extends Error {
  constructor(readonly left: number) {
    super(left === 0 ? 'sold out' : `only ${left} tickets left`);
  }
}

/**
 * The tickets at positions from .. from + take - 1 of a committed pool (row) and its built pool:
 * their prizes, salts, proofs and pictures. Which positions a purchase takes, and the pool's
 * `sold` counter, are the purchase batch's (purchaseBatch.ts), under the pools' lock.
 */
export function poolTickets(row: PoolRow, pool: PoolTickets, from: number, take: number): NewTicket[] {
  const tickets: NewTicket[] = [];
  for (let position = from; position < from + take; position++) {
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
  return tickets;
}
