import { PushEvent, Topic } from '../../../protocol/events';
import type { PushHub } from '../../ports/pushHub';
import { announceEndsToProcesses, sessionTopic } from '../sessions/sessionTopic';

/**
 * Tells the clients of ended sessions why (spec section 4, Session): each ended session's own
 * topic gets the event, so the transport logs that client out and drops the socket's session,
 * while the player's new session is left alone.
 */
export function announceReplaced(push: PushHub, sessionIds: readonly string[], at: number): void {
  for (const id of sessionIds) push.publish(sessionTopic(id), PushEvent.loginFromAnotherPlace, { at });
  announceEndsToProcesses(push, sessionIds);
}

/** A ban ends every session of the player: the cashier topic too, for clients of any session. */
export function announceBanned(push: PushHub, playerId: number, sessionIds: readonly string[]): void {
  const data = { reason: 'banned' };
  for (const id of sessionIds) push.publish(sessionTopic(id), PushEvent.banned, data);
  push.publish(Topic.cashierOf(playerId), PushEvent.banned, data);
  announceEndsToProcesses(push, sessionIds);
}
