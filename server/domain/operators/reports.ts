import type { ReportKind, ReportRow } from '../../../protocol/operator/calls';
import type { SiteScope } from '../../../protocol/operator/roles';
import type { Queryable } from '../../storage/db';

/**
 * The back office's reports (getReport), read from the ledger so that they reconcile with it:
 * every money figure is a sum of ledger entries on player accounts (cash, bonus, subscriptions;
 * never points) of one currency, by the kind of their transaction, for players of the sites asked.
 *
 * - sales: stakes taken (kinds `wager`, `instant.purchase`) less join refunds (`refund`);
 * - prizes: prizes credited (`prize`, `instant.prize`, `prize.item`);
 * - ggr: sales less prizes;
 * - deposits: `deposit` credits;
 * - withdrawals: `withdrawal` debits less the ones returned (`withdrawal.cancel`, `withdrawal.failed`);
 * - liabilities: what the players hold at each period's end (every player entry up to then);
 * - rg: responsible-gaming events (actions and refusals), counted; amount 0.
 *
 * So liabilities(end) − liabilities(start) = deposits + prizes − sales − withdrawals + the other
 * player movements (coupons, seed balances, adjustments, referral rewards, bonus refunds).
 */

export const SALE_KINDS = ['wager', 'instant.purchase'] as const;
export const SALE_RETURN_KINDS = ['refund'] as const;
export const PRIZE_KINDS = ['prize', 'instant.prize', 'prize.item'] as const;
export const WITHDRAWAL_RETURN_KINDS = ['withdrawal.cancel', 'withdrawal.failed'] as const;

export interface ReportQuery {
  kind: ReportKind;
  sites: SiteScope;
  currency: string;
  from: number;
  to: number;
  groupBy: 'day' | 'month';
  /** Sum the ledger's entries even where the daily sums could answer (tests and the bench compare). */
  fromEntries?: boolean;
}

export interface Report {
  rows: ReportRow[];
  totals: { amount: number; count: number };
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

function periodOf(at: number, groupBy: 'day' | 'month'): string {
  const d = new Date(at);
  const month = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
  return groupBy === 'month' ? month : `${month}-${pad(d.getUTCDate())}`;
}

/** The periods from..to (exclusive), each with its end (exclusive, capped at `to`). */
function periodsOf(from: number, to: number, groupBy: 'day' | 'month'): { period: string; end: number }[] {
  const out: { period: string; end: number }[] = [];
  let at = from;
  while (at < to) {
    const d = new Date(at);
    const next =
      groupBy === 'day'
        ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1)
        : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    out.push({ period: periodOf(at, groupBy), end: Math.min(next, to) });
    at = next;
  }
  return out;
}

/**
 * How one report sums: the kinds of transaction it reads, the sign of their amounts, and what
 * each transaction counts (+1, 0 for a return that is no sale, -1 for a cancelled withdrawal).
 */
interface SumRule {
  kinds: readonly string[];
  sign: 1 | -1;
  weight(kind: string): number;
  /**
   * One transaction of these kinds may move players of several sites (a draw's prizes credited
   * in one transfer): its count per site does not add up to one over several sites.
   */
  multiSite?: boolean;
}

type Sums = Map<string, { amount: number; count: number }>;

function add(sums: Sums, period: string, amount: number, count: number): void {
  const sum = sums.get(period) ?? { amount: 0, count: 0 };
  sum.amount += amount;
  sum.count += count;
  sums.set(period, sum);
}

/**
 * Per-period sums of player-account entries by one rule: from the daily sums the ledger keeps as
 * it writes (ledger_daily, migration 048) when the range is whole UTC days and the counts add up
 * over the sites asked, else from the entries themselves. Both give the same figures.
 */
async function ledgerSums(q: Queryable, r: ReportQuery, rule: SumRule): Promise<Sums> {
  const wholeDays = r.from % DAY_MS === 0 && r.to % DAY_MS === 0;
  const oneSite = r.sites !== 'all' && r.sites.length === 1;
  return !r.fromEntries && wholeDays && (!rule.multiSite || oneSite)
    ? dailySums(q, r, rule)
    : entrySums(q, r, rule);
}

async function dailySums(q: Queryable, r: ReportQuery, rule: SumRule): Promise<Sums> {
  const params: unknown[] = [r.currency, r.from / DAY_MS, r.to / DAY_MS, [...rule.kinds]];
  const scope = r.sites === 'all' ? '' : 'AND d.member_id = ANY($5::int[])';
  if (r.sites !== 'all') params.push([...r.sites]);
  const rows = await q.query<{ day: number; kind: string; amount: number; count: number }>(
    `SELECT d.day, d.kind, sum(d.amount_minor) AS amount, sum(d.transactions) AS count FROM ledger_daily d
     WHERE d.currency = $1 AND d.kind = ANY($4::text[]) AND d.day >= $2 AND d.day < $3 ${scope}
     GROUP BY d.day, d.kind`,
    params,
  );
  const sums: Sums = new Map();
  for (const row of rows)
    add(
      sums,
      periodOf(Number(row.day) * DAY_MS, r.groupBy),
      rule.sign * Number(row.amount),
      rule.weight(row.kind) * Number(row.count),
    );
  return sums;
}

