import { describe, expect, it } from 'vitest';
import { raffleDraw } from '../../../dev/stage-harness/fixtures';
import { revealOrder, ticketLabel } from '../../../scenes/raffle/raffleResult';

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
