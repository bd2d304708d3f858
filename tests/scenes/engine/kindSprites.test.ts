import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CUES, KIND_SPRITES } from '../../../audio/cues';
import { renderSprite, spriteJson, SPRITE_RATE } from '../../../audio/renderSprite';
import { wavFile } from '../../../audio/wavFile';
import type { SoundSprite } from '../../../scenes/engine/audio';
import { defaultStageSoundSettings, type SoundGameKind } from '../../../scenes/engine/soundSettings';
import { bingoSound } from '../../../scenes/bingo/bingoSound';
import { crosswordSound } from '../../../scenes/crossword/crosswordSound';
import { drawSound } from '../../../scenes/lottery/drawSound';
import { scratchSound } from '../../../scenes/scratchcard/scratchSound';
import { spinnerSound } from '../../../scenes/spinner/spinnerSound';
import { lockedAudio, unlockedAudio } from '../support/fakeAudio';

// Vitest runs from the repository root.
const file = (name: string) => readFileSync(`audio/sprites/${name}`);

const stageAudio = (richKinds: SoundGameKind[] = []) => unlockedAudio(richKinds);

describe('the per-kind sprites', () => {
  it('are what audio/generateSprite.ts writes today (run it after changing a cue)', () => {
    for (const [kind, cues] of Object.entries(KIND_SPRITES)) {
      const { pcm, sprite } = renderSprite(cues);
      expect(file(`${kind}.json`).toString(), kind).toBe(spriteJson(sprite));
      expect(file(`${kind}.wav`).equals(wavFile(pcm, SPRITE_RATE, 8)), kind).toBe(true);
    }
  });

  it("give each kind its own cues, and each scene's sprite module the right file", () => {
    const cues = (sprite: SoundSprite) => Object.keys(sprite.sprite).sort();
    expect(cues(drawSound)).toEqual(['ballDrop', 'match', 'music', 'tick', 'win']);
    expect(cues(bingoSound)).toEqual(['call', 'daub', 'win']);
    expect(cues(scratchSound)).toEqual(['reveal', 'scratch', 'win']);
    expect(cues(spinnerSound)).toEqual(['stop', 'tick', 'win']);
    expect(cues(crosswordSound)).toEqual(['match', 'pop', 'win']);
    expect(scratchSound.src[0]).toContain('sprites/scratchcard');
    // Loops are flagged for Howler; the scratch loop is one whole wobble cycle long, so it joins.
    expect(scratchSound.sprite.scratch[2]).toBe(true);
    expect(drawSound.sprite.music[2]).toBe(true);
    expect(spinnerSound.sprite.tick[2]).toBeUndefined();
  });

  it('lay cues apart, each as long as its voice, and the scratch is audible noise', () => {
    for (const cues of Object.values(KIND_SPRITES)) {
      const { sprite, pcm } = renderSprite(cues);
      const entries = cues.map((c) => sprite[c]);
      entries.forEach(([at, ms], i) => {
        expect(ms).toBe(CUES[cues[i]][0]);
        if (i > 0) expect(at).toBeGreaterThan(entries[i - 1][0] + entries[i - 1][1]);
      });
      expect(pcm.length).toBeGreaterThan(0);
    }
    const { pcm, sprite } = renderSprite(['scratch']);
    const [, ms] = sprite.scratch;
    const samples = pcm.slice(0, Math.round((ms * SPRITE_RATE) / 1000));
    const loud = samples.filter((v) => Math.abs(v - 128) > 10).length;
    expect(loud / samples.length).toBeGreaterThan(0.2);
  });
});

