/**
 * An internal hub topic per session, never open to clients (server/push/topics.ts refuses it):
 * the transport listens on it for the sockets bound to that session, so an event that ends one
 * session (login elsewhere, ban) reaches only that session's client, wherever its socket lives.
 */
export const sessionTopic = (sessionId: string) => `session.${sessionId}`;

/** Why a session ended (sessions.ended_reason). */
export type EndReason = 'logout' | 'replaced' | 'banned' | 'passwordReset';
