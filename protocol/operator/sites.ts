import { z } from 'zod';
import { freeText, id } from '../calls/schemas';
import { RICH_MEDIA_KINDS, RICH_MEDIA_MODES, type RichMediaRules } from './roles';
import { operatorCall, ALL, siteId } from './spec';

export const SITE_THEMES = ['blue-theme', 'cartoon-theme', 'sweet-blue-theme'] as const;
export type SiteTheme = (typeof SITE_THEMES)[number];

export interface SiteSummary {
  siteId: number;
  name: string;
  host: string;
  theme: SiteTheme;
  /** Brand colours (#rrggbb) and logo URL over the theme; absent ones follow the theme. */
  brand: { primary?: string; accent?: string; logo?: string };
  languages: string[];
  currencies: string[];
  maintenance: { on: boolean; message: string };
  richMedia: RichMediaRules;
  /** What a player who has not chosen gets, per sound-settings kind (lottorace: raffles). */
  richSoundDefaults: Partial<
    Record<(typeof SOUND_SETTING_KINDS)[number], { richSound: boolean; richAnimations?: boolean }>
  >;
}

export const listSites = operatorCall<{ sites: SiteSummary[] }>()({
  name: 'listSites',
  summary: "The sites in the operator's scope, with maintenance and rich-media state.",
  roles: ALL,
  changes: false,
  params: z.strictObject({}),
});

export const setMaintenance = operatorCall<{ done: true }>()({
  name: 'setMaintenance',
  summary: 'Maintenance on or off for one site (or 0: every site), with the message players see.',
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({ siteId, on: z.boolean(), message: freeText(500).optional() }),
  siteOf: (p) => p.siteId,
});

export const sendPlayerMessage = operatorCall<{ done: true }>()({
  name: 'sendPlayerMessage',
  summary: 'A message to every player of a site, or to one player (offline players get it at login).',
  roles: ['owner', 'operations', 'support'],
  changes: true,
  params: z.strictObject({
    siteId,
    playerId: id.optional(),
    title: z.string().trim().min(1).max(120),
    text: z.string().trim().min(1).max(2000),
  }),
  siteOf: (p) => p.siteId,
});

export const setRichMedia = operatorCall<{ done: true; richMedia: RichMediaRules }>()({
  name: 'setRichMedia',
  summary: "Rich sound and animation of one game kind on one site: the player's choice, or forced on or off.",
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({
    siteId: id,
    gameKind: z.enum(RICH_MEDIA_KINDS),
    sound: z.enum(RICH_MEDIA_MODES),
    animation: z.enum(RICH_MEDIA_MODES),
  }),
  siteOf: (p) => p.siteId,
});

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.colour');
const siteName = z.string().trim().min(2).max(80);
const siteUrl = z.url({ protocol: /^https?$/ }).max(200);
const logoUrl = z.url({ protocol: /^https?$/ }).max(500);
const languageIds = z.array(z.string().min(2).max(16)).min(1).max(10);
const currencyIds = z.array(z.string().min(1).max(8)).min(1).max(10);

export const createSite = operatorCall<{ siteId: number; site: SiteSummary }>()({
  name: 'createSite',
  summary:
    "A new white label from a template site's settings: name, address, theme, brand, languages, currencies.",
  roles: ['owner'],
  changes: true,
  params: z.strictObject({
    name: siteName,
    url: siteUrl,
    theme: z.enum(SITE_THEMES),
    primary: colour.optional(),
    accent: colour.optional(),
    logo: logoUrl.optional(),
    languages: languageIds,
    currencies: currencyIds,
    templateSiteId: id,
  }),
  // A new site is every site's business: only operators of all sites may make one.
  siteOf: () => 0,
});

/** The game kinds of the players' sound settings (the configuration's richSoundDefaults keys). */
export const SOUND_SETTING_KINDS = [
  'lottery',
  'lottorace',
  'bingo',
  'crossword',
  'scratchcard',
  'spinner',
] as const;

export const updateSite = operatorCall<{ done: true; site: SiteSummary }>()({
  name: 'updateSite',
  summary:
    'Edits a white label: name, address, theme, brand colours, logo, languages, currencies; open pages follow at once.',
  roles: ['owner', 'operations'],
  changes: true,
  params: z
    .strictObject({
      siteId: id,
      name: siteName.optional(),
      url: siteUrl.optional(),
      theme: z.enum(SITE_THEMES).optional(),
      /** A colour, or '' to give it back to the theme. */
      primary: z.union([colour, z.literal('')]).optional(),
      accent: z.union([colour, z.literal('')]).optional(),
      /** A logo URL, or '' for none (the ball mark and the name). */
      logo: z.union([logoUrl, z.literal('')]).optional(),
      languages: languageIds.optional(),
      currencies: currencyIds.optional(),
      /**
       * The site's defaults of rich sound and animation per game kind, for players who have not
       * chosen (setRichMedia's 'player' mode); kinds not named keep theirs.
       */
      richSoundDefaults: z
        .partialRecord(
          z.enum(SOUND_SETTING_KINDS),
          z.strictObject({ richSound: z.boolean(), richAnimations: z.boolean().optional() }),
        )
        .optional(),
    })
    .refine((p) => Object.keys(p).length > 1, { message: 'validation.nothingToChange' }),
  siteOf: (p) => p.siteId,
});

export const sendNewVersion = operatorCall<{ done: true }>()({
  name: 'sendNewVersion',
  summary: "Tells the site's open pages a new client version is out (they offer a reload).",
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({ siteId, version: z.string().trim().min(1).max(32) }),
  siteOf: (p) => p.siteId,
});
