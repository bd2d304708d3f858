import type { Queryable } from '../../storage/db';
import { InsufficientFundsError, UnbalancedTransferError } from './errors';

export interface TransferEntry {
  accountId: number;
  /** Signed minor units: positive credits the account, negative debits it. */
  amountMinor: number;
}

export interface TransferRequest {
  /** Same key, same movement: a repeated call is a no-op that returns the first transaction. */
  key: string;
  kind: string;
  entries: TransferEntry[];
  meta?: Record<string, unknown>;
  now: number;
}

export interface TransferResult {
  transactionId: number;
  /** False when the key had already been used and nothing moved. */
  applied: boolean;
}

/**
 * Moves money between accounts as one balanced ledger transaction, inside the caller's
 * transaction q (so the money issue can combine it with a join or an order in one commit).
 *
 * Player accounts are locked in id order and their balances updated in place, where the SQL
 * CHECK refuses a negative balance. House accounts (which may go negative) are never waited for:
 * when the row is free this transaction locks it and folds its pending deltas into the balance;
 * when another transaction holds it, the change is appended to house_balance_deltas instead. So a
 * hot house account (every join credits `wagers`) no longer serializes transfers, and a house
 * balance is the row's balance plus its pending deltas (the account_balances view).
 */
export async function transfer(q: Queryable, request: TransferRequest): Promise<TransferResult> {
  checkBalanced(request.entries);

  const inserted = await q.query<{ id: number }>(
    `INSERT INTO ledger_transactions (idempotency_key, kind, meta, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [request.key, request.kind, JSON.stringify(request.meta ?? {}), request.now],
  );
  if (inserted.length === 0) {
    const existing = await q.query<{ id: number }>(
      'SELECT id FROM ledger_transactions WHERE idempotency_key = $1',
      [request.key],
    );
    return { transactionId: existing[0].id, applied: false };
  }
  const transactionId = inserted[0].id;

  const ids = [...new Set(request.entries.map((e) => e.accountId))];
  // One statement: player rows locked in id order (waiting, so two transfers over the same
  // players cannot deadlock), house rows locked only if free (SKIP LOCKED never waits). NO KEY
  // UPDATE, not UPDATE: the foreign-key checks of other transactions' entries and deltas take
  // KEY SHARE on the same rows, which a plain FOR UPDATE would make them wait for.
  const accounts = await q.query<{ id: number; currency: string; house: boolean; held: boolean }>(
    `WITH players AS MATERIALIZED (
       SELECT id FROM accounts WHERE id = ANY($1::bigint[]) AND player_id IS NOT NULL ORDER BY id FOR NO KEY UPDATE),
     held AS MATERIALIZED (
       SELECT id FROM accounts WHERE id = ANY($1::bigint[]) AND player_id IS NULL ORDER BY id FOR NO KEY UPDATE SKIP LOCKED)
     SELECT a.id, a.currency, a.player_id IS NULL AS house,
            (EXISTS (SELECT 1 FROM players p WHERE p.id = a.id) OR EXISTS (SELECT 1 FROM held h WHERE h.id = a.id)) AS held
     FROM accounts a WHERE a.id = ANY($1::bigint[])`,
    [ids],
  );
  if (accounts.length !== ids.length) throw new UnbalancedTransferError('unknown account');
  if (new Set(accounts.map((a) => a.currency)).size !== 1)
    throw new UnbalancedTransferError('mixed currencies');
  const heldHouse = accounts.filter((a) => a.house && a.held).map((a) => a.id);
  const busyHouse = accounts.filter((a) => a.house && !a.held).map((a) => a.id);

  const accountIds = request.entries.map((e) => e.accountId);
  const amounts = request.entries.map((e) => e.amountMinor);
  await q.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount_minor)
     SELECT $1, account_id, amount FROM unnest($2::bigint[], $3::bigint[]) AS e(account_id, amount)`,
    [transactionId, accountIds, amounts],
  );
  try {
    await q.query(
      `WITH d AS (
         SELECT account_id, sum(amount)::bigint AS delta FROM unnest($1::bigint[], $2::bigint[]) AS e(account_id, amount)
         GROUP BY account_id),
       folded AS (
         DELETE FROM house_balance_deltas WHERE account_id = ANY($3::bigint[]) RETURNING account_id, delta_minor),
       appended AS (
         INSERT INTO house_balance_deltas (account_id, delta_minor)
         SELECT account_id, delta FROM d WHERE account_id = ANY($4::bigint[]) AND delta <> 0),
       changes AS (
         SELECT account_id, delta FROM d WHERE NOT (account_id = ANY($4::bigint[]))
         UNION ALL SELECT account_id, delta_minor FROM folded)
       UPDATE accounts a SET balance_minor = a.balance_minor + c.delta, updated_at = $5
       FROM (SELECT account_id, sum(delta) AS delta FROM changes GROUP BY account_id) c
       WHERE a.id = c.account_id`,
      [accountIds, amounts, heldHouse, busyHouse, request.now],
    );
  } catch (error) {
    if (
      (error as { constraint?: string }).constraint === 'accounts_player_balance_non_negative' ||
      isBalanceCheck(error)
    )
      throw new InsufficientFundsError();
    throw error;
  }
  return { transactionId, applied: true };
}

function checkBalanced(entries: TransferEntry[]): void {
  if (entries.length < 2) throw new UnbalancedTransferError('needs at least two entries');
  let sum = 0;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor === 0)
      throw new UnbalancedTransferError('each amount must be a non-zero integer');
    sum += entry.amountMinor;
  }
  if (sum !== 0) throw new UnbalancedTransferError(`entries sum to ${sum}`);
}

// PGlite reports the constraint name only in the message.
function isBalanceCheck(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23514' && /accounts_player_balance_non_negative/.test(e.message ?? '');
}
