import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

const HSTS = 'max-age=31536000; includeSubDomains';

/** Header sets by Host header: a deployment answers to a handful of hosts; odd ones are not kept. */
const CACHED_HOSTS = 32;

/** The request's own host, for the socket origins; anything odd in the Host header is dropped. */
function ownHost(host: string | undefined): string {
  return host && /^[\w.-]+(:\d+)?$|^\[[\d:a-f.]+\](:\d+)?$/i.test(host) ? host : '';
}

/**
 * The headers helmet sends for this host, computed by helmet once and kept (rebuilding them on
 * every response, as @fastify/helmet does, cost about a tenth of the HTTP CPU). The policy is what
 * the built client needs and no more: scripts and styles from our own files (styles may also be
 * inline: React style props and the operator's HTML pages carry them; scripts never), WebAssembly
 * compiled from our own scripts (the draw machine's physics; no string eval), images from
 * self plus data:/blob: (canvas snapshots, PixiJS textures), PixiJS's image workers from blob:,
 * fetch and the WebSocket to this host only (and the trackers' origins), and no framing at all
 * (the cashier must not be framable: frame-ancestors and X-Frame-Options).
 */
function headersFor(host: string, connectOrigins: readonly string[]): Record<string, string> {
  const sockets = host ? [`ws://${host}`, `wss://${host}`] : [];
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // 'wasm-unsafe-eval' lets the draw machine compile Rapier's WebAssembly; JS eval stays off.
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        // data: and blob: because the stage's asset loader fetches the art Vite inlines as data URLs.
        'connect-src': ["'self'", 'data:', 'blob:', ...sockets, ...connectOrigins],
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
  // The directives above are plain strings, so the headers do not depend on the request.
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The RPC endpoints answer MessagePack, never a document: the API profile of the OWASP REST
 * cheat sheet. Nothing may load or frame it (CSP default-src 'none', frame-ancestors 'none',
 * X-Frame-Options), browsers must not sniff it into something else or let other origins read it
 * (nosniff, CORP), and no cache keeps a player's balance or details (no-store). The document-only
 * headers of the page set (COOP, Origin-Agent-Cluster, DNS prefetch, download options, the
 * cross-domain policy, the XSS auditor switch) mean nothing on an RPC answer and would be two
 * thirds of its bytes.
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

// The evidence JSON (/api/evidence, evidence.ts) is an API answer too, never a document.
const isApi = (url: string) => url.startsWith('/rpc/') || url.startsWith('/api/');

const API_HEADER_LIST: readonly string[] = Object.entries(API_HEADERS).flat();
const API_HEADER_LIST_TLS: readonly string[] = [...API_HEADER_LIST, 'strict-transport-security', HSTS];

/**
 * The API profile for an RPC answer served outside Fastify (http.ts), as name, value, ...: HSTS
 * when the request came over TLS, directly or per a trusted proxy's last X-Forwarded-Proto (what
 * Fastify's request.protocol says for the pages).
 */
export function rpcSecurityHeaders(request: IncomingMessage, trustProxy: boolean): readonly string[] {
  return cameOverTls(request, trustProxy) ? API_HEADER_LIST_TLS : API_HEADER_LIST;
}

function cameOverTls(request: IncomingMessage, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? request.headers['x-forwarded-proto'] : undefined;
  if (typeof forwarded === 'string') return forwarded.split(',').at(-1)!.trim() === 'https';
  return (request.socket as { encrypted?: boolean }).encrypted === true;
}

/**
 * Security headers on every answer (pages, assets, provider pages, 404s): the fixed set and the
 * CSP, whose text is made once per host; the RPC endpoints get the API profile above. upgrade-insecure-requests and HSTS would break a
 * plain-HTTP deployment, so HSTS is sent only when the request came over TLS (directly, or per a
 * trusted proxy's X-Forwarded-Proto; Fastify's request.protocol). Register at the root so the hook
 * applies to every route and the 404 handler.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** Extra connect-src origins: the sites' registration trackers (trackingOrigins.ts). */
  connectOrigins: readonly string[] = [],
): Promise<void> {
  const byHost = new Map<string, Record<string, string>>();
  const headersOf = (rawHost: string | undefined): Record<string, string> => {
    const host = ownHost(rawHost);
    let headers = byHost.get(host);
    if (headers === undefined) {
      headers = headersFor(host, connectOrigins);
      if (byHost.size < CACHED_HOSTS) byHost.set(host, headers);
    }
    return headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? API_HEADERS : headersOf(request.headers.host));
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
