import type { DrawPlayoutProps } from '../lottery/DrawPlayoutScene';
import type { SceneClass } from './scene';
import type { StageContext } from './stageContext';

/**
 * Scenes by name, each in its own chunk: a page loads only the scenes it shows. Add the picking
 * board, raffle and game-over scenes here as they arrive.
 */
export interface SceneProps {
  lottery: DrawPlayoutProps;
}
export type SceneName = keyof SceneProps;

export const sceneLoaders: { [K in SceneName]: () => Promise<SceneClass<SceneProps[K], StageContext>> } = {
  lottery: () => import('../lottery/DrawPlayoutScene').then((m) => m.DrawPlayoutScene),
};

export function isSceneName(name: string): name is SceneName {
  return Object.hasOwn(sceneLoaders, name);
}
