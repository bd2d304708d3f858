/**
 * Keyboard play on the instant scenes: which key does what. Tab (and Shift+Tab) move through the
 * scratch cells while there is a next one and then leave the canvas to the page; Enter or Space
 * acts (scratch the focused cell, spin, call a letter); A reveals everything left.
 */
export type InstantKey =
  { kind: 'move'; step: number; tab: boolean } | { kind: 'act' } | { kind: 'revealAll' };

const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

export function instantKey(key: string, shift = false): InstantKey | null {
  if (key === 'Tab') return { kind: 'move', step: shift ? -1 : 1, tab: true };
  if (key in ARROWS) return { kind: 'move', step: ARROWS[key], tab: false };
  if (key === 'Enter' || key === ' ') return { kind: 'act' };
  if (key === 'a' || key === 'A') return { kind: 'revealAll' };
  return null;
}

/**
 * The next focused cell of `count` (-1: none yet), or null when Tab should leave the canvas
 * (moving past either end). Arrows wrap around instead.
 */
export function nextFocus(current: number, step: number, count: number, tab: boolean): number | null {
  if (count === 0) return null;
  if (current < 0) return step > 0 ? 0 : count - 1;
  const next = current + step;
  if (next >= 0 && next < count) return next;
  return tab ? null : (next + count) % count;
}
