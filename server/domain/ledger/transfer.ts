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
 * transaction q (so the money issue can combine it with a join or an order in one commit). A
 * transfer that needs no other statement with it can be given the Db itself: it is then one
 * autocommit statement, atomic on its own, with no BEGIN or COMMIT round trips.
 *
 * One round trip: the SQL function ledger_transfer (migrations 020 and 027) does the whole movement.
 * Player accounts are locked in id order and their balances updated in place, where the SQL
 * CHECK refuses a negative balance. House accounts (which may go negative) are never waited for:
 * when the row is free this transaction locks it and folds its pending deltas into the balance;
 * when another transaction holds it, the change is appended to house_balance_deltas instead. So a
 * hot house account (every join credits `wagers`) no longer serializes transfers, and a house
 * balance is the row's balance plus its pending deltas (the account_balances view). The zero-sum
 * rule is checked here and again by the database at the end of the entries' INSERT statement.
 */
export async function transfer(q: Queryable, request: TransferRequest): Promise<TransferResult> {
  checkBalanced(request.entries);
  try {
    const [row] = await q.query<{ transaction_id: number; applied: boolean }>(
      'SELECT transaction_id, applied FROM ledger_transfer($1, $2, $3::jsonb, $4, $5::bigint[], $6::bigint[])',
      [
        request.key,
        request.kind,
        JSON.stringify(request.meta ?? {}),
        request.now,
        request.entries.map((e) => e.accountId),
        request.entries.map((e) => e.amountMinor),
      ],
    );
    return { transactionId: row.transaction_id, applied: row.applied };
  } catch (error) {
    throw ledgerError(error);
  }
}

/**
 * Several transfers in one round trip (the SQL function ledger_transfer_batch, migration 025), as
 * if each were made with transfer() one after another in list order, in the caller's transaction.
 * Each is checked as transfer() checks one; their keys must differ. A key already used moves
 * nothing again (applied false). If any player balance would go below zero at any point of the
 * list the whole call is refused (InsufficientFundsError) and nothing moves: a caller that wants
 * the others to go through decides beforehand which to leave out, as the instant purchase batch
 * does with its accounts locked.
 */
export async function transferBatch(
  q: Queryable,
  requests: readonly TransferRequest[],
): Promise<TransferResult[]> {
  if (requests.length === 0) return [];
  const call = transferBatchCall(requests, 1);
  try {
    const rows = await q.query<{ transaction_id: number; applied: boolean }>(
      `SELECT transaction_id, applied FROM ${call.sql}`,
      call.params,
    );
    return rows.map((row) => ({ transactionId: row.transaction_id, applied: row.applied }));
  } catch (error) {
    throw ledgerError(error);
  }
}

/**
 * transferBatch's function call, checked, for a caller that makes it part of a statement of its
 * own (saving the round trip): `sql` is `ledger_transfer_batch(...)` with parameters numbered
 * from `first`, a set of rows (idempotency_key, transaction_id, applied) in list order, and
 * `params` its parameters. Map the statement's errors with ledgerError.
 */
export function transferBatchCall(
  requests: readonly TransferRequest[],
  first: number,
): { sql: string; params: unknown[] } {
  if (requests.length === 0) throw new UnbalancedTransferError('no transfers');
  const keys = new Set<string>();
  for (const r of requests) {
    checkBalanced(r.entries);
    if (keys.has(r.key)) throw new UnbalancedTransferError(`repeated key ${r.key}`);
    keys.add(r.key);
  }
  const legs = requests.flatMap((r, i) => r.entries.map((e) => ({ transfer: i + 1, ...e })));
  const types = ['text[]', 'text[]', 'jsonb[]', 'bigint[]', 'integer[]', 'bigint[]', 'bigint[]'];
  return {
    sql: `ledger_transfer_batch(${types.map((t, i) => `$${first + i}::${t}`).join(', ')})`,
    params: [
      requests.map((r) => r.key),
      requests.map((r) => r.kind),
      requests.map((r) => JSON.stringify(r.meta ?? {})),
      requests.map((r) => r.now),
      legs.map((l) => l.transfer),
      legs.map((l) => l.accountId),
      legs.map((l) => l.amountMinor),
    ],
  };
}

/** The ledger functions' refusals as the ledger's errors; anything else unchanged. */
export function ledgerError(error: unknown): unknown {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === 'LG001') return new UnbalancedTransferError('unknown account');
  if (e.code === 'LG002') return new UnbalancedTransferError('mixed currencies');
  if (e.code === 'LG003') return new UnbalancedTransferError('repeated key');
  if (e.constraint === 'accounts_player_balance_non_negative' || isBalanceCheck(error))
    return new InsufficientFundsError();
  return error;
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
