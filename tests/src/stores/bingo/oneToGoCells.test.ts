import { describe, expect, it } from 'vitest';
import { masksOf } from '../../../../protocol/bingoPatterns';
import { oneToGoCells } from '../../../../src/stores/bingo/bingoCards';

const bits = (...cells: number[]) => cells.reduce((mask, i) => mask | (1 << i), 0);

describe('the near-win cells of a bingo card', () => {
  it('names the one cell that completes a line', () => {
    // Top row 0..4 with cell 2 missing (centre 12 is free, so always daubed).
    expect(oneToGoCells(bits(0, 1, 3, 4, 12), masksOf('line'))).toEqual([2]);
  });

  it('names every cell that completes some line, once each', () => {
    // Row 0 lacks 4; column 0 (0, 5, 10, 15, 20) lacks 20.
    expect(oneToGoCells(bits(0, 1, 2, 3, 5, 10, 15, 12), masksOf('line'))).toEqual([4, 20]);
  });

  it('names none when the card is two or more away', () => {
    expect(oneToGoCells(bits(0, 1, 12), masksOf('line'))).toEqual([]);
  });
});
