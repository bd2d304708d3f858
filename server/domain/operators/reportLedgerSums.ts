import type { Queryable } from '../../storage/db';
import {
  add,
  bucketOf,
  byGame,
  DAY_MS,
  GAME_OF_TRANSACTION,
  type ReportQuery,
  type Sums,
} from './reportPeriods';

/**
 * How one report sums player-account entries: the kinds of transaction it reads, the sign of their
 * amounts, and what each transaction counts (+1, 0 for a return that is no sale, -1 for a
 * cancelled withdrawal).
 */
export interface SumRule {
  kinds: readonly string[];
  sign: 1 | -1;
  weight(kind: string): number;
  /**
   * One transaction of these kinds may move players of several sites (a draw's prizes credited
   * in one transfer): its count per site does not add up to one over several sites.
   */
  multiSite?: boolean;
}

/**
 * Per-bucket sums of player-account entries by one rule: from the daily sums the ledger keeps as
 * it writes (ledger_daily, migration 048) when the range is whole UTC days, the counts add up
 * over the sites asked and no game is asked for (the daily sums have no game), else from the
 * entries themselves. Both give the same figures.
 */
export async function ledgerSums(q: Queryable, r: ReportQuery, rule: SumRule): Promise<Sums> {
  const wholeDays = r.from % DAY_MS === 0 && r.to % DAY_MS === 0;
  const oneSite = r.sites !== 'all' && r.sites.length === 1;
  return !r.fromEntries && !byGame(r) && wholeDays && (!rule.multiSite || oneSite)
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
      bucketOf(r, Number(row.day) * DAY_MS, null),
      rule.sign * Number(row.amount),
      rule.weight(row.kind) * Number(row.count),
    );
  return sums;
}

async function entrySums(q: Queryable, r: ReportQuery, rule: SumRule): Promise<Sums> {
  const params: unknown[] = [r.currency, r.from, r.to, [...rule.kinds], r.gameId ?? null];
  const scope = r.sites === 'all' ? '' : 'AND p.member_id = ANY($6::int[])';
  if (r.sites !== 'all') params.push([...r.sites]);
  // The game is looked up only when asked for (a JSON read per transaction); without it, 0.
  const game = byGame(r) ? GAME_OF_TRANSACTION : '0';
  // Summed per transaction, then per UTC day (and game) in the database (31 rows for a month of
  // one game, not one a transaction); the kind's weight is applied here, per transaction.
  const rows = await q.query<{ at: number; kind: string; game: number; amount: number; count: number }>(
    `SELECT min(x.at) AS at, x.kind, x.game, sum(x.amount) AS amount, count(*) AS count FROM (
       SELECT t.created_at AS at, t.kind, ${game} AS game, sum(e.amount_minor) AS amount
       FROM ledger_entries e
       JOIN accounts a ON a.id = e.account_id
       JOIN players p ON p.id = a.player_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE a.player_id IS NOT NULL AND a.type <> 'points' AND a.currency = $1
         AND t.created_at >= $2 AND t.created_at < $3 AND t.kind = ANY($4::text[]) ${scope}
       GROUP BY t.id, t.created_at, t.kind
     ) x WHERE $5::int IS NULL OR x.game = $5 GROUP BY x.at / ${DAY_MS}, x.kind, x.game`,
    params,
  );
  const sums: Sums = new Map();
  for (const row of rows)
    add(
      sums,
      bucketOf(r, Number(row.at), Number(row.game)),
      rule.sign * Number(row.amount),
      rule.weight(row.kind) * Number(row.count),
    );
  return sums;
}
