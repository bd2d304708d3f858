import type { Page } from 'playwright-core';
import type { StageTestHook } from '../../../scenes/engine/testHook';

/** Every scene, so bundles (the gameover atlas too) are loaded and unloaded over and over. */
export const SCENE_CYCLE = [
  ['mid-draw', 'lottery'],
  ['two-lines', 'picking'],
  ['raffle', 'raffle'],
  ['lottery-win', 'gameover'],
  ['half', 'scratchcard'],
  ['won-at-rest', 'spinner'],
  ['half', 'crossword'],
  ['mid-game', 'bingo'],
  ['win', 'lottery'],
] as const;

/**
 * Shows the harness states of SCENE_CYCLE in turn, `changes` scene changes in all, in a page
 * that has the harness open; the stage's counts afterwards. The leak test and the stage bench
 * both measure with it.
 */
export function cycleScenes(page: Page, changes: number): Promise<ReturnType<StageTestHook['stats']>> {
  return page.evaluate(
    async ({ n, states }) => {
      for (let i = 0; i < n; i++) {
        const [state, scene] = states[i % states.length];
        await window.__drawhallHarness!.showState!(state, scene);
      }
      return window.__drawhallStage!.stats();
    },
    { n: changes, states: SCENE_CYCLE },
  );
}
