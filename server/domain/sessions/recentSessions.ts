import type { SessionInfo } from '../../ports/session';

/**
 * How long a looked-up session answers calls (over a socket or HTTP) before it is looked up again.
 * A call used to look its session up every time, one query per call: under a jackpot peak that was
 * the one PostgreSQL round trip per join outside the join batch. Ends made in this process are
 * seen at once (end() below); ends made in another process reach this one at once too, on the
 * hub's sessions-ended topic (sessionTopic.ts), and this re-check bounds the wait when such a push
 * is lost. Money paths do not rely on it: a join checks the player's own row (restrictions,
 * limits) in its transaction.
 */
export const SESSION_RECHECK_MS = 2_000;

/** An end is remembered this long: no look-up caches the session meanwhile, committed or not. */
const END_MEMORY_MS = 60_000;

/** Old entries are swept after this many new ones (looked up or ended). */
const SWEEP_EVERY = 1_000;

interface Recent {
  session: SessionInfo;
  checkedAt: number;
}

/**
 * The sessions this process looked up in the last SESSION_RECHECK_MS, and the ones it saw end.
 * Ages are read on a monotonic timer, not the services' clock: tests stop that clock, and a
 * stopped clock must not keep a session cached for ever.
 */
export class RecentSessions {
  private readonly recent = new Map<string, Recent>();
  private readonly ended = new Map<string, number>();
  private putsSinceSweep = 0;

  constructor(
    private readonly recheckMs = SESSION_RECHECK_MS,
    private readonly elapsed: () => number = () => performance.now(),
  ) {}

  /** A time stamp for a look-up about to start (pass it to put()). */
  stamp(): number {
    return this.elapsed();
  }

  /**
   * The session looked up for this token hash less than the re-check time ago, unexpired at
   * `now` (the services' clock, which session expiry is written in).
   */
  get(tokenHash: string, now: number): SessionInfo | null {
    const hit = this.recent.get(tokenHash);
    if (!hit) return null;
    if (this.elapsed() - hit.checkedAt >= this.recheckMs || hit.session.expiresAt <= now) {
      this.recent.delete(tokenHash);
      return null;
    }
    return hit.session;
  }

  /**
   * Keeps a session the store answered for a look-up stamped `startedAt`, unless it was ended in
   * the last minute: until the end commits, a look-up still reads the row as it was before it.
   */
  put(session: SessionInfo, startedAt: number): void {
    if (this.ended.has(session.sessionId)) return;
    this.recent.set(session.sessionId, { session, checkedAt: startedAt });
    if (++this.putsSinceSweep >= SWEEP_EVERY) this.sweep(startedAt);
  }

  /**
   * Forgets sessions that are ending (called as their revocation is written, before it commits:
   * until it does, a look-up may still find them live, and put() will not keep that answer).
   * The sweep drops an end only once it is long past any commit.
   */
  end(sessionIds: readonly string[]): void {
    const now = this.elapsed();
    for (const id of sessionIds) {
      this.recent.delete(id);
      this.ended.set(id, now);
    }
    this.putsSinceSweep += sessionIds.length;
    if (this.putsSinceSweep >= SWEEP_EVERY) this.sweep(now);
  }

  private sweep(now: number): void {
    this.putsSinceSweep = 0;
    for (const [id, hit] of this.recent) if (now - hit.checkedAt >= this.recheckMs) this.recent.delete(id);
    for (const [id, at] of this.ended) if (now - at >= END_MEMORY_MS) this.ended.delete(id);
  }
}
