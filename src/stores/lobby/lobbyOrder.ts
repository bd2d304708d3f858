import type { GameInstance } from '../../../protocol/types';
import { countdownTargetOf, statusLabelOf, type StatusLabel } from './gameStatusLabel';

/**
 * Lobby order by what a player can do now: games open to buy come first (soonest close first),
 * then games about to open, then draws to watch, then sold-out and closed ones. Finished games
 * (completed) are for the results pages: the lobby leaves them out entirely.
 */
const ACTION_RANK: Record<StatusLabel, number> = {
  startingSoon: 0,
  open: 0,
  openingSoon: 1,
  starting: 2,
  playing: 2,
  soldOut: 3,
  closed: 3,
  completed: 4,
};

export const isFinished = (game: GameInstance, now: number) => statusLabelOf(game, now) === 'completed';

export function byPlayerAction(now: number) {
  return (a: GameInstance, b: GameInstance): number =>
    ACTION_RANK[statusLabelOf(a, now)] - ACTION_RANK[statusLabelOf(b, now)] ||
    countdownTargetOf(a) - countdownTargetOf(b) ||
    a.gameInstanceId - b.gameInstanceId;
}

/** The games a lobby grid shows, in the order above, without the finished ones. */
export function lobbyOrder(games: Iterable<GameInstance>, now: number): GameInstance[] {
  return [...games].filter((game) => !isFinished(game, now)).sort(byPlayerAction(now));
}

export interface HeadlinePrize {
  kind: 'progressive' | 'prizePool' | 'topPrize';
  amount: number;
}

/**
 * What a tile's prize line shows: the progressive jackpot when the game runs one, else the pool
 * once plays are sold, else the best single prize (a fixed-prize game's pool is empty until then,
 * and "$0" tells a player nothing about what they can win).
 */
export function headlineOf(game: GameInstance): HeadlinePrize {
  if (game.progressiveAmount > 0) return { kind: 'progressive', amount: game.progressiveAmount };
  const top = game.bonoboPayout ?? 0;
  if (game.prizePool <= 0 && top > 0) return { kind: 'topPrize', amount: top };
  return { kind: 'prizePool', amount: game.prizePool };
}

export const headlinePrizeOf = (game: GameInstance) => headlineOf(game).amount;

/**
 * The lobby hero: the open game with the biggest headline prize (jackpot, else pool), compared in
 * each game's payout currency as sent; ties go to the one closing soonest.
 */
export function heroGameOf(games: Iterable<GameInstance>, now: number): GameInstance | null {
  let best: GameInstance | null = null;
  for (const game of games) {
    const status = statusLabelOf(game, now);
    if (status !== 'open' && status !== 'startingSoon') continue;
    if (
      !best ||
      headlinePrizeOf(game) > headlinePrizeOf(best) ||
      (headlinePrizeOf(game) === headlinePrizeOf(best) && countdownTargetOf(game) < countdownTargetOf(best))
    )
      best = game;
  }
  return best;
}
