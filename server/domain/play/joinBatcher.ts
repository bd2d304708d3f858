import type { Db, Queryable } from '../../storage/db';
import { createKeyedBatcher, type ItemOutcome } from '../../storage/keyedBatcher';
import { createSavepointItems } from '../../storage/savepointItems';
import { instancesRepo } from '../games/instancesRepo';
import type { BatchJoin, JoinAttempt } from './joinAttempt';
import { lookUpBatch, sellTogether, takenTogether, type SetBasedDeps } from './setBasedJoins';

export interface JoinBatcher {
  /** Runs the join in the next batch of its instance; settles after that batch commits. */
  run(instanceId: number, join: BatchJoin): Promise<JoinAttempt>;
}

export interface JoinBatcherDeps extends SetBasedDeps {
  db: Db;
  /** Last in the batch's transaction: what the joins made alone need written once for all. */
  finish(q: Queryable, done: JoinAttempt[]): Promise<void>;
  /** After each batch's commit: the accounts whose balances its joins moved. */
  balancesMoved?(accountIds: number[]): void;
}

/** Joins one batch takes at most: bounds how long a batch holds the instance row. */
export const MAX_JOIN_BATCH = 64;

/**
 * Group commit of the joins into one game instance (issue 17). One batch per instance runs at a
 * time in this process (storage/keyedBatcher.ts); the joins that arrive meanwhile wait and go
 * together into the next one. A batch is one transaction: the instance row locked once, the plain
 * joins made together in a fixed number of statements (setBasedJoins.ts), then every other join
 * (subscriptions, seats, promotions, players with a weekly limit, a restriction or no cash
 * account yet) on its own in a savepoint, seeing what the plain ones wrote. Once only the COMMIT
 * is left the instance is released to its next batch, whose lock then waits in the database.
 */
export function createJoinBatcher(deps: JoinBatcherDeps): JoinBatcher {
  const runInSavepoints = createSavepointItems(deps.db);
  const batcher = createKeyedBatcher<number, BatchJoin, JoinAttempt>({
    maxBatch: MAX_JOIN_BATCH,
    run: async (instanceId, joins, release) => {
      const outcomes = await deps.db.tx((q) => runBatch(q, instanceId, joins, release));
      const touched = outcomes.flatMap((o) => (o.ok ? (o.value.accountIds ?? []) : []));
      if (touched.length > 0) deps.balancesMoved?.(touched);
      return outcomes;
    },
  });

  async function runBatch(
    q: Queryable,
    instanceId: number,
    joins: BatchJoin[],
    release: () => void,
  ): Promise<ItemOutcome<JoinAttempt>[]> {
    const outcomes: ItemOutcome<JoinAttempt>[] = [];
    const row = await instancesRepo.lockForUpdate(q, instanceId);
    const together: number[] = [];
    const alone: number[] = [];
    if (row) {
      const look = await lookUpBatch(q, instanceId, row.currency, joins);
      joins.forEach((join, i) => (takenTogether(join, look) ? together : alone).push(i));
      if (together.length > 0) {
        const sold = await sellTogether(
          q,
          row,
          together.map((i) => joins[i]),
          look,
          deps,
        );
        together.forEach((i, k) => (outcomes[i] = sold[k]));
      }
    } else joins.forEach((_, i) => alone.push(i));
    if (alone.length > 0) {
      const made = await runInSavepoints(
        q,
        alone.map((i) => joins[i].alone),
      );
      alone.forEach((i, k) => (outcomes[i] = made[k]));
      const done = made.flatMap((o) => (o.ok ? [o.value] : []));
      if (done.length > 0) await deps.finish(q, done);
    }
    release();
    // Every join of the batch tells the lobby the instance as the batch left it (the last sale
    // made, alone joins running after the set-based ones), so the counts never go back.
    const sales = [...together, ...alone].flatMap((i) => {
      const o = outcomes[i];
      return o.ok && o.value.fresh && o.value.sold ? [o.value] : [];
    });
    const final = sales.at(-1)?.sold;
    for (const sale of sales) sale.sold = final;
    return outcomes;
  }

  return { run: (instanceId, join) => batcher.submit(instanceId, join) };
}
