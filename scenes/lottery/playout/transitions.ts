import type { Phase } from './phases';

/**
 * Which transition runs between two phases (spec section 4, Playout transitions):
 * countdown -> rng_started is a page-up; drawing a ball in slot 3 or later is a carousel-swap
 * (the carousel shows three balls, so from the fourth ball on the oldest is swapped out);
 * draw_ended -> draw_post_ended is a roll-up; anything else cross-fades. Lite mode (rich
 * animations off) replaces all of them with a short fade.
 */
export type TransitionName = 'page-up' | 'carousel-swap' | 'roll-up' | 'cross-fade';
export type LiteTransitionName = 'fade';

/** Balls visible in the carousel; the slot from which balls are swapped rather than added. */
export const CAROUSEL_SIZE = 3;

export function transitionBetween(from: Phase, to: Phase): TransitionName {
  if (from.name === 'countdown' && to.name === 'rng_started') return 'page-up';
  if (to.name === 'draw_started' && to.slot >= CAROUSEL_SIZE) return 'carousel-swap';
  if (from.name === 'draw_ended' && to.name === 'draw_post_ended') return 'roll-up';
  return 'cross-fade';
}

export function transitionFor(
  from: Phase,
  to: Phase,
  richAnimations: boolean,
): TransitionName | LiteTransitionName {
  return richAnimations ? transitionBetween(from, to) : 'fade';
}

/** Transition lengths in ms; lite mode keeps changes readable but quick. */
export const TRANSITION_MS: Readonly<Record<TransitionName | LiteTransitionName, number>> = {
  'page-up': 700,
  'carousel-swap': 600,
  'roll-up': 800,
  'cross-fade': 400,
  fade: 150,
};
