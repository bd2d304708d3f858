import { describe, expect, it } from 'vitest';
import { toHex } from '../../../protocol/instant/bytes';
import { buildPool, prizeOfTier, shuffledTiers } from '../../../protocol/instant/pool';
import { poolFigures, rulesProblem, type InstantRules } from '../../../protocol/instant/rules';
import { webSha256 } from '../../../protocol/instant/sha256';
import { nodeSha256 } from '../../../server/domain/instant/nodeSha256';
import { ALL_RULES, MATCH3, SEED } from './fixtures';

function countTiers(tiers: Uint8Array): Map<number, number> {
  const counts = new Map<number, number>();
  for (const t of tiers) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

describe('instant pools', () => {
  it.each(ALL_RULES)('game $gameId: the pool holds exactly the prize table', async (rules) => {
    expect(rulesProblem(rules)).toBeNull();
    const pool = await buildPool(rules, 1, SEED, nodeSha256);
    const counts = countTiers(pool.tiers);
    rules.prizes.forEach((t, i) => expect(counts.get(i + 1)).toBe(t.count));
    const winners = rules.prizes.reduce((s, t) => s + t.count, 0);
    expect(counts.get(0)).toBe(rules.poolSize - winners);
  });

  it('a seed gives one pool: node:crypto and WebCrypto build the same root; another seed or pool number another', async () => {
    const small = {
      ...MATCH3,
      poolSize: 300,
      prizes: MATCH3.prizes.map((t) => ({ ...t, count: Math.ceil(t.count / 10) })),
    };
    const a = await buildPool(small, 1, SEED, nodeSha256);
    const b = await buildPool(small, 1, SEED, webSha256());
    expect(b.merkleRoot).toBe(a.merkleRoot);
    expect(Array.from(b.tiers)).toEqual(Array.from(a.tiers));
    expect((await buildPool(small, 1, '22'.repeat(32), nodeSha256)).merkleRoot).not.toBe(a.merkleRoot);
    expect((await buildPool(small, 2, SEED, nodeSha256)).merkleRoot).not.toBe(a.merkleRoot);
  });

  it('builds the same pool as it always has: the published scheme is pinned by one known answer', async () => {
    // Recorded from the scheme as published (verifiers outside hold the same code); a change to
    // the builder that changes a byte of any pool fails here.
    const pool = await buildPool(MATCH3, 1, SEED, nodeSha256);
    expect(pool.merkleRoot).toBe('8f42140aa8ecf0c107077a9696f0fe73ddd16f6c9e16412228262a0cd92a8bfc');
    expect(pool.seedHash).toBe('02d449a31fbb267c8f352e9968a79e3e5fc95c1bbeaa502fd6454ebde5a4bedc');
    expect(toHex(pool.salts[7])).toBe('32fbf02d627b1158d22aa8e1ef830f09bda5f38edb3bb6110c386e5bb301aa7a');
    expect(toHex(pool.leaves[7])).toBe('b9a19bfbc083573cd488979ef59bc27490ca3a5a261d4611a6835260167bc2e1');
    expect(Array.from(pool.tiers.subarray(0, 12))).toEqual([0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('the order is shuffled: the winners are not bunched at the start', async () => {
    const pool = await buildPool(MATCH3, 1, SEED, nodeSha256);
    const firstWinners = Array.from(pool.tiers.subarray(0, 226)).filter((t) => t > 0).length;
    expect(firstWinners).toBeLessThan(120); // in table order all 226 would win
  });

  it('all the tickets of a million-ticket pool return exactly the published RTP', async () => {
    const rules: InstantRules = {
      ...MATCH3,
      poolSize: 1_000_000,
      prizes: [
        { prizeMinor: 100, count: 260_000 },
        { prizeMinor: 200, count: 80_000 },
        { prizeMinor: 500, count: 20_000 },
        { prizeMinor: 2_000, count: 2_000 },
        { prizeMinor: 10_000, count: 200 },
        { prizeMinor: 1_000_000, count: 2 },
      ],
    };
    const figures = poolFigures(rules);
    expect(figures.rtp).toBeCloseTo(0.6, 10);
    // The outcomes only (the leaves and tree are the same code as the pools above, and slow here).
    const tiers = await shuffledTiers(rules, 1, SEED, nodeSha256);
    let paid = 0;
    let winners = 0;
    for (const tier of tiers) {
      paid += prizeOfTier(rules, tier);
      if (tier > 0) winners++;
    }
    expect(paid).toBe(figures.totalPrizesMinor);
    expect(paid / (rules.poolSize * rules.priceMinor)).toBe(figures.rtp);
    expect(rules.poolSize / winners).toBe(figures.oddsOneIn);
  }, 120_000);
});
