import { Howl, Howler } from 'howler';
import { StageAudio } from './audio';
import type { SoundGameKind, StageSoundSettings } from './soundSettings';

/**
 * StageAudio over the real Howler. It holds no sounds of its own: each scene brings its kind's
 * sprite (audio/sprites/) in its own chunk, so the stage's code carries none of them.
 */
export function createHowlerAudio(
  settings: StageSoundSettings,
  kind: SoundGameKind,
  unlockTarget: EventTarget,
): StageAudio {
  return new StageAudio({
    settings,
    kind,
    createHowl: (options) => new Howl(options),
    unlockTarget,
    resumeContext: () => Howler.ctx?.state === 'suspended' && Howler.ctx.resume(),
  });
}
