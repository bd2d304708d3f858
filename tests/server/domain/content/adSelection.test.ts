import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adSchema, type AdConfig } from '../../../../server/config/contentSchema';
import { candidates, pickWeighted, selectAds } from '../../../../server/domain/content/adSelection';

const ad = (over: Partial<Record<keyof AdConfig, unknown>>): AdConfig =>
  adSchema.parse({ location: 'TOP', weight: 1, image: 'x.png', url: '/', ...over });

describe('ad selection (spec section 9)', () => {
  it('respects the weights over many draws', () => {
    const ads = [ad({ id: 1, weight: 1 }), ad({ id: 2, weight: 3 }), ad({ id: 3, weight: 6 })];
    const counts = new Map<number, number>();
    const draws = 60_000;
    for (let i = 0; i < draws; i++) {
      const chosen = pickWeighted(ads)!;
      counts.set(chosen.id, (counts.get(chosen.id) ?? 0) + 1);
    }
    // Expected shares 0.1, 0.3, 0.6; five standard deviations (at most 0.01) either side.
    expect(Math.abs(counts.get(1)! / draws - 0.1)).toBeLessThan(0.01);
    expect(Math.abs(counts.get(2)! / draws - 0.3)).toBeLessThan(0.01);
    expect(Math.abs(counts.get(3)! / draws - 0.6)).toBeLessThan(0.01);
  });

  it('maps every ticket of the total weight to exactly one ad, in proportion', () => {
    const ads = [ad({ id: 1, weight: 2 }), ad({ id: 2, weight: 0 }), ad({ id: 3, weight: 3 })];
    const seen = [0, 1, 2, 3, 4].map((ticket) => pickWeighted(ads, () => ticket)!.id);
    expect(seen).toEqual([1, 1, 3, 3, 3]); // the weight-0 ad never wins against weighted ones
  });

  it('falls back to weight-0 ads only when no weighted ad fits', () => {
    const fallback = [ad({ id: 7, weight: 0 }), ad({ id: 8, weight: 0 })];
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(pickWeighted(fallback, (n) => randomInt(0, n))!.id);
    expect([...seen].sort()).toEqual([7, 8]);
    expect(pickWeighted([])).toBeNull();
  });

  it('filters by screen type, location and size (ALL fits any size)', () => {
    const ads = [
      ad({ id: 1, screenType: 'WEB', size: 'large' }),
      ad({ id: 2, screenType: 'MOBILE', size: 'SMALL' }),
      ad({ id: 3, screenType: 'ALL', size: 'ALL' }),
      ad({ id: 4, location: 'FULL', screenType: 'WEB' }),
    ];
    const ids = (list: AdConfig[]) => list.map((a) => a.id);
    expect(ids(candidates(ads, { deviceKind: 'WEB', screenSize: 'LARGE', location: 'TOP' }))).toEqual([1, 3]);
    expect(ids(candidates(ads, { deviceKind: 'WEB', screenSize: 'SMALL', location: 'TOP' }))).toEqual([3]);
    expect(ids(candidates(ads, { deviceKind: 'MOBILE', screenSize: 'SMALL', location: 'TOP' }))).toEqual([
      2, 3,
    ]);
    expect(ids(candidates(ads, { deviceKind: 'MOBILE', screenSize: 'ALL', location: 'TOP' }))).toEqual([
      2, 3,
    ]);
    expect(ids(candidates(ads, { deviceKind: 'MOBILE', screenSize: 'ALL', location: 'FULL' }))).toEqual([]);
    expect(ids(selectAds(ads, { deviceKind: 'WEB', screenSize: 'ALL' }, () => 0))).toEqual([1, 4]);
  });
});
