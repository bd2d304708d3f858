import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Lists the stored outbox messages, newest first; `to` narrows to one recipient. */
export type OutboxLister = (recipient?: string) => Promise<unknown[]>;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A request made on this machine: the socket's peer is a loopback address and no proxy carried it
 * (a local reverse proxy would make every visitor look local, so any forwarding header refuses).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return LOOPBACK.test(request.raw.socket?.remoteAddress ?? '');
}

/**
 * GET /dev/outbox: the development outbox as JSON (mail and SMS the server would have sent).
 * The messages hold live tokens, so the route is registered only in development mode
 * (DRAWHALL_DEV=1) and answers requests from this machine only; others get a plain 404.
 */
export function devOutboxPlugin(list: OutboxLister) {
  return async function devOutbox(app: FastifyInstance): Promise<void> {
    app.get('/dev/outbox', async (request, reply) => {
      if (!isLocalRequest(request))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const to = (request.query as Record<string, unknown>).to;
      const messages = await list(typeof to === 'string' && to.length <= 144 ? to : undefined);
      return reply.header('cache-control', 'no-store').send({ messages });
    });
  };
}
