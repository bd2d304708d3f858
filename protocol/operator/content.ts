import { z } from 'zod';
import { id } from '../calls/schemas';
import { operatorCall, ALL, epochMs } from './spec';

export const AD_SCREEN_TYPES = ['ALL', 'WEB', 'MOBILE'] as const;
export const AD_LOCATIONS = ['TOP', 'FULL'] as const;
export const AD_CLIENTS = ['WEB', 'MOBILE', 'EXTERNAL'] as const;

/** An ad of a site as operators see it: its settings and its counters. */
export interface AdSummary {
  adId: number;
  screenType: (typeof AD_SCREEN_TYPES)[number];
  location: (typeof AD_LOCATIONS)[number];
  size: string;
  weight: number;
  delaySeconds: number;
  image: string;
  client: (typeof AD_CLIENTS)[number];
  url: string;
  /** Shown only between these instants (epoch ms); null: always. */
  schedule: { from: number; to: number } | null;
  /** Shown only to players reading these languages; empty: every language. */
  languages: string[];
  enabled: boolean;
  impressions: number;
  clicks: number;
}

const languageList = z.array(z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'validation.language')).max(20);
const adFields = {
  screenType: z.enum(AD_SCREEN_TYPES),
  location: z.enum(AD_LOCATIONS),
  size: z.string().trim().min(1).max(16),
  weight: z.number().int().min(0).max(1_000_000),
  delaySeconds: z.number().int().min(0).max(86_400),
  /** An https image URL, or a small inline SVG as a data: URI. */
  image: z
    .string()
    .max(4096)
    .regex(/^(https?:\/\/|\/|data:image\/svg\+xml[;,])/, 'validation.image'),
  client: z.enum(AD_CLIENTS),
  url: z.string().trim().min(1).max(512),
  schedule: z
    .strictObject({ from: epochMs, to: epochMs })
    .refine((s) => s.to > s.from, { message: 'validation.toBeforeFrom', path: ['to'] })
    .nullable(),
  languages: languageList,
  enabled: z.boolean(),
};

export const listAds = operatorCall<{ ads: AdSummary[] }>()({
  name: 'listAds',
  summary: "A site's ads with their settings and counters.",
  roles: ALL,
  changes: false,
  params: z.strictObject({ siteId: id }),
  siteOf: (p) => p.siteId,
});

export const createAd = operatorCall<{ ad: AdSummary }>()({
  name: 'createAd',
  summary: 'A new ad of a site: creative, weight, screen, location, schedule, languages.',
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({
    siteId: id,
    ...adFields,
    size: adFields.size.default('ALL'),
    delaySeconds: adFields.delaySeconds.default(0),
    client: adFields.client.default('WEB'),
    schedule: adFields.schedule.default(null),
    languages: adFields.languages.default([]),
    enabled: adFields.enabled.default(true),
  }),
  siteOf: (p) => p.siteId,
});

export const updateAd = operatorCall<{ ad: AdSummary }>()({
  name: 'updateAd',
  summary: "Edits an ad's settings; `enabled: false` disables it (kept with its counters, never shown).",
  roles: ['owner', 'operations'],
  changes: true,
  params: z
    .strictObject(adFields)
    .partial()
    .extend({ siteId: id, adId: id })
    .refine((p) => Object.keys(p).length > 2, { message: 'validation.nothingToChange' }),
  siteOf: (p) => p.siteId,
});

/** Page links whose page replaces the site's legal and help text (else served from the content files). */
export const LEGAL_PAGE_LINKS = ['terms', 'privacy', 'howtoplay'] as const;

/** A custom or legal page of a site: its link, its text per language, whether players see it. */
export interface SitePage {
  pageId: number;
  /** The page's address, /p/{link}; terms, privacy and howtoplay replace those pages' texts. */
  link: string;
  fullWidth: boolean;
  /** Per language: HTML, or an absolute URL the player's page opens in a new tab. */
  content: Record<string, string>;
  published: boolean;
}

const pageLink = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,60}$/, 'validation.pageLink');
const pageContent = z.record(
  z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'validation.language'),
  z.string().max(100_000),
);

export const listPages = operatorCall<{ pages: SitePage[] }>()({
  name: 'listPages',
  summary: "A site's custom and legal pages, drafts included.",
  roles: ALL,
  changes: false,
  params: z.strictObject({ siteId: id }),
  siteOf: (p) => p.siteId,
});

export const createPage = operatorCall<{ page: SitePage }>()({
  name: 'createPage',
  summary: 'A new custom or legal page of a site, a draft unless `published`.',
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({
    siteId: id,
    link: pageLink,
    fullWidth: z.boolean().default(false),
    content: pageContent,
    published: z.boolean().default(false),
  }),
  siteOf: (p) => p.siteId,
});

export const updatePage = operatorCall<{ page: SitePage }>()({
  name: 'updatePage',
  summary: 'Edits a page (link, width, text per language); `published` shows it to players or takes it back.',
  roles: ['owner', 'operations'],
  changes: true,
  params: z
    .strictObject({
      siteId: id,
      pageId: id,
      link: pageLink.optional(),
      fullWidth: z.boolean().optional(),
      content: pageContent.optional(),
      published: z.boolean().optional(),
    })
    .refine((p) => Object.keys(p).length > 2, { message: 'validation.nothingToChange' }),
  siteOf: (p) => p.siteId,
});

/** What operators translate: a game's title or description (its gameId is the ref). */
export const OPERATOR_TEXT_KINDS = ['gameTitle', 'gameDescription'] as const;
export type OperatorTextKind = (typeof OPERATOR_TEXT_KINDS)[number];

export interface OperatorText {
  kind: OperatorTextKind;
  ref: number;
  /** What the text belongs to, as operators know it (the game's configured title). */
  label: string;
  /** The configuration's own text, shown where no translation is stored. */
  original: string;
  /** The translation into the language asked; null: none stored. */
  text: string | null;
}

export const listTranslations = operatorCall<{ texts: OperatorText[] }>()({
  name: 'listTranslations',
  summary:
    "The operator text of a site's games (titles, descriptions) with its translation into one language.",
  roles: ALL,
  changes: false,
  params: z.strictObject({ siteId: id, languageId: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/) }),
  siteOf: (p) => p.siteId,
});

export const setTranslation = operatorCall<{ done: true }>()({
  name: 'setTranslation',
  summary: "A game title's or description's translation for one site and language ('' removes it).",
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({
    siteId: id,
    kind: z.enum(OPERATOR_TEXT_KINDS),
    ref: id,
    languageId: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'validation.language'),
    text: z.string().trim().max(20_000),
  }),
  siteOf: (p) => p.siteId,
});
