import type { PushHub } from '../../ports/pushHub';
import type { Db, Queryable } from '../../storage/db';
import type { CurrencyBook } from '../money';
import { pushBalances } from './balancePush';
import { transfer, type TransferRequest, type TransferResult } from './transfer';

/** A transaction that remembers which accounts its transfers touched. */
export interface MoneyQuery extends Queryable {
  transfer(request: TransferRequest): Promise<TransferResult>;
  /** Also announce this account after the commit (a movement made outside `transfer`). */
  touch(accountId: number): void;
}

export interface MoneyDeps {
  db: Db;
  push: PushHub;
  currencies: CurrencyBook;
}

/**
 * Runs fn in one database transaction (retried from the start on serialization failures and
 * deadlocks by db.tx), then pushes the new balances of every player account its transfers moved.
 * Nothing is pushed when fn throws, and nothing is pushed before the commit.
 */
export async function moneyTx<T>(deps: MoneyDeps, fn: (q: MoneyQuery) => Promise<T>): Promise<T> {
  let touched = new Set<number>();
  const result = await deps.db.tx(async (q) => {
    touched = new Set<number>(); // a retried attempt starts clean
    const money: MoneyQuery = {
      query: (sql, params) => q.query(sql, params),
      async transfer(request) {
        const outcome = await transfer(q, request);
        if (outcome.applied) for (const e of request.entries) touched.add(e.accountId);
        return outcome;
      },
      touch: (accountId) => void touched.add(accountId),
    };
    return fn(money);
  });
  await pushBalances(deps, deps.db, touched);
  return result;
}
