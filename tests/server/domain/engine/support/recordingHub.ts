import type { PushMessage } from '../../../../../protocol/events';
import type { PushHub } from '../../../../../server/ports/pushHub';

/** A push hub that keeps every publish in order, for tests to read back. */
export function recordingHub(onPublish?: (push: PushMessage) => void) {
  const pushes: PushMessage[] = [];
  const hub: PushHub = {
    publish(topic, event, data) {
      const push = { topic, event, data, seq: pushes.length + 1 };
      pushes.push(push);
      onPublish?.(push);
    },
    subscribe: () => () => undefined,
    since: () => ({ pushes: [], cursor: 0 }),
    close: async () => undefined,
  };
  /** Pushes of one event on one topic, their data typed loosely for assertions. */
  const of = (event: string, topic = 'lobby.1') =>
    pushes
      .filter((p) => p.event === event && p.topic === topic)
      .map((p) => p.data as Record<string, unknown>);
  return { hub, pushes, of };
}
