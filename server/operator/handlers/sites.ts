import { RpcFault } from '../../../protocol/faults';
import type { OperatorParams, SiteSummary } from '../../../protocol/operator/calls';
import { OperatorFault } from '../../../protocol/operator/envelope';
import { maintenanceOf } from '../../domain/content/maintenanceSwitch';
import { queueOperatorMessage } from '../../domain/content/operatorMessages';
import { announceRichMedia, richMediaOf, storeRichMedia } from '../../domain/content/richMedia';
import {
  announceSiteLook,
  announceWhiteLabel,
  editedWhiteLabel,
  lockedSite,
  storeSiteConfig,
  storeWhiteLabel,
} from '../../domain/operators/whiteLabels';
import type { SiteConfig } from '../../config/schema';
import type { OperatorContext, OperatorHandler } from '../context';
import { scopeCovers } from '../permissions';

function siteOrFail(ctx: OperatorContext, siteId: number) {
  const site = ctx.services.sites.get(siteId);
  if (!site) throw new RpcFault(OperatorFault.NotFound, `No site ${siteId}`);
  return site;
}

async function summary(ctx: OperatorContext, siteId: number): Promise<SiteSummary> {
  const site = siteOrFail(ctx, siteId);
  const [maintenance, richMedia] = await Promise.all([
    maintenanceOf(ctx.services.db, site),
    richMediaOf(ctx.services.db, siteId),
  ]);
  return {
    siteId,
    name: site.siteName,
    host: site.siteUrl,
    theme: site.theme,
    brand: { ...site.brand },
    languages: site.languages.map((l) => l.languageId),
    currencies: [...site.currencies],
    maintenance: { on: maintenance.enabled, message: maintenance.message },
    richMedia,
    richSoundDefaults: site.richSoundDefaults ?? {},
  };
}

/** The fields an edit named, as they stood on the site (for the audit log's before and after). */
function editableOf(site: SiteConfig, changes: object): Record<string, unknown> {
  const all: Record<string, unknown> = {
    name: site.siteName,
    url: site.siteUrl,
    theme: site.theme,
    primary: site.brand?.primary ?? '',
    accent: site.brand?.accent ?? '',
    logo: site.brand?.logo ?? '',
    languages: site.languages.map((l) => l.languageId),
    currencies: [...site.currencies],
    richSoundDefaults: site.richSoundDefaults,
  };
  return Object.fromEntries(Object.keys(changes).map((key) => [key, all[key]]));
}

/**
 * Sites: their state, the maintenance switch, messages to players and rich media. Announcements
 * go through the operator_messages table the servers relay every 2 s (operatorMessages.ts), so
 * they reach the players of every server process, and maintenance holds for pages loaded later.
 */
