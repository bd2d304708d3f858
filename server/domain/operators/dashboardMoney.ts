import type { DashboardMoney } from '../../../protocol/operator/calls';
import type { Queryable } from '../../storage/db';
import { ledgerReport } from './reports';

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

/**
 * The dashboard's money: sales and prizes per currency for today and the last seven UTC days, from
 * the same ledger sums as the reports (reports.ts), so the dashboard and a report of the same days
 * never disagree.
 */
export async function dashboardMoney(
  q: Queryable,
  memberIds: readonly number[],
  currencies: readonly string[],
  now: number,
): Promise<DashboardMoney[]> {
  const dayStart = now - (now % DAY_MS);
  const range = {
    sites: [...memberIds],
    from: dayStart - (WEEK_DAYS - 1) * DAY_MS,
    to: now + 1,
    groupBy: 'day' as const,
  };
  return Promise.all(
    currencies.map(async (currency) => {
      const [sales, prizes] = await Promise.all([
        ledgerReport(q, { ...range, kind: 'sales', currency }),
        ledgerReport(q, { ...range, kind: 'prizes', currency }),
      ]);
      const days = sales.rows.map((row, i) => ({
        day: row.period,
        sales: row.amount,
        prizes: prizes.rows[i]?.amount ?? 0,
      }));
      const today = days.at(-1) ?? { sales: 0, prizes: 0 };
      return {
        currency,
        today: { sales: today.sales, prizes: today.prizes },
        week: { sales: sales.totals.amount, prizes: prizes.totals.amount },
        days,
      };
    }),
  );
}
