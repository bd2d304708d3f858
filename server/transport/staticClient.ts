import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the server answers itself; the SPA fallback never hides their 404s. */
const SERVER_PATHS = /^\/(rpc|ws|client|api|healthz|metrics|dev)(\/|$)/;

const ADMIN_PATHS = /^\/admin(\/|$)/;

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>Drawhall</title>
<p>The client is not built yet. Run <code>npm run build</code> and reload.</p>`;

/**
 * The built client from `dir` (Vite's dist/): hashed assets cached for good, index.html never,
 * and every other GET that is not a server path answered with index.html so client routes work
 * on reload. Without a build, a short page says how to make one.
 */
export function staticClientPlugin(dir: string) {
  return async function staticClient(scope: FastifyInstance): Promise<void> {
    const built = existsSync(join(dir, 'index.html'));
    if (built) {
      await scope.register(fastifyStatic, {
        root: dir,
        cacheControl: false, // ours below: hashed assets forever, the rest revalidated
        preCompressed: true, // the build's .br and .gz copies (scripts/precompress.ts), with Vary
        setHeaders(res, path) {
          const hashed = /[\\/]assets[\\/]/.test(path);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          res.setHeader('vary', 'accept-encoding'); // the same URL answers br, gzip or raw bytes
        },
      });
    } else {
      scope.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE));
    }

    scope.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0];
      if (request.method !== 'GET' || SERVER_PATHS.test(path)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      if (!built) return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      // The operator's console is its own entry (admin.html), with its own routes under /admin.
      const entry = ADMIN_PATHS.test(path) ? 'admin.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(entry);
    });
  };
}
