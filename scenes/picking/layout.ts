import { NARROW_FRAME, WIDE_FRAME, type DesignFrame, type Rect } from '../engine/designLayout';

/**
 * The picking board's panels in design units (see engine/designLayout); the narrow board is
 * taller than the other scenes (860) so the grid, the button and the lines fit in one column.
 */
export interface PickingLayout extends DesignFrame {
  grid: Rect;
  lines: Rect;
  button: Rect;
  columns: number;
}

const wide: PickingLayout = {
  ...WIDE_FRAME,
  grid: { x: 24, y: 72, w: 600, h: 440 },
  lines: { x: 640, y: 72, w: 296, h: 512 },
  button: { x: 24, y: 524, w: 600, h: 60 },
  columns: 10,
};

const narrow: PickingLayout = {
  ...NARROW_FRAME,
  height: 860,
  grid: { x: 12, y: 60, w: 366, h: 516 },
  lines: { x: 12, y: 648, w: 366, h: 200 },
  button: { x: 12, y: 584, w: 366, h: 52 },
  columns: 7,
};

export function pickingLayout(isNarrow: boolean): PickingLayout {
  return isNarrow ? narrow : wide;
}
