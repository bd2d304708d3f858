/** Spec section 3, Subscription. States: active, completed, cancelled. */
export interface Subscription {
  id: number;
  gameId: number;
  active: boolean;
  completed: boolean;
  cancelled: boolean;
  remainingBalance: number;
  currencyId: string;
  playerPlays: string[];
  gamesJoined: number;
  /** The promotion's percent the subscription was bought with; 0 without one. */
  discountPercent: number;
  /** What the player paid for it: up front, or so far for pay as you go (major units). */
  amountPaid: number;
  /** What the promotion took off that price (major units); 0 without one. */
  discount: number;
}
