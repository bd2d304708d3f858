import type { Clock } from '../../ports/clock';
import type { PushHub } from '../../ports/pushHub';
import type { SessionInfo, SessionResolver } from '../../ports/session';
import type { Db, Queryable } from '../../storage/db';
import { RecentSessions } from './recentSessions';
import { sessionsRepo } from './repository';
import {
  announceSessionsEnded,
  SESSIONS_ENDED_TOPIC,
  type EndReason,
  type SessionsEnded,
} from './sessionTopic';
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
  /** `ip`: the address the player signed in from, kept for the back office's last sign-ins. */
  start(
    q: Queryable,
    player: { id: number; memberId: number; username: string },
    ip?: string,
  ): Promise<StartedSession>;
  /** Ends the session with that id (the token hash); false when it was not live. */
  revoke(sessionId: string): Promise<boolean>;
  /**
   * Ends every live session of the player inside q (ban, password reset); returns their ids, for
   * the caller to announce once q commits (sessionTopic.ts, players/sessionEvents.ts).
   */
  endAll(q: Queryable, playerId: number, reason: EndReason): Promise<string[]>;
  endedReason(token: string): Promise<string | null>;
  /**
   * resolve() for calls over a socket or HTTP: a session this process looked up a moment ago
   * answers without a query (recentSessions.ts says for how long and why that is safe).
   */
  resolveRecent(token: string): Promise<SessionInfo | null>;
  /** Forgets sessions another process ended (heard on their session topics). */
  forget(sessionIds: readonly string[]): void;
}

export function createSessionService(deps: {
  db: Db;
  clock: Clock;
  policy?: SessionPolicy;
  /** Where a logout is announced to the other processes, and where theirs are heard (sessionTopic.ts). */
  push?: PushHub;
}): SessionService {
  const { db, clock } = deps;
  const policy = deps.policy ?? DEFAULT_SESSION_POLICY;
  // A session is marked seen at most once a minute (a thirtieth of the idle limit if that is less):
  // its other look-ups only read (sessionsRepo.touchLive).
  const touchEveryMs = Math.min(60_000, Math.floor(policy.idleMs / 30));
  const recent = new RecentSessions();
  // Ends made by other processes (and this one's, again: forgetting twice is harmless).
  deps.push?.subscribe(SESSIONS_ENDED_TOPIC, (push) =>
    recent.end((push.data as SessionsEnded).sessionIds ?? []),
  );

  async function lookUp(tokenHash: string): Promise<SessionInfo | null> {
    const startedAt = recent.stamp();
    const row = await sessionsRepo.touchLive(db, tokenHash, clock.now(), policy.idleMs, touchEveryMs);
    if (!row) return null;
    const session: SessionInfo = {
      sessionId: row.token_hash,
      playerId: row.player_id,
      memberId: row.member_id,
      username: row.username,
      expiresAt: row.expires_at,
    };
    recent.put(session, startedAt);
    return session;
  }

  return {
    async start(q, player, ip) {
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
        ip: ip ?? null,
      });
      const replaced = await sessionsRepo.revokeOthers(q, player.id, player.memberId, tokenHash);
      recent.end(replaced);
      const session: SessionInfo = {
        sessionId: tokenHash,
        playerId: player.id,
        memberId: player.memberId,
        username: player.username,
        expiresAt,
      };
      return { token, session, replaced };
    },

    resolve: (token) => (token ? lookUp(hashToken(token)) : Promise.resolve(null)),

    async resolveRecent(token) {
      if (!token) return null;
      const tokenHash = hashToken(token);
      return recent.get(tokenHash, clock.now()) ?? lookUp(tokenHash);
    },

    forget: (sessionIds) => recent.end(sessionIds),

    async revoke(sessionId) {
      recent.end([sessionId]);
      const revoked = await sessionsRepo.revoke(db, sessionId);
      if (revoked && deps.push) announceSessionsEnded(deps.push, [sessionId]);
      return revoked;
    },
    endedReason: (token) => sessionsRepo.endedReason(db, hashToken(token)),
    async endAll(q, playerId, reason) {
      const ended = await sessionsRepo.revokeAllOf(q, playerId, reason);
      recent.end(ended);
      return ended;
    },
  };
}
