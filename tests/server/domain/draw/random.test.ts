import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  commitment,
  cryptoSource,
  newSeed,
  seedBytes,
  seededSource,
  uniformInt,
  type RandomSource,
} from '../../../../server/domain/draw/random';
import { CHI2_CRITICAL_P001, chiSquareUniform, FIXED_SEED, scriptedSource } from './stats';

const take = (s: RandomSource, n: number) => Array.from({ length: n }, () => s.nextUint32());

describe('seeded source (HMAC-SHA256 counter DRBG)', () => {
  it('matches an independent computation of the documented construction', () => {
    // block i = HMAC-SHA256(seed, "drawhall/draw/v1" 0x00 context 0x00 u64be(i)), read as big-endian uint32s.
    const key = Buffer.from(FIXED_SEED, 'hex');
    const expected: number[] = [];
    for (let i = 0n; i < 2n; i++) {
      const counter = Buffer.alloc(8);
      counter.writeBigUInt64BE(i);
      const block = createHmac('sha256', key)
        .update(
          Buffer.concat([
            Buffer.from('drawhall/draw/v1'),
            Buffer.from([0]),
            Buffer.from('game-7'),
            Buffer.from([0]),
            counter,
          ]),
        )
        .digest();
      for (let at = 0; at < 32; at += 4) expected.push(block.readUInt32BE(at));
    }
    expect(take(seededSource(FIXED_SEED, 'game-7'), 16)).toEqual(expected);
  });

  it('replays the same stream from the same seed, hex or bytes, and differs by seed and context', () => {
    const a = take(seededSource(FIXED_SEED), 50);
    expect(take(seededSource(Buffer.from(FIXED_SEED, 'hex')), 50)).toEqual(a);
    const other = FIXED_SEED.slice(0, 63) + '0';
    expect(take(seededSource(other), 50)).not.toEqual(a);
    expect(take(seededSource(FIXED_SEED, 'x'), 50)).not.toEqual(a);
  });

  it('rejects seeds that are not 32 bytes', () => {
    expect(() => seedBytes('abcd')).toThrow(RangeError);
    expect(() => seedBytes('zz'.repeat(32))).toThrow(RangeError);
    expect(() => seedBytes(new Uint8Array(31))).toThrow(RangeError);
    expect(seedBytes(new Uint8Array(32)).length).toBe(32);
  });
});

describe('commitment', () => {
  it('is the hex sha256 of the seed bytes', () => {
    const zero = new Uint8Array(32);
    expect(commitment(zero)).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
    expect(commitment(FIXED_SEED)).toBe(
      createHash('sha256').update(Buffer.from(FIXED_SEED, 'hex')).digest('hex'),
    );
  });

  it('gives fresh 32-byte seeds', () => {
    const a = newSeed();
    const b = newSeed();
    expect(a.length).toBe(32);
    expect(a.equals(b)).toBe(false);
  });
});

describe('uniformInt', () => {
  it('rejects draws at or above the largest multiple of n below 2^32', () => {
    // 2^32 mod 3 = 1, so 2^32 - 1 is the one rejected value for n = 3.
    const s = scriptedSource([0xffffffff, 0xfffffffe]);
    expect(uniformInt(s, 3)).toBe(0xfffffffe % 3);
    expect(s.used()).toBe(2);
    // 2^32 mod 10 = 6: 4294967290..4294967295 are rejected.
    const t = scriptedSource([4294967295, 4294967290, 4294967289]);
    expect(uniformInt(t, 10)).toBe(9);
    expect(t.used()).toBe(3);
    // A power of two divides 2^32: nothing is ever rejected.
    const u = scriptedSource([0xffffffff]);
    expect(uniformInt(u, 16)).toBe(15);
    expect(uniformInt(scriptedSource([123]), 1)).toBe(0);
  });

  it('refuses a bad range', () => {
    for (const n of [0, -1, 1.5, 2 ** 32 + 1])
      expect(() => uniformInt(scriptedSource([1]), n)).toThrow(RangeError);
  });

  it('is uniform for n = 7 (chi-square, p = 0.001) on the seeded source', () => {
    const s = seededSource(FIXED_SEED, 'uniformInt');
    const counts = new Array(7).fill(0);
    for (let i = 0; i < 70_000; i++) counts[uniformInt(s, 7)]++;
    expect(chiSquareUniform(counts)).toBeLessThan(CHI2_CRITICAL_P001[6]);
  });

  it('the same test catches modulo bias (control: plain u % n over bytes)', () => {
    const s = seededSource(FIXED_SEED, 'control');
    const counts = new Array(200).fill(0);
    for (let i = 0; i < 100_000; i++) counts[(s.nextUint32() & 0xff) % 200]++;
    expect(chiSquareUniform(counts)).toBeGreaterThan(CHI2_CRITICAL_P001[199]);
    // The same byte stream through rejection sampling is uniform.
    const bytes: RandomSource = { nextUint32: () => s.nextUint32() & 0xff };
    const fair = new Array(200).fill(0);
    // uniformInt's limit is about 2^32, so feed it 32-bit values built from 4 bytes.
    const words: RandomSource = {
      nextUint32: () =>
        ((bytes.nextUint32() << 24) |
          (bytes.nextUint32() << 16) |
          (bytes.nextUint32() << 8) |
          bytes.nextUint32()) >>>
        0,
    };
    for (let i = 0; i < 100_000; i++) fair[uniformInt(words, 200)]++;
    expect(chiSquareUniform(fair)).toBeLessThan(CHI2_CRITICAL_P001[199]);
  });

  it('crypto source yields 32-bit integers across the range', () => {
    const values = take(cryptoSource(16), 2000);
    expect(values.every((v) => Number.isInteger(v) && v >= 0 && v < 2 ** 32)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(1990);
    expect(values.some((v) => v >= 2 ** 31)).toBe(true);
  });
});
