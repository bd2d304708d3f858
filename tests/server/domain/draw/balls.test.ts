import { describe, expect, it } from 'vitest';
import {
  drawBalls,
  drawFromSeed,
  drawGame,
  drawRaffle,
  verifyDraw,
} from '../../../../server/domain/draw/balls';
import { commitment, seededSource, type RandomSource } from '../../../../server/domain/draw/random';
import { CHI2_CRITICAL_P001, chiSquareUniform, FIXED_SEED, scriptedSource } from './stats';

/** counts[position][ball - 1] over `draws` draws of 6 of 49 from `source`. */
function positionCounts(source: RandomSource, draws: number): number[][] {
  const counts = Array.from({ length: 6 }, () => new Array(49).fill(0));
  for (let d = 0; d < draws; d++) {
    const balls = drawBalls(source, 49, 6);
    for (let p = 0; p < 6; p++) counts[p][balls[p] - 1]++;
  }
  return counts;
}

describe('drawBalls (partial Fisher-Yates)', () => {
  it('swaps a uniformly chosen ball of the undrawn tail into each place', () => {
    // range 5: step 0 picks index 0 + (u % 5), step 1 picks 1 + (u % 4).
    // u=3 swaps ball 4 to the front: [4,2,3,1,5]; u=2 swaps index 3 (ball 1) into place 1.
    expect(drawBalls(scriptedSource([3, 2]), 5, 2)).toEqual([4, 1]);
    expect(drawBalls(scriptedSource([0, 0, 0]), 5, 3)).toEqual([1, 2, 3]);
  });

  it('gives distinct balls in range, all of them when count = range, none when 0', () => {
    const s = seededSource(FIXED_SEED);
    for (let i = 0; i < 200; i++) {
      const b = drawBalls(s, 49, 6);
      expect(new Set(b).size).toBe(6);
      expect(b.every((x) => Number.isInteger(x) && x >= 1 && x <= 49)).toBe(true);
    }
    expect([...drawBalls(s, 10, 10)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(drawBalls(s, 10, 0)).toEqual([]);
    expect(() => drawBalls(s, 5, 6)).toThrow(RangeError);
    expect(() => drawBalls(s, 0, 0)).toThrow(RangeError);
  });

  it('every position is uniform over 1..49 in 100,000 seeded 6/49 draws (chi-square, p = 0.001)', () => {
    const counts = positionCounts(seededSource(FIXED_SEED, 'chi-square'), 100_000);
    for (let p = 0; p < 6; p++) expect(chiSquareUniform(counts[p])).toBeLessThan(CHI2_CRITICAL_P001[48]);
    const perBall = counts[0].map((_, b) => counts.reduce((sum, row) => sum + row[b], 0));
    expect(chiSquareUniform(perBall)).toBeLessThan(CHI2_CRITICAL_P001[48]);
  });

  it('the same test rejects a weak source (control: only 8-bit values)', () => {
    // uniformInt cannot help when the source itself only yields 0..255: small balls come up more.
    const seeded = seededSource(FIXED_SEED, 'weak');
    const weak: RandomSource = { nextUint32: () => seeded.nextUint32() & 0xff };
    const counts = positionCounts(weak, 100_000);
    expect(chiSquareUniform(counts[0])).toBeGreaterThan(CHI2_CRITICAL_P001[48]);
  });
});

describe('drawGame and drawFromSeed', () => {
  it('draws the second set from its own range after the first, from one stream', () => {
    const shape = { drawRange: 50, count: 5, drawRange2nd: 12, count2nd: 2 };
    const r = drawFromSeed(FIXED_SEED, shape);
    expect(r.draws).toHaveLength(5);
    expect(r.draws2nd).toHaveLength(2);
    expect(r.draws2nd.every((b) => b >= 1 && b <= 12)).toBe(true);
    const s = seededSource(FIXED_SEED);
    expect(drawBalls(s, 50, 5)).toEqual(r.draws);
    expect(drawBalls(s, 12, 2)).toEqual(r.draws2nd);
    expect(drawFromSeed(FIXED_SEED, shape)).toEqual(r);
    expect(drawGame(seededSource(FIXED_SEED), { drawRange: 49, count: 6 }).draws2nd).toEqual([]);
  });
});

describe('verifyDraw', () => {
  const shape = { drawRange: 50, count: 5, drawRange2nd: 12, count2nd: 2 };
  const published = {
    ...shape,
    ...drawFromSeed(FIXED_SEED, shape, 'game-42'),
    seed: FIXED_SEED,
    commitment: commitment(FIXED_SEED),
    context: 'game-42',
  };

  it('accepts the draw replayed from the revealed seed', () => {
    expect(verifyDraw(published)).toEqual({ ok: true });
  });

  it('fails a tampered seed, commitment, draw order, first or second set, or context', () => {
    const otherSeed = 'ff' + FIXED_SEED.slice(2);
    expect(verifyDraw({ ...published, seed: otherSeed })).toEqual({ ok: false, reason: 'commitment' });
    // A new seed with a matching commitment still has to reproduce the published balls.
    expect(verifyDraw({ ...published, seed: otherSeed, commitment: commitment(otherSeed) })).toEqual({
      ok: false,
      reason: 'draws',
    });
    const swapped = [...published.draws];
    [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
    expect(verifyDraw({ ...published, draws: swapped })).toEqual({ ok: false, reason: 'draws' });
    const other2nd = published.draws2nd.map((b) => (b % 12) + 1);
    expect(verifyDraw({ ...published, draws2nd: other2nd })).toEqual({ ok: false, reason: 'draws2nd' });
    expect(verifyDraw({ ...published, context: 'game-43' })).toEqual({ ok: false, reason: 'draws' });
    expect(verifyDraw({ ...published, seed: 'not hex' })).toEqual({ ok: false, reason: 'seed' });
  });
});

describe('drawRaffle', () => {
  const tickets = Array.from({ length: 30 }, (_, i) => `RAF-${i + 1}`);

  it('draws each rank in turn without replacement and replays from the seed', () => {
    const ranks = drawRaffle(seededSource(FIXED_SEED), tickets, [1, 3, 5]);
    expect(ranks.map((r) => r.length)).toEqual([1, 3, 5]);
    const all = ranks.flat();
    expect(new Set(all).size).toBe(9);
    expect(all.every((t) => tickets.includes(t))).toBe(true);
    expect(drawRaffle(seededSource(FIXED_SEED), tickets, [1, 3, 5])).toEqual(ranks);
    expect(tickets).toHaveLength(30); // input untouched
  });

  it('leaves the lowest ranks short when fewer tickets were sold than prizes', () => {
    expect(drawRaffle(seededSource(FIXED_SEED), ['a', 'b', 'c'], [1, 3, 2]).map((r) => r.length)).toEqual([
      1, 2, 0,
    ]);
    expect(() => drawRaffle(seededSource(FIXED_SEED), tickets, [-1])).toThrow(RangeError);
  });

  it('gives every ticket the same chance of the first prize (chi-square, p = 0.001)', () => {
    const s = seededSource(FIXED_SEED, 'raffle');
    const ten = tickets.slice(0, 10);
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 50_000; i++) counts[ten.indexOf(drawRaffle(s, ten, [1, 2])[0][0])]++;
    expect(chiSquareUniform(counts)).toBeLessThan(CHI2_CRITICAL_P001[9]);
  });
});
