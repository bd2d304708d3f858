import type { SearchResult, Transaction } from '../../../protocol/types';
import type { Queryable } from '../../storage/db';
import { toMajor } from '../money';

/** searchTransactions' kinds, as prefixes of ledger transaction kinds. */
const KIND_PREFIXES: Record<string, string[]> = {
  deposits: ['deposit', 'coupon.instant'],
  withdrawals: ['withdrawal'],
  wagers: ['wager', 'join'],
  wins: ['win', 'prize', 'settle', 'refund'],
  bonuses: ['coupon', 'bonus', 'seed', 'promotion'],
};

export interface HistoryQuery {
  playerId: number;
  from: number;
  to: number;
  kind: string;
  currencyId?: string;
  page: number;
  maxResults: number;
}

/**
 * Cashier history: the player's ledger entries between from and to (inclusive), newest first,
 * with each account's balance after the entry. Spec: the client asks for the last 10 or 31 days.
 */
export async function searchTransactions(q: Queryable, h: HistoryQuery): Promise<SearchResult<Transaction>> {
  const prefixes = h.kind === 'all' ? null : (KIND_PREFIXES[h.kind] ?? []).map((p) => `${p}%`);
  const where = `WHERE created_at BETWEEN $2 AND $3 AND ($4::text IS NULL OR currency = $4)
                   AND ($5::text[] IS NULL OR kind LIKE ANY($5::text[]))`;
  const base = `
    WITH mine AS (
      SELECT e.id, e.transaction_id, e.amount_minor, a.currency, a.type, t.kind, t.created_at,
             sum(e.amount_minor) OVER (PARTITION BY e.account_id ORDER BY e.transaction_id, e.id) AS balance_after
      FROM ledger_entries e JOIN accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.player_id = $1)`;
  const params = [h.playerId, h.from, h.to, h.currencyId ?? null, prefixes];
  const [{ total }] = await q.query<{ total: number }>(
    `${base} SELECT count(*)::int AS total FROM mine ${where}`,
    params,
  );
  const rows = await q.query<{
    id: number;
    amount_minor: number;
    currency: string;
    type: string;
    kind: string;
    created_at: number;
    balance_after: number;
  }>(`${base} SELECT * FROM mine ${where} ORDER BY created_at DESC, id DESC LIMIT $6 OFFSET $7`, [
    ...params,
    h.maxResults,
    h.page * h.maxResults,
  ]);
  return {
    totalCount: total,
    result: rows.map((r) => ({
      id: r.id,
      type: r.kind,
      amount: toMajor(r.amount_minor, r.currency),
      currencyId: r.currency,
      balanceAfter: toMajor(r.balance_after, r.currency),
      description: `${describe(r.kind)} (${r.type})`,
      createdOn: r.created_at,
    })),
  };
}

function describe(kind: string): string {
  const words = kind.replace(/[._:-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
