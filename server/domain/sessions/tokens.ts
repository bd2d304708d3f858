import { createHash, randomBytes } from 'node:crypto';

/** An opaque session token: 32 random bytes, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 hex of the token: the sessions primary key and the SessionInfo.sessionId. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
