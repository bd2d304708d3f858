import type { Logger } from 'pino';
import type { SessionInfo, SessionResolver } from '../ports/session';

/** Tokens longer than this are not ours; they are refused without a storage look-up. */
const MAX_TOKEN_LENGTH = 256;

/** A header or hello value that may be a session token, or null. */
export function tokenOf(value: unknown): string | null {
  if (Array.isArray(value)) value = value[0];
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TOKEN_LENGTH ? value : null;
}

/**
 * Resolves a token to its live session. A failing look-up is logged (without the token) and counts
 * as no session: the caller then gets `101` and logs in again rather than hanging. `recent` lets a
 * session this process looked up a moment ago answer (SessionResolver.resolveRecent).
 */
export async function resolveSession(
  sessions: SessionResolver,
  token: string | null,
  log: Logger,
  recent = false,
): Promise<SessionInfo | null> {
  if (!token) return null;
  try {
    return await (recent && sessions.resolveRecent ? sessions.resolveRecent(token) : sessions.resolve(token));
  } catch (error) {
    log.error({ err: error }, 'session look-up failed');
    return null;
  }
}
