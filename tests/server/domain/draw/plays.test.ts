import { describe, expect, it } from 'vitest';
import {
  formatPlay,
  luckyDip,
  parsePlay,
  PlayErrorKey,
  type PlayRules,
} from '../../../../server/domain/draw/plays';
import { seededSource } from '../../../../server/domain/draw/random';
import { FIXED_SEED } from './stats';

const lotto: PlayRules = { pickSize: 6, ballRange: 49 };
const euro: PlayRules = { pickSize: 5, ballRange: 50, secondSet: { pickSize: 2, ballRange: 12 } };

describe('parsePlay', () => {
  it('accepts valid plays of either shape, keeping the given order', () => {
    expect(parsePlay('3,11,19,27,35,41', lotto)).toEqual({
      ok: true,
      play: { numbers: [3, 11, 19, 27, 35, 41], numbers2nd: [] },
    });
    expect(parsePlay('33,4,9,17,28#6,12', euro)).toEqual({
      ok: true,
      play: { numbers: [33, 4, 9, 17, 28], numbers2nd: [6, 12] },
    });
  });

  const cases: [string, PlayRules, string, string][] = [
    ['', lotto, 'format', PlayErrorKey.play],
    ['1,2,3,4,5,a', lotto, 'format', PlayErrorKey.play],
    ['1,2,,3,4,5', lotto, 'format', PlayErrorKey.play],
    ['1,2,3,4,5,6#1#2', euro, 'format', PlayErrorKey.play],
    ['1,2,3,4,5,1000', lotto, 'format', PlayErrorKey.play],
    ['1,2,3,4,5', lotto, 'count', PlayErrorKey.play],
    ['1,2,3,4,5,6,7', lotto, 'count', PlayErrorKey.play],
    ['1,2,3,4,5,50', lotto, 'range', PlayErrorKey.range],
    ['0,2,3,4,5,6', lotto, 'range', PlayErrorKey.range],
    ['1,2,3,4,5,5', lotto, 'repeat', PlayErrorKey.play],
    ['1,2,3,4,5,6#7', lotto, 'secondSetUnexpected', PlayErrorKey.play],
    ['1,2,3,4,5', euro, 'secondSetMissing', PlayErrorKey.play],
    ['1,2,3,4,5#6', euro, 'count2nd', PlayErrorKey.play],
    ['1,2,3,4,5#6,13', euro, 'range2nd', PlayErrorKey.range],
    ['1,2,3,4,5#6,6', euro, 'repeat', PlayErrorKey.play],
  ];
  it.each(cases)('%s is rejected for %o with %s', (text, rules, reason, key) => {
    const r = parsePlay(text, rules);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.reason).toBe(reason);
      expect(r.error.key).toBe(key);
      expect(r.error.message.length).toBeGreaterThan(0);
    }
  });
});

describe('formatPlay and luckyDip', () => {
  it('sorts each set', () => {
    expect(formatPlay({ numbers: [41, 3, 19], numbers2nd: [9, 2] })).toBe('3,19,41#2,9');
    expect(formatPlay({ numbers: [10, 9], numbers2nd: [] })).toBe('9,10');
  });

  it('gives valid sorted plays, reproducible from a seeded source', () => {
    const s = seededSource(FIXED_SEED, 'dip');
    const dips = Array.from({ length: 500 }, () => luckyDip(euro, s));
    for (const d of dips) {
      const r = parsePlay(d, euro);
      expect(r.ok).toBe(true);
      if (r.ok) expect(formatPlay(r.play)).toBe(d);
    }
    expect(new Set(dips).size).toBeGreaterThan(490);
    const again = seededSource(FIXED_SEED, 'dip');
    expect(luckyDip(euro, again)).toBe(dips[0]);
    // Default: fresh crypto randomness.
    expect(parsePlay(luckyDip(lotto), lotto).ok).toBe(true);
  });
});
