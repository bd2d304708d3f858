import type { DashboardAlert } from '../../../protocol/operator/calls';
import type { Queryable } from '../../storage/db';

const HOUR_MS = 3_600_000;
/** How long a thing may wait for an operator before the dashboard raises it. */
export const ALERT_AFTER = {
  withdrawal: 24 * HOUR_MS,
  supportCase: 48 * HOUR_MS,
  verification: 48 * HOUR_MS,
  /** Players' pages' uncaught errors seen within this window. */
  clientErrors: HOUR_MS,
} as const;

/**
 * What needs an operator now, for some sites: withdrawals, support cases and identity checks
 * waiting longer than they should, and players' pages failing. Only the alerts that have a count.
 */
export async function dashboardAlerts(
  q: Queryable,
  memberIds: readonly number[],
  now: number,
): Promise<DashboardAlert[]> {
  const sites = [...memberIds];
  const count = async (sql: string, since: number) =>
    Number((await q.query<{ n: number }>(sql, [sites, since]))[0]?.n ?? 0);
  const [withdrawals, cases, checks, errors] = await Promise.all([
    count(
      `SELECT count(*)::int AS n FROM cashier_orders o JOIN players p ON p.id = o.player_id
       WHERE o.order_type = 2 AND o.status = 1 AND o.details->'decision' IS NULL AND o.details->'payout' IS NULL
         AND p.member_id = ANY($1::int[]) AND o.created_at < $2`,
      now - ALERT_AFTER.withdrawal,
    ),
    count(
      `SELECT count(*)::int AS n FROM support_cases
       WHERE status = 'open' AND member_id = ANY($1::int[]) AND created_at < $2`,
      now - ALERT_AFTER.supportCase,
    ),
    count(
      `SELECT count(*)::int AS n FROM verification_requests r JOIN players p ON p.id = r.player_id
       WHERE r.kind IN ('id', 'address') AND r.status IN ('PENDING', 'ANSWERED', 'SUBMITTED')
         AND p.member_id = ANY($1::int[]) AND r.created_at < $2`,
      now - ALERT_AFTER.verification,
    ),
    count(
      `SELECT coalesce(sum(count), 0)::int AS n FROM client_errors
       WHERE member_id = ANY($1::int[]) AND last_seen_at >= $2`,
      now - ALERT_AFTER.clientErrors,
    ),
  ]);
  const alerts: DashboardAlert[] = [
    { kind: 'lateWithdrawals', count: withdrawals },
    { kind: 'lateSupportCases', count: cases },
    { kind: 'lateVerifications', count: checks },
    { kind: 'clientErrors', count: errors },
  ];
  return alerts.filter((a) => a.count > 0);
}
