import type { ReportGroup, ReportKind } from '../../../protocol/operator/calls';
import type { SiteScope } from '../../../protocol/operator/roles';

export interface ReportQuery {
  kind: ReportKind;
  sites: SiteScope;
  currency: string;
  from: number;
  to: number;
  groupBy: ReportGroup;
  /** One game (type or instant game) only; for the kinds that belong to a game. */
  gameId?: number;
  /** Each game's title, for the rows grouped by game. */
  titles?: ReadonlyMap<number, string>;
  /** Sum the ledger's entries even where the daily sums could answer (tests and the bench compare). */
  fromEntries?: boolean;
}

export const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

export function periodOf(at: number, groupBy: 'day' | 'month'): string {
  const d = new Date(at);
  const month = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
  return groupBy === 'month' ? month : `${month}-${pad(d.getUTCDate())}`;
}

/** The periods from..to (exclusive), each with its end (exclusive, capped at `to`). */
export function periodsOf(
  from: number,
  to: number,
  groupBy: 'day' | 'month',
): { period: string; end: number }[] {
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

/** A report grouped by game covers the whole range: its first and last day, as an ISO interval. */
export const rangeOf = (r: Pick<ReportQuery, 'from' | 'to'>) =>
  `${periodOf(r.from, 'day')}/${periodOf(r.to - 1, 'day')}`;

/** Sums per bucket: a period, or a game's id grouped by game. */
export type Sums = Map<string, { amount: number; count: number }>;

/** The bucket a movement at `at` of `game` falls in, by the report's grouping. */
export const bucketOf = (r: ReportQuery, at: number, game: number | null): string =>
  r.groupBy === 'game' ? String(game ?? 0) : periodOf(at, r.groupBy);

/** True when the report needs the game of each movement (one game asked, or grouped by game). */
export const byGame = (r: ReportQuery): boolean => r.gameId !== undefined || r.groupBy === 'game';

export function add(sums: Sums, bucket: string, amount: number, count: number): void {
  const sum = sums.get(bucket) ?? { amount: 0, count: 0 };
  sum.amount += amount;
  sum.count += count;
  sums.set(bucket, sum);
}

/**
 * The game of a ledger transaction, as SQL over `t`: the game (type) its meta names (joins,
 * prizes, instant tickets, prize items), else the game of the instance it names (refunds).
 */
export const GAME_OF_TRANSACTION = `coalesce((t.meta->>'gameId')::int,
  (SELECT gi.game_id FROM game_instances gi WHERE gi.id = (t.meta->>'gameInstanceId')::bigint))`;
