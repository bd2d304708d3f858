import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Random numbers for draws. Everything that decides an outcome takes a RandomSource, so the
 * same code runs on fresh crypto randomness (lucky dips) and on a seeded, replayable stream
 * (draws: commit to the seed, draw, reveal the seed, anyone replays).
 */

/** A stream of uniformly distributed unsigned 32-bit integers. */
export interface RandomSource {
  nextUint32(): number;
}

/** Bytes per seed: 256 bits, the key size of HMAC-SHA256, so the seed cannot be guessed. */
export const SEED_BYTES = 32;

/**
 * Fresh operating-system randomness. Reads are buffered because one randomBytes call per ball
 * would spend most of its time in the call itself.
 */
export function cryptoSource(bufferBytes = 4096): RandomSource {
  let buffer = randomBytes(bufferBytes);
  let at = 0;
  return {
    nextUint32() {
      if (at + 4 > buffer.length) {
        buffer = randomBytes(bufferBytes);
        at = 0;
      }
      const value = buffer.readUInt32BE(at);
      at += 4;
      return value;
    },
  };
}

/** A new draw seed from the operating system. */
export function newSeed(): Buffer {
  return randomBytes(SEED_BYTES);
}

export type SeedInput = Uint8Array | string;

/** A seed as bytes; hex text (as stored and published) is accepted. Rejects anything not 32 bytes. */
export function seedBytes(seed: SeedInput): Buffer {
  if (typeof seed === 'string') {
    if (!/^[0-9a-fA-F]{64}$/.test(seed)) throw new RangeError(`seed must be ${SEED_BYTES * 2} hex digits`);
    return Buffer.from(seed, 'hex');
  }
  if (seed.length !== SEED_BYTES) throw new RangeError(`seed must be ${SEED_BYTES} bytes`);
  return Buffer.from(seed);
}

/**
 * The public commitment to a seed: sha256 of its bytes, hex. Published when registration
 * closes, before any ball is drawn, so the operator cannot change the seed after seeing plays
 * without the revealed seed failing to match.
 */
export function commitment(seed: SeedInput): string {
  return createHash('sha256').update(seedBytes(seed)).digest('hex');
}

// Domain separation: a stream for another purpose built from the same seed never coincides.
const DRBG_LABEL = Buffer.from('drawhall/draw/v1', 'utf8');

/**
 * Deterministic random bit generator: block i = HMAC-SHA256(key = seed, label || context || i).
 * HMAC with a secret 256-bit key is a pseudo-random function, so until the seed is revealed the
 * stream is unpredictable; once revealed, anyone with node:crypto (or any HMAC library) can
 * recompute every block. `context` (for example the game instance id) makes a reused seed give a
 * different stream per game. The counter is 64-bit big-endian.
 */
export function seededSource(seed: SeedInput, context = ''): RandomSource {
  const key = seedBytes(seed);
  const prefix = Buffer.concat([
    DRBG_LABEL,
    Buffer.from([0]),
    Buffer.from(context, 'utf8'),
    Buffer.from([0]),
  ]);
  const counter = Buffer.alloc(8);
  let block = 0n;
  let buffer = Buffer.alloc(0);
  let at = 0;
  return {
    nextUint32() {
      if (at + 4 > buffer.length) {
        counter.writeBigUInt64BE(block);
        block += 1n;
        buffer = createHmac('sha256', key).update(prefix).update(counter).digest();
        at = 0;
      }
      const value = buffer.readUInt32BE(at);
      at += 4;
      return value;
    },
  };
}

const TWO_POW_32 = 0x1_0000_0000;

/**
 * A uniform integer in 0..n-1 (1 <= n <= 2^32). `u % n` alone favours small results whenever n
 * does not divide 2^32 (modulo bias), so values at or above the largest multiple of n below
 * 2^32 are rejected and redrawn; the chance of a redraw is below n / 2^32, so it is cheap.
 */
export function uniformInt(source: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32)
    throw new RangeError(`uniformInt range must be 1..2^32, got ${n}`);
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const u = source.nextUint32();
    if (u < limit) return u % n;
  }
}
