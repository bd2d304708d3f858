import { describe, expect, it } from 'vitest';
import { roomPrizeView } from '../../../../src/pages/bingo/roomPrize';

const room = (over: { progressiveAmount?: number; prizePool?: number; bonoboPayout?: number } = {}) => ({
  progressiveAmount: 0,
  prizePool: 0,
  bonoboPayout: 0,
  ...over,
});

describe('a bingo room card’s prize', () => {
  it('leads with the jackpot and shows the top prize once, as a fact', () => {
    expect(roomPrizeView(room({ progressiveAmount: 500, prizePool: 3 }), 10)).toEqual({
      headline: { kind: 'jackpot', amount: 500 },
      topPrizeFact: 10,
    });
    expect(roomPrizeView(room({ progressiveAmount: 500 }))).toEqual({
      headline: { kind: 'jackpot', amount: 500 },
      topPrizeFact: null,
    });
  });

  it('leads with the top prize when there is no jackpot (the game data’s or the room’s terms, the larger)', () => {
    expect(roomPrizeView(room({ prizePool: 3 }), 10).headline).toEqual({ kind: 'topPrize', amount: 10 });
    expect(roomPrizeView(room({ bonoboPayout: 25 }), 10).headline).toEqual({ kind: 'topPrize', amount: 25 });
  });

  it('falls back on the pool as sales stand, and shows nothing rather than $0', () => {
    expect(roomPrizeView(room({ prizePool: 3 })).headline).toEqual({ kind: 'prizes', amount: 3 });
    expect(roomPrizeView(room(), 0)).toEqual({ headline: null, topPrizeFact: null });
  });
});
