import type { GameInstance } from '../../../protocol/types';

/**
 * What a pushed snapshot means for the player, against the copy held (spec section 4): a refund
 * or a reschedule of a game they are in gets a notice, and ready or registration end may open the
 * play-game modal. Only a change of status counts, so a repeated snapshot says nothing twice.
 */
export type GameTransition = 'refunded' | 'rescheduled' | 'readyOrClosed' | null;

export function transitionOf(held: GameInstance | undefined, next: GameInstance): GameTransition {
  if (!held || held.gameStatus === next.gameStatus) return null;
  if (next.gameStatus === 'REFUNDED') return 'refunded';
  if (next.gameStatus === 'OPEN' && held.gameStatus !== 'OPEN') return 'rescheduled';
  if (next.gameStatus === 'READY' || next.gameStatus === 'CLOSED') return 'readyOrClosed';
  return null;
}

/** The fields a broadcast snapshot cannot know: they belong to the viewer, not the game. */
export const VIEWER_FIELDS = ['playerInGame', 'playerPlaysInGame', 'lastJoinTimeMs', 'favGame'] as const;

/** A broadcast snapshot with the viewer's own facts taken from the copy held. */
export function keepViewerFacts(held: GameInstance | undefined, next: GameInstance): GameInstance {
  if (!held) return next;
  const kept = { ...next };
  for (const field of VIEWER_FIELDS) (kept as Record<string, unknown>)[field] = held[field];
  return kept;
}
