import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config/loader';
import { snapshotOf } from '../../../../server/domain/games/snapshot';
import { topPrizeMinor } from '../../../../server/domain/games/topPrize';

const games = loadConfig('config/demo.json').gameTypes;
const byTitle = (title: string) => {
  const game = games.find((g) => g.title === title);
  if (!game) throw new Error(`no demo game ${title}`);
  return game;
};

describe('the best single prize of one play (bonoboPayout)', () => {
  it('is the largest fixed prize of a fixed-prize game', () => {
    expect(topPrizeMinor(byTitle('Fast 5/35'))).toBe(1_000_000);
  });

  it("is the guarantee where a pool game's top rank has one, and 0 where every prize is a share", () => {
    expect(topPrizeMinor(byTitle('Mega 6/49'))).toBe(100_000_000);
    expect(topPrizeMinor(byTitle('Weekend Raffle'))).toBe(0);
  });

  it("is a one-draw game's best-paid line at the play's cost", () => {
    const lucky = byTitle('Lucky 49s');
    expect(topPrizeMinor(lucky)).toBe(lucky.costMinor * 120_000);
  });

  it('is frozen into each instance with its other terms', () => {
    expect(snapshotOf(byTitle('Bonus Ball 5/35')).topPrizeMinor).toBe(500_000);
  });
});
