import type { PushMessage } from '../../protocol/events';

interface Entry {
  cursor: number;
  push: PushMessage;
}

/**
 * The recent pushes of a hub, in cursor order, for HTTP polling. Bounded: the oldest entries are
 * dropped once `capacity` is exceeded, so a client that polls too rarely misses pushes rather than
 * the server growing without limit.
 */
export class PushBuffer {
  private entries: Entry[] = [];
  private latest: number;

  /**
   * Cursors of real positions start at 1, because `after` 0 is the client's "from now on"; a hub
   * that has published nothing yet answers with `initialCursor`.
   */
  constructor(
    private readonly capacity = 4096,
    initialCursor = 1,
  ) {
    this.latest = Math.max(1, initialCursor);
  }

  add(cursor: number, push: PushMessage): void {
    this.entries.push({ cursor, push });
    this.latest = Math.max(this.latest, cursor);
    // Trim in chunks so adding stays amortised O(1).
    if (this.entries.length >= this.capacity * 2) this.entries = this.entries.slice(-this.capacity);
  }

  get cursor(): number {
    return this.latest;
  }

  /**
   * Pushes on `topics` with a cursor above `after`. `after` 0 means "from now on" (a new client
   * must not replay old private events such as a login from another place); a cursor from the
   * future (the server restarted) also starts again from now.
   */
  since(topics: string[], after: number): { pushes: PushMessage[]; cursor: number } {
    if (after <= 0 || after >= this.latest) return { pushes: [], cursor: this.latest };
    const wanted = new Set(topics);
    const pushes: PushMessage[] = [];
    for (let i = this.firstAfter(after); i < this.entries.length; i++) {
      const { push } = this.entries[i];
      if (wanted.has(push.topic)) pushes.push(push);
    }
    return { pushes, cursor: this.latest };
  }

  /** Index of the first entry with a cursor above `after` (entries are sorted by cursor). */
  private firstAfter(after: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.entries[mid].cursor <= after) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
