/** The player's result at the end of a lottery or raffle, as the server settled it. */
export interface GameOverResult {
  kind: 'lottery' | 'raffle';
  gameTitle: string;
  /** Total won in the major unit of currencyId; 0 for no win. */
  winnings: number;
  currencyId?: string;
  /** Lottery: the balls drawn; raffle: the winning tickets, rank 1 first. */
  draws: number[];
  draws2nd?: number[];
  /** How many plays (lines or tickets) the player had. */
  plays: number;
  /** The site's raffleTicketPrefix, for raffle tickets. */
  ticketPrefix?: string;
  progressiveWon?: boolean;
}

export interface GameOverTexts {
  title: string;
  won: (amount: string) => string;
  noWin: string;
  plays: (count: number) => string;
  noPlays: string;
  drawn: string;
  jackpot: string;
}

export const DEFAULT_GAME_OVER_TEXTS: GameOverTexts = {
  title: 'Game Over',
  won: (amount) => `You won ${amount}`,
  noWin: 'No win this time',
  plays: (count) => `You had ${count} ${count === 1 ? 'play' : 'plays'} in this game.`,
  noPlays: 'You had no plays in this game.',
  drawn: 'Drawn',
  jackpot: 'Progressive jackpot won!',
};