describe('StageAudio with a sprite per kind', () => {
  it('loads nothing until a scene hands over its sprite, and then at once, ahead of its first cue', () => {
    const { audio, howls } = stageAudio();
    expect(audio.play('win')).toBe(false);
    expect(howls).toHaveLength(0);
    audio.useSprite(spinnerSound, 'spinner');
    // Loaded on the first cue instead, the spinner's quick first ticks went to the fetch.
    expect(howls).toHaveLength(1);
    expect(howls[0].src).toEqual(spinnerSound.src);
    expect(audio.play('stop')).toBe(true);
    expect(howls).toHaveLength(1);
  });

  it('loads no sprite before the first tap, nor with sound off', () => {
    const { audio, howls, settings, unlock } = lockedAudio(undefined, undefined, 'spinner');
    audio.useSprite(spinnerSound, 'spinner');
    expect(howls).toHaveLength(0);
    audio.configure({ ...settings, soundEnabled: false });
    unlock();
    expect(howls).toHaveLength(0);
    audio.configure(settings);
    expect(howls).toHaveLength(1);
  });

  it("plays only the cues of the kind's sprite", () => {
    const { audio, howls } = stageAudio(['spinner', 'scratchcard']);
    audio.useSprite(spinnerSound, 'spinner');
    expect(audio.play('tick')).toBe(true);
    expect(audio.play('daub')).toBe(false);
    expect(audio.startLoop('scratch')).toBe(false);
    expect(howls[0].played).toEqual(['tick']);
  });

  it('unloads the previous kind on a switch, and a late release from the old scene keeps the new one', () => {
    const { audio, howls } = stageAudio(['lottery']);
    audio.useSprite(drawSound, 'lottery');
    audio.startMusic();
    // The next scene is prepared before the previous one is disposed (Navigator.goto).
    audio.useSprite(scratchSound, 'scratchcard');
    expect(howls[0].unload).toHaveBeenCalled();
    expect(howls[0].stop).toHaveBeenCalled();
    audio.releaseSprite(drawSound);
    expect(audio.kindSprite).toBe(scratchSound);
    expect(audio.play('win')).toBe(true);
    expect(howls[1].src).toEqual(scratchSound.src);
    audio.releaseSprite(scratchSound);
    expect(howls[1].unload).toHaveBeenCalled();
    expect(audio.kindSprite).toBeNull();
    expect(audio.play('win')).toBe(false);
  });

  it("honours each kind's rich sound: rich cues and loops need it, the outcome cues do not", () => {
    const { audio, howls } = stageAudio(['scratchcard']);
    audio.useSprite(spinnerSound, 'spinner');
    expect(audio.play('tick')).toBe(false);
    expect(audio.play('stop')).toBe(true);
    audio.useSprite(scratchSound, 'scratchcard');
    expect(audio.startLoop('scratch')).toBe(true);
    expect(audio.play('reveal')).toBe(true);
    expect(howls[1].played).toEqual(['scratch', 'reveal']);
  });

  it("follows the operator's forced values as they arrive in the settings", () => {
    const { audio, settings } = stageAudio(['spinner']);
    audio.useSprite(spinnerSound, 'spinner');
    expect(audio.play('tick')).toBe(true);
    // A forced 'off' arrives as the kind's flag (withOperatorRules): the rich cue goes quiet.
    audio.configure({
      ...settings,
      richSoundSettings: { ...settings.richSoundSettings, spinner: { richSound: false, set: true } },
    });
    expect(audio.play('tick')).toBe(false);
    expect(audio.play('stop')).toBe(true);
  });

  it('keeps one scratch loop going, stops it on request, when rich sound goes and when the page hides', () => {
    const { audio, howls, settings } = stageAudio(['scratchcard']);
    audio.useSprite(scratchSound, 'scratchcard');
    expect(audio.startLoop('scratch')).toBe(true);
    expect(audio.startLoop('scratch')).toBe(true);
    const howl = howls[0];
    expect(howl.played).toEqual(['scratch']);
    audio.stopLoop('scratch');
    expect(audio.looping('scratch')).toBe(false);
    expect(howl.stopped).toEqual([1]);

    audio.startLoop('scratch');
    audio.setPageHidden(true);
    expect(audio.looping('scratch')).toBe(false);
    expect(audio.startLoop('scratch')).toBe(false);
    audio.setPageHidden(false);

    audio.startLoop('scratch');
    audio.configure(defaultStageSoundSettings());
    expect(audio.looping('scratch')).toBe(false);
    audio.configure(settings);
    audio.startLoop('scratch');
    audio.destroy();
    expect(howl.unload).toHaveBeenCalled();
  });
});
