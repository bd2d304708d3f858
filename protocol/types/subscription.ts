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
}
