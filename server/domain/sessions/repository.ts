import type { Queryable } from '../../storage/db';
import type { EndReason } from './sessionTopic';

export interface SessionRow {
  token_hash: string;
  player_id: number;
  member_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked: boolean;
}

type Rows = SessionRow & Record<string, unknown>;

export const sessionsRepo = {
  async insert(
    q: Queryable,
    s: Omit<SessionRow, 'revoked' | 'last_seen_at'> & { ip?: string | null },
  ): Promise<void> {
    await q.query(
      `INSERT INTO sessions (token_hash, player_id, member_id, created_at, last_seen_at, expires_at, ip)
       VALUES ($1, $2, $3, $4, $4, $5, $6)`,
      [s.token_hash, s.player_id, s.member_id, s.created_at, s.expires_at, s.ip ?? null],
    );
  },

  /**
   * The session if it is still live at `now` (not revoked, within both limits), marked seen at
   * `now` when its last mark is `touchEveryMs` old or more. Every call of a logged-in player
   * looks its session up; writing the mark each time made each call a commit of its own (a WAL
   * flush) while the look-up alone is a read. Idle expiry then counts from a mark at most
   * touchEveryMs older than the last call: keep it a small share of the idle limit.
   */
  async touchLive(
    q: Queryable,
    tokenHash: string,
    now: number,
    idleMs: number,
    touchEveryMs = 0,
  ): Promise<(SessionRow & { username: string }) | null> {
    const rows = await q.query<Rows & { username: string }>(
      `WITH live AS (
         SELECT s.*, p.username FROM sessions s JOIN players p ON p.id = s.player_id
         WHERE s.token_hash = $1 AND NOT s.revoked AND s.expires_at > $2 AND s.last_seen_at + $3 > $2),
       touched AS (
         UPDATE sessions s SET last_seen_at = $2 FROM live
         WHERE s.token_hash = live.token_hash AND live.last_seen_at + $4 <= $2
           AND NOT s.revoked AND s.expires_at > $2 AND s.last_seen_at + $3 > $2
         RETURNING s.token_hash)
       SELECT * FROM live`,
      [tokenHash, now, idleMs, touchEveryMs],
    );
    return rows[0] ?? null;
  },

  async revoke(q: Queryable, tokenHash: string, reason: EndReason = 'logout'): Promise<boolean> {
    const rows = await q.query(
      'UPDATE sessions SET revoked = true, ended_reason = $2 WHERE token_hash = $1 AND NOT revoked RETURNING 1',
      [tokenHash, reason],
    );
    return rows.length > 0;
  },

  /** Revokes the player's other sessions on the site; returns their ids (token hashes). */
  async revokeOthers(q: Queryable, playerId: number, memberId: number, keep: string): Promise<string[]> {
    const rows = await q.query<{ token_hash: string }>(
      `UPDATE sessions SET revoked = true, ended_reason = 'replaced'
       WHERE player_id = $1 AND member_id = $2 AND NOT revoked AND token_hash <> $3 RETURNING token_hash`,
      [playerId, memberId, keep],
    );
    return rows.map((r) => r.token_hash);
  },

  /** Revokes every live session of the player on every site; returns their ids. */
  async revokeAllOf(q: Queryable, playerId: number, reason: EndReason): Promise<string[]> {
    const rows = await q.query<{ token_hash: string }>(
      `UPDATE sessions SET revoked = true, ended_reason = $2 WHERE player_id = $1 AND NOT revoked
       RETURNING token_hash`,
      [playerId, reason],
    );
    return rows.map((r) => r.token_hash);
  },

  /** Why the session ended, or null while it is live (or unknown). */
  async endedReason(q: Queryable, tokenHash: string): Promise<string | null> {
    const rows = await q.query<{ ended_reason: string | null }>(
      'SELECT ended_reason FROM sessions WHERE token_hash = $1 AND revoked',
      [tokenHash],
    );
    return rows[0]?.ended_reason ?? null;
  },
};
