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
  // The read itself is remembered, so joins arriving together wait for one read.
  const known = new Map<number, Promise<InstanceRow | null>>();
  return function factsOf(id: number): Promise<InstanceRow | null> {
    let facts = known.get(id);
    if (!facts) {
      facts = instancesRepo.byId(q, id);
      known.set(id, facts);
      const forget = () => void known.delete(id);
      void facts.then((row) => row ?? forget(), forget);
      // The oldest remembered goes first (a Map iterates in insertion order).
      if (known.size > max) known.delete(known.keys().next().value!);
    }
    return facts;
  };
}
