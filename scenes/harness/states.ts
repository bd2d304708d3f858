import type { DrawPlayoutProps } from '../lottery/DrawPlayoutScene';
import { losingDraw, winningDraw } from './fixtures';

/**
 * Named scene states for QA and the visual tests. Each arrives at its phase by animating from
 * the phase before, so a baseline also proves the transition ends where a jump would.
 */
export const LOTTERY_STATES: Readonly<Record<string, DrawPlayoutProps>> = {
  countdown: { result: winningDraw, countdownMs: 42_000 },
  'rng-started': { result: winningDraw, at: { phase: 'rng_started' }, animateIn: true },
  'mid-draw': { result: winningDraw, at: { phase: 'draw_ended', slot: 3 }, animateIn: true },
  carousel: { result: winningDraw, at: { phase: 'draw_started', slot: 4 }, animateIn: true },
  'post-ended': { result: winningDraw, at: { phase: 'draw_post_ended', slot: 2 }, animateIn: true },
  win: { result: winningDraw, at: { phase: 'ended' }, animateIn: true },
  'no-win': { result: losingDraw, at: { phase: 'ended' }, animateIn: true },
  replay: { result: winningDraw, autoplay: true, countdownMs: 5_000 },
};

export const VISUAL_STATES = ['countdown', 'mid-draw', 'post-ended', 'win', 'no-win'] as const;
