import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { catalogue as fullCatalogue, type CallSpec } from '../../protocol/calls';
import type { Metrics } from '../metrics';
import { createDispatcher, type Dispatch } from '../rpc/dispatch';
import type { HandlerTable } from '../rpc/handler';
import type { RateLimitOptions } from '../rpc/rateLimit';
import type { Services } from '../services';
import { OPERATOR_LIVE_PATH } from '../../protocol/operator/calls';
import { createOperatorApi, operatorRpcPlugin } from '../operator/api';
import { createHttpRpc } from './http';
import { opsPlugin } from './ops';
import { devOutboxPlugin, type OutboxLister } from './devOutbox';
import { idDocumentUploadPlugin } from './idDocumentUpload';
import { paymentsWebhookPlugin } from './paymentsWebhook';
import { sitePagesPlugin, type SiteContent } from './sitePages';
import { adLinksPlugin } from './adLinks';
import { evidencePlugin } from './evidence';
import { verifyPagePlugin } from './verifyPage';
import { registerSecurityHeaders, rpcSecurityHeaders } from './securityHeaders';
import { staticClientPlugin } from './staticClient';
import type { ConnectionGuardOptions } from './connectionGuard';
import { attachWebSocket, type WsTransport } from './ws';

export interface TransportOptions {
  services: Services;
  handlers: HandlerTable;
  metrics: Metrics;
  log: Logger;
  catalogue?: ReadonlyMap<string, CallSpec>;
  /** false turns rate limiting off. */
  rateLimit?: RateLimitOptions | false;
  siteContent?: SiteContent;
  /** The built client (Vite's dist/). */
  clientDir: string;
  heartbeatMs?: number;
  /** Origins beyond this host the client may call (the sites' registration trackers, trackingOrigins.ts). */
  connectOrigins?: readonly string[];
  /** WebSocket hello timeout and per-address connection cap. */
  websocket?: ConnectionGuardOptions;
  /** WebSocket writes per event-loop turn (default 500; see sendPacer). */
  sendsPerTurn?: number;
  /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy?: boolean;
  /** GET /metrics answers only `Authorization: Bearer <metricsToken>`; unset: 404. */
  metricsToken?: string;
  /** GET /dev/outbox lists stored mail and SMS (demo seed only: the messages hold live tokens). */
  devOutbox?: OutboxLister;
  /** Payment provider callbacks: the signed settlement webhook and the sandbox's second step. */
  payments?: Parameters<typeof paymentsWebhookPlugin>[0];
}

export interface Transport {
  app: FastifyInstance;
  dispatch: Dispatch;
  ws: WsTransport;
  listen(port: number, host: string): Promise<string>;
  /** Graceful stop, first half: no new connections or calls; calls in flight finish. */
  drain(): Promise<void>;
  /** Second half: sockets closed. */
  close(): Promise<void>;
}

