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

  // Lock the accounts in id order, so two transfers over the same accounts cannot deadlock.
  const ids = [...new Set(request.entries.map((e) => e.accountId))];
  const accounts = await q.query<{ id: number; currency: string }>(
    'SELECT id, currency FROM accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  if (accounts.length !== ids.length) throw new UnbalancedTransferError('unknown account');
  if (new Set(accounts.map((a) => a.currency)).size !== 1)
    throw new UnbalancedTransferError('mixed currencies');

  await q.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount_minor)
     SELECT $1, account_id, amount FROM unnest($2::bigint[], $3::bigint[]) AS e(account_id, amount)`,
    [transactionId, request.entries.map((e) => e.accountId), request.entries.map((e) => e.amountMinor)],
  );
  try {
    await q.query(
      `UPDATE accounts a SET balance_minor = a.balance_minor + d.delta, updated_at = $3
       FROM (SELECT account_id, sum(amount) AS delta FROM unnest($1::bigint[], $2::bigint[]) AS e(account_id, amount)
             GROUP BY account_id) d
       WHERE a.id = d.account_id`,
      [request.entries.map((e) => e.accountId), request.entries.map((e) => e.amountMinor), request.now],
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
