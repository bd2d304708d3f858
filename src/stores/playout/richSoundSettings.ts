import type { RichMediaKind, RichMediaMode, RichMediaRules } from '../../../protocol/operator/roles';

/**
 * Player-side stored sound settings of spec section 3: richSoundSettings per game kind, each with
 * a rich-sound flag and a 'set' flag (the player chose it, as opposed to the site default);
 * scratchcard and spinner also carry a rich-animations flag. All default off. The settings store
 * keeps them, the sound settings screen edits them, and the stage reads them.
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

function defaultSetting(kind: SoundGameKind): RichSoundSetting {
  return RICH_ANIMATION_KINDS.includes(kind)
    ? { richSound: false, set: false, richAnimations: false }
    : { richSound: false, set: false };
}

export function defaultRichSoundSettings(): RichSoundSettings {
  return Object.fromEntries(
    SOUND_GAME_KINDS.map((kind) => [kind, defaultSetting(kind)]),
  ) as RichSoundSettings;
}

/** Stored (or configured) settings read defensively: unknown kinds dropped, bad flags default off. */
export function parseRichSoundSettings(value: unknown): RichSoundSettings {
  const out = defaultRichSoundSettings();
  if (!value || typeof value !== 'object') return out;
  for (const kind of SOUND_GAME_KINDS) {
    const raw = (value as Record<string, unknown>)[kind];
    if (!raw || typeof raw !== 'object') continue;
    const flags = raw as Record<string, unknown>;
    out[kind] = {
      richSound: flags.richSound === true,
      set: flags.set === true,
      ...(RICH_ANIMATION_KINDS.includes(kind) ? { richAnimations: flags.richAnimations === true } : {}),
    };
  }
  return out;
}

/** The player's change of one kind: marked 'set', so site defaults no longer override it. */
export function withPlayerChoice(
  settings: RichSoundSettings,
  kind: SoundGameKind,
  change: Partial<Omit<RichSoundSetting, 'set'>>,
): RichSoundSettings {
  const next = { ...settings[kind], ...change, set: true };
  if (!RICH_ANIMATION_KINDS.includes(kind)) delete next.richAnimations;
  return { ...settings, [kind]: next };
}

/**
 * Site defaults from the operator configuration apply to kinds the player has not set; a kind
 * with set=true keeps the player's own choice.
 */
export function withSiteDefaults(
  player: RichSoundSettings,
  site: Partial<Record<SoundGameKind, Partial<RichSoundSetting>>>,
): RichSoundSettings {
  const merged = { ...player };
  for (const kind of SOUND_GAME_KINDS) {
    const siteValue = site[kind];
    if (siteValue && !player[kind].set)
      merged[kind] = { ...parseRichSoundSettings({ [kind]: siteValue })[kind], set: false };
  }
  return merged;
}

/** The operator's game kinds as the player's settings name them (a raffle plays out as a lotto race). */
const SETTING_KIND: Record<RichMediaKind, SoundGameKind> = {
  lottery: 'lottery',
  raffle: 'lottorace',
  bingo: 'bingo',
  crossword: 'crossword',
  scratchcard: 'scratchcard',
  spinner: 'spinner',
};

export interface ForcedFlags {
  richSound?: boolean;
  richAnimations?: boolean;
}

/** What operators forced per kind (issue 30): a flag present here is not the player's to change. */
export function forcedByOperator(
  rules: RichMediaRules | undefined,
): Partial<Record<SoundGameKind, ForcedFlags>> {
  const forced: Partial<Record<SoundGameKind, ForcedFlags>> = {};
  const value = (mode: RichMediaMode) => (mode === 'player' ? undefined : mode === 'on');
  for (const [kind, rule] of Object.entries(rules ?? {}) as [
    RichMediaKind,
    RichMediaRules[RichMediaKind],
  ][]) {
    const settingKind = SETTING_KIND[kind];
    if (!settingKind || !rule) continue;
    const flags: ForcedFlags = {};
    const sound = value(rule.sound);
    const animation = value(rule.animation);
    if (sound !== undefined) flags.richSound = sound;
    if (animation !== undefined) flags.richAnimations = animation;
    if (Object.keys(flags).length) forced[settingKind] = flags;
  }
  return forced;
}

/** The settings in force: the player's (over the site's defaults), with the operators' forced values on top. */
export function withOperatorRules(
  settings: RichSoundSettings,
  forced: Partial<Record<SoundGameKind, ForcedFlags>>,
): RichSoundSettings {
  const out = { ...settings };
  for (const kind of SOUND_GAME_KINDS) if (forced[kind]) out[kind] = { ...settings[kind], ...forced[kind] };
  return out;
}
