import { NARROW_FRAME, WIDE_FRAME, type DesignFrame, type Rect } from '../engine/designLayout';

/** Where the lottery playout's panels sit, in design units (see engine/designLayout). */
export interface PlayoutLayout extends DesignFrame {
  machine: Rect;
  strip: Rect;
  plays: Rect;
  totals: Rect;
}

const wide: PlayoutLayout = {
  ...WIDE_FRAME,
  machine: { x: 24, y: 72, w: 560, h: 300 },
  strip: { x: 24, y: 384, w: 560, h: 64 },
  plays: { x: 600, y: 72, w: 336, h: 376 },
  totals: { x: 24, y: 460, w: 912, h: 120 },
};

// The header's two lines (title, status) end near y 58: the machine starts clear of them.
const narrow: PlayoutLayout = {
  ...NARROW_FRAME,
  machine: { x: 12, y: 68, w: 366, h: 220 },
  strip: { x: 12, y: 296, w: 366, h: 52 },
  plays: { x: 12, y: 356, w: 366, h: 242 },
  totals: { x: 12, y: 606, w: 366, h: 140 },
};

export function playoutLayout(isNarrow: boolean): PlayoutLayout {
  return isNarrow ? narrow : wide;
}
