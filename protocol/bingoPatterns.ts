import type { BingoFormat } from './bingo';
import type { BingoPattern } from './constants';

/**
 * A pattern is a list of cell masks (bit i = cell i, row by row); a card completes it when every
 * cell of any one mask is daubed. Free and blank cells count as daubed from the start (round.ts),
 * so a 90-ball row mask is the whole row and the same masks serve every ticket.
 */
export type PatternMasks = readonly number[];

const bits = (cells: readonly number[]) => cells.reduce((m, c) => m | (1 << c), 0);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const rows75 = range(5).map((r) => bits(range(5).map((c) => r * 5 + c)));
const columns75 = range(5).map((c) => bits(range(5).map((r) => r * 5 + c)));
const diagonals75 = [bits(range(5).map((i) => i * 6)), bits(range(5).map((i) => i * 4 + 4))];
const rows90 = range(3).map((r) => bits(range(9).map((c) => r * 9 + c)));

const MASKS: Readonly<Record<BingoPattern, PatternMasks>> = {
  row: rows75,
  column: columns75,
  diagonals: diagonals75,
  line: [...rows75, ...columns75, ...diagonals75],
  corners: [bits([0, 4, 20, 24])],
  x: [diagonals75[0] | diagonals75[1]],
  fullBox: [bits(range(25))],
  oneLine: rows90,
  twoLines: [rows90[0] | rows90[1], rows90[0] | rows90[2], rows90[1] | rows90[2]],
  fullHouse: [bits(range(27))],
};

const FORMAT_OF: Readonly<Record<BingoPattern, BingoFormat>> = {
  row: 75,
  column: 75,
  diagonals: 75,
  line: 75,
  corners: 75,
  x: 75,
  fullBox: 75,
  oneLine: 90,
  twoLines: 90,
  fullHouse: 90,
};

export function masksOf(pattern: BingoPattern): PatternMasks {
  return MASKS[pattern];
}

export function patternFitsFormat(pattern: BingoPattern, format: BingoFormat): boolean {
  return FORMAT_OF[pattern] === format;
}

/** The whole-card patterns: a full house within the jackpot's calls wins the progressive jackpot. */
export const isFullCard = (pattern: BingoPattern) => pattern === 'fullBox' || pattern === 'fullHouse';

export function completes(daubs: number, masks: PatternMasks): boolean {
  for (const m of masks) if ((daubs & m) === m) return true;
  return false;
}

/** Cells still to daub for the nearest mask: the 'n to go' a screen shows. */
export function toGo(daubs: number, masks: PatternMasks): number {
  let best = 99;
  for (const m of masks) {
    let missing = m & ~daubs;
    let n = 0;
    while (missing) {
      missing &= missing - 1;
      n++;
    }
    if (n < best) best = n;
  }
  return best;
}
