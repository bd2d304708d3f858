import { COUNTDOWN_DONE_BELOW_MS, COUNTDOWN_TICK_MS } from '../../../protocol/constants';

/**
 * Countdown display (spec section 9): it ticks every second and counts as done once 900 ms or
 * less remain, so the last "1" is not followed by a visible "0".
 */
export function countdownDone(remainingMs: number): boolean {
  return remainingMs <= COUNTDOWN_DONE_BELOW_MS;
}

/** Whole seconds shown for the time remaining; 0 once done. */
export function countdownSeconds(remainingMs: number): number {
  return countdownDone(remainingMs) ? 0 : Math.ceil(remainingMs / COUNTDOWN_TICK_MS);
}

/** mm:ss for the countdown panel. */
export function countdownLabel(remainingMs: number): string {
  const s = countdownSeconds(remainingMs);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
