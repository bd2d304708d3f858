/**
 * The part of PIXI.Ticker the navigator and the manual stepper use, so tests can hand in a fake.
 */
export interface TickerLike {
  readonly deltaMS: number;
  readonly count: number;
  add(fn: (ticker: TickerLike) => void, context?: unknown): unknown;
  remove(fn: (ticker: TickerLike) => void, context?: unknown): unknown;
  start(): void;
  stop(): void;
  /** Runs the listeners once as if the time were `currentTime` (ms). */
  update(currentTime?: number): void;
}
