import type { PlayerLogin } from '../../../protocol/operator/calls';
import type { Queryable } from '../../storage/db';

/** How many sign-ins the player page lists. */
const SHOWN = 20;

/**
 * A player's latest sign-ins (their sessions, live or not) with the address each came from. The
 * address is personal data: only the roles that see contact data get it.
 */
export async function recentLogins(
  q: Queryable,
  playerId: number,
  now: number,
  /** The players' idle limit: a session unused this long has expired though never ended. */
  idleMs: number,
  showAddress: boolean,
): Promise<PlayerLogin[]> {
  const rows = await q.query<{
    member_id: number;
    created_at: number;
    last_seen_at: number;
    expires_at: number;
    revoked: boolean;
    ip: string | null;
  }>(
    `SELECT member_id, created_at, last_seen_at, expires_at, revoked, ip FROM sessions
     WHERE player_id = $1 ORDER BY created_at DESC LIMIT ${SHOWN}`,
    [playerId],
  );
  return rows.map((r) => ({
    siteId: Number(r.member_id),
    at: Number(r.created_at),
    lastSeenAt: Number(r.last_seen_at),
    ip: showAddress ? r.ip : null,
    state: r.revoked
      ? 'ended'
      : Number(r.expires_at) <= now || Number(r.last_seen_at) <= now - idleMs
        ? 'expired'
        : 'live',
  }));
}
