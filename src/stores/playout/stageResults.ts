import type { PlayoutShow } from './playoutShow';

/** One rank of a raffle: its winning ticket and winner, as the server drew and settled them. */
export interface RaffleRank {
  rankNumber: number;
  /** The winning ticket (play id). */
  ticket: number;
  screenName: string;
  prize: number;
  /** The viewing player's own ticket. */
  mine: boolean;
}

/** What the raffle playout scene is given: the winning ticket of each rank, rank 1 first. */
export interface RaffleResult {
  gameTitle: string;
  /** The site's raffleTicketPrefix. */
  ticketPrefix: string;
  currencyId?: string;
  ranks: RaffleRank[];
}

/**
 * A raffle's draws are the winning play ids, rank 1 first (the server's order); each rank's winner
 * and prize come from the settled winners list. `mine` marks the viewing player's own tickets.
 */
export function raffleShowOf(show: PlayoutShow, ticketPrefix: string): RaffleResult {
  return {
    gameTitle: show.gameTitle,
    ticketPrefix,
    currencyId: show.currencyId,
    ranks: show.draws.map((ticket, i) => {
      const winner = show.winners.find((w) => w.rankNumber === i + 1);
      return {
        rankNumber: i + 1,
        ticket,
        screenName: winner?.screenName ?? '',
        prize: winner?.prize ?? 0,
        mine: winner?.mine === true,
      };
    }),
  };
}

/**
 * The player's result at the end of a lottery or raffle, as the server settled it: what the
 * game-over scene shows.
 */
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

export function gameOverShowOf(show: PlayoutShow, ticketPrefix: string): GameOverResult {
  return {
    kind: show.kind,
    gameTitle: show.gameTitle,
    winnings: show.winnings,
    currencyId: show.currencyId,
    draws: show.draws,
    ...(show.draws2nd ? { draws2nd: show.draws2nd } : {}),
    plays: show.myPlays.length,
    ticketPrefix,
    progressiveWon: show.progressive.won,
  };
}