async function entrySums(q: Queryable, r: ReportQuery, rule: SumRule): Promise<Sums> {
  const params: unknown[] = [r.currency, r.from, r.to, [...rule.kinds]];
  const scope = r.sites === 'all' ? '' : 'AND p.member_id = ANY($5::int[])';
  if (r.sites !== 'all') params.push([...r.sites]);
  // Summed per transaction, then per UTC day in the database (31 rows for a month, not one a
  // transaction); the kind's weight is applied here, per transaction.
  const rows = await q.query<{ at: number; kind: string; amount: number; count: number }>(
    `SELECT min(x.at) AS at, x.kind, sum(x.amount) AS amount, count(*) AS count FROM (
       SELECT t.created_at AS at, t.kind, sum(e.amount_minor) AS amount
       FROM ledger_entries e
       JOIN accounts a ON a.id = e.account_id
       JOIN players p ON p.id = a.player_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE a.player_id IS NOT NULL AND a.type <> 'points' AND a.currency = $1
         AND t.created_at >= $2 AND t.created_at < $3 AND t.kind = ANY($4::text[]) ${scope}
       GROUP BY t.id, t.created_at, t.kind
     ) x GROUP BY x.at / ${DAY_MS}, x.kind`,
    params,
  );
  const sums: Sums = new Map();
  for (const row of rows)
    add(
      sums,
      periodOf(Number(row.at), r.groupBy),
      rule.sign * Number(row.amount),
      rule.weight(row.kind) * Number(row.count),
    );
  return sums;
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

const sales = (q: Queryable, r: ReportQuery) => ledgerSums(q, r, SALES);
const prizes = (q: Queryable, r: ReportQuery) => ledgerSums(q, r, PRIZES);

async function rgEvents(q: Queryable, r: ReportQuery) {
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
  const sums = new Map<string, { amount: number; count: number }>();
  for (const row of rows) {
    const period = periodOf(Number(row.at), r.groupBy);
    const sum = sums.get(period) ?? { amount: 0, count: 0 };
    sum.count += 1;
    sums.set(period, sum);
  }
  return sums;
}

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
  const moves = new Map<string, { amount: number; count: number }>();
  for (const row of rows) {
    const period = periodOf(Number(row.at), r.groupBy);
    const sum = moves.get(period) ?? { amount: 0, count: 0 };
    sum.amount += Number(row.amount);
    sum.count += 1;
    moves.set(period, sum);
  }
  return { opening: Number(opening?.amount ?? 0), moves };
}

/** One report: a row per period (empty periods included), and the totals. */
export async function ledgerReport(q: Queryable, r: ReportQuery): Promise<Report> {
  const periods = periodsOf(r.from, r.to, r.groupBy);
  const row = (period: string, amount: number, count: number): ReportRow => ({
    period,
    currency: r.kind === 'rg' ? '' : r.currency,
    amount,
    count,
  });
  if (r.kind === 'liabilities') {
    const { opening, moves } = await liabilities(q, r);
    let held = opening;
    let count = 0;
    const rows = periods.map(({ period }) => {
      const move = moves.get(period);
      held += move?.amount ?? 0;
      count += move?.count ?? 0;
      return row(period, held, move?.count ?? 0);
    });
    // The total is what is held at the end, not a sum of balances; count is the transactions moving it.
    return { rows, totals: { amount: held, count } };
  }
  let sums: Map<string, { amount: number; count: number }>;
  if (r.kind === 'sales') sums = await sales(q, r);
  else if (r.kind === 'prizes') sums = await prizes(q, r);
  else if (r.kind === 'ggr') {
    const [sold, paid] = await Promise.all([sales(q, r), prizes(q, r)]);
    sums = new Map();
    for (const { period } of periods) {
      const s = sold.get(period) ?? { amount: 0, count: 0 };
      const p = paid.get(period) ?? { amount: 0, count: 0 };
      if (sold.has(period) || paid.has(period))
        sums.set(period, { amount: s.amount - p.amount, count: s.count });
    }
  } else if (r.kind === 'deposits') sums = await ledgerSums(q, r, DEPOSITS);
  else if (r.kind === 'withdrawals') sums = await ledgerSums(q, r, WITHDRAWALS);
  else sums = await rgEvents(q, r);
  const rows = periods.map(({ period }) => {
    const sum = sums.get(period);
    return row(period, sum?.amount ?? 0, sum?.count ?? 0);
  });
  return {
    rows,
    totals: rows.reduce((t, x) => ({ amount: t.amount + x.amount, count: t.count + x.count }), {
      amount: 0,
      count: 0,
    }),
  };
}

/** The report as CSV: period, currency, amount (minor units), count, and a totals line. */
export function reportCsv(report: Report): string {
  const lines = ['period,currency,amount,count'];
  for (const r of report.rows) lines.push(`${r.period},${r.currency},${r.amount},${r.count}`);
  lines.push(`total,${report.rows[0]?.currency ?? ''},${report.totals.amount},${report.totals.count}`);
  return `${lines.join('\r\n')}\r\n`;
}
