import { describe, expect, it } from 'vitest';
import { BET_TYPE_ORDER } from '../../protocol/constants';
import type { PayoutInfoEntry } from '../../protocol/types/game';
import {
  ballsMatchedForRank,
  multiplierLabel,
  multiplierValue,
  payoutRows,
  ranksPaid,
  shownPrize,
  sortBetTypes,
} from '../../protocol/payoutTable';

const entry = (
  rankNumber: number,
  rankPrize: number,
  guaranteedPrize = 0,
  over: Partial<PayoutInfoEntry> = {},
): PayoutInfoEntry => ({
  rankNumber,
  rankPrize,
  prizePercentage: 0,
  guaranteedPrize,
  ...over,
});

describe('multiplier', () => {
  it('is prize / (cost + fee) rounded down to the nearest 0.5', () => {
    const table: [number, number, number, string][] = [
      [1000, 180, 20, '5x'], // 5
      [1100, 180, 20, '5.5x'], // 5.5
      [1190, 180, 20, '5.5x'], // 5.95
      [1099, 180, 20, '5x'], // 5.495
      [199, 180, 20, '0.5x'], // 0.995
      [99, 180, 20, '0x'],
      [1_000_000, 200, 0, '5000x'],
      [300, 100, 0, '3x'],
    ];
    for (const [prize, cost, fee, label] of table)
      expect([prize, cost, fee, multiplierLabel(prize, cost, fee)]).toEqual([prize, cost, fee, label]);
    expect(multiplierValue(1190, 180, 20)).toBe(5.5);
  });

  it("is 'n/a' when the play cost is 0", () => {
    expect(multiplierLabel(1000, 0, 0)).toBe('n/a');
    expect(multiplierLabel(1000, 0, 20)).toBe('n/a');
    expect(multiplierValue(1000, 0, 0)).toBeNull();
  });
});

describe('rank rows', () => {
  it("shows the guaranteed prize with 'Gtd' only when it exceeds the rank prize", () => {
    expect(shownPrize(entry(1, 300, 500))).toEqual({ prize: 500, gtd: true });
    expect(shownPrize(entry(1, 500, 500))).toEqual({ prize: 500, gtd: false });
    expect(shownPrize(entry(1, 700, 500))).toEqual({ prize: 700, gtd: false });
  });

  it('counts ranks paid as ranks with a non-zero rankPrize', () => {
    expect(ranksPaid([entry(1, 100), entry(2, 0, 50), entry(3, 5), entry(4, 0)])).toBe(2);
  });

  it('builds the table best rank first with balls matched and multipliers', () => {
    const game = { gamePlaySize: 5, gamePlaySize2nd: 2, gamePlayCost: 180, gameFeePerPlay: 20 };
    const rows = payoutRows(game, [
      entry(3, 1000),
      entry(1, 100_000, 0, { meta: { rankTitle: 'straight' } }),
      entry(1, 500_000, 0, { rankNumber2nd: 1 }),
      entry(2, 300, 2000),
    ]);
    expect(rows).toEqual([
      {
        rankNumber: 1,
        rankNumber2nd: 1,
        ballsMatched: 5,
        ballsMatched2nd: 2,
        prize: 500_000,
        gtd: false,
        multiplier: '2500x',
      },
      { rankNumber: 1, ballsMatched: 5, prize: 100_000, gtd: false, multiplier: '500x', title: 'straight' },
      { rankNumber: 2, ballsMatched: 4, prize: 2000, gtd: true, multiplier: '10x' },
      { rankNumber: 3, ballsMatched: 3, prize: 1000, gtd: false, multiplier: '5x' },
    ]);
    expect([1, 2, 6].map((r) => ballsMatchedForRank(6, r))).toEqual([6, 5, 1]);
  });

  it('names ranks 1 to 3 straight, rumble, lucky only for a game type that uses the labels', () => {
    const entries = [entry(1, 1000), entry(2, 500), entry(3, 100), entry(4, 10)];
    const game = { gamePlaySize: 5, gamePlayCost: 100, gameFeePerPlay: 0 };
    expect(payoutRows({ ...game, rankLabels: true }, entries).map((r) => r.rankLabel)).toEqual([
      'straight',
      'rumble',
      'lucky',
      undefined,
    ]);
    expect(payoutRows(game, entries).some((r) => 'rankLabel' in r)).toBe(false);
  });

  it('carries what a rank wins besides money: a prize item by name, seats in another game', () => {
    const game = { gamePlaySize: 3, gamePlayCost: 100, gameFeePerPlay: 0 };
    const prizeItem = {
      name: 'Weekend break',
      imageUrl: '',
      description: '',
      sponsorText: '',
      detailsText: '',
    };
    const rows = payoutRows(game, [
      entry(1, 0, 0, { prizeItem }),
      entry(2, 500, 0, {
        satelliteItems: [
          { entries: 2, gameTitle: 'Big Final' },
          { entries: 9, gameTitle: 'x' },
        ],
      }),
      entry(3, 200),
    ]);
    expect(rows.map((r) => [r.prizeItem, r.satellite])).toEqual([
      ['Weekend break', undefined],
      [undefined, { entries: 2, gameTitle: 'Big Final' }],
      [undefined, undefined],
    ]);
  });
});

