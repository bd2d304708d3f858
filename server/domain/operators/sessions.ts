import type { OperatorIdentity } from '../../../protocol/operator/roles';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
import { hashToken, newSessionToken } from '../sessions/tokens';
import { operatorsRepo, scopeOf } from './repository';

export interface OperatorSession extends OperatorIdentity {
  sessionId: string;
  operatorId: number;
  expiresAt: number;
}

export interface OperatorSessionPolicy {
  /** Unused this long, a session is dead (default 15 min: a back office is not left open). */
  idleMs: number;
  /** Dead this long after login whatever its use (default 8 h, a working day). */
  absoluteMs: number;
}

export const DEFAULT_OPERATOR_SESSION_POLICY: OperatorSessionPolicy = {
  idleMs: 15 * 60_000,
  absoluteMs: 8 * 3_600_000,
};

/**
 * Operator sessions live in their own table, apart from the players': a player's token is never
 * found here and an operator's token is never found in `sessions`, so neither opens the other's API.
 */
export function createOperatorSessions(deps: { db: Db; clock: Clock; policy?: OperatorSessionPolicy }) {
  const { db, clock } = deps;
  const policy = deps.policy ?? DEFAULT_OPERATOR_SESSION_POLICY;
  return {
    async start(operatorId: number, ip: string): Promise<{ token: string; expiresAt: number }> {
      const token = newSessionToken();
      const now = clock.now();
      const expiresAt = now + policy.absoluteMs;
      await db.query(
        `INSERT INTO operator_sessions (token_hash, operator_id, ip, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, $3, $4, $4, $5)`,
        [hashToken(token), operatorId, ip, now, expiresAt],
      );
      return { token, expiresAt };
    },

    /** The live session of a token (its idle timer touched), or null. */
    /**
     * The session behind a token, if still valid. A call counts as activity (`touch`, the default);
     * a live view re-checking its socket does not, so an unattended dashboard still goes idle.
     */
    async resolve(token: string, options: { touch?: boolean } = {}): Promise<OperatorSession | null> {
      const now = clock.now();
      const sessionId = hashToken(token);
      const valid = 'token_hash = $1 AND NOT revoked AND expires_at > $2 AND last_seen_at > $2 - $3';
      const [row] = await db.query<{ operator_id: number; expires_at: number }>(
        options.touch === false
          ? `SELECT operator_id, expires_at FROM operator_sessions WHERE ${valid}`
          : `UPDATE operator_sessions SET last_seen_at = $2 WHERE ${valid} RETURNING operator_id, expires_at`,
        [sessionId, now, policy.idleMs],
      );
      if (!row) return null;
      const operator = await operatorsRepo.byId(db, Number(row.operator_id));
      if (!operator || operator.disabled) return null;
      return {
        sessionId,
        operatorId: operator.id,
        username: operator.username,
        role: operator.role,
        sites: scopeOf(operator),
        expiresAt: Math.min(Number(row.expires_at), now + policy.idleMs),
      };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.query('UPDATE operator_sessions SET revoked = true WHERE token_hash = $1', [sessionId]);
    },
  };
}

export type OperatorSessions = ReturnType<typeof createOperatorSessions>;
