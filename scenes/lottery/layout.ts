/**
 * Where the playout's panels sit, in design units. The scene is laid out at one of two design
 * sizes and scaled to fit the canvas, so it looks the same at any size within an orientation.
 */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlayoutLayout {
  width: number;
  height: number;
  header: Rect;
  machine: Rect;
  strip: Rect;
  plays: Rect;
  totals: Rect;
}

const wide: PlayoutLayout = {
  width: 960,
  height: 600,
  header: { x: 24, y: 12, w: 912, h: 48 },
  machine: { x: 24, y: 72, w: 560, h: 300 },
  strip: { x: 24, y: 384, w: 560, h: 64 },
  plays: { x: 600, y: 72, w: 336, h: 376 },
  totals: { x: 24, y: 460, w: 912, h: 120 },
};

const narrow: PlayoutLayout = {
  width: 390,
  height: 760,
  header: { x: 12, y: 8, w: 366, h: 48 },
  machine: { x: 12, y: 60, w: 366, h: 220 },
  strip: { x: 12, y: 288, w: 366, h: 52 },
  plays: { x: 12, y: 348, w: 366, h: 250 },
  totals: { x: 12, y: 606, w: 366, h: 140 },
};

export function playoutLayout(isNarrow: boolean): PlayoutLayout {
  return isNarrow ? narrow : wide;
}

/** Uniform scale and offset that fit the design into the canvas, centred. */
export function fitDesign(
  layout: { width: number; height: number },
  width: number,
  height: number,
): { scale: number; x: number; y: number } {
  const scale = Math.min(width / layout.width, height / layout.height);
  return {
    scale,
    x: Math.round((width - layout.width * scale) / 2),
    y: Math.round((height - layout.height * scale) / 2),
  };
}
