/**
 * The playout's phase sequence (spec section 4): countdown, rng_started, then for each ball
 * draw_started, draw_ended and draw_post_ended, then ended. The last ball never shows
 * draw_post_ended: the show goes straight from its landing to the final totals.
 */
export type PhaseName =
  'countdown' | 'rng_started' | 'draw_started' | 'draw_ended' | 'draw_post_ended' | 'ended';

export interface Phase {
  name: PhaseName;
  /** 0-based position of the ball among all balls drawn (main then second set); -1 outside draws. */
  slot: number;
  /** Which set the ball belongs to; null outside draws. */
  set: 'main' | 'second' | null;
}

export function playoutPhases(mainCount: number, secondCount = 0): Phase[] {
  const phases: Phase[] = [
    { name: 'countdown', slot: -1, set: null },
    { name: 'rng_started', slot: -1, set: null },
  ];
  const total = mainCount + secondCount;
  for (let slot = 0; slot < total; slot++) {
    const set = slot < mainCount ? 'main' : 'second';
    phases.push({ name: 'draw_started', slot, set }, { name: 'draw_ended', slot, set });
    if (slot < total - 1) phases.push({ name: 'draw_post_ended', slot, set });
  }
  phases.push({ name: 'ended', slot: -1, set: null });
  return phases;
}

/** Index of the first phase with this name (and slot, for draw phases); -1 when there is none. */
export function phaseIndex(phases: readonly Phase[], name: PhaseName, slot = -1): number {
  return phases.findIndex((p) => p.name === name && (slot < 0 || p.slot === slot));
}

/** How long the show holds each phase when it plays by itself (replay, or live between pushes). */
export const PHASE_HOLD_MS: Readonly<Record<Exclude<PhaseName, 'countdown' | 'ended'>, number>> = {
  rng_started: 1200,
  draw_started: 1400,
  draw_ended: 900,
  draw_post_ended: 900,
};

/**
 * The fastest a paced show may go: a ball's transition (up to 800 ms) must still fit in its hold.
 * A playout shorter than this allows ends late rather than skipping its animations.
 */
export const MIN_PACE = 0.6;

/**
 * The slowest a paced show may go: a long playout (the demo's 6/49 gives its draw 60 s) spread
 * over seven balls would leave each on screen for 8 s of nothing; past 1.5x the show ends early
 * rather than drag.
 */
export const MAX_PACE = 1.5;

/** The phases a playout time stretches: the balls'. The intro and the countdown keep their time. */
const PACED: ReadonlySet<PhaseName> = new Set(['draw_started', 'draw_ended', 'draw_post_ended']);

/**
 * How long the show holds each phase (by index; 0 for the countdown and the end). Given the
 * game's playout time, the balls' holds are scaled alike so the draw, from the countdown's end to
 * the last ball, takes that long, within MIN_PACE and MAX_PACE of the fixed holds: 5 balls in a
 * 20 s playout land about 4 s apart, 7 in 60 s (capped) 4.8 s apart. Without one, PHASE_HOLD_MS.
 */
export function phaseHolds(phases: readonly Phase[], playoutMs?: number): number[] {
  const base = phases.map(({ name }) => (name === 'countdown' || name === 'ended' ? 0 : PHASE_HOLD_MS[name]));
  const paced = base.reduce((sum, ms, i) => (PACED.has(phases[i].name) ? sum + ms : sum), 0);
  if (!(playoutMs && playoutMs > 0) || paced === 0) return base;
  const fixed = base.reduce((sum, ms) => sum + ms, 0) - paced;
  const pace = Math.min(MAX_PACE, Math.max(MIN_PACE, (playoutMs - fixed) / paced));
  return base.map((ms, i) => (PACED.has(phases[i].name) ? ms * pace : ms));
}

/**
 * The phase a self-playing show is in `elapsedMs` after its countdown ended, holding each phase for
 * its hold (a live show opened late catches up to where the draw is by now).
 */
export function phaseAtElapsed(
  phases: readonly Phase[],
  elapsedMs: number,
  holds: readonly number[] = phaseHolds(phases),
): number {
  let left = elapsedMs;
  for (let i = 1; i < phases.length; i++) {
    const name = phases[i].name;
    if (name === 'countdown' || name === 'ended') return i;
    left -= holds[i];
    if (left < 0) return i;
  }
  return phases.length - 1;
}
