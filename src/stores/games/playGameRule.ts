import type { GameInstance } from '../../../protocol/types';
import { TOURNAMENT_READY_WINDOW_MS } from '../../constants';

type RuleFields = Pick<
  GameInstance,
  'playerInGame' | 'gameStatus' | 'instaplay' | 'tournament' | 'tournamentStartTime'
>;

/**
 * Spec section 4, Play-game modal, asked on ready or registration end: for a player in the game
 * it opens when the game is STARTED, or is an instaplay or non-tournament game; a tournament's only
 * once its start is at most 30 s away. Returns the wait in ms before opening (0: open now), or
 * null when it must not open.
 */
export function playModalWaitMs(game: RuleFields, now: number): number | null {
  if (!game.playerInGame) return null;
  if (game.gameStatus === 'ENDED' || game.gameStatus === 'REFUNDED') return null;
  if (game.gameStatus === 'STARTED' || game.instaplay || !game.tournament) return 0;
  return Math.max(0, game.tournamentStartTime - now - TOURNAMENT_READY_WINDOW_MS);
}
