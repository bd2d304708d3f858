/** What one item of a batch came to: its value, or the error that refused only it. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface KeyedBatcherOptions<K, I, R> {
  /** Most items one batch takes; the rest wait for the next batch of their key. */
  maxBatch: number;
  /**
   * Runs one batch of a key; answers one outcome per item, in order. A throw fails every item
   * of the batch with that error. Calling release() lets the key's next batch start before this
   * one settles (e.g. once only its COMMIT is left: the next one's first statement then waits
   * for the key's row lock in the database instead of for this commit's answer here), so at most
   * two batches of a key run at once; without it the next starts when this one settles.
   */
  run(key: K, items: I[], release: () => void): Promise<ItemOutcome<R>[]>;
}

export interface KeyedBatcher<K, I, R> {
  /** Queues item under key; settles once the batch that took it has run. */
  submit(key: K, item: I): Promise<R>;
}

interface Waiting<I, R> {
  item: I;
  resolve(value: R): void;
  reject(error: unknown): void;
}

/**
 * Group commit for work that serializes on one key (a game instance's row): one batch per key
 * runs at a time (two while the first, having released the key, only commits), and the items
 * that arrive while it runs wait and go together in the next one. A lone item never waits for company, so a quiet key costs no latency; a busy one
 * pays one round of overhead (a transaction, a lock, a commit) per batch instead of per item.
 */
export function createKeyedBatcher<K, I, R>(options: KeyedBatcherOptions<K, I, R>): KeyedBatcher<K, I, R> {
  const queues = new Map<K, Waiting<I, R>[]>();
  /** Keys whose latest batch has not released them yet. */
  const running = new Set<K>();

  function drain(key: K): void {
    const queue = queues.get(key);
    if (running.has(key) || !queue) return;
    const taken = queue.splice(0, options.maxBatch);
    if (queue.length === 0) queues.delete(key);
    running.add(key);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      running.delete(key);
      drain(key);
    };
    void options
      .run(
        key,
        taken.map((w) => w.item),
        release,
      )
      .then(
        (outcomes) =>
          taken.forEach((w, i) => {
            const o = outcomes[i];
            if (!o) w.reject(new Error('batch answered no outcome for an item'));
            else if (o.ok) w.resolve(o.value);
            else w.reject(o.error);
          }),
        (error: unknown) => taken.forEach((w) => w.reject(error)),
      )
      .finally(release);
  }

  return {
    submit(key: K, item: I): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        const queue = queues.get(key) ?? [];
        queue.push({ item, resolve, reject });
        queues.set(key, queue);
        // Items submitted in the same turn of the event loop start together.
        if (queue.length === 1) queueMicrotask(() => drain(key));
      });
    },
  };
}
