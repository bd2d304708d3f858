/**
 * What the picking board reads and calls: the shared picking store (src/stores/picking) satisfies
 * it, so the board and the DOM picker always show the same picks. The board never decides a rule
 * (line size, limits, lucky dip numbers): it calls the store and redraws from what the store holds.
 */
export interface PickingGame {
  gameTitle: string;
  drawRange: number;
  drawRange2nd: number;
  gamePlaySize: number;
  gamePlaySize2nd: number;
}

export interface PickingSource {
  readonly game: PickingGame | null;
  readonly main: readonly number[];
  readonly second: readonly number[];
  readonly lines: readonly string[];
  readonly state: string;
  readonly canAddLine: boolean;
  toggle(ball: number, set?: 1 | 2): void;
  luckyDip(): void;
  removeLine(index: number): void;
}

/** Visible texts, translated by the page; English defaults serve the QA harness. */
export interface PickingTexts {
  pickMain: string;
  pickSecond: string;
  lines: string;
  luckyDip: string;
  noLines: string;
}

export const DEFAULT_PICKING_TEXTS: PickingTexts = {
  pickMain: 'Pick your numbers',
  pickSecond: 'Bonus ball',
  lines: 'My lines',
  luckyDip: 'Lucky dip',
  noLines: 'No lines yet',
};
