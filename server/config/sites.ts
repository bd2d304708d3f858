import type { Configuration, Currency, LanguageServed } from '../../protocol/types';
import { createLocaleFiles, deepMerge, FALLBACK_LANGUAGE, type LocaleFiles } from './locales';
import type { CurrencyConfig, OperatorConfig, SiteConfig } from './schema';

export interface SitesService {
  get(memberId: number): SiteConfig | undefined;
  /**
   * Serves a site made at run time (the back office's createSite): added to the configuration's
   * list too, which the rest of the server reads, or put in place of the one with its memberId.
   */
  register(site: SiteConfig): void;
  memberIds(): number[];
  /** The spec's Configuration as `init` sends it. */
  configuration(memberId: number): Configuration | null;
  /** The site's currencies, default first (spec's Currency entity). */
  currencies(memberId: number): Currency[];
  /** Languages served (GET /client/i18n/locales/{siteId}); null for an unknown site. */
  locales(memberId: number): LanguageServed[] | null;
  /**
   * Messages for a served language: the English file, under the language's file, under the site's
   * overrides. null when the site is unknown or does not serve the language.
   */
  messages(memberId: number, languageId: string): Promise<Record<string, unknown> | null>;
  /** A custom page's HTML or URL text in the language (else the site default, else English). */
  customPageById(memberId: number, pageId: number, languageId: string): string | null;
  customPageByLink(memberId: number, pageLink: string, languageId: string): string | null;
}

export function createSites(
  config: OperatorConfig,
  options: { localesDir?: string; localeFiles?: LocaleFiles } = {},
): SitesService {
  const sites = new Map(config.sites.map((s) => [s.memberId, s]));
  const currencyById = new Map(config.currencies.map((c) => [c.id, c]));
  const files = options.localeFiles ?? createLocaleFiles(options.localesDir);

  function pageContent(
    site: SiteConfig | undefined,
    find: (p: SiteConfig['customPages'][number]) => boolean,
    lang: string,
  ) {
    const page = site?.customPages.find((p) => p.published && find(p));
    if (!site || !page) return null;
    return page.content[lang] ?? page.content[site.defaultLanguage] ?? page.content[FALLBACK_LANGUAGE] ?? '';
  }

  return {
    get: (memberId) => sites.get(memberId),
    register(site) {
      sites.set(site.memberId, site);
      const at = config.sites.findIndex((s) => s.memberId === site.memberId);
      if (at >= 0) config.sites[at] = site;
      else config.sites.push(site);
    },
    memberIds: () => [...sites.keys()],

    configuration(memberId) {
      const site = sites.get(memberId);
      return site ? toConfiguration(site, currencyById) : null;
    },

    currencies(memberId) {
      const site = sites.get(memberId);
      return site ? site.currencies.map((id) => toCurrency(currencyById.get(id)!)) : [];
    },

    locales: (memberId) => sites.get(memberId)?.languages ?? null,

    async messages(memberId, languageId) {
      const site = sites.get(memberId);
      if (!site || !site.languages.some((l) => l.languageId === languageId)) return null;
      const [english, own] = await Promise.all([files.read(FALLBACK_LANGUAGE), files.read(languageId)]);
      return deepMerge(english, own, site.messages[languageId] ?? {});
    },

    customPageById: (memberId, pageId, lang) =>
      pageContent(sites.get(memberId), (p) => p.id === pageId, lang),
    customPageByLink: (memberId, link, lang) =>
      pageContent(sites.get(memberId), (p) => p.pageLinkName === link, lang),
  };
}

function toCurrency(c: CurrencyConfig): Currency {
  return {
    id: c.id,
    title: c.title,
    symbolLeft: c.symbolLeft,
    symbolRight: c.symbolRight,
    decimalPoint: c.decimalPoint,
    thousandsPoint: c.thousandsPoint,
    decimalPlaces: c.decimalPlaces,
    value: c.value,
  };
}

function toConfiguration(site: SiteConfig, currencyById: Map<string, CurrencyConfig>): Configuration {
  return {
    memberId: site.memberId,
    siteName: site.siteName,
    siteMetaTitle: site.siteMetaTitle,
    siteMetaDescription: site.siteMetaDescription,
    siteMetaKeywords: site.siteMetaKeywords,
    siteUrl: site.siteUrl,
    theme: site.theme,
    ...(site.brand ? { brand: site.brand } : {}),
    template: site.template,
    defaultLanguage: site.defaultLanguage,
    defaultCountry: site.defaultCountry,
    currenciesServed: site.currencies.map((id) => {
      const c = currencyById.get(id)!;
      return {
        name: c.id,
        formatPattern: c.formatPattern,
        symbolLeft: c.symbolLeft,
        symbolRight: c.symbolRight,
      };
    }),
    languagesServed: site.languages,
    pinRequired: site.pinRequired,
    // The spec keeps these two flags as text.
    MAINTENANCE_ENABLED: site.maintenance.enabled ? 'true' : 'false',
    MAINTENANCE_MESSAGE: site.maintenance.message,
    tracking: site.tracking,
    raffleTicketPrefix: site.raffleTicketPrefix,
    richSoundDefaults: site.richSoundDefaults,
    EMAIL_ON_FULL_REGISTRATION: site.EMAIL_ON_FULL_REGISTRATION ? 'true' : 'false',
    freerollNoDeposits: site.freerollNoDeposits,
    homeOverridePageId: site.homeOverridePageId,
    customPages: site.customPages
      .filter((page) => page.published)
      .map(({ id, pageLinkName, pageFullWidth }) => ({
        id,
        pageLinkName,
        pageFullWidth,
      })),
    emailVerifiedEnabled: site.emailVerifiedEnabled,
    slimGamesThreshold: site.slimGamesThreshold,
    switchMain: site.switchMain,
    loginDisabled: site.loginDisabled,
    customFields: site.customFields,
  };
}