/** HTTP and WebSocket on one Fastify server, both feeding the same dispatcher. */
export async function createTransport(options: TransportOptions): Promise<Transport> {
  const { services, log, metrics } = options;
  const trustProxy = options.trustProxy ?? false;
  const dispatch = createDispatcher({
    handlers: options.handlers,
    catalogue: options.catalogue ?? fullCatalogue,
    services,
    log,
    metrics,
    rateLimit: options.rateLimit === false ? { enabled: false } : options.rateLimit,
    now: () => services.clock.now(),
  });
  const httpRpc = createHttpRpc({
    dispatch,
    sessions: services.sessions,
    log,
    clientIp: trustProxy ? forwardedIp : (request) => request.socket.remoteAddress ?? 'unknown',
    securityHeaders: (request) => rpcSecurityHeaders(request, trustProxy),
  });
  const httpInFlight = trackRequests();
  let httpClosed: Promise<void> | undefined;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // Per-request logs would be noise at our call rates; failures are logged by the dispatcher.
    logController: new LogController({ disableRequestLogging: true }),
    // No per-request pino child either (it cost a few percent of an RPC call): request.log is the
    // server's logger. Faults are logged by the dispatcher and the RPC error handler with the call
    // name; Fastify's own error lines still carry the request (method, url) through its serializer.
    childLoggerFactory: (logger) => logger,
    trustProxy,
    // Upgraded WebSocket sockets are closed by the ws transport; idle keep-alives go at once.
    forceCloseConnections: 'idle',
    // RPC calls are served ahead of Fastify (http.ts); once closing, Fastify answers them 503 as it
    // does every request. The timeouts are the ones Fastify gives a server it makes itself.
    serverFactory: (fastifyHandler, settings) => {
      const server = createServer((request, response) => {
        httpInFlight.started(response);
        if (httpClosed || !httpRpc(request, response)) fastifyHandler(request, response);
      });
      const timing = settings as {
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
      };
      server.keepAliveTimeout = timing.keepAliveTimeout ?? server.keepAliveTimeout;
      server.requestTimeout = timing.requestTimeout ?? server.requestTimeout;
      server.setTimeout(timing.connectionTimeout ?? 0);
      return server;
    },
  });

  // No route reads JSON or text through Fastify's own parsers (each POST route has its own), and
  // Fastify closes the connection after any body its parser rejects: a flood of bad JSON cost a
  // TCP connection per request and left a TIME_WAIT socket each, and the request rate fell round
  // after round (issue 35). Without them a body no route takes is answered and the connection kept.
  app.removeAllContentTypeParsers();
  await registerSecurityHeaders(app, options.connectOrigins ?? []);
  await app.register(
    opsPlugin({ ready: () => services.ready(), metrics, metricsToken: options.metricsToken }),
  );
  if (options.siteContent) await app.register(sitePagesPlugin(options.siteContent));
  if (options.devOutbox) await app.register(devOutboxPlugin(options.devOutbox));
  await app.register(idDocumentUploadPlugin({ services, log }));
  // Transport tests run on partial services without the content domain.
  if (services.content)
    await app.register(
      adLinksPlugin({
        ads: services.content.ads,
        site: (id) => services.sites.get(id),
        sessions: services.sessions,
        log,
      }),
    );
  if (options.payments) await app.register(paymentsWebhookPlugin(options.payments));
  // Transport tests run on partial services without storage.
  let operatorApi: ReturnType<typeof createOperatorApi> | undefined;
  if (services.db) {
    operatorApi = createOperatorApi(services, log, { rateLimited: options.rateLimit !== false });
    await app.register(operatorRpcPlugin(operatorApi.dispatch));
    await app.register(
      evidencePlugin({
        db: services.db,
        gameTypes: services.config.gameTypes,
        sessions: services.sessions,
        log,
      }),
    );
  }
  await app.register(verifyPagePlugin(options.clientDir));
  await app.register(staticClientPlugin(options.clientDir));

  const ws = attachWebSocket(app.server, {
    dispatch,
    sessions: services.sessions,
    hub: services.push,
    log,
    clock: services.clock,
    metrics,
    heartbeatMs: options.heartbeatMs,
    sendsPerTurn: options.sendsPerTurn,
    clientIp: trustProxy ? forwardedIp : undefined,
    guard: options.websocket,
    // The console's live views share the HTTP server's upgrades (operator tokens only: liveFeed.ts).
    upgrades: operatorApi ? new Map([[OPERATOR_LIVE_PATH, operatorApi.live.handleUpgrade]]) : undefined,
  });

  return {
    app,
    dispatch,
    ws,
    async listen(port, host) {
      await app.listen({ port, host });
      const address = app.server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      return `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${actualPort}`;
    },
    async drain() {
      // Stop listening now and let the calls in flight on both transports finish. Fastify's close
      // completes only once every connection is gone, so it is awaited in close().
      httpClosed ??= app.close();
      await Promise.all([ws.drain(), httpInFlight.idle()]);
    },
    async close() {
      httpClosed ??= app.close();
      await Promise.all([ws.close(), operatorApi?.live.close()]);
      await httpInFlight.idle();
      // Keep-alive connections would hold the server open; no request is running on them now.
      app.server.closeAllConnections();
      await httpClosed;
    },
  };
}

/** Counts HTTP requests (RPC calls and Fastify's) until their response is done or their connection gone. */
function trackRequests() {
  let running = 0;
  let waiters: (() => void)[] = [];
  const finished = () => {
    running--;
    if (running > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  return {
    started(response: ServerResponse) {
      running++;
      response.once('close', finished);
    },
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}

function forwardedIp(request: IncomingMessage): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.socket.remoteAddress || 'unknown';
}
