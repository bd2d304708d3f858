import { describe, expect, it } from 'vitest';
import { BET_TYPE_ORDER } from '../../../../protocol/constants';
import { DEFAULT_MAX_PERM_NUMBERS, type BetType } from '../../../../protocol/betTypes';
import {
  linePayout,
  offeredBetTypes,
  parseBet,
  settleOneDraw,
  winningLines,
  type OneDrawRules,
} from '../../../../server/domain/draw/betTypes';
import { drawBalls } from '../../../../server/domain/draw/balls';
import { seededSource, uniformInt } from '../../../../server/domain/draw/random';
import { FIXED_SEED } from './stats';

const odds: Record<BetType, number> = {
  'First Number Drop': 5.5,
  'Direct 2': 60,
  'Direct 3': 600,
  'Direct 4': 5000,
  'Direct 5': 50000,
  'Perm 2': 60,
  'Perm 3': 600,
  'Perm 4': 5000,
  Perm5: 50000,
  'Banker Against All': 60,
};
const rules: OneDrawRules = { ballRange: 49, drawCount: 6, odds };
const draw = [7, 12, 19, 23, 30, 41];

const bet = (betType: string, numbers: string) => {
  const p = parseBet(betType, numbers, rules);
  if (!p.ok) throw new Error(p.error.message);
  return p;
};

/** Every k-combination of a list, for a brute-force check of perms. */
function combos<T>(list: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (list.length < k) return [];
  const [head, ...rest] = list;
  return [...combos(rest, k - 1).map((c) => [head, ...c]), ...combos(rest, k)];
}

describe('bet type table', () => {
  it('parses each bet type into its lines by hand', () => {
    const table: [BetType, string, number][] = [
      ['First Number Drop', '7', 1],
      ['Direct 2', '1,2', 1],
      ['Direct 3', '1,2,3', 1],
      ['Direct 4', '1,2,3,4', 1],
      ['Direct 5', '1,2,3,4,5', 1],
      ['Perm 2', '1,2,3', 3],
      ['Perm 2', '1,2,3,4', 6],
      ['Perm 3', '1,2,3,4,5', 10],
      ['Perm 4', '1,2,3,4,5,6', 15],
      ['Perm5', '1,2,3,4,5,6,7', 21],
      ['Perm5', '1,2,3,4,5,6,7,8,9,10', 252],
      ['Banker Against All', '7', 48],
    ];
    for (const [type, numbers, lines] of table)
      expect([type, bet(type, numbers).lines]).toEqual([type, lines]);
  });

  it('winning lines against the draw 7, 12, 19, 23, 30, 41 by hand', () => {
    const table: [BetType, string, number][] = [
      ['First Number Drop', '7', 1],
      ['First Number Drop', '12', 0], // drawn, but not first
      ['Direct 2', '12,41', 1],
      ['Direct 2', '12,42', 0],
      ['Direct 3', '7,19,30', 1],
      ['Direct 4', '7,19,30,31', 0],
      ['Direct 5', '41,30,23,19,12', 1],
      ['Perm 2', '7,12,19,2', 3], // 3 hits: C(3,2)
      ['Perm 2', '7,1,2,3', 0],
      ['Perm 3', '7,12,19,2,3', 1],
      ['Perm 3', '7,12,19,23,3', 4],
      ['Perm 4', '7,12,19,23,30,1', 5],
      ['Perm5', '7,12,19,23,30,41,1', 6],
      ['Banker Against All', '23', 5], // banker with each of the other 5 balls
      ['Banker Against All', '24', 0],
    ];
    for (const [type, numbers, won] of table)
      expect([type, numbers, winningLines(bet(type, numbers).bet, draw)]).toEqual([type, numbers, won]);
  });

  it('perm winning lines equal a brute-force count of winning Direct lines', () => {
    const s = seededSource(FIXED_SEED, 'perms');
    for (let i = 0; i < 200; i++) {
      const k = 2 + uniformInt(s, 4);
      const type = (['Perm 2', 'Perm 3', 'Perm 4', 'Perm5'] as const)[k - 2];
      const n = k + 1 + uniformInt(s, DEFAULT_MAX_PERM_NUMBERS - k);
      const picked = drawBalls(s, 12, n); // small range: many hits
      const drawn = drawBalls(s, 12, 6);
      const lines = combos(picked, k);
      const p = bet(type, picked.join(','));
      expect(p.lines).toBe(lines.length);
      expect(winningLines(p.bet, drawn)).toBe(lines.filter((l) => l.every((x) => drawn.includes(x))).length);
    }
  });

  it('rejects bets that do not fit', () => {
    const reason = (type: string, numbers: string, r: OneDrawRules = rules) => {
      const p = parseBet(type, numbers, r);
      return p.ok ? 'ok' : `${p.error.reason}:${p.error.key}`;
    };
    expect(reason('Direct 6', '1,2,3,4,5,6')).toBe('betType:validation.play');
    expect(reason('Direct 5', '1,2,3,4,5', { ...rules, odds: { 'Direct 2': 60 } })).toBe(
      'betType:validation.play',
    );
    expect(reason('Direct 5', '1,2,3,4,5', { ...rules, drawCount: 4 })).toBe('betType:validation.play');
    expect(reason('Direct 3', '1,2')).toBe('count:validation.play');
    expect(reason('Perm 3', '1,2,3')).toBe('count:validation.play');
    expect(reason('Perm 2', '1,2,3,4,5,6,7,8,9,10,11')).toBe('count:validation.play');
    expect(reason('Banker Against All', '1,2')).toBe('count:validation.play');
    expect(reason('Direct 2', '1,50')).toBe('range:validation.range');
    expect(reason('Perm 2', '1,2,2')).toBe('repeat:validation.play');
    expect(reason('Direct 2', '1;2')).toBe('format:validation.play');
    expect(reason('Direct 2', '1,2#3')).toBe('format:validation.play');
  });

  it('offers bet types in the protocol display order whatever the odds table order', () => {
    const reversed = Object.fromEntries(Object.entries(odds).reverse());
    expect(offeredBetTypes(reversed)).toEqual([...BET_TYPE_ORDER]);
    expect(offeredBetTypes({ 'Banker Against All': 60, 'Perm 2': 60, 'First Number Drop': 5 })).toEqual([
      'First Number Drop',
      'Perm 2',
      'Banker Against All',
    ]);
  });
});

