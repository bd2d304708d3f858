import type { Db, Queryable } from './db';
import { createKeyedBatcher, type ItemOutcome } from './keyedBatcher';
import { isRetryable } from './retry';

/** One item's locked part: runs inside its batch's transaction, in its own savepoint. */
export type GroupWork<T> = (q: Queryable) => Promise<T>;

export interface GroupCommit<K, T> {
  /** Runs work in the next transaction of its key; settles after that transaction commits. */
  run(key: K, work: GroupWork<T>): Promise<T>;
}

export interface GroupCommitOptions<K, T> {
  /** Most items one transaction takes: bounds how long a batch holds its key's rows. */
  maxBatch: number;
  /** First in every batch: takes the row all items of the key wait for, once for the batch. */
  lock?(q: Queryable, key: K): Promise<unknown>;
  /** Last in the batch's transaction: what the items that went through need written once for all. */
  finish?(q: Queryable, done: T[]): Promise<void>;
}

/**
 * Group commit of work that serializes on one key's rows (a game instance's joins; instant
 * purchases have their own set-based batches, instant/purchaseBatch.ts): one writer per key in
 * this process. A batch is one transaction that takes the key's lock
 * once, then runs each item in a savepoint, so a refused item (funds, limits, sold out) rolls back
 * only its own rows while the others commit together, and later items see the earlier ones' rows.
 * A retryable error (deadlock, serialization) reruns the whole batch; any failure of the
 * transaction itself fails every item in it, none of which committed.
 */
export function createGroupCommit<K, T>(db: Db, options: GroupCommitOptions<K, T>): GroupCommit<K, T> {
  // Between two items the last savepoint is released and the next one set: PostgreSQL takes both
  // in one round trip (a simple query may hold several statements); PGlite's query takes one.
  const nextSavepoint: (q: Queryable) => Promise<unknown> =
    db.kind === 'postgres'
      ? (q) => q.query('RELEASE SAVEPOINT group_item; SAVEPOINT group_item')
      : async (q) => {
          await q.query('RELEASE SAVEPOINT group_item');
          await q.query('SAVEPOINT group_item');
        };
  const batcher = createKeyedBatcher<K, GroupWork<T>, T>({
    maxBatch: options.maxBatch,
    run: (key, works) =>
      db.tx(async (q) => {
        await options.lock?.(q, key);
        const outcomes: ItemOutcome<T>[] = [];
        for (const [i, work] of works.entries()) {
          // The commit releases the last savepoint with the transaction.
          await (i === 0 ? q.query('SAVEPOINT group_item') : nextSavepoint(q));
          outcomes.push(await inSavepoint(q, work));
        }
        const done = outcomes.flatMap((o) => (o.ok ? [o.value] : []));
        if (options.finish && done.length > 0) await options.finish(q, done);
        return outcomes;
      }),
  });
  return { run: (key, work) => batcher.submit(key, work) };
}

/** Runs one item after its savepoint was set; a refusal rolls back to it, and only it. */
async function inSavepoint<T>(q: Queryable, work: GroupWork<T>): Promise<ItemOutcome<T>> {
  try {
    return { ok: true, value: await work(q) };
  } catch (error) {
    // The batch is retried whole: a deadlock victim's transaction must start over.
    if (isRetryable(error)) throw error;
    // If even the rollback fails the transaction is lost, and that throw fails the batch.
    await q.query('ROLLBACK TO SAVEPOINT group_item');
    return { ok: false, error };
  }
}
