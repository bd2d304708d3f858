import type { PushMessage } from '../../protocol/events';
import type { PushHub } from '../ports/pushHub';
import { PushBuffer } from './buffer';
import { TopicListeners } from './listeners';

export interface HubOptions {
  /** How many recent pushes are kept for HTTP polling. */
  bufferSize?: number;
  /** Called once for every push published through this hub instance (metrics). */
  onPublish?: (topic: string, event: string) => void;
  onListenerError?: (error: unknown) => void;
}

/** The single-process hub: seq per topic and the polling cursor are plain counters. */
export function createMemoryHub(options: HubOptions = {}): PushHub {
  const seqByTopic = new Map<string, number>();
  const buffer = new PushBuffer(options.bufferSize);
  const listeners = new TopicListeners(options.onListenerError);
  let cursor = 1; // 0 is the client's "from now on"

  return {
    publish(topic, event, data) {
      const seq = (seqByTopic.get(topic) ?? 0) + 1;
      seqByTopic.set(topic, seq);
      const push: PushMessage = { topic, event, data, seq };
      buffer.add(++cursor, push);
      options.onPublish?.(topic, event);
      listeners.deliver(push);
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    since: (topics, after) => buffer.since(topics, after),
    async close() {
      listeners.clear();
    },
  };
}
