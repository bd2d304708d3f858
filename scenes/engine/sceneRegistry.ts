import type { BingoSceneProps } from '../bingo/BingoScene';
import type { GameOverProps } from '../gameover/GameOverScene';
import type { DrawPlayoutProps } from '../lottery/DrawPlayoutScene';
import type { PickingBoardProps } from '../picking/PickingBoardScene';
import type { RafflePlayoutProps } from '../raffle/RafflePlayoutScene';
import type { CrosswordProps } from '../crossword/CrosswordScene';
import type { ScratchcardProps } from '../scratchcard/ScratchcardScene';
import type { SpinnerProps } from '../spinner/SpinnerScene';
import type { SceneClass } from './scene';
import type { StageContext } from './stageContext';

/** Scenes by name, each in its own chunk: a page loads only the scenes it shows. */
export interface SceneProps {
  lottery: DrawPlayoutProps;
  picking: PickingBoardProps;
  raffle: RafflePlayoutProps;
  gameover: GameOverProps;
  scratchcard: ScratchcardProps;
  spinner: SpinnerProps;
  crossword: CrosswordProps;
  bingo: BingoSceneProps;
}
export type SceneName = keyof SceneProps;

export const sceneLoaders: { [K in SceneName]: () => Promise<SceneClass<SceneProps[K], StageContext>> } = {
  lottery: () => import('../lottery/DrawPlayoutScene').then((m) => m.DrawPlayoutScene),
  picking: () => import('../picking/PickingBoardScene').then((m) => m.PickingBoardScene),
  raffle: () => import('../raffle/RafflePlayoutScene').then((m) => m.RafflePlayoutScene),
  gameover: () => import('../gameover/GameOverScene').then((m) => m.GameOverScene),
  scratchcard: () => import('../scratchcard/ScratchcardScene').then((m) => m.ScratchcardScene),
  spinner: () => import('../spinner/SpinnerScene').then((m) => m.SpinnerScene),
  crossword: () => import('../crossword/CrosswordScene').then((m) => m.CrosswordScene),
  bingo: () => import('../bingo/BingoScene').then((m) => m.BingoScene),
};

export function isSceneName(name: string): name is SceneName {
  return Object.hasOwn(sceneLoaders, name);
}
