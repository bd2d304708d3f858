import { z } from 'zod';
import { freeText, id } from '../calls/schemas';
import { RICH_MEDIA_KINDS, RICH_MEDIA_MODES, type RichMediaRules } from './roles';
import { operatorCall, ALL, siteId } from './spec';

export interface SiteSummary {
  siteId: number;
  name: string;
  host: string;
  languages: string[];
  currencies: string[];
  maintenance: { on: boolean; message: string };
  richMedia: RichMediaRules;
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

export const createSite = operatorCall<{ siteId: number; site: SiteSummary }>()({
  name: 'createSite',
  summary:
    "A new white label from a template site's settings: name, address, theme, brand, languages, currencies.",
  roles: ['owner'],
  changes: true,
  params: z.strictObject({
    name: z.string().trim().min(2).max(80),
    url: z.url({ protocol: /^https?$/ }).max(200),
    theme: z.enum(['blue-theme', 'cartoon-theme', 'sweet-blue-theme']),
    primary: colour.optional(),
    accent: colour.optional(),
    logo: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
    languages: z.array(z.string().min(2).max(16)).min(1).max(10),
    currencies: z.array(z.string().min(1).max(8)).min(1).max(10),
    templateSiteId: id,
  }),
  // A new site is every site's business: only operators of all sites may make one.
  siteOf: () => 0,
});

export const sendNewVersion = operatorCall<{ done: true }>()({
  name: 'sendNewVersion',
  summary: "Tells the site's open pages a new client version is out (they offer a reload).",
  roles: ['owner', 'operations'],
  changes: true,
  params: z.strictObject({ siteId, version: z.string().trim().min(1).max(32) }),
  siteOf: (p) => p.siteId,
});
