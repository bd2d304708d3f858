import type { ReportRow } from '../../../protocol/operator/calls';
import type { Queryable } from '../../storage/db';
import { jackpotContributions, jackpotPayouts } from './reportJackpots';
import { ledgerSums, type SumRule } from './reportLedgerSums';
import { add, periodOf, periodsOf, rangeOf, type ReportQuery, type Sums } from './reportPeriods';

export type { ReportQuery } from './reportPeriods';

/**
 * The back office's reports (getReport), read from the ledger so that they reconcile with it:
 * every money figure is a sum of ledger entries on player accounts (cash, bonus, subscriptions;
 * never points) of one currency, by the kind of their transaction, for players of the sites asked.
 *
 * - sales: stakes taken (kinds `wager`, `instant.purchase`) less join refunds (`refund`);
 * - prizes: prizes credited (`prize`, `instant.prize`, `prize.item`);
 * - ggr: sales less prizes;
 * - jackpotContributions, jackpotPayouts: the progressive jackpots' money in and out
 *   (reportJackpots.ts);
 * - deposits: `deposit` credits;
 * - withdrawals: `withdrawal` debits less the ones returned (`withdrawal.cancel`, `withdrawal.failed`);
 * - referralRewards: rewards paid to referrers (`referral_reward` credits), counted;
 * - liabilities: what the players hold at each period's end (every player entry up to then);
 * - rg: responsible-gaming events (actions and refusals), counted; amount 0.
 *
 * So liabilities(end) − liabilities(start) = deposits + prizes + referral rewards − sales −
 * withdrawals + the other player movements (coupons, seed balances, adjustments, bonus refunds).
 *
 * The game kinds (sales, prizes, ggr, jackpots) can be asked for one game, or grouped by game: a
 * row per game over the whole range, which add up to the range's total to the cent.
 */

export const SALE_KINDS = ['wager', 'instant.purchase'] as const;
export const SALE_RETURN_KINDS = ['refund'] as const;
export const PRIZE_KINDS = ['prize', 'instant.prize', 'prize.item'] as const;
export const WITHDRAWAL_RETURN_KINDS = ['withdrawal.cancel', 'withdrawal.failed'] as const;

export interface Report {
  rows: ReportRow[];
  totals: { amount: number; count: number };
}

const SALES: SumRule = {
  kinds: [...SALE_KINDS, ...SALE_RETURN_KINDS],
  sign: -1,
  weight: (kind) => ((SALE_KINDS as readonly string[]).includes(kind) ? 1 : 0),
};
const PRIZES: SumRule = { kinds: PRIZE_KINDS, sign: 1, weight: () => 1, multiSite: true };
const DEPOSITS: SumRule = { kinds: ['deposit'], sign: 1, weight: () => 1 };
const WITHDRAWALS: SumRule = {
  kinds: ['withdrawal', ...WITHDRAWAL_RETURN_KINDS],
  sign: -1,
  weight: (kind) => (kind === 'withdrawal' ? 1 : -1),
};
const REFERRAL_REWARDS: SumRule = { kinds: ['referral_reward'], sign: 1, weight: () => 1 };

async function rgEvents(q: Queryable, r: ReportQuery): Promise<Sums> {
  const params: unknown[] = [r.from, r.to];
  const scope = r.sites === 'all' ? '' : 'AND p.member_id = ANY($3::int[])';
  if (r.sites !== 'all') params.push([...r.sites]);
  const rows = await q.query<{ at: number }>(
    `SELECT x.created_at AS at FROM (
       SELECT player_id, created_at FROM rg_actions UNION ALL SELECT player_id, created_at FROM rg_refusals
     ) x JOIN players p ON p.id = x.player_id
     WHERE x.created_at >= $1 AND x.created_at < $2 ${scope}`,
    params,
  );
  const sums: Sums = new Map();
  for (const row of rows) add(sums, periodOf(Number(row.at), r.groupBy === 'month' ? 'month' : 'day'), 0, 1);
  return sums;
}

/** GGR: sales less prizes per bucket; its count is the sales'. */
async function ggr(q: Queryable, r: ReportQuery): Promise<Sums> {
  const [sold, paid] = await Promise.all([ledgerSums(q, r, SALES), ledgerSums(q, r, PRIZES)]);
  const sums: Sums = new Map();
  for (const bucket of new Set([...sold.keys(), ...paid.keys()])) {
    const s = sold.get(bucket) ?? { amount: 0, count: 0 };
    sums.set(bucket, { amount: s.amount - (paid.get(bucket)?.amount ?? 0), count: s.count });
  }
  return sums;
}

