import type { Db, Queryable } from '../../storage/db';
import { createKeyedBatcher, type ItemOutcome } from '../../storage/keyedBatcher';
import { isRetryable } from '../../storage/retry';
import { instancesRepo } from '../games/instancesRepo';

/** One join's locked part: runs inside the batch's transaction, in its own savepoint. */
export type JoinWork<T> = (q: Queryable) => Promise<T>;

export interface JoinBatcher<T> {
  /** Runs work in the next transaction of its instance; settles after that transaction commits. */
  run(instanceId: number, work: JoinWork<T>): Promise<T>;
}

export interface JoinBatcherOptions<T> {
  maxBatch?: number;
  /** Last in the batch's transaction: what the joins that went through need written once for all. */
  finish?: (q: Queryable, done: T[]) => Promise<void>;
}

/** Joins one batch takes at most: bounds how long a batch holds the instance row. */
export const MAX_JOIN_BATCH = 64;

/**
 * Group commit of the joins into one game instance (issue 17): one writer per instance in this
 * process. A batch is one transaction that locks the instance row once, then runs each join in a
 * savepoint, so a refused join (funds, limits, sold out) rolls back only its own rows while the
 * others commit together; later joins see the earlier ones' rows (holdings, weekly sums). A
 * retryable error (deadlock, serialization) reruns the whole batch; any failure of the
 * transaction itself fails every join in it, none of which committed.
 */
export function createJoinBatcher<T>(db: Db, options: JoinBatcherOptions<T> = {}): JoinBatcher<T> {
  // Between two joins the last savepoint is released and the next one set: PostgreSQL takes both
  // in one round trip (a simple query may hold several statements); PGlite's query takes one.
  const nextSavepoint: (q: Queryable) => Promise<unknown> =
    db.kind === 'postgres'
      ? (q) => q.query('RELEASE SAVEPOINT join_one; SAVEPOINT join_one')
      : async (q) => {
          await q.query('RELEASE SAVEPOINT join_one');
          await q.query('SAVEPOINT join_one');
        };
  const batcher = createKeyedBatcher<number, JoinWork<T>, T>({
    maxBatch: options.maxBatch ?? MAX_JOIN_BATCH,
    run: (instanceId, works) =>
      db.tx(async (q) => {
        await instancesRepo.lockForUpdate(q, instanceId);
        const outcomes: ItemOutcome<T>[] = [];
        for (const [i, work] of works.entries()) {
          // The commit releases the last savepoint with the transaction.
          await (i === 0 ? q.query('SAVEPOINT join_one') : nextSavepoint(q));
          outcomes.push(await inSavepoint(q, work));
        }
        const done = outcomes.flatMap((o) => (o.ok ? [o.value] : []));
        if (options.finish && done.length > 0) await options.finish(q, done);
        return outcomes;
      }),
  });
  return { run: (instanceId, work) => batcher.submit(instanceId, work) };
}

/** Runs one join after its savepoint was set; a refusal rolls back to it, and only it. */
async function inSavepoint<T>(q: Queryable, work: JoinWork<T>): Promise<ItemOutcome<T>> {
  try {
    return { ok: true, value: await work(q) };
  } catch (error) {
    // The batch is retried whole: a deadlock victim's transaction must start over.
    if (isRetryable(error)) throw error;
    // If even the rollback fails the transaction is lost, and that throw fails the batch.
    await q.query('ROLLBACK TO SAVEPOINT join_one');
    return { ok: false, error };
  }
}
