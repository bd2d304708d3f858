import { FRAME_MS, FrozenClock } from './determinism';
import type { TickerLike } from './ticker';

/** The two GSAP hooks stepping needs; the real gsap object fits. */
export interface GsapLike {
  updateRoot(timeSeconds: number): void;
  ticker: {
    add(fn: (time: number) => void): unknown;
    remove(fn: (time: number) => void): unknown;
    lagSmoothing(n: number): void;
  };
  globalTimeline: {
    getChildren(nested?: boolean, tweens?: boolean, timelines?: boolean): { paused(): boolean }[];
  };
}

export interface ManualStepper {
  readonly clock: FrozenClock;
  readonly frames: number;
  /** Moves time forward by `ms`, a frame at a time, updating GSAP, then the Pixi ticker (which renders). */
  step(ms: number): void;
  /** Steps until no GSAP animation is left to play (or `maxMs` passed); returns the ms stepped. */
  settle(maxMs?: number): number;
  /** Gives GSAP its own ticker back. */
  release(): void;
}

/**
 * Takes GSAP's root timeline and the Pixi ticker off the wall clock: GSAP's ticker stops driving
 * updateRoot, the Pixi ticker is stopped, and both move only by step(). Frames are whole
 * FRAME_MS steps so two runs see the same sequence of tween progress values.
 */
export function takeManualControl(
  gsap: GsapLike,
  ticker: TickerLike,
  clock = new FrozenClock(),
  /** Renders once after each step()/settle(); a software GL renders too slowly to draw every frame. */
  render: () => void = () => undefined,
): ManualStepper {
  const gsapOrigin = 0;
  gsap.ticker.remove(gsap.updateRoot);
  gsap.ticker.lagSmoothing(0);
  ticker.stop();
  let frames = 0;
  // The Pixi ticker ignores a time not later than its last one; start from 1 ms.
  const tickerOrigin = 1;

  const frame = (ms: number) => {
    const now = clock.advance(ms);
    gsap.updateRoot(gsapOrigin + now / 1000);
    ticker.update(tickerOrigin + now);
    frames += 1;
  };

  // The global timeline drops finished children, so an unpaused child is one still to play
  // (running, or waiting out its delay).
  const anyActive = () => gsap.globalTimeline.getChildren(false, true, true).some((a) => !a.paused());

  // Render the first frame at time zero so a page is never blank before the first step.
  gsap.updateRoot(gsapOrigin);
  ticker.update(tickerOrigin);
  render();

  return {
    clock,
    get frames() {
      return frames;
    },
    step(ms) {
      let left = ms;
      while (left > 1e-6) {
        const dt = Math.min(FRAME_MS, left);
        frame(dt);
        left -= dt;
      }
      render();
    },
    settle(maxMs = 30_000) {
      let stepped = 0;
      while (stepped < maxMs && anyActive()) {
        frame(FRAME_MS);
        stepped += FRAME_MS;
      }
      // One more frame so the final tween values are rendered.
      frame(FRAME_MS);
      render();
      return stepped + FRAME_MS;
    },
    release() {
      gsap.ticker.add(gsap.updateRoot);
      gsap.ticker.lagSmoothing(500);
      ticker.start();
    },
  };
}
