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
