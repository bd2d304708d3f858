import { PushEvent } from '../../protocol/events';
import type { SessionResolver } from '../ports/session';

/** The push telling a client why its session ended, for the reasons a client must hear. */
const EVENT_OF_REASON = new Map<string, string>([
  ['replaced', PushEvent.loginFromAnotherPlace],
  ['banned', PushEvent.banned],
]);

/**
 * For an HTTP client polling with a token whose session was ended by a login elsewhere or a
 * ban: the poll result carrying that one event (on the client-private topic `session`), so the
 * client logs out with the spec's message instead of only meeting 101. Null otherwise.
 */
export async function endedSessionPoll(
  sessions: SessionResolver,
  token: string,
  after: unknown,
  now: number,
): Promise<{ pushes: { topic: string; event: string; data: unknown; seq: number }[]; after: number } | null> {
  const reason = await sessions.endedReason?.(token).catch(() => null);
  const event = reason ? EVENT_OF_REASON.get(reason) : undefined;
  if (!event) return null;
  const data = event === PushEvent.banned ? { reason } : { at: now };
  return {
    pushes: [{ topic: 'session', event, data, seq: 1 }],
    after: typeof after === 'number' ? after : 0,
  };
}
