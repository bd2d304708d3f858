import type { SceneName, SceneProps } from '../../scenes/engine/sceneRegistry';
import type { DrawPlayoutProps } from '../../scenes/lottery/DrawPlayoutScene';
import {
  losingDraw,
  lotteryGameOverNoWin,
  lotteryGameOverWin,
  raffleDraw,
  raffleGameOverNoWin,
  raffleGameOverWin,
  winningDraw,
} from './fixtures';
import { pickingStoreWithTwoLines } from './pickingFixture';
import { INSTANT_STATES, INSTANT_VISUAL_CASES } from './instantStates';
import { BINGO_STATES } from './bingoStates';

/**
 * Named scene states for QA and the visual tests. Each lottery state arrives at its phase by
 * animating from the phase before, so a baseline also proves the transition ends where a jump would.
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
  // Straight into the draw, playing itself: the bench times the machine while balls fly.
  drawing: { result: winningDraw, autoplay: true, countdownMs: 0 },
};

/** Every scene's states; factories, because a state may hold a store of its own (picking). */
export const SCENE_STATES: { [K in SceneName]: Readonly<Record<string, () => SceneProps[K]>> } = {
  lottery: Object.fromEntries(Object.entries(LOTTERY_STATES).map(([name, props]) => [name, () => props])),
  picking: {
    'two-lines': () => ({ picking: pickingStoreWithTwoLines() }),
  },
  raffle: {
    countdown: () => ({ result: raffleDraw, countdownMs: 42_000 }),
    'mid-draw': () => ({ result: raffleDraw, revealed: 2 }),
    raffle: () => ({ result: raffleDraw, revealed: raffleDraw.ranks.length }),
    replay: () => ({ result: raffleDraw, autoplay: true, countdownMs: 5_000 }),
  },
  gameover: {
    'lottery-win': () => ({ result: lotteryGameOverWin }),
    'lottery-no-win': () => ({ result: lotteryGameOverNoWin }),
    'raffle-win': () => ({ result: raffleGameOverWin }),
    'raffle-no-win': () => ({ result: raffleGameOverNoWin }),
  },
  ...INSTANT_STATES,
  bingo: BINGO_STATES,
};

export function sceneState<K extends SceneName>(scene: K, state: string): (() => SceneProps[K]) | null {
  return (SCENE_STATES[scene] as Record<string, () => SceneProps[K]>)[state] ?? null;
}

export const VISUAL_STATES = ['countdown', 'mid-draw', 'post-ended', 'win', 'no-win'] as const;

/** States of the other scenes in the visual suite (scene, state). */
export const VISUAL_CASES: readonly { scene: SceneName; state: string }[] = [
  { scene: 'picking', state: 'two-lines' },
  { scene: 'raffle', state: 'raffle' },
  { scene: 'gameover', state: 'lottery-win' },
  { scene: 'gameover', state: 'lottery-no-win' },
  { scene: 'gameover', state: 'raffle-win' },
  { scene: 'gameover', state: 'raffle-no-win' },
  ...INSTANT_VISUAL_CASES,
  { scene: 'bingo', state: 'mid-game' },
  { scene: 'bingo', state: 'line-won' },
  { scene: 'bingo', state: 'strip-90' },
];
