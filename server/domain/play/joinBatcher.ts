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
  const batcher = createKeyedBatcher<number, JoinWork<unknown>, unknown>({
    maxBatch,
    run: (instanceId, works) =>
      db.tx(async (q) => {
        await instancesRepo.lockForUpdate(q, instanceId);
        const outcomes: ItemOutcome<unknown>[] = [];
        for (const work of works) outcomes.push(await inSavepoint(q, work));
        return outcomes;
      }),
  });
  return {
    run: <T>(instanceId: number, work: JoinWork<T>) => batcher.submit(instanceId, work) as Promise<T>,
  };
}

async function inSavepoint(q: Queryable, work: JoinWork<unknown>): Promise<ItemOutcome<unknown>> {
  await q.query('SAVEPOINT join_one');
  try {
    const value = await work(q);
    await q.query('RELEASE SAVEPOINT join_one');
    return { ok: true, value };
  } catch (error) {
    // The batch is retried whole: a deadlock victim's transaction must start over.
    if (isRetryable(error)) throw error;
    // If even the rollback fails the transaction is lost, and that throw fails the batch.
    await q.query('ROLLBACK TO SAVEPOINT join_one');
    await q.query('RELEASE SAVEPOINT join_one');
    return { ok: false, error };
  }
}
