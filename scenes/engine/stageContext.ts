import type { StageAudio } from './audio';
import type { Random, StageClock } from './determinism';
import type { SceneContextBase } from './scene';
import type { SoundGameKind } from './soundSettings';
import type { StageTheme } from './themes';

/** What every stage scene is constructed with. */
export interface StageContext extends SceneContextBase {
  theme: StageTheme;
  clock: StageClock;
  /** Cosmetic randomness only; seeded in deterministic mode. */
  random: Random;
  audio: StageAudio | null;
  /** Full animations for this game kind, or lite mode. */
  richAnimations(kind: SoundGameKind): boolean;
  /** Pixi assets by alias (loaded bundles), or null when not loaded. */
  texture(alias: string): import('pixi.js').Texture | null;
}
