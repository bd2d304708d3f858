import type { PushHub } from '../../services';

/**
 * An internal hub topic per session, never open to clients (server/push/topics.ts refuses it):
 * the transport listens on it for the sockets bound to that session, so an event that ends one
 * session (login elsewhere, ban) reaches only that session's client, wherever its socket lives.
 */
export const sessionTopic = (sessionId: string) => `session.${sessionId}`;

/** Why a session ended (sessions.ended_reason). */
export type EndReason = 'logout' | 'replaced' | 'banned' | 'passwordReset';

/**
 * The event of an end the client is not told about (logout, password reset, time-out or
 * self-exclusion): the transports of every process drop the session from their sockets and from
 * their recent look-ups, and the client finds itself logged out on its next call, as before.
 */
const SESSION_ENDED = 'sessionEnded';

/** Whether a push on a session topic is for the client too (login elsewhere, ban) or only for us. */
export const isClientEvent = (event: string): boolean => event !== SESSION_ENDED;

/** Tells every process that these sessions ended (after the end is committed). */
export function announceSessionsEnded(push: PushHub, sessionIds: readonly string[]): void {
  for (const id of sessionIds) push.publish(sessionTopic(id), SESSION_ENDED, {});
}
