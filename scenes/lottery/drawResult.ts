/**
 * What the lottery playout scene is given to show. Outcomes are data: the server decided the
 * draws, the player's plays and the winnings; the scene only animates them and holds no rules.
 */
export interface DrawResult {
  gameTitle: string;
  /** Balls are numbered 1..drawRange. */
  drawRange: number;
  /** The main balls in draw order. */
  draws: number[];
  /** Bonus (second set) balls in draw order, drawn after the main ones. */
  draws2nd?: number[];
  /** The player's plays as 'main,main,...#second,...' (e.g. '3,11,19#4'). */
  myPlays: string[];
  /** The player's total winnings in the major unit of currencyId. */
  winnings: number;
  progressive: { amount: number; won: boolean };
  /** Currency of winnings and progressive; USD when absent. */
  currencyId?: string;
  /** Win flags of the playout state (spec section 3). */
  flags?: { lucky?: boolean; bonobo?: boolean; multi?: boolean; perfect?: boolean };
}
