/**
 * The part of PIXI.Ticker the navigator and the manual stepper use, so tests can hand in a fake.
 */
export interface TickerLike {
  /** Capped at 100 ms by PIXI (minFPS 10): fine for motion, too short for a show's timing. */
  readonly deltaMS: number;
  /** The real time since the last frame, uncapped: what a live show's phases are timed by. */
  readonly elapsedMS: number;
  readonly count: number;
  add(fn: (ticker: TickerLike) => void, context?: unknown): unknown;
  remove(fn: (ticker: TickerLike) => void, context?: unknown): unknown;
  start(): void;
  stop(): void;
  /** Runs the listeners once as if the time were `currentTime` (ms). */
  update(currentTime?: number): void;
}
