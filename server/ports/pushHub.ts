import type { PushMessage } from '../../protocol/events';

/** Topic hub: in-process by default, Redis pub/sub across processes when REDIS_URL is set. */
export interface PushHub {
  publish(topic: string, event: string, data: unknown): void;
  /** Listener gets every push on the topic from now on; returns the unsubscribe function. */
  subscribe(topic: string, listener: (push: PushMessage) => void): () => void;
  /** Recent pushes on the topics after a hub-wide cursor, for HTTP polling; and the new cursor. */
  since(topics: string[], after: number): { pushes: PushMessage[]; cursor: number };
  close(): Promise<void>;
}
