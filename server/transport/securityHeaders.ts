import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The request's own host, for the socket origins; anything odd in the Host header is dropped. */
function ownHost(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return /^[\w.-]+(:\d+)?$|^\[[\d:a-f.]+\](:\d+)?$/i.test(host) ? host : '';
}

/**
 * Security headers on every answer (pages, assets, RPC, provider pages), through @fastify/helmet.
 * The policy is what the built client needs and no more: scripts and styles from our own files
 * (styles may also be inline: React style props and the operator's HTML pages carry them; scripts
 * never), images from self plus data:/blob: (canvas snapshots, PixiJS textures), PixiJS's image
 * workers from blob:, fetch and the WebSocket to this host only, and no framing at all (the
 * cashier must not be framable: frame-ancestors and X-Frame-Options). upgrade-insecure-requests
 * and HSTS would break a plain-HTTP deployment, so HSTS is sent only when the request came over
 * TLS (directly, or per a trusted proxy's X-Forwarded-Proto; Fastify's request.protocol).
 * Register at the root so the hooks apply to every route and the 404 handler.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** Extra connect-src origins: the sites' registration trackers (trackingOrigins.ts). */
  connectOrigins: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        // data: and blob: because the stage's asset loader fetches the art Vite inlines as data URLs.
        'connect-src': [
          "'self'",
          'data:',
          'blob:',
          (request) => (ownHost(request) ? `ws://${ownHost(request)}` : ''),
          (request) => (ownHost(request) ? `wss://${ownHost(request)}` : ''),
          ...connectOrigins,
        ],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
