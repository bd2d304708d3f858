/**
 * House accounts: the other side of every player movement, one per code and currency, created on
 * first use. Their balances may go negative (the promotions account funds bonuses, the clearing
 * account mirrors money held by payment providers).
 */
export const HouseAccount = {
  /** Stakes taken from players at join; the engine moves them on to pools, jackpots and fees. */
  wagers: 'wagers',
  prizePool: 'prize_pool',
  jackpots: 'jackpots',
  fees: 'fees',
  /** Money in flight with payment providers: deposits come from here, paid withdrawals go here. */
  paymentClearing: 'payment_clearing',
  /** Withdrawals submitted and not yet paid or cancelled. */
  withdrawalsPending: 'withdrawals_pending',
  /** Coupons, seed balances and other promotional money. */
  promotions: 'promotions',
  /** Cash options of prize items, paid when a winner takes the cash instead of the item. */
  prizeItems: 'prize_items',
  /** The other side of the back office's balance adjustments (credits go negative, debits positive). */
  adjustments: 'operator_adjustments',
} as const;

export type HouseAccountCode = (typeof HouseAccount)[keyof typeof HouseAccount];
