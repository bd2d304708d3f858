import type { PlayoutShow } from './playoutShow';

/** A raffle's winning ticket per rank, as the raffle scene shows it (its RaffleResult). */
export interface RaffleShow {
  gameTitle: string;
  ticketPrefix: string;
  currencyId?: string;
  ranks: { rankNumber: number; ticket: number; screenName: string; prize: number; mine: boolean }[];
}

/**
 * A raffle's draws are the winning play ids, rank 1 first (the server's order); each rank's winner
 * and prize come from the settled winners list. `mine` marks the viewing player's own tickets.
 */
export function raffleShowOf(show: PlayoutShow, ticketPrefix: string, username: string | null): RaffleShow {
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
        mine: username !== null && winner?.username === username,
      };
    }),
  };
}

/** The player's result for the game-over scene (its GameOverResult). */
export interface GameOverShow {
  kind: 'lottery' | 'raffle';
  gameTitle: string;
  winnings: number;
  currencyId?: string;
  draws: number[];
  draws2nd?: number[];
  plays: number;
  ticketPrefix?: string;
  progressiveWon?: boolean;
}

export function gameOverShowOf(show: PlayoutShow, ticketPrefix: string): GameOverShow {
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
