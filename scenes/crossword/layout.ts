import { NARROW_FRAME, WIDE_FRAME, type DesignFrame, type Rect } from '../engine/designLayout';

/** The crossword's panels in design units: the grid (with the called letters under it) and the info panel. */
export interface CrosswordLayout extends DesignFrame {
  board: Rect;
  info: Rect;
  /** Inside the board: where the grid fits and where the called letters go. */
  grid: Rect;
  letters: Rect;
}

const LETTERS_H = 130;

function withinBoard(frame: DesignFrame, board: Rect, info: Rect): CrosswordLayout {
  return {
    ...frame,
    board,
    info,
    grid: { x: 16, y: 16, w: board.w - 32, h: board.h - 32 - LETTERS_H },
    letters: { x: 16, y: board.h - 16 - LETTERS_H, w: board.w - 32, h: LETTERS_H },
  };
}

export function crosswordLayout(isNarrow: boolean): CrosswordLayout {
  return isNarrow
    ? withinBoard(NARROW_FRAME, { x: 12, y: 60, w: 366, h: 480 }, { x: 12, y: 552, w: 366, h: 196 })
    : withinBoard(WIDE_FRAME, { x: 24, y: 72, w: 560, h: 512 }, { x: 600, y: 72, w: 336, h: 512 });
}

/** A square of the word grid in design units: its top-left corner and side. */
export interface SquareSpot {
  x: number;
  y: number;
  size: number;
}

/** The gap between two word lines and between two columns of words, in squares. */
const LINE_GAP = 0.3;
const COLUMN_GAP = 1;

/**
 * Where each word's squares go, keyed by cellKey(row, col). The pool builder places every word
 * across on a line of its own with an empty line between (protocol/instant/presentation.ts), so the
 * grid is twice as tall as its words: drawn as it is, the squares came out a third of what the
 * board could hold. Here the words are stacked a small gap apart, in `columns` columns side by side
 * (two on the wide board, one on a phone), and the squares are as large as fit `area` (at most 56),
 * the whole centred. A word's own columns keep their offsets, so the squares line up as before.
 */
export function wordSquares(
  area: Rect,
  words: readonly { word: string; row: number; col: number }[],
  columns: number,
  keyOf: (row: number, col: number) => string,
): Map<string, SquareSpot> {
  const lines = [...words].sort((a, b) => a.row - b.row || a.col - b.col);
  const firstCol = Math.min(...lines.map((w) => w.col));
  const across = Math.max(...lines.map((w) => w.col - firstCol + w.word.length));
  const perColumn = Math.ceil(lines.length / columns);
  const usedColumns = Math.ceil(lines.length / perColumn);
  const wide = usedColumns * across + (usedColumns - 1) * COLUMN_GAP;
  const tall = perColumn + (perColumn - 1) * LINE_GAP;
  const size = Math.floor(Math.min(area.w / wide, area.h / tall, 56));
  const x0 = area.x + (area.w - wide * size) / 2;
  const y0 = area.y + (area.h - tall * size) / 2;
  const spots = new Map<string, SquareSpot>();
  lines.forEach((w, i) => {
    const column = Math.floor(i / perColumn);
    const line = i % perColumn;
    const x = x0 + column * (across + COLUMN_GAP) * size;
    const y = y0 + line * (1 + LINE_GAP) * size;
    for (let j = 0; j < w.word.length; j++)
      spots.set(keyOf(w.row, w.col + j), { x: x + (w.col - firstCol + j) * size, y, size });
  });
  return spots;
}

/** Called-letter chips: up to `perRow` to a row, `size` across. */
export function chipSpots(
  area: Rect,
  count: number,
  perRow: number,
): { x: number; y: number; size: number }[] {
  const size = Math.min(34, Math.floor((area.w - (perRow - 1) * 4) / perRow));
  return Array.from({ length: count }, (_, i) => ({
    x: area.x + (i % perRow) * (size + 4),
    y: area.y + 52 + Math.floor(i / perRow) * (size + 4),
    size,
  }));
}
