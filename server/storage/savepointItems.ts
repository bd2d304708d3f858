import type { Db, Queryable } from './db';
import type { ItemOutcome } from './keyedBatcher';
import { isRetryable } from './retry';

/** One item's part of a batch: runs inside the batch's transaction, in its own savepoint. */
export type SavepointWork<T> = (q: Queryable) => Promise<T>;

/**
 * Runs items one after another inside the caller's transaction, each in its own savepoint, so a
 * refused item (funds, limits, sold out) rolls back only its own rows while the others commit
 * together, and later items see the earlier ones' rows. A retryable error (deadlock,
 * serialization) is thrown so the caller reruns the whole transaction; any failure of the
 * transaction itself fails every item in it, none of which committed.
 */
export function createSavepointItems(db: Db) {
  // Between two items the last savepoint is released and the next one set: PostgreSQL takes both
  // in one round trip (a simple query may hold several statements); PGlite's query takes one.
  const nextSavepoint: (q: Queryable) => Promise<unknown> =
    db.kind === 'postgres'
      ? (q) => q.query('RELEASE SAVEPOINT batch_item; SAVEPOINT batch_item')
      : async (q) => {
          await q.query('RELEASE SAVEPOINT batch_item');
          await q.query('SAVEPOINT batch_item');
        };
  return async function runInSavepoints<T>(
    q: Queryable,
    works: readonly SavepointWork<T>[],
  ): Promise<ItemOutcome<T>[]> {
    const outcomes: ItemOutcome<T>[] = [];
    for (const [i, work] of works.entries()) {
      // The commit releases the last savepoint with the transaction.
      await (i === 0 ? q.query('SAVEPOINT batch_item') : nextSavepoint(q));
      outcomes.push(await inSavepoint(q, work));
    }
    return outcomes;
  };
}

/** Runs one item after its savepoint was set; a refusal rolls back to it, and only it. */
async function inSavepoint<T>(q: Queryable, work: SavepointWork<T>): Promise<ItemOutcome<T>> {
  try {
    return { ok: true, value: await work(q) };
  } catch (error) {
    // The batch is retried whole: a deadlock victim's transaction must start over.
    if (isRetryable(error)) throw error;
    // If even the rollback fails the transaction is lost, and that throw fails the batch.
    await q.query('ROLLBACK TO SAVEPOINT batch_item');
    return { ok: false, error };
  }
}
