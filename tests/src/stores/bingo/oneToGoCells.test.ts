import { describe, expect, it } from 'vitest';
import { masksOf } from '../../../../protocol/bingoPatterns';
import type { BingoGameView } from '../../../../protocol/bingo';
import { cardViews, oneToGoCells } from '../../../../src/stores/bingo/bingoCards';

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

describe('my cards once the game is over', () => {
  it('count against the last pattern, so a card that won nothing is not at 0 to go', () => {
    const free = [
      1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 33, 49, 64, 5, 20, 34, 50, 65,
    ];
    const view = {
      gameInstanceId: 1,
      format: 75,
      gameStatus: 'ENDED',
      callIntervalMs: 3000,
      calls: [1, 16, 31],
      // Past the last pattern: the game is over.
      patternIndex: 2,
      patterns: [
        { pattern: 'line', prize: 5, wonAtCall: 20, winners: [{ playId: 9, screenName: 'x', prize: 5 }] },
        {
          pattern: 'fullBox',
          prize: 50,
          wonAtCall: 60,
          winners: [{ playId: 9, screenName: 'x', prize: 50 }],
        },
      ],
      jackpot: 0,
      cards: [{ playId: 1, cells: free, prize: 0 }],
    } as unknown as BingoGameView;
    const [card] = cardViews(view, new Set(view.calls));
    // Four cells daubed (three calls and the free centre) of the full box's 25.
    expect(card.toGo).toBe(21);
    expect(card.won).toBe(0);
  });
});
