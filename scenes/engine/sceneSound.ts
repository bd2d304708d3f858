import type { SoundSprite } from './audio';
import type { SoundGameKind, StageSoundSettings } from './soundSettings';
import type { StageContext } from './stageContext';

/**
 * A scene's sounds while it shows: the stage's audio takes the scene's game kind (so its cues obey
 * that kind's rich-sound flag) and the kind's sprite, and unloads the sprite when the scene goes.
 * `sound` is the page's settings when the page hands them over (instant games and bingo).
 */
export function soundForScene(
  ctx: StageContext,
  sprite: SoundSprite,
  kind: SoundGameKind,
  sound?: StageSoundSettings,
): void {
  const audio = ctx.audio;
  if (!audio) return;
  if (sound) audio.configure(sound, kind);
  audio.useSprite(sprite, kind);
  ctx.disposables.add(() => audio.releaseSprite(sprite));
}
