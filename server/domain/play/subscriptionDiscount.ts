/**
 * The money rules of a subscription promotion, in integer minor units.
 *
 * - A promotion of p percent takes floor(amount * p / 100) off a price: never more than p percent,
 *   so the player pays the rest (the sub-unit remainder of the discount stays with the price).
 * - Draws and monthly plans pay the discounted total P for N draws up front. Draw k (1..N) spends
 *   floor(P * k / N) - floor(P * (k - 1) / N) of it, so the first k draws spend floor(P * k / N) and
 *   all N spend exactly P: the shares are derived from the paid total and sum back to it, with the
 *   rounding remainder carried to later draws instead of lost. The house promotions account pays
 *   the rest of each draw's price. A refund (cancel, end of a monthly period) pays back
 *   P - floor(P * k / N): at most what was paid, and exactly the unspent share of it.
 * - Pay as you go discounts each placed draw's price on its own.
 */

/** What a promotion of `percent` takes off `amountMinor`. */
export function discountOf(amountMinor: number, percent: number): number {
  if (percent <= 0 || amountMinor <= 0) return 0;
  return Math.floor((amountMinor * Math.min(percent, 100)) / 100);
}

/** Of `paidMinor` paid for `draws` draws, what the first `spent` draws used (floor(P * k / N)). */
export function paidSpent(paidMinor: number, spent: number, draws: number): number {
  if (draws <= 0 || spent <= 0) return 0;
  if (spent >= draws) return paidMinor;
  // BigInt: P * k may pass 2^53 for large plans.
  return Number((BigInt(paidMinor) * BigInt(spent)) / BigInt(draws));
}

/** The paid share of draw `k` (1-based) of `draws`, out of the paid total. */
export function paidShareOfDraw(paidMinor: number, k: number, draws: number): number {
  return paidSpent(paidMinor, k, draws) - paidSpent(paidMinor, k - 1, draws);
}
