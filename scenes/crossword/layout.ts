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

/** The square size and origin that fit a rows x cols grid in `area`, centred. */
export function gridFit(area: Rect, rows: number, cols: number): { size: number; x: number; y: number } {
  const size = Math.floor(Math.min(area.w / cols, area.h / rows, 56));
  return { size, x: area.x + (area.w - size * cols) / 2, y: area.y + (area.h - size * rows) / 2 };
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
