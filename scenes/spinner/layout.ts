import { NARROW_FRAME, WIDE_FRAME, type DesignFrame, type Rect } from '../engine/designLayout';

/** The spinner's panels in design units: the wheel's square and the info panel. */
export interface SpinnerLayout extends DesignFrame {
  wheel: Rect;
  info: Rect;
}

const wide: SpinnerLayout = {
  ...WIDE_FRAME,
  wheel: { x: 24, y: 72, w: 560, h: 512 },
  info: { x: 600, y: 72, w: 336, h: 512 },
};

const narrow: SpinnerLayout = {
  ...NARROW_FRAME,
  wheel: { x: 12, y: 60, w: 366, h: 480 },
  info: { x: 12, y: 552, w: 366, h: 196 },
};

export function spinnerLayout(isNarrow: boolean): SpinnerLayout {
  return isNarrow ? narrow : wide;
}

/** The wheel's radius inside its panel, leaving room for the pointer above it. */
export function wheelRadius(rect: Rect): number {
  return Math.min(rect.w, rect.h - 40) / 2 - 16;
}
