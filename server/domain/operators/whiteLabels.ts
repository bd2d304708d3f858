import type { Logger } from 'pino';
import { FaultCode, RpcFault } from '../../../protocol/faults';
import { OperatorFault } from '../../../protocol/operator/envelope';
import { siteSchema, type OperatorConfig, type SiteConfig } from '../../config/schema';
import type { SitesService } from '../../config/sites';
import { PushEvent, Topic, type SiteLook } from '../../../protocol/events';
import type { PushHub } from '../../ports/pushHub';
import type { Db, Queryable } from '../../storage/db';

/** Where one process tells the others a site was made (not a client topic: no client can follow it). */
const SITES_TOPIC = 'operator.sites';

export interface NewWhiteLabel {
  name: string;
  url: string;
  theme: SiteConfig['theme'];
  primary?: string;
  accent?: string;
  logo?: string;
  languages: string[];
  currencies: string[];
  /** The site whose settings (cashier, referrals, support, pages) the new one starts from. */
  templateSiteId: number;
}

function refuse(message: string): never {
  throw new RpcFault(OperatorFault.NotFound, message);
}

/**
 * A white label's configuration: the template site's, under the new name, address, theme, brand,
 * languages and currencies. Validated by the same schema as the configuration file, so a site made
 * here is one the rest of the server already knows how to serve.
 */
export function whiteLabelConfig(config: OperatorConfig, input: NewWhiteLabel, memberId: number): SiteConfig {
  const template =
    config.sites.find((s) => s.memberId === input.templateSiteId) ??
    refuse(`No site ${input.templateSiteId}`);
  // Only the language's id and name: its meta title, footers and about text belong to the other site.
  const knownLanguages = new Map(
    config.sites
      .flatMap((s) => s.languages)
      .map((l) => [l.languageId, { languageId: l.languageId, name: l.name }]),
  );
  const languages = input.languages.map(
    (id) => knownLanguages.get(id) ?? refuse(`No site serves the language ${id}`),
  );
  const currencyIds = new Set(config.currencies.map((c) => c.id));
  for (const id of input.currencies) if (!currencyIds.has(id)) refuse(`Unknown currency ${id}`);
  const brand = { primary: input.primary, accent: input.accent, logo: input.logo };
  const parsed = siteSchema.safeParse({
    ...template,
    memberId,
    siteName: input.name,
    siteMetaTitle: input.name,
    siteUrl: input.url,
    theme: input.theme,
    brand: Object.values(brand).some(Boolean) ? brand : undefined,
    languages,
    defaultLanguage: languages[0]!.languageId,
    currencies: input.currencies,
    maintenance: { enabled: false, message: '' },
    // Pages, ads and message overrides carry the template's name and texts: the new site starts clean.
    customPages: [],
    ads: [],
    messages: {},
    homeOverridePageId: null,
  });
  if (!parsed.success)
    throw new RpcFault(
      FaultCode.Validation,
      'The site settings are not valid',
      parsed.error.issues.slice(0, 5),
    );
  return parsed.data;
}

/** Stores a new white label in q with the next free memberId; its configuration. */
export async function storeWhiteLabel(
  q: Queryable,
  config: OperatorConfig,
  input: NewWhiteLabel,
  by: string,
  now: number,
): Promise<SiteConfig> {
  const [row] = await q.query<{ max: number | null }>('SELECT max(member_id) AS max FROM operator_sites');
  const memberId = Math.max(Number(row?.max ?? 0), ...config.sites.map((s) => s.memberId)) + 1;
  const site = whiteLabelConfig(config, input, memberId);
  await q.query(
    `INSERT INTO operator_sites (member_id, config, created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`,
    [memberId, JSON.stringify(site), by, now],
  );
  return site;
}

/** What an operator may change of a site (updateSite); '' gives a colour back to the theme, or drops the logo. */
export interface WhiteLabelChanges {
  name?: string;
  url?: string;
  theme?: SiteConfig['theme'];
  primary?: string;
  accent?: string;
  logo?: string;
  languages?: string[];
  currencies?: string[];
  richSoundDefaults?: Partial<Record<string, { richSound: boolean; richAnimations?: boolean }>>;
}

/**
 * A served site with an operator's changes, validated by the configuration's schema. Languages it
 * keeps keep their texts (meta title, footers); new ones come with their id and name from the site
 * that serves them. Its default language and currency follow the first of each list.
 */
