import type { Db, Queryable } from '../../storage/db';
import { createKeyedBatcher, type ItemOutcome } from '../../storage/keyedBatcher';
import { isRetryable } from '../../storage/retry';
import { instancesRepo } from '../games/instancesRepo';

/** One join's locked part: runs inside the batch's transaction, in its own savepoint. */
export type JoinWork<T> = (q: Queryable) => Promise<T>;

export interface JoinBatcher {
  /** Runs work in the next transaction of its instance; settles after that transaction commits. */
  run<T>(instanceId: number, work: JoinWork<T>): Promise<T>;
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
export function createJoinBatcher(db: Db, maxBatch = MAX_JOIN_BATCH): JoinBatcher {
  // Between two joins the last savepoint is released and the next one set: PostgreSQL takes both
  // in one round trip (a simple query may hold several statements); PGlite's query takes one.
  const nextSavepoint: (q: Queryable) => Promise<unknown> =
    db.kind === 'postgres'
      ? (q) => q.query('RELEASE SAVEPOINT join_one; SAVEPOINT join_one')
      : async (q) => {
          await q.query('RELEASE SAVEPOINT join_one');
          await q.query('SAVEPOINT join_one');
        };
  const batcher = createKeyedBatcher<number, JoinWork<unknown>, unknown>({
    maxBatch,
    run: (instanceId, works) =>
      db.tx(async (q) => {
        await instancesRepo.lockForUpdate(q, instanceId);
        const outcomes: ItemOutcome<unknown>[] = [];
        for (const [i, work] of works.entries()) {
          // The commit releases the last savepoint with the transaction.
          await (i === 0 ? q.query('SAVEPOINT join_one') : nextSavepoint(q));
          outcomes.push(await inSavepoint(q, work));
        }
        return outcomes;
      }),
  });
  return {
    run: <T>(instanceId: number, work: JoinWork<T>) => batcher.submit(instanceId, work) as Promise<T>,
  };
}

/** Runs one join after its savepoint was set; a refusal rolls back to it, and only it. */
async function inSavepoint(q: Queryable, work: JoinWork<unknown>): Promise<ItemOutcome<unknown>> {
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
