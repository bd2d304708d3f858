import type { GameInstance } from '../../../protocol/types';
import { gameKindOf, oneDrawVariantOf } from '../../../protocol/gameRules';
import { countdownTargetOf } from './gameStatusLabel';

/** One-draw perm games are always entered as perms, on /permpick. */
export function isPermGame(game: Pick<GameInstance, 'gameRule'>): boolean {
  return oneDrawVariantOf(game.gameRule) === 'Perm';
}

/**
 * Games a perm entry (more numbers than the pick size, every combination a play) can be made in:
 * ranked lotteries and one-draw perm games. They make up /permlobby.
 */
export function allowsPermEntry(game: Pick<GameInstance, 'gameRule'>): boolean {
  return gameKindOf(game.gameRule) === 'regular' || isPermGame(game);
}

/** READY, STARTED or RETRY: being drawn now or about to be. */
export function isLiveGame(game: Pick<GameInstance, 'gameStatus'>): boolean {
  return game.gameStatus === 'READY' || game.gameStatus === 'STARTED' || game.gameStatus === 'RETRY';
}

/**
 * The game a deep link opens (spec section 2: id is the instance, gid the game). An id the lobby
 * holds wins; otherwise the game's instance still open with the nearest countdown, else its live
 * one. A raffle card's Enter Now sends both, and the instance may have closed meanwhile.
 */
export function gameForLink(
  games: readonly GameInstance[],
  id: number | null,
  gid: number | null,
): GameInstance | null {
  const byId = id ? games.find((g) => g.gameInstanceId === id) : undefined;
  if (byId && (byId.gameStatus === 'OPEN' || !gid)) return byId;
  if (!gid) return null;
  const ofGame = games
    .filter((g) => g.gameId === gid)
    .sort((a, b) => countdownTargetOf(a) - countdownTargetOf(b) || a.gameInstanceId - b.gameInstanceId);
  return ofGame.find((g) => g.gameStatus === 'OPEN') ?? byId ?? ofGame.find(isLiveGame) ?? null;
}

export type LinkTarget = {
  path: '/pick' | '/permpick' | '/playout' | '/bingo/lobby' | '/bingo/playout';
  id: number;
} | null;

/** Paths where a game is watched rather than entered. */
export const WATCH_PATHS: ReadonlySet<string> = new Set(['/playout', '/bingo/playout']);

/**
 * Where opening a game leads: the picker while it is open (the perm picker for perm games or when
 * asked from the perm lobby), the playout while it is drawn. Bingo cards are dealt, not picked:
 * an open room is bought into in the bingo lobby, a live one watched in the bingo hall.
 */
export function linkTargetOf(game: GameInstance | null, perm = false): LinkTarget {
  if (!game) return null;
  if (game.gameRule === 'bingoGame') {
    if (game.gameStatus === 'OPEN') return { path: '/bingo/lobby', id: game.gameInstanceId };
    return isLiveGame(game) ? { path: '/bingo/playout', id: game.gameInstanceId } : null;
  }
  if (game.gameStatus === 'OPEN')
    return { path: perm || isPermGame(game) ? '/permpick' : '/pick', id: game.gameInstanceId };
  if (isLiveGame(game)) return { path: '/playout', id: game.gameInstanceId };
  return null;
}

/**
 * Games a visitor can buy through the one-click checkout (/checkout): lotteries and raffles that
 * cost something and are open now (spec section 1: subscriptions to lottery and raffle games).
 * One-draw bet games need a bet type the checkout does not ask for; tournaments need a seat.
 */
export function isCheckoutGame(game: GameInstance): boolean {
  const kind = gameKindOf(game.gameRule);
  return (
    (kind === 'regular' || kind === 'raffle') &&
    game.gameStatus === 'OPEN' &&
    game.gamePlayCost > 0 &&
    !game.tournament
  );
}