const SUMS: Record<
  Exclude<ReportQuery['kind'], 'liabilities'>,
  (q: Queryable, r: ReportQuery) => Promise<Sums>
> = {
  sales: (q, r) => ledgerSums(q, r, SALES),
  prizes: (q, r) => ledgerSums(q, r, PRIZES),
  ggr,
  jackpotContributions,
  jackpotPayouts,
  deposits: (q, r) => ledgerSums(q, r, DEPOSITS),
  withdrawals: (q, r) => ledgerSums(q, r, WITHDRAWALS),
  referralRewards: (q, r) => ledgerSums(q, r, REFERRAL_REWARDS),
  rg: rgEvents,
};

/** The players' holdings at each period's end: the balance before `from` carried through the entries. */
async function liabilities(q: Queryable, r: ReportQuery) {
  const sites = r.sites === 'all' ? [] : [[...r.sites]];
  const base = (sitesParam: number) => `FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
     JOIN players p ON p.id = a.player_id JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.player_id IS NOT NULL AND a.type <> 'points' AND a.currency = $1
     ${r.sites === 'all' ? '' : `AND p.member_id = ANY($${sitesParam}::int[])`}`;
  const [opening] = await q.query<{ amount: number }>(
    `SELECT coalesce(sum(e.amount_minor), 0) AS amount ${base(3)} AND t.created_at < $2`,
    [r.currency, r.from, ...sites],
  );
  const rows = await q.query<{ at: number; amount: number }>(
    `SELECT t.created_at AS at, sum(e.amount_minor) AS amount ${base(4)} AND t.created_at >= $2 AND t.created_at < $3
     GROUP BY t.id, t.created_at`,
    [r.currency, r.from, r.to, ...sites],
  );
  const moves: Sums = new Map();
  for (const row of rows)
    add(moves, periodOf(Number(row.at), r.groupBy === 'month' ? 'month' : 'day'), Number(row.amount), 1);
  return { opening: Number(opening?.amount ?? 0), moves };
}

const totalOf = (rows: readonly ReportRow[]) =>
  rows.reduce((t, x) => ({ amount: t.amount + x.amount, count: t.count + x.count }), { amount: 0, count: 0 });

/** One report: a row per period (empty periods included) or per game with figures, and the totals. */
export async function ledgerReport(q: Queryable, r: ReportQuery): Promise<Report> {
  const currency = r.kind === 'rg' ? '' : r.currency;
  if (r.kind === 'liabilities') {
    const { opening, moves } = await liabilities(q, r);
    let held = opening;
    let count = 0;
    const rows = periodsOf(r.from, r.to, r.groupBy === 'month' ? 'month' : 'day').map(({ period }) => {
      const move = moves.get(period);
      held += move?.amount ?? 0;
      count += move?.count ?? 0;
      return { period, currency, amount: held, count: move?.count ?? 0 };
    });
    // The total is what is held at the end, not a sum of balances; count is the transactions moving it.
    return { rows, totals: { amount: held, count } };
  }
  const sums = await SUMS[r.kind](q, r);
  if (r.groupBy === 'game') {
    const period = rangeOf(r);
    const rows = [...sums]
      .map(([game, sum]) => ({
        period,
        currency,
        ...sum,
        gameId: Number(game),
        title: r.titles?.get(Number(game)) ?? `#${game}`,
      }))
      .sort((a, b) => b.amount - a.amount || a.gameId - b.gameId);
    return { rows, totals: totalOf(rows) };
  }
  const rows = periodsOf(r.from, r.to, r.groupBy).map(({ period }) => {
    const sum = sums.get(period);
    return { period, currency, amount: sum?.amount ?? 0, count: sum?.count ?? 0 };
  });
  return { rows, totals: totalOf(rows) };
}

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The report as CSV: period, currency, amount (minor units), count, and a totals line; grouped by
 * game, the game's id and title after the period.
 */
export function reportCsv(report: Report, groupBy: ReportQuery['groupBy'] = 'day'): string {
  const games = groupBy === 'game';
  const lines = [games ? 'period,game,title,currency,amount,count' : 'period,currency,amount,count'];
  for (const r of report.rows)
    lines.push(
      [
        r.period,
        ...(games ? [String(r.gameId), csvField(r.title ?? '')] : []),
        r.currency,
        r.amount,
        r.count,
      ].join(','),
    );
  const currency = report.rows[0]?.currency ?? '';
  lines.push(
    ['total', ...(games ? ['', ''] : []), currency, report.totals.amount, report.totals.count].join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}
