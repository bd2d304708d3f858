import type { Queryable } from '../../storage/db';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';

/** Instances remembered at most: the ones being sold now, with room to spare. */
const MAX_REMEMBERED = 512;

/**
 * What a join reads of its instance before the lock: its id, game, currency and snapshot, which
 * never change once the instance exists. Remembered per process so a popular instance is read
 * once, not once per join (its counts and status, which do change, are only ever trusted from
 * the locked row). An instance not found is not remembered: it may be created a moment later.
 */
export function createInstanceFacts(q: Queryable, max = MAX_REMEMBERED) {
  const known = new Map<number, InstanceRow>();
  return async function factsOf(id: number): Promise<InstanceRow | null> {
    const cached = known.get(id);
    if (cached) return cached;
    const row = await instancesRepo.byId(q, id);
    if (!row) return null;
    known.set(id, row);
    // The oldest remembered goes first (a Map iterates in insertion order).
    if (known.size > max) known.delete(known.keys().next().value!);
    return row;
  };
}
