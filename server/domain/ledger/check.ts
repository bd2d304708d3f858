import type { Queryable } from '../../storage/db';

export interface LedgerCheckReport {
  ok: boolean;
  transactions: number;
  accounts: number;
  /** Transactions whose entries do not sum to zero (or that have fewer than two entries). */
  unbalanced: { transactionId: number; sum: number; entries: number }[];
  /**
   * Accounts whose balance (the row's, plus a house account's pending deltas) differs from the sum
   * of their entries.
   */
  mismatched: { accountId: number; balance: number; entries: number }[];
  /** Player accounts below zero (the CHECK forbids it; reported in case it was dropped). */
  negative: { accountId: number; balance: number }[];
  /**
   * Entries whose account or ledger transaction does not exist. The ledger functions check both
   * as they write (migration 052 dropped the per-row foreign keys); this proves it afterwards.
   */
  orphans: { entryId: number; accountId: number; transactionId: number }[];
  /** Sum of every balance per currency: zero in a closed double-entry ledger. */
  totals: { currency: string; sum: number }[];
}

/**
 * `ledger check`: the whole ledger. Run it inside one serializable transaction (as the CLI does)
 * for a consistent snapshot while the server moves money.
 */
export async function ledgerCheck(q: Queryable): Promise<LedgerCheckReport> {
  const unbalanced = await q.query<{ transactionId: number; sum: number; entries: number }>(
    `SELECT t.id AS "transactionId", coalesce(sum(e.amount_minor), 0) AS sum, count(e.id)::int AS entries
     FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
     GROUP BY t.id HAVING coalesce(sum(e.amount_minor), 0) <> 0 OR count(e.id) < 2
     ORDER BY t.id LIMIT 1000`,
  );
  const mismatched = await q.query<{ accountId: number; balance: number; entries: number }>(
    `SELECT a.id AS "accountId", a.balance_minor AS balance, coalesce(s.total, 0) AS entries
     FROM account_balances a LEFT JOIN (SELECT account_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY account_id) s
       ON s.account_id = a.id
     WHERE a.balance_minor <> coalesce(s.total, 0) ORDER BY a.id LIMIT 1000`,
  );
  const negative = await q.query<{ accountId: number; balance: number }>(
    `SELECT id AS "accountId", balance_minor AS balance FROM accounts
     WHERE player_id IS NOT NULL AND balance_minor < 0 ORDER BY id LIMIT 1000`,
  );
  const orphans = await q.query<{ entryId: number; accountId: number; transactionId: number }>(
    `SELECT e.id AS "entryId", e.account_id AS "accountId", e.transaction_id AS "transactionId"
     FROM ledger_entries e
     WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = e.account_id)
        OR NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = e.transaction_id)
     ORDER BY e.id LIMIT 1000`,
  );
  const totals = await q.query<{ currency: string; sum: number }>(
    'SELECT currency, sum(balance_minor) AS sum FROM account_balances GROUP BY currency ORDER BY currency',
  );
  const [{ transactions }] = await q.query<{ transactions: number }>(
    'SELECT count(*)::int AS transactions FROM ledger_transactions',
  );
  const [{ accounts }] = await q.query<{ accounts: number }>(
    'SELECT count(*)::int AS accounts FROM accounts',
  );
  const ok =
    unbalanced.length === 0 &&
    mismatched.length === 0 &&
    negative.length === 0 &&
    orphans.length === 0 &&
    totals.every((t) => t.sum === 0);
  return { ok, transactions, accounts, unbalanced, mismatched, negative, orphans, totals };
}