export function editedWhiteLabel(
  config: OperatorConfig,
  site: SiteConfig,
  changes: WhiteLabelChanges,
): SiteConfig {
  const known = new Map(
    config.sites
      .flatMap((s) => s.languages)
      .map((l) => [l.languageId, { languageId: l.languageId, name: l.name }]),
  );
  const own = new Map(site.languages.map((l) => [l.languageId, l]));
  const languages = changes.languages?.map(
    (id) => own.get(id) ?? known.get(id) ?? refuse(`No site serves the language ${id}`),
  );
  const currencyIds = new Set(config.currencies.map((c) => c.id));
  for (const id of changes.currencies ?? []) if (!currencyIds.has(id)) refuse(`Unknown currency ${id}`);
  const pick = (name: 'primary' | 'accent' | 'logo') => {
    const value = changes[name] ?? site.brand?.[name];
    return value ? value : undefined;
  };
  const brand = { primary: pick('primary'), accent: pick('accent'), logo: pick('logo') };
  return validSite({
    ...site,
    ...(changes.name !== undefined ? { siteName: changes.name, siteMetaTitle: changes.name } : {}),
    ...(changes.url !== undefined ? { siteUrl: changes.url } : {}),
    ...(changes.theme !== undefined ? { theme: changes.theme } : {}),
    brand: Object.values(brand).some(Boolean) ? brand : undefined,
    ...(languages ? { languages, defaultLanguage: languages[0]!.languageId } : {}),
    ...(changes.currencies ? { currencies: changes.currencies } : {}),
    ...(changes.richSoundDefaults
      ? { richSoundDefaults: { ...site.richSoundDefaults, ...changes.richSoundDefaults } }
      : {}),
  });
}

/** A site's configuration as the configuration file's schema reads it, or the fault saying what is wrong. */
export function validSite(candidate: unknown): SiteConfig {
  const parsed = siteSchema.safeParse(candidate);
  if (!parsed.success)
    throw new RpcFault(
      FaultCode.Validation,
      'The site settings are not valid',
      parsed.error.issues.slice(0, 5),
    );
  return parsed.data;
}

/**
 * A site's configuration as stored, its row locked until q commits (so two edits at once, on any
 * process, apply one after the other); a site never edited is the one served (the file's).
 */
export async function lockedSite(q: Queryable, served: SiteConfig): Promise<SiteConfig> {
  const [row] = await q.query<{ config: unknown }>(
    'SELECT config FROM operator_sites WHERE member_id = $1 FOR UPDATE',
    [served.memberId],
  );
  const parsed = row && siteSchema.safeParse(row.config);
  return parsed?.success ? parsed.data : served;
}

/**
 * Stores a served site's configuration as the operators changed it. A site of the configuration
 * file gets a row too, which from then on is served over the file's entry (loadWhiteLabels).
 */
export async function storeSiteConfig(
  q: Queryable,
  site: SiteConfig,
  by: string,
  now: number,
): Promise<void> {
  await q.query(
    `INSERT INTO operator_sites (member_id, config, created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (member_id) DO UPDATE SET config = $2, updated_at = $4`,
    [site.memberId, JSON.stringify(site), by, now],
  );
}

/** Serves the stored white labels at start; one that no longer validates is logged and skipped. */
export async function loadWhiteLabels(db: Db, sites: SitesService, log: Logger): Promise<void> {
  const rows = await db.query<{ member_id: number; config: unknown }>(
    'SELECT member_id, config FROM operator_sites',
  );
  for (const row of rows) {
    const parsed = siteSchema.safeParse(row.config);
    if (parsed.success) sites.register(parsed.data);
    else
      log.error(
        { memberId: row.member_id, issues: parsed.error.issues.slice(0, 3) },
        'stored site is invalid',
      );
  }
}

/** Tells every process (this one included) to serve a site just stored (made or edited). */
export function announceWhiteLabel(push: PushHub, memberId: number): void {
  push.publish(SITES_TOPIC, 'siteStored', { memberId });
}

/** Serves the sites other processes store, as soon as they say so; returns the unsubscribe. */
export function followWhiteLabels(deps: {
  push: PushHub;
  db: Db;
  sites: SitesService;
  log: Logger;
}): () => void {
  return deps.push.subscribe(SITES_TOPIC, (push) => {
    const { memberId } = push.data as { memberId: number };
    void deps.db
      .query<{ config: unknown }>('SELECT config FROM operator_sites WHERE member_id = $1', [memberId])
      .then(([row]) => {
        const parsed = row && siteSchema.safeParse(row.config);
        if (parsed?.success) deps.sites.register(parsed.data);
      })
      .catch((err: unknown) => deps.log.error({ err, memberId }, 'serving a stored site failed'));
  });
}

/**
 * Open pages of an edited site take its new name, theme, brand, languages and currencies without a
 * reload: the push goes on the site's lobby topic, which the hub carries to every process's sockets.
 */
export function announceSiteLook(push: PushHub, sites: SitesService, memberId: number): void {
  const configuration = sites.configuration(memberId);
  if (!configuration) return;
  const site: SiteLook = {
    siteName: configuration.siteName,
    siteMetaTitle: configuration.siteMetaTitle,
    siteUrl: configuration.siteUrl,
    theme: configuration.theme,
    brand: configuration.brand ?? {},
    defaultLanguage: configuration.defaultLanguage,
    languagesServed: configuration.languagesServed,
    currenciesServed: configuration.currenciesServed,
    richSoundDefaults: configuration.richSoundDefaults,
  };
  push.publish(Topic.lobbyOf(memberId), PushEvent.siteUpdate, {
    site,
    currencies: sites.currencies(memberId),
  });
}
