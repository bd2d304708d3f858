import type { FastifyInstance } from 'fastify';

/** Lists the stored outbox messages, newest first; `to` narrows to one recipient. */
export type OutboxLister = (recipient?: string) => Promise<unknown[]>;

/**
 * GET /dev/outbox: the development outbox as JSON (mail and SMS the server would have sent).
 * The messages hold live tokens, so the route is registered only when the demo seed is on.
 */
export function devOutboxPlugin(list: OutboxLister) {
  return async function devOutbox(app: FastifyInstance): Promise<void> {
    app.get('/dev/outbox', async (request, reply) => {
      const to = (request.query as Record<string, unknown>).to;
      const messages = await list(typeof to === 'string' && to.length <= 144 ? to : undefined);
      return reply.header('cache-control', 'no-store').send({ messages });
    });
  };
}
