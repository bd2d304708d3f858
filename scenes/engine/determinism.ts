/**
 * Deterministic mode: the same scene state renders the same pixels on every run. Cosmetic
 * randomness (sparkles, wobble) comes from a seeded generator and time comes from a clock that
 * moves only when a test steps it. Game outcomes never come from here: they arrive as data.
 */

export const DEFAULT_SEED = 0x5eed;
/** One display frame at 60 Hz; tests step time in these. */
export const FRAME_MS = 1000 / 60;

export type Random = () => number;

/** mulberry32: tiny, fast, and good enough for confetti. Returns numbers in [0, 1). */
export function seededRandom(seed: number = DEFAULT_SEED): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Milliseconds as scenes see them; never Date.now() or performance.now() directly in a scene. */
export interface StageClock {
  now(): number;
  readonly frozen: boolean;
}

export const systemClock: StageClock = {
  now: () => performance.now(),
  frozen: false,
};

/** A clock that stands still until advanced; starts at 0 so frames are comparable across runs. */
export class FrozenClock implements StageClock {
  readonly frozen = true;
  private time = 0;
  now(): number {
    return this.time;
  }
  advance(ms: number): number {
    if (!(ms >= 0)) throw new RangeError(`cannot step the clock by ${ms} ms`);
    this.time += ms;
    return this.time;
  }
}

export interface Determinism {
  deterministic: boolean;
  seed: number;
}

/** `?deterministic=1` (or `true`), optionally `&seed=42`, turns deterministic mode on. */
export function determinismFromUrl(search: string): Determinism {
  const params = new URLSearchParams(search);
  const flag = params.get('deterministic');
  const seed = Number(params.get('seed'));
  return {
    deterministic: flag === '1' || flag === 'true',
    seed: Number.isInteger(seed) && params.has('seed') ? seed : DEFAULT_SEED,
  };
}
