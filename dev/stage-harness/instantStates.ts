import type { SceneName, SceneProps } from '../../scenes/engine/sceneRegistry';
import {
  crosswordLoss,
  crosswordWin,
  halfScratch,
  matchThreeLoss,
  matchThreeWin,
  numbersWin,
  spinnerLoss,
  spinnerWin,
} from './instantFixtures';

type States<K extends SceneName> = Readonly<Record<string, () => SceneProps[K]>>;
const allCells = (n: number) => ({ cells: Array.from({ length: n }, (_, i) => i) });

/**
 * The instant scenes' key states: untouched, half revealed, won and lost. The spinner's won and
 * lost states and the crossword's won state play their reveal (the spin, the letters called), so a
 * baseline also proves the animation ends where the outcome says.
 */
export const INSTANT_STATES: {
  scratchcard: States<'scratchcard'>;
  spinner: States<'spinner'>;
  crossword: States<'crossword'>;
} = {
  scratchcard: {
    untouched: () => ({ ticket: matchThreeWin }),
    half: () => ({ ticket: { ...matchThreeWin, revealed: { cells: [2, 4, 6, 7] } }, strokes: [halfScratch] }),
    won: () => ({ ticket: { ...matchThreeWin, revealed: allCells(9) } }),
    lost: () => ({ ticket: { ...matchThreeLoss, revealed: allCells(9) } }),
    'numbers-untouched': () => ({ ticket: numbersWin }),
    'numbers-won': () => ({ ticket: { ...numbersWin, revealed: allCells(11) } }),
  },
  spinner: {
    untouched: () => ({ ticket: spinnerWin }),
    won: () => ({ ticket: spinnerWin, autoSpin: true }),
    lost: () => ({ ticket: spinnerLoss, autoSpin: true }),
    'won-at-rest': () => ({ ticket: { ...spinnerWin, revealed: { spun: true } } }),
  },
  crossword: {
    untouched: () => ({ ticket: crosswordWin }),
    half: () => ({ ticket: { ...crosswordWin, revealed: { called: 6 } } }),
    won: () => ({ ticket: crosswordWin, autoplay: true }),
    lost: () => ({ ticket: { ...crosswordLoss, revealed: { called: 12 } } }),
  },
};

/** Instant states in the visual suite: a few per scene, to keep the baselines modest. */
export const INSTANT_VISUAL_CASES: readonly { scene: SceneName; state: string }[] = [
  { scene: 'scratchcard', state: 'half' },
  { scene: 'scratchcard', state: 'won' },
  { scene: 'spinner', state: 'won' },
  { scene: 'spinner', state: 'lost' },
  { scene: 'crossword', state: 'half' },
  { scene: 'crossword', state: 'won' },
];