describe('fixed-odds payouts', () => {
  it('pays stake x odds per winning line, floored to the minor unit', () => {
    expect(linePayout(100, 5.5)).toBe(550);
    expect(linePayout(33, 5.5)).toBe(181); // 181.5
    expect(linePayout(100, 60)).toBe(6000);
  });

  it('settles a set of bets by hand and balances stakes against prizes', () => {
    const bets = [
      { betId: 1, playerId: 'a', betType: 'First Number Drop', numbers: '7', stakeMinor: 100 }, // 1 line, wins 550
      { betId: 2, playerId: 'a', betType: 'Perm 2', numbers: '7,12,19,2', stakeMinor: 50 }, // 6 lines, 3 win 3000 each
      { betId: 3, playerId: 'b', betType: 'Banker Against All', numbers: '23', stakeMinor: 10 }, // 48 lines, 5 win 600
      { betId: 4, playerId: 'b', betType: 'Direct 3', numbers: '1,2,3', stakeMinor: 200 }, // 1 line, loses
    ];
    const r = settleOneDraw(rules, bets, draw);
    expect(r.winners.map((w) => [w.betId, w.lines, w.winningLines, w.prizeMinor])).toEqual([
      [1, 1, 1, 550],
      [2, 6, 3, 9000],
      [3, 48, 5, 3000],
    ]);
    expect(r.totals).toEqual({ bets: 4, lines: 56, stakesMinor: 100 + 300 + 480 + 200, prizesMinor: 12_550 });
    expect(r.houseRemainder).toBe(1080 - 12_550);
    expect(r.totals.stakesMinor).toBe(r.totals.prizesMinor + r.houseRemainder);
    expect(() => settleOneDraw(rules, [{ ...bets[0], numbers: '50' }], draw)).toThrow(/bet 1/);
    expect(() => settleOneDraw(rules, bets, [1, 2, 3])).toThrow(/6 balls/);
  });
});
