import type { Clock, SessionInfo, SessionResolver } from '../../services';
import type { Db, Queryable } from '../../storage/db';
import { sessionsRepo } from './repository';
import type { EndReason } from './sessionTopic';
import { hashToken, newSessionToken } from './tokens';

export interface SessionPolicy {
  /** A session unused this long is dead (default 30 min). */
  idleMs: number;
  /** A session is dead this long after login whatever its use (default 24 h). */
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 30 * 60_000, absoluteMs: 24 * 3_600_000 };

export interface StartedSession {
  token: string;
  session: SessionInfo;
  /** Session ids the new login replaced (one active session per player per site). */
  replaced: string[];
}

export interface SessionService extends SessionResolver {
  /** Opens a session for the player inside q, revoking the player's other sessions on the site. */
  start(q: Queryable, player: { id: number; memberId: number; username: string }): Promise<StartedSession>;
  /** Ends the session with that id (the token hash); false when it was not live. */
  revoke(sessionId: string): Promise<boolean>;
  /** Ends every live session of the player inside q (ban, password reset); returns their ids. */
  endAll(q: Queryable, playerId: number, reason: EndReason): Promise<string[]>;
  endedReason(token: string): Promise<string | null>;
}

export function createSessionService(deps: { db: Db; clock: Clock; policy?: SessionPolicy }): SessionService {
  const { db, clock } = deps;
  const policy = deps.policy ?? DEFAULT_SESSION_POLICY;
  // A session is marked seen at most once a minute (a thirtieth of the idle limit if that is less):
  // its other look-ups only read (sessionsRepo.touchLive).
  const touchEveryMs = Math.min(60_000, Math.floor(policy.idleMs / 30));

  return {
    async start(q, player) {
      const token = newSessionToken();
      const tokenHash = hashToken(token);
      const now = clock.now();
      const expiresAt = now + policy.absoluteMs;
      await sessionsRepo.insert(q, {
        token_hash: tokenHash,
        player_id: player.id,
        member_id: player.memberId,
        created_at: now,
        expires_at: expiresAt,
      });
      const replaced = await sessionsRepo.revokeOthers(q, player.id, player.memberId, tokenHash);
      const session: SessionInfo = {
        sessionId: tokenHash,
        playerId: player.id,
        memberId: player.memberId,
        username: player.username,
        expiresAt,
      };
      return { token, session, replaced };
    },

    async resolve(token) {
      if (!token) return null;
      const row = await sessionsRepo.touchLive(
        db,
        hashToken(token),
        clock.now(),
        policy.idleMs,
        touchEveryMs,
      );
      if (!row) return null;
      return {
        sessionId: row.token_hash,
        playerId: row.player_id,
        memberId: row.member_id,
        username: row.username,
        expiresAt: row.expires_at,
      };
    },

    revoke: (sessionId) => sessionsRepo.revoke(db, sessionId),
    endedReason: (token) => sessionsRepo.endedReason(db, hashToken(token)),
    endAll: (q, playerId, reason) => sessionsRepo.revokeAllOf(q, playerId, reason),
  };
}