describe('satellite games (OneDraw10kSatellite)', () => {
  it('a rank that wins only seats shows the seats as its prize, not $0', () => {
    const game = {
      gamePlaySize: 3,
      gamePlayCost: 100,
      gameFeePerPlay: 0,
      payoutFormula: 'OneDraw10kSatellite',
    };
    const seats = { satelliteItems: [{ entries: 2, gameTitle: 'Big Final' }] };
    const rows = payoutRows(game, [entry(1, 0, 0, seats), entry(2, 500, 0, seats), entry(3, 200)]);
    expect(rows.map((r) => [r.seatsOnly, r.multiplier])).toEqual([
      [true, 'n/a'],
      [undefined, '5x'],
      [undefined, '2x'],
    ]);
    // The same rank in an ordinary game is an ordinary row with seats on top.
    expect(
      payoutRows({ ...game, payoutFormula: 'fixed' }, [entry(1, 0, 0, seats)])[0].seatsOnly,
    ).toBeUndefined();
  });
});

describe('bet-type order', () => {
  it('sorts by the protocol BET_TYPE_ORDER, unknown names last in their order', () => {
    const rows = [
      'Banker Against All',
      'Mystery',
      'Perm5',
      'Direct 2',
      'First Number Drop',
      'Perm 2',
      'Other',
    ].map((betType) => ({ betType }));
    expect(sortBetTypes(rows).map((r) => r.betType)).toEqual([
      'First Number Drop',
      'Direct 2',
      'Perm 2',
      'Perm5',
      'Banker Against All',
      'Mystery',
      'Other',
    ]);
    const all = [...BET_TYPE_ORDER].reverse().map((betType) => ({ betType }));
    expect(sortBetTypes(all).map((r) => r.betType)).toEqual([...BET_TYPE_ORDER]);
  });
});

describe('pari-mutuel ranks before any sales', () => {
  it('say the share of the pool their winners split, never a prize of 0', () => {
    const game = { gamePlaySize: 6, gamePlaySize2nd: 1, gamePlayCost: 200, gameFeePerPlay: 0 };
    const rows = payoutRows(game, [
      entry(1, 0, 100_000_000, { prizePercentage: 40, rankNumber2nd: 1 }),
      entry(1, 0, 0, { prizePercentage: 25 }),
      entry(2, 0, 0, { prizePercentage: 15 }),
      entry(4, 2000, 0, { prizePercentage: 0 }),
    ]);
    expect(rows.map((r) => [r.ballsMatched, r.prize, r.poolShare, r.multiplier])).toEqual([
      [6, 100_000_000, undefined, '500000x'],
      [6, 0, 25, 'n/a'],
      [5, 0, 15, 'n/a'],
      [3, 2000, undefined, '10x'],
    ]);
  });
});
