import { canTransition, type GameStatus } from '../../../protocol/gameStatus';
import type { InstanceRow } from '../games/instancesRepo';

/** The lobby drops an ended or refunded instance: not a game status, so it is its own step. */
export const REMOVE = 'REMOVE' as const;
export type Step = GameStatus | typeof REMOVE;

/** Failed draws before a game is given up and refunded (each failure pushes fail-retry). */
export const MAX_START_ATTEMPTS = 3;

/** Too few plays, or for a tournament too few players, to run the game at registration end. */
export function belowMinimum(row: InstanceRow): boolean {
  return (
    row.play_count < (row.snapshot.minPlaysPerGame ?? 0) ||
    row.player_count < (row.snapshot.minPlayersPerGame ?? 0)
  );
}

/**
 * The next step an instance is due for at `now`, or null. A game that closes below its minimum
 * plays is refunded instead; a STARTED game ends once its playout time is over and every prize is
 * paid; a RETRY (failed start) tries to start again, and is refunded after MAX_START_ATTEMPTS.
 */
export function dueStep(row: InstanceRow, now: number, retentionMs: number): Step | null {
  const next = ((): Step | null => {
    switch (row.status) {
      case 'OPEN':
        if (row.registration_end_at > now) return null;
        return belowMinimum(row) ? 'REFUNDED' : 'CLOSED';
      case 'CLOSED':
        return row.ready_at <= now ? 'READY' : null;
      case 'READY':
        return row.start_at <= now ? 'STARTED' : null;
      case 'RETRY':
        if (row.start_at > now) return null;
        return (row.start_attempts ?? 0) >= MAX_START_ATTEMPTS ? 'REFUNDED' : 'STARTED';
      case 'STARTED':
        return row.end_due_at <= now && row.settle_phase === 'paid' ? 'ENDED' : null;
      case 'ENDED':
        return (row.ended_at ?? now) + retentionMs <= now ? REMOVE : null;
      case 'REFUNDED':
        return row.refund_phase === 'done' && (row.ended_at ?? now) + retentionMs <= now ? REMOVE : null;
      default:
        return null;
    }
  })();
  if (next !== null && next !== REMOVE && !canTransition(row.status, next))
    throw new Error(`illegal transition ${row.status} -> ${next} for instance ${row.id}`);
  return next;
}
