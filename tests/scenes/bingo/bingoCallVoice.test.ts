import { describe, expect, it } from 'vitest';
import enSprite from '../../../audio/bingo-calls-en.json';
import esSprite from '../../../audio/bingo-calls-es.json';
import { BingoScene } from '../../../scenes/bingo/BingoScene';
import { bingoCallVoice } from '../../../scenes/bingo/callVoices';
import { defaultStageSoundSettings, type StageSoundSettings } from '../../../scenes/engine/soundSettings';
import { BINGO_STATES, BINGO_TEXTS } from '../../../dev/stage-harness/bingoStates';
import { lockedAudio } from '../support/fakeAudio';
import { testStageContext } from '../support/testStageContext';

/** The hall mid-game on a stage whose audio is unlocked, with these settings. */
function hall(sound: StageSoundSettings, language = 'en_US') {
  const { audio, howls, unlock } = lockedAudio(sound);
  unlock();
  const context = testStageContext({ audio });
  const scene = new BingoScene(context);
  const props = BINGO_STATES['mid-game']();
  const feed = props.feed as typeof props.feed & { call(n: number): void };
  scene.prepare({ ...props, texts: { ...BINGO_TEXTS, language }, sound });
  scene.resize(960, 600);
  scene.show();
  const voice = () => howls.find((h) => h.src.some((s) => s.includes('bingo-calls')));
  const effects = () => howls.find((h) => h.src.some((s) => s.includes('sprites/bingo')));
  return { scene, feed, audio, disposables: context.disposables, voice, effects };
}

function settings(soundEnabled: boolean, bingoRich: boolean): StageSoundSettings {
  const s = defaultStageSoundSettings();
  s.soundEnabled = soundEnabled;
  s.richSoundSettings.bingo = { richSound: bingoRich, set: true };
  return s;
}

describe('spoken bingo calls', () => {
  it('have a segment for every number 1-90 in each language, in order and apart', () => {
    for (const sprite of [enSprite, esSprite] as Record<string, number[]>[]) {
      expect(Object.keys(sprite)).toEqual(Array.from({ length: 90 }, (_, i) => String(i + 1)));
      for (let n = 2; n <= 90; n++) {
        const [at, ms] = sprite[String(n - 1)];
        expect(ms).toBeGreaterThan(100);
        expect(sprite[String(n)][0]).toBeGreaterThan(at + ms);
      }
    }
    expect(bingoCallVoice('es_ES').sprite).toBe(esSprite);
    expect(bingoCallVoice('en_US').sprite).toBe(enSprite);
    expect(bingoCallVoice('fr_FR').sprite).toBe(enSprite);
  });

  it('say the called number with rich sound for bingo on', () => {
    const { feed, voice, effects, scene } = hall(settings(true, true));
    feed.call(42);
    expect(voice()!.played).toEqual(['42']);
    // Bingo's own sprite: the call, and a daub as 42 is on one of my cards.
    expect(effects()!.played).toEqual(['call', 'daub']);
    feed.call(7);
    expect(voice()!.played).toEqual(['42', '7']);
    // The previous number is cut short, not talked over.
    expect(voice()!.stop).toHaveBeenCalled();
    scene.destroy({ children: true });
  });

  it('follow the texts language', () => {
    const { feed, voice, scene } = hall(settings(true, true), 'es_ES');
    feed.call(15);
    expect(voice()!.src.join()).toContain('bingo-calls-es');
    expect(voice()!.played).toEqual(['15']);
    scene.destroy({ children: true });
  });

  it('are silent with sound off, and only the basic cue plays without rich sound', () => {
    const off = hall(settings(false, true));
    off.feed.call(42);
    expect(off.voice()?.played ?? []).toEqual([]);
    expect(off.effects()?.played ?? []).toEqual([]);
    off.scene.destroy({ children: true });

    const plain = hall(settings(true, false));
    plain.feed.call(42);
    expect(plain.voice()).toBeUndefined();
    expect(plain.effects()!.played).toEqual(['call']);
    plain.scene.destroy({ children: true });
  });

  it('stop with the scene: the voice track and the bingo sprite are unloaded when the hall hides', () => {
    const { feed, voice, effects, disposables, audio } = hall(settings(true, true));
    feed.call(42);
    const howl = voice()!;
    const cues = effects()!;
    disposables.dispose();
    expect(howl.unload).toHaveBeenCalled();
    expect(cues.unload).toHaveBeenCalled();
    expect(audio.speak('42')).toBe(false);
    expect(audio.play('call')).toBe(false);
  });
});
