import type { SoundGameKind, StageSoundSettings } from '../engine/soundSettings';
import type { StageContext } from '../engine/stageContext';

/**
 * The stage's audio starts out tuned to the lottery; an instant scene retunes it to its own kind
 * (so ticks and music obey that kind's rich-sound flag) while it is shown, and hands it back to
 * the lottery when it hides. Without the page's settings it leaves the audio as it is.
 */
export function tuneAudioToKind(
  ctx: StageContext,
  sound: StageSoundSettings | undefined,
  kind: SoundGameKind,
): void {
  const audio = ctx.audio;
  if (!audio || !sound) return;
  audio.configure(sound, kind);
  ctx.disposables.add(() => audio.configure(sound, 'lottery'));
}
