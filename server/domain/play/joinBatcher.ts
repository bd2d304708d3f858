import type { Db, Queryable } from '../../storage/db';
import { createGroupCommit, type GroupWork } from '../../storage/groupCommit';
import { instancesRepo } from '../games/instancesRepo';

export interface JoinBatcher<T> {
  /** Runs work in the next transaction of its instance; settles after that transaction commits. */
  run(instanceId: number, work: GroupWork<T>): Promise<T>;
}

export interface JoinBatcherOptions<T> {
  maxBatch?: number;
  /** Last in the batch's transaction: what the joins that went through need written once for all. */
  finish?: (q: Queryable, done: T[]) => Promise<void>;
}

/** Joins one batch takes at most: bounds how long a batch holds the instance row. */
export const MAX_JOIN_BATCH = 64;

/**
 * Group commit of the joins into one game instance (issue 17): each batch locks the instance row
 * once, then runs every join in its own savepoint (see createGroupCommit).
 */
export function createJoinBatcher<T>(db: Db, options: JoinBatcherOptions<T> = {}): JoinBatcher<T> {
  return createGroupCommit<number, T>(db, {
    maxBatch: options.maxBatch ?? MAX_JOIN_BATCH,
    lock: (q, instanceId) => instancesRepo.lockForUpdate(q, instanceId),
    finish: options.finish,
  });
}
