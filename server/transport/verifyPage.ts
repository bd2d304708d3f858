import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * GET /verify.html: the standalone verifier the build writes (scripts/verifyHtml.ts), with the
 * policy its own meta tag carries as the response's Content-Security-Policy: its one inline script
 * by hash, and no connection to anyone, not even this server. The other security headers are the
 * pages' (securityHeaders.ts sets them on every answer). Without a build there is no such route.
 */
export function verifyPagePlugin(clientDir: string) {
  return async function verifyPage(scope: FastifyInstance): Promise<void> {
    const path = join(clientDir, 'verify.html');
    if (!existsSync(path)) return;
    const html = readFileSync(path, 'utf8');
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    if (!csp) return;
    scope.get('/verify.html', async (_request, reply) =>
      reply
        .header('content-security-policy', `${csp}; frame-ancestors 'none'`)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html),
    );
  };
}
