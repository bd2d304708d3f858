import type { Db } from '../../storage/db';

/**
 * Folds house accounts' pending deltas into their balance rows, one account per transaction, and
 * skips an account whose row another transaction holds (that one folds as it transfers). Balances
 * read the same before and after; this only keeps house_balance_deltas short. Returns the number
 * of delta rows folded.
 */
export async function foldHouseDeltas(db: Db): Promise<number> {
  const pending = await db.query<{ account_id: number }>(
    'SELECT DISTINCT account_id FROM house_balance_deltas ORDER BY account_id',
  );
  let folded = 0;
  for (const { account_id: accountId } of pending) {
    folded += await db.tx(async (q) => {
      const free = await q.query('SELECT id FROM accounts WHERE id = $1 FOR NO KEY UPDATE SKIP LOCKED', [
        accountId,
      ]);
      if (free.length === 0) return 0;
      const [row] = await q.query<{ n: number }>(
        `WITH gone AS (DELETE FROM house_balance_deltas WHERE account_id = $1 RETURNING delta_minor),
         moved AS (
           UPDATE accounts SET balance_minor = balance_minor + (SELECT coalesce(sum(delta_minor), 0) FROM gone)
           WHERE id = $1 RETURNING id)
         SELECT (SELECT count(*) FROM gone)::int AS n FROM moved`,
        [accountId],
      );
      return row?.n ?? 0;
    });
  }
  return folded;
}
