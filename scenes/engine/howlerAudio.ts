import { Howl, Howler } from 'howler';
import spriteMap from '../../audio/stage-sprite.json';
import spriteUrl from '../../audio/stage-sprite.wav?url';
import { StageAudio, type HowlOptions } from './audio';
import type { SoundGameKind, StageSoundSettings } from './soundSettings';

/** StageAudio over the real Howler and the generated sprite in audio/. */
export function createHowlerAudio(
  settings: StageSoundSettings,
  kind: SoundGameKind,
  unlockTarget: EventTarget,
): StageAudio {
  return new StageAudio({
    settings,
    kind,
    src: [spriteUrl],
    sprite: spriteMap as unknown as HowlOptions['sprite'],
    createHowl: (options) => new Howl(options),
    unlockTarget,
    resumeContext: () => Howler.ctx?.state === 'suspended' && Howler.ctx.resume(),
  });
}
