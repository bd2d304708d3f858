import { makeAutoObservable } from 'mobx';
import { deobfuscate, obfuscate } from './obfuscate';
import {
  defaultRichSoundSettings,
  parseRichSoundSettings,
  type RichSoundSettings,
} from '../playout/richSoundSettings';

/** Spec section 3, Player-side stored settings (the rich-sound ones belong to the stage). */
export interface StoredSettings {
  language: string | null;
  soundEnabled: boolean;
  globalFilter: string | null;
  refStr: string | null;
  /** Per game kind, all off by default; edited on the sound settings screen. */
  richSoundSettings: RichSoundSettings;
}

const STORAGE_KEY = 'drawhall.settings';
/** Spec section 9: sound enabled by default (1). */
const DEFAULTS: StoredSettings = {
  language: null,
  soundEnabled: true,
  globalFilter: null,
  refStr: null,
  richSoundSettings: defaultRichSoundSettings(),
};

/** The player's local settings, kept in local storage obfuscated with the spec's fixed key. */
export class SettingsStore implements StoredSettings {
  language: string | null = DEFAULTS.language;
  soundEnabled = DEFAULTS.soundEnabled;
  globalFilter: string | null = DEFAULTS.globalFilter;
  refStr: string | null = DEFAULTS.refStr;
  richSoundSettings: RichSoundSettings = defaultRichSoundSettings();

  constructor(private readonly storage: Storage | null = null) {
    Object.assign(this, readSettings(storage));
    makeAutoObservable<SettingsStore, 'storage'>(this, { storage: false });
  }

  update(change: Partial<StoredSettings>): void {
    Object.assign(this, change);
    try {
      this.storage?.setItem(STORAGE_KEY, obfuscate(JSON.stringify(this.snapshot)));
    } catch {
      /* storage full or disabled: the settings last for this visit */
    }
  }

  get snapshot(): StoredSettings {
    const { language, soundEnabled, globalFilter, refStr, richSoundSettings } = this;
    return { language, soundEnabled, globalFilter, refStr, richSoundSettings };
  }
}

function readSettings(storage: Storage | null): StoredSettings {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    const plain = stored ? deobfuscate(stored) : null;
    const parsed = plain ? (JSON.parse(plain) as Partial<StoredSettings>) : {};
    return {
      language: typeof parsed.language === 'string' ? parsed.language : DEFAULTS.language,
      soundEnabled: typeof parsed.soundEnabled === 'boolean' ? parsed.soundEnabled : DEFAULTS.soundEnabled,
      globalFilter: typeof parsed.globalFilter === 'string' ? parsed.globalFilter : DEFAULTS.globalFilter,
      refStr: typeof parsed.refStr === 'string' ? parsed.refStr : DEFAULTS.refStr,
      richSoundSettings: parseRichSoundSettings(parsed.richSoundSettings),
    };
  } catch {
    return { ...DEFAULTS, richSoundSettings: defaultRichSoundSettings() };
  }
}
