import { NARROW_FRAME, WIDE_FRAME, type DesignFrame, type Rect } from '../engine/designLayout';
import type { ScratchCard } from '../../src/stores/instant/ticketView';

/** The scratchcard's panels and scratch cells in design units (see engine/designLayout). */
export interface ScratchLayout extends DesignFrame {
  card: Rect;
  info: Rect;
  /** Cells in the card's own coordinates, in scratch-cell order. */
  cells: Rect[];
  /** Captions over the numbers card's two groups (card coordinates). */
  captions: { x: number; y: number }[];
}

const WIDE = { card: { x: 24, y: 72, w: 560, h: 512 }, info: { x: 600, y: 72, w: 336, h: 512 } };
const NARROW = { card: { x: 12, y: 60, w: 366, h: 480 }, info: { x: 12, y: 552, w: 366, h: 196 } };

/** `count` equal cells in rows of `cols`, filling `area` with `gap` between them, centred. */
export function gridCells(area: Rect, count: number, cols: number, gap: number): Rect[] {
  const rows = Math.ceil(count / cols);
  const size = Math.min((area.w - gap * (cols - 1)) / cols, (area.h - gap * (rows - 1)) / rows);
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = Math.min(cols, count - row * cols);
    const left = area.x + (area.w - (inRow * size + (inRow - 1) * gap)) / 2;
    return {
      x: left + (i % cols) * (size + gap),
      y: area.y + (area.h - (rows * size + (rows - 1) * gap)) / 2 + row * (size + gap),
      w: size,
      h: size,
    };
  });
}

export function scratchLayout(card: ScratchCard, narrow: boolean): ScratchLayout {
  const frame = narrow ? NARROW_FRAME : WIDE_FRAME;
  const panels = narrow ? NARROW : WIDE;
  const pad = narrow ? 16 : 28;
  const inner = { x: pad, y: pad, w: panels.card.w - pad * 2, h: panels.card.h - pad * 2 };
  if (card.layout === 'matchThree')
    return { ...frame, ...panels, cells: gridCells(inner, card.cells.length, 3, 12), captions: [] };
  // Numbers: the winning numbers in a band across the top, yours in rows below.
  const caption = 28;
  const bandH = inner.h * 0.28;
  const winning = gridCells(
    { x: inner.x, y: inner.y + caption, w: inner.w, h: bandH - caption },
    card.winningNumbers.length,
    card.winningNumbers.length,
    10,
  );
  const yoursTop = inner.y + bandH + 12;
  const cols = card.yourNumbers.length > 6 ? 4 : 3;
  const yours = gridCells(
    { x: inner.x, y: yoursTop + caption, w: inner.w, h: inner.h - (yoursTop - inner.y) - caption },
    card.yourNumbers.length,
    cols,
    10,
  );
  return {
    ...frame,
    ...panels,
    cells: [...winning, ...yours],
    captions: [
      { x: inner.x, y: inner.y },
      { x: inner.x, y: yoursTop },
    ],
  };
}
