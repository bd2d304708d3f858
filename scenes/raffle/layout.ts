import { NARROW_FRAME, WIDE_FRAME, type DesignFrame, type Rect } from '../engine/designLayout';

/** The raffle show's panels in design units (see engine/designLayout). */
export interface RaffleLayout extends DesignFrame {
  drum: Rect;
  list: Rect;
  totals: Rect;
}

const wide: RaffleLayout = {
  ...WIDE_FRAME,
  drum: { x: 24, y: 72, w: 440, h: 300 },
  list: { x: 480, y: 72, w: 456, h: 512 },
  totals: { x: 24, y: 388, w: 440, h: 196 },
};

const narrow: RaffleLayout = {
  ...NARROW_FRAME,
  drum: { x: 12, y: 60, w: 366, h: 200 },
  list: { x: 12, y: 270, w: 366, h: 360 },
  totals: { x: 12, y: 640, w: 366, h: 108 },
};

export function raffleLayout(isNarrow: boolean): RaffleLayout {
  return isNarrow ? narrow : wide;
}
