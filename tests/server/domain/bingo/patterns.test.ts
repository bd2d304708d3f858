import { describe, expect, it } from 'vitest';
import type { BingoPattern } from '../../../../protocol/constants';
import { playCall } from '../../../../server/domain/bingo/flow';
import { completes, masksOf, toGo } from '../../../../server/domain/bingo/patterns';
import { BingoRound } from '../../../../server/domain/bingo/round';
import { splitPrize } from '../../../../server/domain/bingo/split';

// A fixed 75-ball card: row r, column c holds 15c + r + 1 (the centre is free).
const card = Array.from({ length: 25 }, (_, i) => (i === 12 ? 0 : 15 * (i % 5) + Math.floor(i / 5) + 1));
const at = (r: number, c: number) => card[r * 5 + c];

/** The call number at which the card completes the pattern when `calls` are called in order. */
function winningCall(pattern: BingoPattern, calls: number[], cells = card, range = 75): number | null {
  const round = new BingoRound([{ playId: 1, playerId: 1, cells }], [pattern], range);
  for (let k = 0; k < calls.length; k++) if (playCall(round, calls[k], 0).wins.length > 0) return k + 1;
  return null;
}

describe('75-ball patterns', () => {
  it('row: any full row (the centre row needs four numbers)', () => {
    expect(winningCall('row', [at(2, 0), at(2, 1), at(2, 3), at(2, 4)])).toBe(4);
    expect(winningCall('row', [at(0, 0), at(0, 1), at(0, 2), at(0, 3)])).toBeNull();
    expect(winningCall('row', [at(0, 0), at(0, 1), at(0, 2), at(0, 3), at(0, 4)])).toBe(5);
  });
  it('column, diagonals, line, corners, x, fullBox', () => {
    expect(winningCall('column', [at(0, 4), at(1, 4), at(2, 4), at(3, 4), at(4, 4)])).toBe(5);
    expect(winningCall('column', [at(0, 4), at(1, 3), at(2, 4), at(3, 4), at(4, 4)])).toBeNull();
    expect(winningCall('diagonals', [at(0, 4), at(1, 3), at(3, 1), at(4, 0)])).toBe(4);
    expect(winningCall('diagonals', [at(0, 0), at(1, 1), at(3, 3)])).toBeNull();
    expect(winningCall('line', [at(0, 0), at(1, 1), at(3, 3), at(4, 4)])).toBe(4);
    expect(winningCall('corners', [at(0, 0), at(0, 4), at(4, 0), 75 /* not on the card */, at(4, 4)])).toBe(
      5,
    );
    expect(winningCall('corners', [at(0, 0), at(0, 4), at(4, 0)])).toBeNull();
    const diag1 = [at(0, 0), at(1, 1), at(3, 3), at(4, 4)];
    const diag2 = [at(0, 4), at(1, 3), at(3, 1), at(4, 0)];
    expect(winningCall('x', [...diag1, ...diag2])).toBe(8);
    expect(winningCall('x', [...diag1, ...diag2.slice(0, 3)])).toBeNull();
    const all = card.filter((v) => v !== 0);
    expect(winningCall('fullBox', all)).toBe(24);
    expect(winningCall('fullBox', all.slice(0, 23))).toBeNull();
  });
  it('counts the cells still to daub for the nearest line', () => {
    expect(toGo(1 << 12, masksOf('row'))).toBe(4);
    expect(completes((1 << 25) - 1, masksOf('fullBox'))).toBe(true);
  });
});

describe('90-ball patterns', () => {
  // Row r holds columns 0..4 (r=0), 2..6 (r=1), 4..8 (r=2); blanks elsewhere.
  const ticket = new Array<number>(27).fill(0);
  const rowNumbers: number[][] = [[], [], []];
  for (let r = 0; r < 3; r++)
    for (let c = 2 * r; c < 2 * r + 5; c++) {
      const v = c * 10 + r + 1;
      ticket[r * 9 + c] = v;
      rowNumbers[r].push(v);
    }
  it('one line, two lines and full house, each in order on the same ticket', () => {
    const calls = [...rowNumbers[1], ...rowNumbers[0], ...rowNumbers[2]];
    const round = new BingoRound(
      [{ playId: 7, playerId: 1, cells: ticket }],
      ['oneLine', 'twoLines', 'fullHouse'],
      90,
    );
    const won: [number, number][] = [];
    let p = 0;
    calls.forEach((n, k) => {
      const r = playCall(round, n, p);
      p = r.patternIndex;
      for (const w of r.wins) won.push([w.patternIndex, k + 1]);
    });
    expect(won).toEqual([
      [0, 5],
      [1, 10],
      [2, 15],
    ]);
  });
  it('one line is won by the first row completed, two lines by the second', () => {
    const calls = [...rowNumbers[0].slice(0, 4), ...rowNumbers[1].slice(0, 4)];
    const round = new BingoRound([{ playId: 7, playerId: 1, cells: ticket }], ['oneLine', 'twoLines'], 90);
    let p = 0;
    for (const n of calls) p = playCall(round, n, p).patternIndex;
    expect(p).toBe(0);
    const r1 = playCall(round, rowNumbers[0][4], p);
    expect(r1.wins.map((w) => w.patternIndex)).toEqual([0]);
    const r2 = playCall(round, rowNumbers[1][4], r1.patternIndex);
    expect(r2.wins.map((w) => w.patternIndex)).toEqual([1]);
    expect(r2.patternIndex).toBe(2);
  });
  it('a pattern after a won one is checked at once on cards already holding it', () => {
    const two = new BingoRound(
      [
        { playId: 1, playerId: 1, cells: ticket },
        { playId: 2, playerId: 2, cells: ticket.map((v) => (v > 0 && v < 40 ? v : 0)) },
      ],
      ['oneLine', 'twoLines'],
      90,
    );
    let p = 0;
    const wins: [number, number[]][] = [];
    for (const n of [...rowNumbers[0], ...rowNumbers[1]]) {
      const r = playCall(two, n, p);
      p = r.patternIndex;
      for (const w of r.wins) wins.push([w.patternIndex, w.cards]);
    }
    expect(wins[0][0]).toBe(0);
    expect(wins.at(-1)![0]).toBe(1);
  });
});

describe('simultaneous winners', () => {
  it('split a prize exactly, the remainder a unit each to the first in sale order', () => {
    expect(splitPrize(1000, 3)).toEqual([334, 333, 333]);
    expect(splitPrize(2, 5)).toEqual([1, 1, 0, 0, 0]);
    for (const [p, n] of [
      [999_999_937, 7],
      [1, 1],
      [0, 4],
      [123_456, 1000],
    ]) {
      const shares = splitPrize(p, n);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(p);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
    expect(() => splitPrize(10, 0)).toThrow(RangeError);
    expect(() => splitPrize(1.5, 2)).toThrow(RangeError);
  });
  it('finds every card completing the pattern on the same call', () => {
    const round = new BingoRound(
      [
        { playId: 1, playerId: 1, cells: card },
        { playId: 2, playerId: 2, cells: card },
        { playId: 3, playerId: 3, cells: card.map((v, i) => (i < 5 ? v + 5 : v)) },
      ],
      ['row'],
      75,
    );
    let r = { wins: [] as { cards: number[] }[], patternIndex: 0 };
    for (const n of [at(0, 0), at(0, 1), at(0, 2), at(0, 3), at(0, 4)]) r = playCall(round, n, 0);
    expect(r.wins[0].cards).toEqual([0, 1]);
  });
});
