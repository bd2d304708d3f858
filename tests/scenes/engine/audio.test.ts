import { describe, expect, it, vi } from 'vitest';
import { StageAudio, type HowlLike, type SoundSprite } from '../../../scenes/engine/audio';
import {
  defaultRichSoundSettings,
  defaultStageSoundSettings,
  richAnimationsOn,
  richSoundOn,
  withSiteDefaults,
  type StageSoundSettings,
} from '../../../scenes/engine/soundSettings';

function fakeHowl() {
  let next = 1;
  const howl = {
    played: [] as string[],
    muted: false,
    play: vi.fn((sprite?: string) => {
      howl.played.push(sprite ?? '');
      return next++;
    }),
    stop: vi.fn(),
    pause: vi.fn(),
    volume: vi.fn(),
    mute: vi.fn((m: boolean) => (howl.muted = m)),
    playing: vi.fn(() => true),
    unload: vi.fn(),
  };
  return howl satisfies HowlLike;
}

/** The draw kinds' cues, as audio/sprites/draw.json names them. */
const DRAW: SoundSprite = {
  src: ['draw.wav'],
  sprite: {
    tick: [0, 60],
    ballDrop: [110, 160],
    match: [320, 260],
    win: [630, 700],
    music: [1380, 1600, true],
  },
};

function setup(settings: StageSoundSettings = defaultStageSoundSettings()) {
  const howl = fakeHowl();
  const target = new EventTarget();
  const resumeContext = vi.fn();
  const audio = new StageAudio({
    settings,
    kind: 'lottery',
    createHowl: () => howl,
    unlockTarget: target,
    resumeContext,
  });
  audio.useSprite(DRAW, 'lottery');
  const unlock = () => target.dispatchEvent(new Event('pointerdown'));
  return { audio, howl, unlock, resumeContext };
}

const rich = (): StageSoundSettings => {
  const s = defaultStageSoundSettings();
  s.richSoundSettings.lottery = { richSound: true, set: true };
  return s;
};

describe('sound settings', () => {
  it('default every kind off, with rich animations only for scratchcard and spinner', () => {
    const s = defaultRichSoundSettings();
    expect(Object.keys(s)).toEqual(['crossword', 'bingo', 'lottery', 'lottorace', 'scratchcard', 'spinner']);
    expect(Object.values(s).every((k) => !k.richSound && !k.set)).toBe(true);
    expect(s.scratchcard.richAnimations).toBe(false);
    expect(s.spinner.richAnimations).toBe(false);
    expect('richAnimations' in s.lottery).toBe(false);
  });

  it('apply site defaults only to kinds the player has not set', () => {
    const player = defaultRichSoundSettings();
    player.bingo = { richSound: false, set: true };
    const merged = withSiteDefaults(player, {
      bingo: { richSound: true, set: true },
      lottery: { richSound: true, set: true },
    });
    expect(merged.bingo).toEqual({ richSound: false, set: true });
    expect(merged.lottery).toEqual({ richSound: true, set: false });
  });

  it('needs sound on for rich sound, and lite mode follows the flag or reduced motion', () => {
    const s = rich();
    expect(richSoundOn(s, 'lottery')).toBe(true);
    expect(richSoundOn({ ...s, soundEnabled: false }, 'lottery')).toBe(false);
    expect(richAnimationsOn(s, 'spinner')).toBe(false);
    expect(richAnimationsOn(s, 'lottery')).toBe(true);
    expect(richAnimationsOn(s, 'lottery', true)).toBe(false);
  });

  it("honours the operator's forced animation for the draw kinds over reduced motion", () => {
    const s = rich();
    const forced = (on: boolean) => ({
      ...s,
      richSoundSettings: {
        ...s.richSoundSettings,
        lottery: { ...s.richSoundSettings.lottery, richAnimations: on },
      },
    });
    expect(richAnimationsOn(forced(false), 'lottery')).toBe(false);
    expect(richAnimationsOn(forced(true), 'lottery', true)).toBe(true);
  });
});

describe('StageAudio', () => {
  it('plays nothing before the first pointerdown, then resumes the context', () => {
    const { audio, howl, unlock, resumeContext } = setup();
    expect(audio.play('ballDrop')).toBe(false);
    unlock();
    expect(resumeContext).toHaveBeenCalledOnce();
    expect(audio.play('ballDrop')).toBe(true);
    expect(howl.played).toEqual(['ballDrop']);
  });

  it('keeps rich cues and music for rich sound', () => {
    const plain = setup();
    plain.unlock();
    expect(plain.audio.play('tick')).toBe(false);
    expect(plain.audio.startMusic()).toBe(false);
    const withRich = setup(rich());
    withRich.unlock();
    expect(withRich.audio.play('tick')).toBe(true);
    expect(withRich.audio.startMusic()).toBe(true);
  });

  it('master mute and a hidden page silence everything; showing the page again restores', () => {
    const { audio, howl, unlock } = setup(rich());
    unlock();
    audio.startMusic();
    audio.setPageHidden(true);
    expect(howl.muted).toBe(true);
    expect(audio.play('win')).toBe(false);
    audio.setPageHidden(false);
    expect(howl.muted).toBe(false);
    audio.setMasterMuted(true);
    expect(howl.muted).toBe(true);
  });

  it('says voice segments with rich sound only, muted with the rest, stopped when rich sound goes', () => {
    const howls: ReturnType<typeof fakeHowl>[] = [];
    const target = new EventTarget();
    const settings = defaultStageSoundSettings();
    settings.richSoundSettings.bingo = { richSound: true, set: true };
    const audio = new StageAudio({
      settings,
      kind: 'bingo',
      createHowl: () => {
        const howl = fakeHowl();
        howls.push(howl);
        return howl;
      },
      unlockTarget: target,
    });
    audio.setVoice({ src: ['calls.ogg'], sprite: { '7': [0, 400] } });
    expect(audio.speak('7')).toBe(false); // not unlocked yet
    target.dispatchEvent(new Event('pointerdown'));
    const voice = howls[0];
    expect(audio.speak('7')).toBe(true);
    expect(audio.speak('91')).toBe(false); // no such segment
    expect(voice.played).toEqual(['7']);
    audio.setPageHidden(true);
    expect(voice.muted).toBe(true);
    expect(audio.speak('7')).toBe(false);
    audio.setPageHidden(false);
    audio.configure({ ...settings, richSoundSettings: defaultStageSoundSettings().richSoundSettings });
    expect(voice.stop).toHaveBeenCalled();
    expect(audio.speak('7')).toBe(false);
    audio.destroy();
    expect(voice.unload).toHaveBeenCalled();
  });

  it('stops music when rich sound is switched off, and unloads on destroy', () => {
    const { audio, howl, unlock } = setup(rich());
    unlock();
    audio.startMusic();
    audio.configure(defaultStageSoundSettings());
    expect(howl.stop).toHaveBeenCalled();
    audio.destroy();
    expect(howl.unload).toHaveBeenCalled();
  });
});
