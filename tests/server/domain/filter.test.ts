import { describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../protocol/types';
import { applyGameFilter, matchesFilter, type FilterableGame } from '../../../server/domain/games/filter';

function game(over: Partial<GameInstance>, progressive = false): FilterableGame {
  const base = {
    gameInstanceId: 1,
    gameId: 101,
    gamePlayCost: 2,
    gameFeePerPlay: 0,
    gamePlayCurrent: 0,
    gamePlaySize: 6,
    drawRange: 49,
    tournament: false,
    instaplay: false,
    memberIds: [1, 2],
    currencyId: 'USD',
  } as GameInstance;
  return { game: { ...base, ...over }, progressive };
}

const mega = game({ gameInstanceId: 1, gameId: 101, gamePlayCurrent: 12 }, true);
const fast = game({
  gameInstanceId: 2,
  gameId: 102,
  gamePlayCost: 1,
  gameFeePerPlay: 0.1,
  gamePlaySize: 5,
  drawRange: 35,
});
const free = game({
  gameInstanceId: 3,
  gameId: 301,
  gamePlayCost: 0,
  gamePlaySize: 5,
  drawRange: 25,
  memberIds: [1],
});
const tourney = game({
  gameInstanceId: 4,
  gameId: 401,
  tournament: true,
  gamePlayCost: 10,
  currencyId: 'EUR',
  gamePlayCurrent: 3,
});
const all = [mega, fast, free, tourney];
const ids = (filter: Parameters<typeof applyGameFilter>[1]) =>
  applyGameFilter(all, filter).map((g) => g.gameInstanceId);

describe('game filter', () => {
  it('lets everything through when every field is -1 or absent', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(
      ids({
        free: -1,
        tournament: -1,
        progressive: -1,
        empty: -1,
        instaplay: -1,
        playCostMin: -1,
        gameId: -1,
      }),
    ).toEqual([1, 2, 3, 4]);
  });

  it('treats 1 as must and 0 as must not for the flags', () => {
    expect(ids({ free: 1 })).toEqual([3]);
    expect(ids({ free: 0 })).toEqual([1, 2, 4]);
    expect(ids({ tournament: 1 })).toEqual([4]);
    expect(ids({ progressive: 1 })).toEqual([1]);
    expect(ids({ empty: 1 })).toEqual([2, 3]);
    expect(ids({ empty: 0 })).toEqual([1, 4]);
    expect(ids({ instaplay: 1 })).toEqual([]);
  });

  it('applies inclusive ranges for play count, size, cost and draw range', () => {
    expect(ids({ playCountMin: 3 })).toEqual([1, 4]);
    expect(ids({ playCountMax: 3 })).toEqual([2, 3, 4]);
    expect(ids({ playSizeMin: 6, playSizeMax: 6 })).toEqual([1, 4]);
    expect(ids({ playCostMin: 1, playCostMax: 2 })).toEqual([1, 2]);
    expect(ids({ drawRangeMax: 35 })).toEqual([2, 3]);
  });

  it('matches game id, site and currency', () => {
    expect(ids({ gameId: 102 })).toEqual([2]);
    expect(ids({ memberId: 2 })).toEqual([1, 2, 4]);
    expect(ids({ currencyId: 'EUR' })).toEqual([4]);
    expect(matchesFilter(free, { memberId: 2 })).toBe(false);
  });

  it('pages with firstResult and maxResults after filtering', () => {
    expect(ids({ free: 0, firstResult: 1, maxResults: 1 })).toEqual([2]);
    expect(ids({ firstResult: 3 })).toEqual([4]);
    expect(ids({ maxResults: 2 })).toEqual([1, 2]);
  });
});
