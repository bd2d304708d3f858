import type { FastifyInstance } from 'fastify';
import type { AdsService } from '../domain/content/ads';
import type { SiteConfig } from '../config/schema';

const ID = /^[1-9][0-9]{0,9}$/;

/**
 * GET /client/ads/{memberId}/{adId} (the ad source: counts an impression) and
 * GET /client/ads/{memberId}/{adId}/click (the target: counts a click). Both answer the spec's
 * `{ client, url }` (section 7, Ads); unknown or malformed: 404.
 */
export function adLinksPlugin(deps: { ads: AdsService; site(memberId: number): SiteConfig | undefined }) {
  return async function adLinks(scope: FastifyInstance): Promise<void> {
    const route = (suffix: string, pick: (site: SiteConfig, adId: number) => Promise<unknown>) =>
      scope.get<{ Params: { memberId: string; adId: string } }>(
        `/client/ads/:memberId/:adId${suffix}`,
        async (request, reply) => {
          const { memberId, adId } = request.params;
          const site = ID.test(memberId) ? deps.site(Number(memberId)) : undefined;
          const link = site && ID.test(adId) ? await pick(site, Number(adId)) : null;
          if (!link) return reply.code(404).send({ error: 'not found' });
          return reply.header('cache-control', 'no-store').send(link);
        },
      );
    route('', (site, adId) => deps.ads.source(site, adId));
    route('/click', (site, adId) => deps.ads.click(site, adId));
  };
}
