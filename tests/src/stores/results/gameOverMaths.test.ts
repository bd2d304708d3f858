import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  gameOverSummary,
  matchesOf,
  parsePlay,
  raffleRanks,
} from '../../../../src/stores/results/gameOverMaths';

describe('game-over maths from the results', () => {
  it('reads plays with a second set', () => {
    expect(parsePlay('3,11,19#4')).toEqual({ main: [3, 11, 19], second: [4] });
    expect(parsePlay('7,8')).toEqual({ main: [7, 8], second: [] });
  });

  it('finds the matched balls of each set', () => {
    const m = matchesOf('1,2,3,4,5,6#7', [6, 40, 2, 33, 1, 9], [7]);
    expect(m.matchedMain).toEqual([1, 2, 6]);
    expect(m.matchedSecond).toEqual([7]);
    expect(matchesOf('1,2#3', [1], [4]).matchedSecond).toEqual([]);
  });

  it('adds spending and winnings without float drift', () => {
    const summary = gameOverSummary(
      [
        { play: '1,2,3,4,5', rankNumber: 2, prize: 12.3 },
        { play: '6,7,8,9,10', rankNumber: null, prize: 0 },
        { play: '11,12,13,14,15', rankNumber: 4, prize: 0.1 },
      ],
      { draws: [1, 2, 3, 4, 35, 11, 12] },
      { gamePlayCost: 1, gameFeePerPlay: 0.1 },
    );
    expect(summary.playCount).toBe(3);
    expect(summary.winningPlays).toBe(2);
    expect(summary.spent).toBe(3.3);
    expect(summary.won).toBe(12.4);
    expect(summary.net).toBe(9.1);
    expect(summary.plays[0].matchedMain).toEqual([1, 2, 3, 4]);
    expect(summary.plays[1].won).toBe(false);
    expect(addAmounts([0.1, 0.2])).toBe(0.3);
  });

  it('a losing game has a negative net', () => {
    const s = gameOverSummary(
      [{ play: '1,2', rankNumber: null, prize: 0 }],
      { draws: [3, 4] },
      {
        gamePlayCost: 2,
        gameFeePerPlay: 0,
      },
    );
    expect(s).toMatchObject({ won: 0, spent: 2, net: -2, winningPlays: 0 });
  });

  it('orders raffle ranks from rank 1, or reversed for a replay', () => {
    const winners = [{ rankNumber: 2 }, { rankNumber: 1 }, { rankNumber: 3 }];
    expect(raffleRanks(winners).map((w) => w.rankNumber)).toEqual([1, 2, 3]);
    expect(raffleRanks(winners, true).map((w) => w.rankNumber)).toEqual([3, 2, 1]);
  });
});
