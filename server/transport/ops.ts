import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /healthz (200 once storage is open and the engine runs, 503 before) and GET /metrics, which
 * is served only when a scrape token is configured and the request carries it as
 * `Authorization: Bearer <token>`; otherwise it is a 404 like any unknown path (metrics tell an
 * outsider the traffic, the games and the process). Compared in constant time.
 */
export function opsPlugin(deps: { ready: () => boolean; metrics: Metrics; metricsToken?: string }) {
  const expected = deps.metricsToken ? digest(`Bearer ${deps.metricsToken}`) : undefined;
  return async function ops(scope: FastifyInstance): Promise<void> {
    scope.get('/healthz', async (_request, reply) => {
      const ok = deps.ready();
      return reply.code(ok ? 200 : 503).send({ ok });
    });
    scope.get('/metrics', async (request, reply) => {
      const given = request.headers.authorization;
      if (!expected || typeof given !== 'string' || !timingSafeEqual(digest(given), expected))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const text = await deps.metrics.registry.metrics();
      return reply.type(deps.metrics.registry.contentType).send(text);
    });
  };
}
