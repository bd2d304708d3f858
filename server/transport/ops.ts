import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics';

/** GET /healthz (200 once storage is open and the engine runs, 503 before) and GET /metrics. */
export function opsPlugin(deps: { ready: () => boolean; metrics: Metrics }) {
  return async function ops(scope: FastifyInstance): Promise<void> {
    scope.get('/healthz', async (_request, reply) => {
      const ok = deps.ready();
      return reply.code(ok ? 200 : 503).send({ ok });
    });
    scope.get('/metrics', async (_request, reply) => {
      const text = await deps.metrics.registry.metrics();
      return reply.type(deps.metrics.registry.contentType).send(text);
    });
  };
}
