/**
 * Player-side stored sound settings of spec section 3: richSoundSettings per game kind, each with
 * a rich-sound flag and a 'set' flag (the player chose it, as opposed to the site default);
 * scratchcard and spinner also carry a rich-animations flag. All default off. The stage only
 * reads a plain object; storing and editing it belongs to the settings store and screen.
 */
import type { RichSoundSettings, SoundGameKind } from '../../src/stores/playout/richSoundSettings';
import { defaultRichSoundSettings, RICH_ANIMATION_KINDS } from '../../src/stores/playout/richSoundSettings';

// The model lives with the stores (the settings store keeps it); the stage re-exports what it reads.
export {
  defaultRichSoundSettings,
  RICH_ANIMATION_KINDS,
  SOUND_GAME_KINDS,
  withSiteDefaults,
} from '../../src/stores/playout/richSoundSettings';
export type {
  RichSoundSetting,
  RichSoundSettings,
  SoundGameKind,
} from '../../src/stores/playout/richSoundSettings';

export interface StageSoundSettings {
  /** The global sound switch (spec section 9: enabled by default). */
  soundEnabled: boolean;
  richSoundSettings: RichSoundSettings;
}

export function defaultStageSoundSettings(): StageSoundSettings {
  return { soundEnabled: true, richSoundSettings: defaultRichSoundSettings() };
}

/** Music and the longer effects play only with rich sound on for the kind (and sound on at all). */
export function richSoundOn(settings: StageSoundSettings, kind: SoundGameKind): boolean {
  return settings.soundEnabled && settings.richSoundSettings[kind].richSound;
}

/**
 * Rich (full) animations for a kind. Scratchcard and spinner have their own flag (default off).
 * The other kinds have no such flag in the spec, so they animate fully unless the operator forced
 * a value (which then arrives as the flag) or the caller asks for lite mode, e.g. because the OS
 * prefers reduced motion.
 */
export function richAnimationsOn(
  settings: StageSoundSettings,
  kind: SoundGameKind,
  prefersReducedMotion = false,
): boolean {
  const flag = settings.richSoundSettings[kind].richAnimations;
  if (RICH_ANIMATION_KINDS.includes(kind)) return flag === true;
  return typeof flag === 'boolean' ? flag : !prefersReducedMotion;
}
