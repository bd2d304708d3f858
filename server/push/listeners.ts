import type { PushMessage } from '../../protocol/events';

type Listener = (push: PushMessage) => void;

/** Listeners by topic; one failing listener never stops delivery to the others. */
export class TopicListeners {
  private readonly byTopic = new Map<string, Set<Listener>>();

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  add(topic: string, listener: Listener): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byTopic.get(topic) === set) this.byTopic.delete(topic);
    };
  }

  deliver(push: PushMessage): void {
    const set = this.byTopic.get(push.topic);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(push);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  clear(): void {
    this.byTopic.clear();
  }
}
