import type { PushHub } from '../../ports/pushHub';

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

/**
 * One internal topic every process's session service listens on, told of every end whatever its
 * reason: a session a process keeps for HTTP calls (recentSessions.ts) has no socket there
 * watching its own topic, yet must be forgotten at once too.
 */
export const SESSIONS_ENDED_TOPIC = 'sessions.ended';

/** What an announcement on SESSIONS_ENDED_TOPIC carries. */
export interface SessionsEnded {
  sessionIds: string[];
}

/** Tells every process's session service that these sessions ended (after the end commits). */
export function announceEndsToProcesses(push: PushHub, sessionIds: readonly string[]): void {
  if (sessionIds.length === 0) return;
  const data: SessionsEnded = { sessionIds: [...sessionIds] };
  push.publish(SESSIONS_ENDED_TOPIC, SESSION_ENDED, data);
}

/** Tells every process that these sessions ended (after the end is committed). */
export function announceSessionsEnded(push: PushHub, sessionIds: readonly string[]): void {
  for (const id of sessionIds) push.publish(sessionTopic(id), SESSION_ENDED, {});
  announceEndsToProcesses(push, sessionIds);
}
