import type { CashierService } from '../cashier/service';
import type { SessionService } from '../sessions/service';
import type { Clock } from '../../ports/clock';
import type { PushHub } from '../../ports/pushHub';
import type { SessionInfo } from '../../ports/session';
import { announceSessionsEnded } from '../sessions/sessionTopic';
import type { Db, Queryable } from '../../storage/db';
import { recordAction } from './csLimits';

export interface RestrictionDeps {
  db: Db;
  clock: Clock;
  /** Ends the player's open sessions (the sessions service's own path). */
  sessions?: Pick<SessionService, 'endAll'>;
  /** Where the ended sessions are announced to every process (sessionTopic.ts). */
  push?: PushHub;
  /** Cancels pending deposit requests through the cashier's own path (the balance stays withdrawable). */
  cashier?: Pick<CashierService, 'depositRequests' | 'cancelDepositRequest'>;
}

export type RestrictionColumn = 'timeout_until' | 'self_excluded_until';

/** Who restricts: the player (their own page), or an operator with a reason and an audit hook. */
export interface RestrictedBy {
  actor: string;
  reason?: string;
  /** Runs in the restriction's transaction, with the end before and after (the back office's audit). */
  record?: (
    q: Queryable,
    change: { before: number | null; until: number; endedSessions: number; cancelledRequests: number },
  ) => Promise<void>;
}

/**
 * A time-out or self-exclusion (spec sections 4 and 9): the end only ever moves later, so it can
 * never be lifted early. In one transaction with the restriction: marketing mail stops (the
 * player's news preference goes off), every open session ends, and the action is recorded. Then
 * pending deposit requests are cancelled through the cashier; money already in the account stays
 * there and withdrawable.
 */
export async function restrict(
  deps: RestrictionDeps,
  session: SessionInfo,
  column: RestrictionColumn,
  until: number,
  by: RestrictedBy = { actor: 'player' },
): Promise<{ before: number | null; until: number; endedSessions: number; cancelledRequests: number }> {
  const now = deps.clock.now();
  // Cancelled first, while the player's session is still the one the cashier checks ownership with.
  let cancelledRequests = 0;
  if (deps.cashier)
    for (const request of await deps.cashier.depositRequests(session)) {
      await deps.cashier.cancelDepositRequest(session, request.id);
      cancelledRequests++;
    }
  const changed = await deps.db.tx(async (q) => {
    const [row] = await q.query<{ before: string | number | null }>(
      `SELECT ${column} AS before FROM players WHERE id = $1 FOR UPDATE`,
      [session.playerId],
    );
    const before = row?.before == null ? null : Number(row.before);
    await q.query(
      `UPDATE players SET ${column} = GREATEST(COALESCE(${column}, 0), $2::bigint),
              self_restricted_until = GREATEST(COALESCE(self_restricted_until, 0), $2::bigint),
              contact_preference = contact_preference || '{"contactEmailNews": false}'::jsonb,
              updated_at = $3
        WHERE id = $1`,
      [session.playerId, until, now],
    );
    const ended = deps.sessions ? await deps.sessions.endAll(q, session.playerId, 'logout') : [];
    const after = Math.max(before ?? 0, until);
    await recordAction(q, {
      playerId: session.playerId,
      actor: by.actor,
      action: column === 'timeout_until' ? 'timeout' : 'selfExclusion',
      detail: {
        until,
        endedSessions: ended.length,
        cancelledRequests,
        ...(by.reason ? { reason: by.reason } : {}),
      },
      now,
    });
    await by.record?.(q, { before, until: after, endedSessions: ended.length, cancelledRequests });
    return { ended, before, until: after };
  });
  if (deps.push) announceSessionsEnded(deps.push, changed.ended);
  return {
    before: changed.before,
    until: changed.until,
    endedSessions: changed.ended.length,
    cancelledRequests,
  };
}
