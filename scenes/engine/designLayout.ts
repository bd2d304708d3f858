/**
 * Every stage scene is laid out in design units at one of two design sizes (wide for desktops,
 * narrow for phones) and scaled to fit the canvas, so it looks the same at any size within an
 * orientation. The maths the scenes share lives here; each scene's panels stay in its own layout.
 */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DesignSize {
  width: number;
  height: number;
}

/** A design size with the band across the top that holds the game's title. */
export interface DesignFrame extends DesignSize {
  header: Rect;
}

/** The wide design (960x600) most scenes start from. */
export const WIDE_FRAME: DesignFrame = { width: 960, height: 600, header: { x: 24, y: 12, w: 912, h: 48 } };

/** The narrow design (390x760), one column of panels 12 units in from each edge. */
export const NARROW_FRAME: DesignFrame = { width: 390, height: 760, header: { x: 12, y: 8, w: 366, h: 48 } };

/** Uniform scale and offset that fit the design into the canvas, centred. */
export function fitDesign(
  layout: DesignSize,
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
