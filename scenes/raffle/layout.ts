import type { Rect } from '../lottery/layout';

/** The raffle show's panels in design units (wide 960x600, narrow 390x760), scaled to fit. */
export interface RaffleLayout {
  width: number;
  height: number;
  header: Rect;
  drum: Rect;
  list: Rect;
  totals: Rect;
}

const wide: RaffleLayout = {
  width: 960,
  height: 600,
  header: { x: 24, y: 12, w: 912, h: 48 },
  drum: { x: 24, y: 72, w: 440, h: 300 },
  list: { x: 480, y: 72, w: 456, h: 512 },
  totals: { x: 24, y: 388, w: 440, h: 196 },
};

const narrow: RaffleLayout = {
  width: 390,
  height: 760,
  header: { x: 12, y: 8, w: 366, h: 48 },
  drum: { x: 12, y: 60, w: 366, h: 200 },
  list: { x: 12, y: 270, w: 366, h: 360 },
  totals: { x: 12, y: 640, w: 366, h: 108 },
};

export function raffleLayout(isNarrow: boolean): RaffleLayout {
  return isNarrow ? narrow : wide;
}
