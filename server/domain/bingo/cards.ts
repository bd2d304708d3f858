import type { BingoFormat } from '../../../protocol/bingo';
import { drawBalls as shuffleBalls } from '../draw/balls';
import { uniformInt, type RandomSource } from '../draw/random';

/**
 * Bingo cards, dealt by the server from a CSPRNG source (cryptoSource in production). Cells are
 * row by row; 0 is the free centre of a 75-ball card or a blank of a 90-ball ticket.
 */
export type Cells = number[];

/**
 * A 75-ball card: column c holds 5 distinct numbers of 15c+1..15c+15 (B I N G O), in random order;
 * the centre is free.
 */
export function card75(source: RandomSource): Cells {
  const cells = new Array<number>(25).fill(0);
  for (let c = 0; c < 5; c++) {
    const picked = shuffleBalls(source, 15, 5);
    for (let r = 0; r < 5; r++) cells[r * 5 + c] = picked[r] + 15 * c;
  }
  cells[12] = 0;
  return cells;
}

/** Numbers of 90-ball column c: 1-9, 10-19, ..., 70-79, 80-90. */
export function column90(c: number): { first: number; size: number } {
  if (c === 0) return { first: 1, size: 9 };
  if (c === 8) return { first: 80, size: 11 };
  return { first: c * 10, size: 10 };
}

const TICKETS = 6;

/**
 * A strip of six 90-ball tickets covering 1..90 exactly once. Each ticket has 3 rows of 5 numbers,
 * each of its 9 columns holds 1 to 3 numbers of that column's range, sorted top to bottom.
 * 1. How many numbers each ticket takes of each column: one each, then the column's extras dealt
 *    at random to tickets still short of 15 (at most 3 per column); a dead end starts again.
 * 2. Which rows each ticket column fills: columns by decreasing count, each into the rows still
 *    most short of 5 (ties at random): the greedy that always meets the row sums.
 * 3. Which numbers: each column's range shuffled (Fisher-Yates) and cut by the counts.
 */
export function strip90(source: RandomSource): Cells[] {
  const counts = stripCounts(source);
  const tickets: Cells[] = [];
  for (let t = 0; t < TICKETS; t++) tickets.push(new Array<number>(27).fill(0));
  const layouts = counts.map((row) => rowsOf(source, row));
  const numbersByColumn: number[][] = [];
  for (let c = 0; c < 9; c++) {
    const { first, size } = column90(c);
    numbersByColumn.push(shuffleBalls(source, size, size).map((n) => n + first - 1));
  }
  for (let c = 0; c < 9; c++) {
    let at = 0;
    for (let t = 0; t < TICKETS; t++) {
      const mine = numbersByColumn[c].slice(at, at + counts[t][c]).sort((a, b) => a - b);
      at += mine.length;
      const rows = layouts[t][c];
      mine.forEach((n, i) => (tickets[t][rows[i] * 9 + c] = n));
    }
  }
  return tickets;
}

function stripCounts(source: RandomSource): number[][] {
  for (;;) {
    const counts = Array.from({ length: TICKETS }, () => new Array<number>(9).fill(1));
    const need = new Array<number>(TICKETS).fill(6);
    const extras: number[] = [];
    for (let c = 0; c < 9; c++) for (let k = 0; k < column90(c).size - TICKETS; k++) extras.push(c);
    // Fisher-Yates over the extras, so no column is always dealt first.
    for (let i = extras.length - 1; i > 0; i--) {
      const j = uniformInt(source, i + 1);
      [extras[i], extras[j]] = [extras[j], extras[i]];
    }
    let stuck = false;
    for (const c of extras) {
      const open = [];
      for (let t = 0; t < TICKETS; t++) if (need[t] > 0 && counts[t][c] < 3) open.push(t);
      if (open.length === 0) {
        stuck = true;
        break;
      }
      const t = open[uniformInt(source, open.length)];
      counts[t][c]++;
      need[t]--;
    }
    if (!stuck) return counts;
  }
}

/** For one ticket's column counts, the rows (ascending) each column fills; every row gets 5. */
function rowsOf(source: RandomSource, counts: number[]): number[][] {
  const left = [5, 5, 5];
  const order = counts.map((n, c) => ({ n, c, tie: uniformInt(source, 0x1_0000) }));
  order.sort((a, b) => b.n - a.n || a.tie - b.tie);
  const rows: number[][] = new Array(9);
  for (const { n, c } of order) {
    const byNeed = [0, 1, 2]
      .map((r) => ({ r, tie: uniformInt(source, 0x1_0000) }))
      .sort((a, b) => left[b.r] - left[a.r] || a.tie - b.tie)
      .slice(0, n)
      .map((x) => x.r)
      .sort((a, b) => a - b);
    for (const r of byNeed) left[r]--;
    rows[c] = byNeed;
  }
  if (left.some((n) => n !== 0)) throw new Error('90-ball ticket rows did not balance');
  return rows;
}

/**
 * `count` cards of a game: 75-ball cards, or 90-ball tickets (whole strips when `strips`, so
 * count must then be a multiple of 6; single tickets are each one ticket of a fresh strip).
 */
export function dealCards(
  source: RandomSource,
  format: BingoFormat,
  count: number,
  strips: boolean,
): Cells[] {
  const cards: Cells[] = [];
  if (format === 75) {
    for (let i = 0; i < count; i++) cards.push(card75(source));
    return cards;
  }
  if (strips) {
    if (count % TICKETS !== 0) throw new RangeError('90-ball strips are sold 6 tickets at a time');
    while (cards.length < count) cards.push(...strip90(source));
    return cards;
  }
  for (let i = 0; i < count; i++) cards.push(strip90(source)[uniformInt(source, TICKETS)]);
  return cards;
}

export const formatCard = (cells: Cells): string => cells.join(',');
