/**
 * Player-side stored sound settings of spec section 3: richSoundSettings per game kind, each with
 * a rich-sound flag and a 'set' flag (the player chose it, as opposed to the site default);
 * scratchcard and spinner also carry a rich-animations flag. All default off. The stage only
 * reads a plain object; storing and editing it belongs to the settings store and screen.
 */
export const SOUND_GAME_KINDS = [
  'crossword',
  'bingo',
  'lottery',
  'lottorace',
  'scratchcard',
  'spinner',
] as const;
export type SoundGameKind = (typeof SOUND_GAME_KINDS)[number];

/** Kinds whose settings carry a rich-animations flag. */
export const RICH_ANIMATION_KINDS: readonly SoundGameKind[] = ['scratchcard', 'spinner'];

export interface RichSoundSetting {
  richSound: boolean;
  set: boolean;
  richAnimations?: boolean;
}

export type RichSoundSettings = Record<SoundGameKind, RichSoundSetting>;

export interface StageSoundSettings {
  /** The global sound switch (spec section 9: enabled by default). */
  soundEnabled: boolean;
  richSoundSettings: RichSoundSettings;
}

export function defaultRichSoundSettings(): RichSoundSettings {
  const entries = SOUND_GAME_KINDS.map((kind): [SoundGameKind, RichSoundSetting] => [
    kind,
    RICH_ANIMATION_KINDS.includes(kind)
      ? { richSound: false, set: false, richAnimations: false }
      : { richSound: false, set: false },
  ]);
  return Object.fromEntries(entries) as RichSoundSettings;
}

export function defaultStageSoundSettings(): StageSoundSettings {
  return { soundEnabled: true, richSoundSettings: defaultRichSoundSettings() };
}

/**
 * Site defaults from the operator configuration apply to kinds the player has not set; a kind
 * with set=true keeps the player's own choice.
 */
export function withSiteDefaults(
  player: RichSoundSettings,
  site: Partial<RichSoundSettings>,
): RichSoundSettings {
  const merged = { ...player };
  for (const kind of SOUND_GAME_KINDS) {
    const siteValue = site[kind];
    if (siteValue && !player[kind].set) merged[kind] = { ...siteValue, set: false };
  }
  return merged;
}

/** Music and the longer effects play only with rich sound on for the kind (and sound on at all). */
export function richSoundOn(settings: StageSoundSettings, kind: SoundGameKind): boolean {
  return settings.soundEnabled && settings.richSoundSettings[kind].richSound;
}

/**
 * Rich (full) animations for a kind. Scratchcard and spinner have their own flag (default off).
 * The other kinds have no such flag in the spec, so they animate fully unless the caller asks for
 * lite mode, e.g. because the OS prefers reduced motion.
 */
export function richAnimationsOn(
  settings: StageSoundSettings,
  kind: SoundGameKind,
  prefersReducedMotion = false,
): boolean {
  if (RICH_ANIMATION_KINDS.includes(kind)) return settings.richSoundSettings[kind].richAnimations === true;
  return !prefersReducedMotion;
}
