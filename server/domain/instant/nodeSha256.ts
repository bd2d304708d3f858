import { createHash, createHmac, hash as oneShot, type Hash } from 'node:crypto';
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
 * 20,000, half a second or more on one core. Resolved at once, they would run as one long chain of
 * microtasks and stall the event loop for all of it (every socket, every draw). Every
 * CALLS_PER_TURN calls this one waits for the next turn of the event loop instead.
 */
export function pausingSha256(): Sha256 {
  let calls = 0;
  const pause = async <T>(value: T): Promise<T> => {
    if (++calls % CALLS_PER_TURN === 0) await nextTurn();
    return value;
  };
  const hmac = keyedHmac();
  return {
    digest: (data) => pause(new Uint8Array(oneShot('sha256', data, 'buffer') as Buffer)),
    hmac: (key, data) => pause(new Uint8Array(hmac(key, data))),
  };
}

/**
 * HMAC-SHA256 (RFC 2104) for many messages under one key, as a build makes them (all under the
 * pool's seed): the key's inner and outer pads are hashed once, and each message continues copies
 * of those two states, where createHmac would set the key up again for every message.
 */
function keyedHmac(): (key: Uint8Array, data: Uint8Array) => Buffer {
  let current: { key: Uint8Array; inner: Hash; outer: Hash } | null = null;
  return (key, data) => {
    if (!current || (current.key !== key && !sameBytes(current.key, key))) {
      const block = Buffer.alloc(64);
      block.set(key.length > 64 ? createHash('sha256').update(key).digest() : key);
      const pad = (byte: number) => Buffer.from(block.map((b) => b ^ byte));
      current = {
        key,
        inner: createHash('sha256').update(pad(0x36)),
        outer: createHash('sha256').update(pad(0x5c)),
      };
    }
    return current.outer.copy().update(current.inner.copy().update(data).digest()).digest();
  };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}
