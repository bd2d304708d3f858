import type { Dashboard } from '../../../protocol/operator/calls';
import type { Queryable } from '../../storage/db';

/** The dashboard's figures, without the time they were read (the handler adds it). */
export type DashboardFigures = Omit<Dashboard, 'at' | 'money' | 'alerts'>;

/**
 * The back office's first screen, for a set of sites: who is here, what runs, what waits for an
 * operator. Plain counts over indexed tables; "today" is the UTC day.
 */
export async function dashboardFigures(
  q: Queryable,
  memberIds: readonly number[],
  now: number,
  idleMs: number,
): Promise<DashboardFigures> {
  const sites = [...memberIds];
  const dayStart = now - (now % 86_400_000);
  const [online, games, withdrawals, cases, registrations] = await Promise.all([
    q.query<{ n: number }>(
      `SELECT count(DISTINCT player_id)::int AS n FROM sessions
       WHERE NOT revoked AND expires_at > $2 AND last_seen_at > $3 AND member_id = ANY($1::int[])`,
      [sites, now, now - idleMs],
    ),
    q.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM game_instances
       WHERE removed_at IS NULL AND member_ids && $1::int[] GROUP BY status ORDER BY status`,
      [sites],
    ),
    q.query<{ currency: string; n: number; amount: number }>(
      `SELECT o.currency, count(*)::int AS n, sum(o.amount_minor)::bigint AS amount FROM cashier_orders o
       JOIN players p ON p.id = o.player_id
       WHERE o.order_type = 2 AND o.status = 1 AND p.member_id = ANY($1::int[]) GROUP BY o.currency ORDER BY o.currency`,
      [sites],
    ),
    q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM support_cases WHERE status = 'open' AND member_id = ANY($1::int[])`,
      [sites],
    ),
    q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM players WHERE created_at >= $2 AND member_id = ANY($1::int[])`,
      [sites, dayStart],
    ),
  ]);
  const gamesByStatus = games.map((g) => ({ status: g.status, count: Number(g.n) }));
  return {
    playersOnline: Number(online[0]?.n ?? 0),
    liveGames: gamesByStatus
      .filter((g) => !['ENDED', 'REFUNDED', 'COMPLETED'].includes(g.status))
      .reduce((a, g) => a + g.count, 0),
    gamesByStatus,
    pendingWithdrawals: {
      count: withdrawals.reduce((a, w) => a + Number(w.n), 0),
      byCurrency: withdrawals.map((w) => ({ currency: w.currency, amountMinor: Number(w.amount) })),
    },
    openSupportCases: Number(cases[0]?.n ?? 0),
    registrationsToday: Number(registrations[0]?.n ?? 0),
  };
}
