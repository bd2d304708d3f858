import { describe, expect, it } from 'vitest';
import {
  defaultRichSoundSettings,
  parseRichSoundSettings,
  SOUND_GAME_KINDS,
  withPlayerChoice,
  withSiteDefaults,
} from '../../../../src/stores/playout/richSoundSettings';
import { SettingsStore } from '../../../../src/stores/settings/SettingsStore';
import { memoryStorage } from '../../fakes/memoryStorage';

describe('richSoundSettings (spec section 3)', () => {
  it('has the six game kinds, all off; only scratchcard and spinner carry rich animations', () => {
    const s = defaultRichSoundSettings();
    expect(Object.keys(s)).toEqual([...SOUND_GAME_KINDS]);
    for (const kind of SOUND_GAME_KINDS) {
      expect(s[kind].richSound).toBe(false);
      expect(s[kind].set).toBe(false);
      expect('richAnimations' in s[kind]).toBe(kind === 'scratchcard' || kind === 'spinner');
    }
  });

  it('reads stored values defensively', () => {
    const s = parseRichSoundSettings({
      lottery: { richSound: 'yes', set: true },
      poker: { richSound: true },
    });
    expect(s.lottery).toEqual({ richSound: false, set: true });
    expect('poker' in s).toBe(false);
    expect(parseRichSoundSettings('junk')).toEqual(defaultRichSoundSettings());
  });

  it("marks the player's choice as set, so site defaults stop applying to that kind", () => {
    const mine = withPlayerChoice(defaultRichSoundSettings(), 'bingo', { richSound: false });
    const site = { bingo: { richSound: true }, lottery: { richSound: true } };
    const merged = withSiteDefaults(mine, site);
    expect(merged.bingo).toEqual({ richSound: false, set: true });
    expect(merged.lottery).toEqual({ richSound: true, set: false });
  });

  it('is kept with the player settings across a reload', () => {
    const storage = memoryStorage();
    const first = new SettingsStore(storage);
    expect(first.richSoundSettings.spinner.richAnimations).toBe(false);
    first.update({
      richSoundSettings: withPlayerChoice(first.richSoundSettings, 'spinner', { richAnimations: true }),
    });
    const again = new SettingsStore(storage);
    expect(again.richSoundSettings.spinner).toEqual({ richSound: false, set: true, richAnimations: true });
    expect(again.soundEnabled).toBe(true);
  });
});
