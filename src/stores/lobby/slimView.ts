import type { GameInstance } from '../../../protocol/types';
import { SLIM_VIEW_OPEN_GAMES_THRESHOLD } from '../../../protocol/constants';

export interface SlimViewInputs {
  /** Games with status OPEN. */
  openCount: number;
  /** The site's slimGamesThreshold; 0 or missing means the default of 4. */
  threshold?: number;
  /** The configuration's switch-main flag: on means the main lobby is always used. */
  switchMain: boolean;
  /** A 'live' flag on the address forces the slim view. */
  live: boolean;
}

/**
 * Spec section 4, Load: the slim single-game view is used when the count of OPEN games is above 0
 * and below the threshold and the main switch is off, or when a 'live' flag is present.
 */
export function usesSlimView({ openCount, threshold, switchMain, live }: SlimViewInputs): boolean {
  if (live) return true;
  const limit = threshold && threshold > 0 ? threshold : SLIM_VIEW_OPEN_GAMES_THRESHOLD;
  return !switchMain && openCount > 0 && openCount < limit;
}

const playsLeft = (g: GameInstance) =>
  g.gamePlayMax > 0 ? g.gamePlayMax - g.gamePlayCurrent : Number.POSITIVE_INFINITY;

/**
 * The slim view's main game among the open ones: the tournament starting earliest; without
 * tournaments the non-tournament game with the fewest plays left. Ties go to the lower id so the
 * choice is stable between pushes.
 */
export function mainGameOf(openGames: readonly GameInstance[]): GameInstance | null {
  const byId = (a: GameInstance, b: GameInstance) => a.gameInstanceId - b.gameInstanceId;
  const tournaments = openGames.filter((g) => g.tournament && g.tournamentStartTime > 0);
  if (tournaments.length)
    return [...tournaments].sort((a, b) => a.tournamentStartTime - b.tournamentStartTime || byId(a, b))[0];
  const others = openGames.filter((g) => !g.tournament);
  if (!others.length) return null;
  return [...others].sort((a, b) => playsLeft(a) - playsLeft(b) || byId(a, b))[0];
}
