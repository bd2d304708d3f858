import type { LimitName, LimitRule } from '../../config/limitsSchema';
import type { Clock } from '../../ports/clock';
import type { Db, Queryable } from '../../storage/db';

/** One count to take: the limit, what it counts by (already normalised: keys.ts), and its rule. */
export interface LimitCheck {
  limit: LimitName;
  key: string;
  rule: LimitRule;
}

export interface AttemptLimits {
  /**
   * Counts one attempt against every check, or none of them: the first check whose window is
   * full is returned and nothing is counted; null when all had room (each now counts one more).
   */
  take(checks: readonly LimitCheck[]): Promise<LimitCheck | null>;
}

/** Thrown inside the transaction to roll back the checks already counted. */
class Full extends Error {
  constructor(readonly check: LimitCheck) {
    super('limit reached');
  }
}

/** Expired windows are swept about once every this many takes (cheap, and bounds the table). */
const SWEEP_EVERY = 200;

/**
 * Attempts counted in the database in fixed windows (window_start = now rounded down to the
 * window), one row per limit, key and window. The increment is one conditional upsert, atomic
 * in PostgreSQL and PGlite alike, so processes sharing the database share each count and
 * simultaneous attempts cannot pass on the same one. A fixed window lets at most 2 x max through
 * across a window boundary: docs/security.md states the limits in those terms.
 */
export function createAttemptLimits(deps: { db: Db; clock: Clock }): AttemptLimits {
  let takes = 0;
  return {
    async take(checks) {
      if (checks.length === 0) return null;
      const now = deps.clock.now();
      if (++takes % SWEEP_EVERY === 0)
        await deps.db.query('DELETE FROM limit_counts WHERE expires_at <= $1', [now]);
      try {
        await deps.db.tx(async (q) => {
          for (const check of checks) if (!(await countOne(q, check, now))) throw new Full(check);
        });
        return null;
      } catch (error) {
        if (error instanceof Full) return error.check;
        throw error;
      }
    },
  };
}

async function countOne(q: Queryable, check: LimitCheck, now: number): Promise<boolean> {
  const windowMs = check.rule.windowMinutes * 60_000;
  const windowStart = now - (now % windowMs);
  const rows = await q.query(
    `INSERT INTO limit_counts (limit_name, key, window_start, expires_at, count) VALUES ($1, $2, $3, $4, 1)
     ON CONFLICT (limit_name, key, window_start) DO UPDATE SET count = limit_counts.count + 1
     WHERE limit_counts.count < $5
     RETURNING count`,
    [check.limit, check.key, windowStart, windowStart + windowMs, check.rule.max],
  );
  return rows.length > 0;
}
