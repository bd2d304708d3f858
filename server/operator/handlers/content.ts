import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams, OperatorText, SitePage } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import { storeText, textsOf } from '../../domain/content/operatorTexts';
import { siteWithAd, toAdSummary, type AdFields } from '../../domain/content/siteAds';
import { siteWithPage, toSitePage } from '../../domain/content/sitePages';
import type { SiteConfig } from '../../config/schema';
import { announceWhiteLabel, lockedSite, storeSiteConfig } from '../../domain/operators/whiteLabels';
import type { OperatorContext, OperatorHandler } from '../context';

function siteOrFail(ctx: OperatorContext, siteId: number) {
  const site = ctx.services.sites.get(siteId);
  if (!site) throw new RpcFault(OperatorFault.NotFound, `No site ${siteId}`);
  return site;
}

/**
 * Stores an edit of the site's configuration (an ad or a page) with its audit entry, under the
 * site's row lock; every process serves it at once. What the edit returns.
 */
async function saveSite<T>(
  ctx: OperatorContext,
  siteId: number,
  edit: (site: SiteConfig) => { site: SiteConfig; result: T; audit: Parameters<OperatorContext['audit']>[1] },
): Promise<T> {
  const { db, clock, push, sites } = ctx.services;
  const served = siteOrFail(ctx, siteId);
  const { site, result } = await db.tx(async (q) => {
    const made = edit(await lockedSite(q, served));
    await storeSiteConfig(q, made.site, ctx.requireOperator().username, clock.now());
    await ctx.audit(q, made.audit);
    return made;
  });
  sites.register(site);
  announceWhiteLabel(push, siteId);
  return result;
}

async function saveAd(
  ctx: OperatorContext,
  action: 'createAd' | 'updateAd',
  siteId: number,
  adId: number | null,
  changes: Partial<AdFields>,
) {
  const ad = await saveSite(ctx, siteId, (site) => {
    const made = siteWithAd(site, adId, changes);
    return {
      site: made.site,
      result: made.ad,
      audit: {
        action,
        siteId,
        target: `ad ${made.ad.id}`,
        before: made.before ? toAdSummary(made.before) : null,
        after: toAdSummary(made.ad),
      },
    };
  });
  const counters = await ctx.services.content.ads.counters(siteId);
  return {
    ad: toAdSummary(
      ad,
      counters.find((c) => c.adId === ad.id),
    ),
  };
}

async function savePage(
  ctx: OperatorContext,
  action: 'createPage' | 'updatePage',
  siteId: number,
  pageId: number | null,
  changes: Partial<Omit<SitePage, 'pageId'>>,
) {
  const page = await saveSite(ctx, siteId, (site) => {
    const made = siteWithPage(site, pageId, changes);
    const page = toSitePage(made.page);
    // The texts may be long: the audit keeps which languages changed, not the HTML.
    const summary = (p: SitePage) => ({ ...p, content: Object.keys(p.content) });
    return {
      site: made.site,
      result: page,
      audit: {
        action,
        siteId,
        target: `page ${page.pageId} ${page.link}`,
        before: made.before ? summary(toSitePage(made.before)) : null,
        after: { ...summary(page), changedLanguages: Object.keys(changes.content ?? {}) },
      },
    };
  });
  return { page };
}

/**
 * Content of a site: its ads and custom and legal pages (kept in the site's configuration, stored
 * as updateSite stores it) and the translations of its games' titles and descriptions per language (operator_texts).
 */
export const contentHandlers: Record<string, OperatorHandler> = {
  async listAds(ctx, params: OperatorParams<'listAds'>) {
    const site = siteOrFail(ctx, params.siteId);
    const counters = await ctx.services.content.ads.counters(params.siteId);
    return {
      ads: site.ads.map((ad) =>
        toAdSummary(
          ad,
          counters.find((c) => c.adId === ad.id),
        ),
      ),
    };
  },

  async createAd(ctx, params: OperatorParams<'createAd'>) {
    const { siteId, ...fields } = params;
    return saveAd(ctx, 'createAd', siteId, null, fields as AdFields);
  },

  async updateAd(ctx, params: OperatorParams<'updateAd'>) {
    const { siteId, adId, ...changes } = params;
    return saveAd(ctx, 'updateAd', siteId, adId, changes as Partial<AdFields>);
  },

  async listPages(ctx, params: OperatorParams<'listPages'>) {
    return { pages: siteOrFail(ctx, params.siteId).customPages.map(toSitePage) };
  },

  async createPage(ctx, params: OperatorParams<'createPage'>) {
    const { siteId, ...page } = params;
    return savePage(ctx, 'createPage', siteId, null, page);
  },

  async updatePage(ctx, params: OperatorParams<'updatePage'>) {
    const { siteId, pageId, ...changes } = params;
    return savePage(ctx, 'updatePage', siteId, pageId, changes);
  },

  async listTranslations(ctx, params: OperatorParams<'listTranslations'>) {
    siteOrFail(ctx, params.siteId);
    const stored = await textsOf(ctx.services.db, params.siteId, params.languageId);
    const games = ctx.services.config.gameTypes.filter((g) => g.memberIds.includes(params.siteId));
    const texts: OperatorText[] = games.flatMap((game) =>
      (
        [
          ['gameTitle', game.title],
          ['gameDescription', game.description],
        ] as const
      ).map(([kind, original]) => ({
        kind,
        ref: game.gameId,
        label: game.title,
        original,
        text: stored.get(`${kind}:${game.gameId}`) ?? null,
      })),
    );
    return { texts };
  },

  async setTranslation(ctx, params: OperatorParams<'setTranslation'>) {
    const site = siteOrFail(ctx, params.siteId);
    const game = ctx.services.config.gameTypes.find(
      (g) => g.gameId === params.ref && g.memberIds.includes(params.siteId),
    );
    if (!game) throw new RpcFault(OperatorFault.NotFound, `No game ${params.ref} on site ${params.siteId}`);
    if (!site.languages.some((l) => l.languageId === params.languageId))
      throw new RpcFault(
        OperatorFault.Refused,
        `Site ${params.siteId} does not serve the language ${params.languageId}`,
      );
    const { db, clock } = ctx.services;
    await db.tx(async (q) => {
      const key = {
        memberId: params.siteId,
        kind: params.kind,
        ref: params.ref,
        languageId: params.languageId,
      };
      const before = await storeText(q, key, params.text, ctx.requireOperator().username, clock.now());
      await ctx.audit(q, {
        action: 'setTranslation',
        siteId: params.siteId,
        target: `${params.kind} ${params.ref} ${params.languageId}`,
        before: { text: before },
        after: { text: params.text || null },
      });
    });
    return { done: true };
  },
};
