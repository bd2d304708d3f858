import { describe, expect, it } from 'vitest';
import { discountOf, paidShareOfDraw, paidSpent } from '../../../../server/domain/play/subscriptionDiscount';

describe('subscription discount arithmetic', () => {
  it('takes at most the percent off, rounding the discount down', () => {
    expect(discountOf(330, 15)).toBe(49); // 49.5
    expect(discountOf(1000, 10)).toBe(100);
    expect(discountOf(999, 0)).toBe(0);
    expect(discountOf(999, 100)).toBe(999);
    expect(discountOf(0, 50)).toBe(0);
  });

  it('splits what was paid over the draws so the shares sum to it exactly and a refund never exceeds it', () => {
    for (const paid of [0, 1, 99, 281, 1_000, 29_999, 123_457])
      for (const draws of [1, 2, 3, 7, 52, 60]) {
        const shares = Array.from({ length: draws }, (_, i) => paidShareOfDraw(paid, i + 1, draws));
        expect(shares.reduce((a, b) => a + b, 0)).toBe(paid);
        // Shares differ by at most one minor unit: the remainder is spread, not dumped on one draw.
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        for (let spent = 0; spent <= draws; spent++) {
          const refund = paid - paidSpent(paid, spent, draws);
          expect(refund).toBeGreaterThanOrEqual(0);
          expect(refund).toBeLessThanOrEqual(paid);
          // At least the unused share, rounded in the player's favour by under one minor unit.
          expect(refund * draws).toBeGreaterThanOrEqual(paid * (draws - spent));
          expect(refund * draws).toBeLessThan(paid * (draws - spent) + draws);
        }
      }
  });

  it('stays exact where paid times draws passes 2^53', () => {
    const paid = 2 ** 52 + 3;
    expect(paidSpent(paid, 3, 4)).toBe(Number((BigInt(paid) * 3n) / 4n));
  });
});
