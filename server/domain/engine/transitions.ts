import { canTransition, type GameStatus } from '../../../protocol/gameStatus';
import type { InstanceRow } from '../games/instancesRepo';

/** The lobby drops an ended instance: not a game status, so it is its own step. */
export const REMOVE = 'REMOVE' as const;
export type Step = GameStatus | typeof REMOVE;

/**
 * The next step an instance is due for at `now`, or null. Draw logic comes later: a STARTED game
 * simply ends when its playout time is over, with no results.
 */
export function dueStep(row: InstanceRow, now: number, retentionMs: number): Step | null {
  const next = ((): Step | null => {
    switch (row.status) {
      case 'OPEN':
        return row.registration_end_at <= now ? 'CLOSED' : null;
      case 'CLOSED':
        return row.ready_at <= now ? 'READY' : null;
      case 'READY':
        return row.start_at <= now ? 'STARTED' : null;
      case 'STARTED':
        return row.end_due_at <= now ? 'ENDED' : null;
      case 'ENDED':
        return (row.ended_at ?? now) + retentionMs <= now ? REMOVE : null;
      default:
        return null;
    }
  })();
  if (next !== null && next !== REMOVE && !canTransition(row.status, next))
    throw new Error(`illegal transition ${row.status} -> ${next} for instance ${row.id}`);
  return next;
}
