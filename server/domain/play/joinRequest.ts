import type { Queryable } from '../../storage/db';
import type { InstanceRow } from '../games/instancesRepo';
import type { JoinGatePolicy } from '../responsibleGaming/joinGate';
import type { PlaysRequest } from './preparePlays';

// A join as callers ask for it (handlers, subscriptions, seats, the checkout) and what it sold;
// joinService.ts makes it.

export interface JoinRequest extends Omit<PlaysRequest, 'stakeMinor'> {
  /** joinGamePerm: the stake per line in the game currency's major unit; must be the play cost. */
  stake?: number;
  playerId: number;
  gameId: number;
  gameInstanceId: number;
  currencyId: string;
  /** Client-chosen idempotency key; absent means a new join every call. */
  joinKey?: string;
  /**
   * Which account pays: the player's cash (default), subscriptions for a subscription's draws, or
   * the house's satellite seats account for a seat won in a satellite (engine/satellites.ts).
   */
  payFrom?: 'cash' | 'subscriptions' | 'seat';
  /**
   * Runs inside the join's transaction once the plays are sold and paid (a subscription is bought
   * or spent with the join, never without it); its answer is the join's subscriptionCode.
   */
  withJoin?: (q: Queryable, sale: JoinSale) => Promise<string | null>;
  /**
   * The join gate (responsibleGaming/joinGate.ts) with the site's settings, applied in the join's
   * batch: on the player's row the batch reads anyway, so a plain join costs no read of its own
   * for it; a join it refuses (or must look further for) is made alone, where joinGate decides
   * and audits. Absent: the caller applied it, or it does not apply (a satellite seat).
   */
  gate?: JoinGatePolicy;
  /**
   * Of the join's price (cost plus fee), the part the house promotions account pays instead of
   * the payer (a subscription promotion's share of the draw); kept within the price.
   */
  promotionMinor?: (priceMinor: number) => number;
}

/** A committed-with-the-join view of a sale, for withJoin. */
export interface JoinSale {
  joinId: number;
  instance: InstanceRow;
  plays: readonly string[];
  /** The bet type of each line (one-draw bet games), in the order of plays. */
  betTypes?: readonly string[];
  pricePerDrawMinor: number;
  /** Of pricePerDrawMinor, what the promotions account paid (request.promotionMinor). */
  promotionMinor: number;
  cashAccountId: number;
  now: number;
}
