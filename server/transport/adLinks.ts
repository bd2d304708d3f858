import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { AdsService } from '../domain/content/ads';
import type { SiteConfig } from '../config/schema';
import { clientKey } from '../domain/limits';
import type { SessionResolver } from '../ports/session';
import { resolveSession, tokenOf } from './session';

const ID = /^[1-9][0-9]{0,9}$/;

/**
 * GET /client/ads/{memberId}/{adId} (the ad source: counts an impression) and
 * GET /client/ads/{memberId}/{adId}/click (the target: counts a click). Both answer the spec's
 * `{ client, url }` (section 7, Ads); unknown or malformed: 404. Counted per viewer (adViews.ts).
 */
export function adLinksPlugin(deps: {
  ads: AdsService;
  site(memberId: number): SiteConfig | undefined;
  sessions: SessionResolver;
  log: Logger;
}) {
  /** Who sees the ad: the session named by X-Auth-Token, else the client address (Fastify's ip). */
  const viewerOf = async (request: FastifyRequest): Promise<string> => {
    const session = await resolveSession(deps.sessions, tokenOf(request.headers['x-auth-token']), deps.log);
    return session ? `session:${session.sessionId}` : `client:${clientKey(request.ip)}`;
  };
  return async function adLinks(scope: FastifyInstance): Promise<void> {
    const route = (
      suffix: string,
      pick: (site: SiteConfig, adId: number, viewer: string) => Promise<unknown>,
    ) =>
      scope.get<{ Params: { memberId: string; adId: string } }>(
        `/client/ads/:memberId/:adId${suffix}`,
        async (request, reply) => {
          const { memberId, adId } = request.params;
          const site = ID.test(memberId) ? deps.site(Number(memberId)) : undefined;
          const link = site && ID.test(adId) ? await pick(site, Number(adId), await viewerOf(request)) : null;
          if (!link) return reply.code(404).send({ error: 'not found' });
          return reply.header('cache-control', 'no-store').send(link);
        },
      );
    route('', (site, adId, viewer) => deps.ads.source(site, adId, viewer));
    route('/click', (site, adId, viewer) => deps.ads.click(site, adId, viewer));
  };
}
