import { describe, expect, it } from 'vitest';
import { drawSummary } from '../../../../src/stores/playout/drawSummary';
import type { DrawResult } from '../../../../src/stores/playout/playoutShow';

const result: DrawResult = {
  gameTitle: 'Bonus 5/35',
  drawRange: 35,
  draws: [7, 20, 3, 11, 30],
  draws2nd: [4],
  myPlays: ['3,7,9,12,33#4', '1,2,5,6,8#9'],
  winnings: 0,
  progressive: { amount: 0, won: false },
};

describe('drawSummary', () => {
  it('tells only the balls revealed so far, and matches among them', () => {
    const s = drawSummary(result, 2);
    expect(s.main).toEqual([7, 20]);
    expect(s.second).toEqual([]);
    expect(s.total).toBe(6);
    expect(s.plays[0].matched).toEqual([7]);
    expect(s.plays[1].matched).toEqual([]);
  });

  it('adds the bonus set after the main balls, matched against the play after its #', () => {
    const s = drawSummary(result, 6);
    expect(s.main).toEqual([7, 20, 3, 11, 30]);
    expect(s.second).toEqual([4]);
    expect(s.plays[0]).toEqual({ main: [3, 7, 9, 12, 33], second: [4], matched: [3, 7, 4] });
  });

  it('clamps a count past the end (no stage: everything at once) and before the start', () => {
    expect(drawSummary(result, Number.MAX_SAFE_INTEGER).second).toEqual([4]);
    expect(drawSummary(result, -1).main).toEqual([]);
  });
});