export const siteHandlers: Record<string, OperatorHandler> = {
  async listSites(ctx) {
    const { sites } = ctx.requireOperator();
    const ids = ctx.services.sites.memberIds().filter((id) => scopeCovers(sites, id));
    return { sites: await Promise.all(ids.map((id) => summary(ctx, id))) };
  },

  async setMaintenance(ctx, params: OperatorParams<'setMaintenance'>) {
    const targets =
      params.siteId === 0 ? ctx.services.sites.memberIds() : [siteOrFail(ctx, params.siteId).memberId];
    const message = params.message ?? '';
    await ctx.services.db.tx(async (q) => {
      const before = await Promise.all(targets.map((id) => maintenanceOf(q, ctx.services.sites.get(id)!)));
      await queueOperatorMessage(
        { db: q, clock: ctx.services.clock },
        { kind: 'maintenance', memberId: params.siteId || undefined, enabled: params.on, message },
      );
      await ctx.audit(q, {
        action: 'setMaintenance',
        siteId: params.siteId,
        before: before.map((state, i) => ({ siteId: targets[i], on: state.enabled, message: state.message })),
        after: { on: params.on, message },
      });
    });
    return { done: true };
  },

  async sendPlayerMessage(ctx, params: OperatorParams<'sendPlayerMessage'>) {
    if (params.siteId !== 0) siteOrFail(ctx, params.siteId);
    await ctx.services.db.tx(async (q) => {
      if (params.playerId !== undefined) {
        const [player] = await q.query<{ member_id: number }>('SELECT member_id FROM players WHERE id = $1', [
          params.playerId,
        ]);
        if (!player || (params.siteId !== 0 && Number(player.member_id) !== params.siteId))
          throw new RpcFault(OperatorFault.NotFound, `No player ${params.playerId} on site ${params.siteId}`);
      }
      const message =
        params.playerId === undefined
          ? {
              kind: 'global' as const,
              memberId: params.siteId || undefined,
              title: params.title,
              body: params.text,
            }
          : { kind: 'private' as const, playerId: params.playerId, title: params.title, body: params.text };
      await queueOperatorMessage({ db: q, clock: ctx.services.clock }, message);
      await ctx.audit(q, {
        action: 'sendPlayerMessage',
        siteId: params.siteId,
        target: params.playerId === undefined ? null : `player ${params.playerId}`,
        after: { title: params.title, text: params.text },
      });
    });
    return { done: true };
  },

  async createSite(ctx, params: OperatorParams<'createSite'>) {
    const { config, db, clock, push } = ctx.services;
    const site = await db.tx(async (q) => {
      const made = await storeWhiteLabel(q, config, params, ctx.requireOperator().username, clock.now());
      await ctx.audit(q, {
        action: 'createSite',
        siteId: made.memberId,
        target: made.siteName,
        after: params,
      });
      return made;
    });
    announceWhiteLabel(push, site.memberId);
    ctx.services.sites.register(site); // this process serves it at once; the others on the push
    return { siteId: site.memberId, site: await summary(ctx, site.memberId) };
  },

  async updateSite(ctx, params: OperatorParams<'updateSite'>) {
    const { config, db, clock, push, sites } = ctx.services;
    const { siteId, ...changes } = params;
    const served = siteOrFail(ctx, siteId);
    const site = await db.tx(async (q) => {
      const before = await lockedSite(q, served);
      const site = editedWhiteLabel(config, before, changes);
      await storeSiteConfig(q, site, ctx.requireOperator().username, clock.now());
      await ctx.audit(q, {
        action: 'updateSite',
        siteId,
        target: site.siteName,
        before: editableOf(before, changes),
        after: editableOf(site, changes),
      });
      return site;
    });
    sites.register(site); // this process at once; the others on the announcement
    announceWhiteLabel(push, siteId);
    announceSiteLook(push, sites, siteId);
    return { done: true, site: await summary(ctx, siteId) };
  },

  async sendNewVersion(ctx, params: OperatorParams<'sendNewVersion'>) {
    if (params.siteId !== 0) siteOrFail(ctx, params.siteId);
    await ctx.services.db.tx(async (q) => {
      await queueOperatorMessage(
        { db: q, clock: ctx.services.clock },
        { kind: 'newVersion', memberId: params.siteId || undefined, version: params.version },
      );
      await ctx.audit(q, {
        action: 'sendNewVersion',
        siteId: params.siteId,
        after: { version: params.version },
      });
    });
    return { done: true };
  },

  async setRichMedia(ctx, params: OperatorParams<'setRichMedia'>) {
    siteOrFail(ctx, params.siteId);
    const rule = { sound: params.sound, animation: params.animation };
    const rules = await ctx.services.db.tx(async (q) => {
      const before = await storeRichMedia(q, params.siteId, params.gameKind, rule, ctx.services.clock.now());
      await ctx.audit(q, {
        action: 'setRichMedia',
        siteId: params.siteId,
        target: params.gameKind,
        before,
        after: rule,
      });
      return richMediaOf(q, params.siteId);
    });
    announceRichMedia(ctx.services.push, params.siteId, rules);
    return { done: true, richMedia: rules };
  },
};
