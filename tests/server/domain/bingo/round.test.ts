import { describe, expect, it } from 'vitest';
import type { BingoFormat } from '../../../../protocol/bingo';
import type { BingoPattern } from '../../../../protocol/constants';
import { dealCards } from '../../../../server/domain/bingo/cards';
import { playCall } from '../../../../server/domain/bingo/flow';
import { completes, masksOf } from '../../../../server/domain/bingo/patterns';
import { BingoRound } from '../../../../server/domain/bingo/round';
import { drawFromSeed, seededSource } from '../../../../server/domain/draw';

/** Every card's daubs from the called numbers alone, with no index: the check the round must match. */
function bruteWinners(cells: number[][], called: Set<number>, pattern: BingoPattern): number[] {
  const masks = masksOf(pattern);
  const winners: number[] = [];
  cells.forEach((card, i) => {
    const daubs = card.reduce((m, v, c) => (v === 0 || called.has(v) ? m | (1 << c) : m), 0);
    if (completes(daubs, masks)) winners.push(i);
  });
  return winners;
}

const seed = (format: number, game: number) => (format * 100 + game).toString(16).padStart(64, '0');

const games: [BingoFormat, BingoPattern[]][] = [
  [75, ['row', 'corners', 'line', 'x', 'diagonals', 'column', 'fullBox']],
  [90, ['oneLine', 'twoLines', 'fullHouse']],
];

describe('the indexed win check (BingoRound + playCall)', () => {
  it.each(games)(
    'finds the same winners, call by call, as checking every card (%i-ball)',
    (format, patterns) => {
      for (let g = 0; g < 4; g++) {
        const cells = dealCards(seededSource(seed(format, g), 'cards'), format, 1200, format === 90);
        const calls = drawFromSeed(seed(format, g), { drawRange: format, count: format }, 'calls').draws;
        const round = new BingoRound(
          cells.map((c, i) => ({ playId: i + 1, playerId: 1, cells: c })),
          patterns,
          format,
        );
        const called = new Set<number>();
        let indexed = 0;
        let brute = 0;
        for (const number of calls) {
          called.add(number);
          const made = playCall(round, number, indexed);
          const expected: { patternIndex: number; cards: number[] }[] = [];
          // The reference: while the pattern in play has winners, they win and the next is checked.
          for (let winners = bruteWinners(cells, called, patterns[brute]); winners.length > 0;) {
            expected.push({ patternIndex: brute, cards: winners });
            if (++brute >= patterns.length) break;
            winners = bruteWinners(cells, called, patterns[brute]);
          }
          expect(made.wins).toEqual(expected);
          indexed = made.patternIndex;
          expect(indexed).toBe(brute);
          if (indexed >= patterns.length) break;
        }
        expect(indexed).toBe(patterns.length);
      }
    },
  );
});
