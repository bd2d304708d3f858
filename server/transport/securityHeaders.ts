import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Every header but the CSP, built once (the set @fastify/helmet sent with our options, which cost
 * about a tenth of the HTTP CPU when it rebuilt them on every response).
 */
const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Policies by Host header: a deployment answers to a handful of hosts; odd ones are not kept. */
const CACHED_HOSTS = 32;

/** The request's own host, for the socket origins; anything odd in the Host header is dropped. */
function ownHost(host: string | undefined): string {
  return host && /^[\w.-]+(:\d+)?$|^\[[\d:a-f.]+\](:\d+)?$/i.test(host) ? host : '';
}

/**
 * The policy is what the built client needs and no more: scripts and styles from our own files
 * (styles may also be inline: React style props and the operator's HTML pages carry them; scripts
 * never), images from self plus data:/blob: (canvas snapshots, PixiJS textures), PixiJS's image
 * workers from blob:, fetch and the WebSocket to this host only (and the trackers' origins), and
 * no framing at all (the cashier must not be framable: frame-ancestors and X-Frame-Options).
 */
function policyFor(host: string, connectOrigins: readonly string[]): string {
  const sockets = host ? [`ws://${host}`, `wss://${host}`] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    // data: and blob: because the stage's asset loader fetches the art Vite inlines as data URLs.
    ['connect-src', ["'self'", 'data:', 'blob:', ...sockets, ...connectOrigins]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
}

/**
 * Security headers on every answer (pages, assets, RPC, provider pages, 404s): the fixed set and
 * the CSP, whose text is made once per host. upgrade-insecure-requests and HSTS would break a
 * plain-HTTP deployment, so HSTS is sent only when the request came over TLS (directly, or per a
 * trusted proxy's X-Forwarded-Proto; Fastify's request.protocol). Register at the root so the hook
 * applies to every route and the 404 handler.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** Extra connect-src origins: the sites' registration trackers (trackingOrigins.ts). */
  connectOrigins: readonly string[] = [],
): Promise<void> {
  const policies = new Map<string, string>();
  const policyOf = (rawHost: string | undefined): string => {
    const host = ownHost(rawHost);
    let policy = policies.get(host);
    if (policy === undefined) {
      policy = policyFor(host, connectOrigins);
      if (policies.size < CACHED_HOSTS) policies.set(host, policy);
    }
    return policy;
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(FIXED_HEADERS);
    reply.header('content-security-policy', policyOf(request.headers.host));
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
