/** A logged-in player's session as the transport and handlers see it. */
export interface SessionInfo {
  sessionId: string;
  playerId: number;
  memberId: number;
  username: string;
  expiresAt: number;
}

/** Sessions as the transport needs them; the players domain implements the rest. */
export interface SessionResolver {
  /** The live session for a token (touching its idle timer), or null when unknown or expired. */
  resolve(token: string): Promise<SessionInfo | null>;
  /**
   * Why a token's session ended ('replaced' by a login elsewhere, 'banned', 'logout', ...), or
   * null when it is live or unknown; lets HTTP-polling clients hear why they were logged out.
   */
  endedReason?(token: string): Promise<string | null>;
  /** resolve(), or a session this process looked up a moment ago (calls over a socket or HTTP). */
  resolveRecent?(token: string): Promise<SessionInfo | null>;
  /** Forgets sessions another process ended, heard on their session topics. */
  forget?(sessionIds: readonly string[]): void;
}
