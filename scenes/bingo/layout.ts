import { NARROW_FRAME, WIDE_FRAME, type DesignFrame, type Rect } from '../engine/designLayout';

/** The bingo hall in design units: the caller (ball, pattern, board) and the player's cards. */
export interface BingoLayout extends DesignFrame {
  caller: Rect;
  board: Rect;
  cards: Rect;
}

const wide: BingoLayout = {
  ...WIDE_FRAME,
  caller: { x: 24, y: 72, w: 300, h: 220 },
  board: { x: 24, y: 304, w: 300, h: 280 },
  cards: { x: 340, y: 72, w: 596, h: 512 },
};

const narrow: BingoLayout = {
  ...NARROW_FRAME,
  caller: { x: 12, y: 60, w: 366, h: 150 },
  board: { x: 12, y: 218, w: 366, h: 170 },
  cards: { x: 12, y: 396, w: 366, h: 352 },
};

export function bingoLayout(isNarrow: boolean): BingoLayout {
  return isNarrow ? narrow : wide;
}

/** Cards in a grid that makes each cell as large as possible within the area. */
export function cardGrid(
  count: number,
  area: { w: number; h: number },
  cell: { columns: number; rows: number },
  gap = 8,
  headerHeight = 18,
): { columns: number; cardW: number; cardH: number; cellSize: number } {
  let best = { columns: 1, cardW: area.w, cardH: area.h, cellSize: 0 };
  for (let columns = 1; columns <= Math.max(1, count); columns++) {
    const rows = Math.ceil(Math.max(1, count) / columns);
    const cardW = (area.w - gap * (columns - 1)) / columns;
    const cardH = (area.h - gap * (rows - 1)) / rows;
    const cellSize = Math.min((cardW - 8) / cell.columns, (cardH - headerHeight - 8) / cell.rows);
    if (cellSize > best.cellSize) best = { columns, cardW, cardH, cellSize };
  }
  return best;
}

/** The caller board's numbers and letters in a rect of its own units. */
export interface BoardSpots {
  /** A number's square: its side. */
  cell: number;
  /** Each number's centre. */
  numbers: Map<number, { x: number; y: number }>;
  /** A 75-ball board's letters (B, I, N, G, O), each at the centre of its slot. */
  letters: { letter: string; x: number; y: number }[];
}

/**
 * Where the caller board's numbers go. A 90-ball board is 10 across; a 75-ball board is a row per
 * letter, each led by its letter. Fifteen numbers to a row make a strip three times as wide as tall,
 * which on the wide hall's square board left two thirds of it empty and the numbers small: there
 * each letter's numbers wrap onto two lines (8 and 7) when that gives larger squares.
 */
export function boardSpots(
  format: 75 | 90,
  rect: { w: number; h: number },
  letterOf: (n: number) => string,
  pad = 8,
): BoardSpots {
  const w = rect.w - 2 * pad;
  const h = rect.h - 2 * pad;
  if (format === 90) return grid(90, 10, w, h, pad, 0, null);
  const oneLine = Math.min(w / 16, h / 5);
  const twoLines = Math.min(w / 9, h / 10);
  return twoLines > oneLine ? grid(75, 8, w, h, pad, 2, letterOf) : grid(75, 15, w, h, pad, 1, letterOf);
}

/** Numbers 1..count in rows of `across`; with letters, each letter's 15 take `linesPerLetter` rows. */
function grid(
  count: number,
  across: number,
  w: number,
  h: number,
  pad: number,
  linesPerLetter: number,
  letterOf: ((n: number) => string) | null,
): BoardSpots {
  const lettered = letterOf !== null;
  const perLetter = 15;
  const rows = lettered ? (count / perLetter) * linesPerLetter : Math.ceil(count / across);
  const slots = lettered ? across + 1 : across;
  const cell = Math.min(w / slots, h / rows);
  const left = pad + (w - cell * slots) / 2 + (lettered ? cell : 0);
  const top = pad + (h - cell * rows) / 2;
  const numbers = new Map<number, { x: number; y: number }>();
  const letters: BoardSpots['letters'] = [];
  for (let n = 1; n <= count; n++) {
    const i = n - 1;
    const group = lettered ? Math.floor(i / perLetter) : 0;
    const within = lettered ? i % perLetter : i;
    const row = group * linesPerLetter + Math.floor(within / across);
    numbers.set(n, { x: left + (within % across) * cell + cell / 2, y: top + row * cell + cell / 2 });
    if (lettered && within === 0)
      letters.push({
        letter: letterOf(n),
        x: left - cell / 2,
        y: top + group * linesPerLetter * cell + (linesPerLetter * cell) / 2,
      });
  }
  return { cell, numbers, letters };
}
