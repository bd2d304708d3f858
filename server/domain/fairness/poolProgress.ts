import type { PoolProgress } from '../../../protocol/fairness';
import type { InstantRules } from '../../../protocol/instant/rules';
import type { Queryable } from '../../storage/db';

/**
 * Tickets and prizes a pool has left (the scratch-off page's "prizes remaining"): each tier's
 * count less the tickets of that prize sold. Tickets sell in position order, so once the seed is
 * revealed anyone can recount these from the pool (docs/fairness.md, step `prizes-left`).
 */
export async function poolProgress(
  q: Queryable,
  pool: { id: number; sold: number; rules: InstantRules },
): Promise<PoolProgress> {
  const rows = await q.query<{ prize_minor: number; n: number }>(
    `SELECT prize_minor, count(*)::integer AS n FROM instant_tickets WHERE pool_id = $1 GROUP BY prize_minor`,
    [pool.id],
  );
  return progressOf(pool.rules, pool.sold, new Map(rows.map((r) => [Number(r.prize_minor), Number(r.n)])));
}

export function progressOf(
  rules: InstantRules,
  sold: number,
  soldByPrize: ReadonlyMap<number, number>,
): PoolProgress {
  return {
    sold,
    ticketsLeft: rules.poolSize - sold,
    prizesLeft: rules.prizes.map((t) => ({
      prizeMinor: t.prizeMinor,
      count: t.count,
      left: t.count - (soldByPrize.get(t.prizeMinor) ?? 0),
    })),
  };
}
