import { describe, expect, it } from 'vitest';
import { raffleDraw } from '../../../dev/stage-harness/fixtures';
import { revealOrder, rowDetailFit, ticketLabel } from '../../../scenes/raffle/raffleResult';

describe('raffle show order', () => {
  it('draws the lowest rank first and rank 1 last (the reversed lists of the spec)', () => {
    expect(revealOrder(raffleDraw).map((r) => r.rankNumber)).toEqual([5, 4, 3, 2, 1]);
    // The result itself stays rank 1 first, as the server sent it.
    expect(raffleDraw.ranks[0].rankNumber).toBe(1);
  });

  it("labels tickets with the site's prefix", () => {
    expect(ticketLabel('DH', 42)).toBe('DH-000042');
  });
});

describe('a payout row', () => {
  const row = { minX: 84, prizeLeft: 280 };

  it('puts the ticket and name at their column when the rank fits before it', () => {
    expect(rowDetailFit({ ...row, rankRight: 60, width: 120 })).toEqual({ x: 84, scale: 1 });
  });

  it("moves them past a longer rank label ('Categoría 3') rather than over it", () => {
    expect(rowDetailFit({ ...row, rankRight: 100, width: 120 })).toEqual({ x: 110, scale: 1 });
  });

  it('shrinks them to end before the prize', () => {
    const fit = rowDetailFit({ ...row, rankRight: 100, width: 200 });
    expect(fit.x).toBe(110);
    expect(fit.x + 200 * fit.scale).toBeCloseTo(270);
  });
});
