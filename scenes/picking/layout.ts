import type { Rect } from '../lottery/layout';

/** The picking board's panels in design units (wide 960x600, narrow 390x860), scaled to fit. */
export interface PickingLayout {
  width: number;
  height: number;
  header: Rect;
  grid: Rect;
  lines: Rect;
  button: Rect;
  columns: number;
}

const wide: PickingLayout = {
  width: 960,
  height: 600,
  header: { x: 24, y: 12, w: 912, h: 48 },
  grid: { x: 24, y: 72, w: 600, h: 440 },
  lines: { x: 640, y: 72, w: 296, h: 512 },
  button: { x: 24, y: 524, w: 600, h: 60 },
  columns: 10,
};

const narrow: PickingLayout = {
  width: 390,
  height: 860,
  header: { x: 12, y: 8, w: 366, h: 48 },
  grid: { x: 12, y: 60, w: 366, h: 516 },
  lines: { x: 12, y: 648, w: 366, h: 200 },
  button: { x: 12, y: 584, w: 366, h: 52 },
  columns: 7,
};

export function pickingLayout(isNarrow: boolean): PickingLayout {
  return isNarrow ? narrow : wide;
}
