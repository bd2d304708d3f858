import { vi } from 'vitest';
import { StageAudio, type HowlLike, type HowlOptions } from '../../../scenes/engine/audio';
import { defaultStageSoundSettings, type SoundGameKind } from '../../../scenes/engine/soundSettings';

/**
 * A Howl that records what it was asked to play and stop. A sound plays until stopped (loops
 * check `playing`), and the sprite it was made with is kept for tests of which file a kind loads.
 */
export function fakeHowl(options?: HowlOptions) {
  let next = 1;
  const howl = {
    src: options?.src ?? [],
    sprite: options?.sprite ?? {},
    played: [] as string[],
    stopped: [] as (number | undefined)[],
    live: new Set<number>(),
    muted: false,
    play: vi.fn((cue?: string) => {
      howl.played.push(cue ?? '');
      howl.live.add(next);
      return next++;
    }),
    stop: vi.fn((id?: number) => {
      howl.stopped.push(id);
      if (id !== undefined) howl.live.delete(id);
    }),
    pause: vi.fn(),
    volume: vi.fn(),
    mute: vi.fn((muted: boolean) => (howl.muted = muted)),
    playing: vi.fn((id?: number) => id !== undefined && howl.live.has(id)),
    unload: vi.fn(),
  };
  return howl satisfies HowlLike;
}

export type FakeHowl = ReturnType<typeof fakeHowl>;

/**
 * Stage audio before the player's first tap, with `settings`; `unlock()` is that tap. Every Howl it
 * makes is in `howls`.
 */
export function lockedAudio(
  settings = defaultStageSoundSettings(),
  makeHowl: (options: HowlOptions) => FakeHowl = fakeHowl,
  kind: SoundGameKind = 'lottery',
) {
  const howls: FakeHowl[] = [];
  const target = new EventTarget();
  const audio = new StageAudio({
    settings,
    kind,
    createHowl: (options) => {
      const howl = makeHowl(options);
      howls.push(howl);
      return howl;
    },
    unlockTarget: target,
  });
  return { audio, howls, settings, unlock: () => target.dispatchEvent(new Event('pointerdown')) };
}

/**
 * Stage audio as a scene gets it after the player's first tap, with rich sound (and rich
 * animations, unless said otherwise) set for `richKinds`; every Howl it makes is in `howls` (one
 * fake for every sprite when `makeHowl` hands out the same one).
 */
export function unlockedAudio(
  richKinds: SoundGameKind[] = [],
  { richSound = true, richAnimations = true } = {},
  makeHowl: (options: HowlOptions) => FakeHowl = fakeHowl,
) {
  const settings = defaultStageSoundSettings();
  for (const kind of richKinds) settings.richSoundSettings[kind] = { richSound, set: true, richAnimations };
  const { audio, howls, unlock } = lockedAudio(settings, makeHowl);
  unlock();
  return { audio, howls, settings };
}
