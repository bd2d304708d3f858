import { createHash, createHmac } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Sha256 } from '../../../protocol/instant/sha256';

/** node:crypto behind the scheme's Sha256 interface: synchronous work, resolved at once. */
export const nodeSha256: Sha256 = {
  digest: (data) => Promise.resolve(new Uint8Array(createHash('sha256').update(data).digest())),
  hmac: (key, data) => Promise.resolve(new Uint8Array(createHmac('sha256', key).update(data).digest())),
};

/** Hash calls between two pauses: a few milliseconds of work on a slow core. */
const CALLS_PER_TURN = 400;

/**
 * nodeSha256 for building a pool, which takes about four hashes a ticket: 80,000 for a pool of
 * 20,000, a second or more on one core. Resolved at once, they would run as one long chain of
 * microtasks and stall the event loop for all of it (every socket, every draw). Every
 * CALLS_PER_TURN calls this one waits for the next turn of the event loop instead.
 */
export function pausingSha256(): Sha256 {
  let calls = 0;
  const pause = async <T>(value: T): Promise<T> => {
    if (++calls % CALLS_PER_TURN === 0) await nextTurn();
    return value;
  };
  return {
    digest: (data) => pause(new Uint8Array(createHash('sha256').update(data).digest())),
    hmac: (key, data) => pause(new Uint8Array(createHmac('sha256', key).update(data).digest())),
  };
}
