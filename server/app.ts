// Composition root: builds the push hub and lobby batcher, the services on top of them, then the
// transport. The rest of the server never reaches for globals; everything comes in through
// `services`.
import { fileURLToPath } from 'node:url';
import type { LevelWithSilent, Logger } from 'pino';
import { createJoinForwarding } from './cluster/joinForwarding';
import { createServices, type AppServices } from './createServices';
import { outboxRepo } from './domain/messaging/outbox';
import { createMetrics, type Metrics } from './metrics';
import { createLobbyBatcher } from './push/lobbyBatcher';
import { createMemoryHub, type HubOptions } from './push/memoryHub';
import { createRedisHub } from './push/redisHub';
import { allHandlers } from './rpc';
import type { SmsGatewayOptions } from './domain/messaging/httpTexter';
import type { SmtpOptions } from './domain/messaging/smtpMailer';
import type { RateLimitOptions } from './rpc/rateLimit';
import type { Clock } from './ports/clock';
import type { PushHub } from './ports/pushHub';
import { createLogger } from './transport/logger';
import { trackingOrigins } from './transport/trackingOrigins';
import { createTransport, type Transport } from './transport/server';
import type { SiteContent } from './transport/sitePages';
import { siteStylesheet } from './config/siteStylesheet';
import type { ConnectionGuardOptions } from './transport/connectionGuard';
import { createContentFiles, type ContentFiles } from './config/contentFiles';

export interface StartServerOptions {
  /** 0 picks a free port (tests). Default 8080. */
  port?: number;
  /** Default 127.0.0.1; main.ts passes HOST (default 0.0.0.0). */
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests and benches use a throwaway one); default public. */
  databaseSchema?: string;
  /** When set, pushes travel through Redis so several processes deliver the same pushes. */
  redisUrl?: string;
  /** Key and channel prefix in Redis (tests and benches keep to their own); default drawhall. */
  redisPrefix?: string;
  /**
   * With redisUrl: each game instance's joins are made by one process, the others forwarding
   * theirs to it (cluster/joinForwarding.ts). Default true; false lets every process write.
   */
  joinForwarding?: boolean;
  configPath?: string;
  /** Create the config's demo players at start. Default off (main.ts: DRAWHALL_SEED). */
  seed?: boolean;
  /**
   * Development aids (main.ts: DRAWHALL_DEV): GET /dev/outbox for requests from this machine and
   * each stored mail's links in the log. Never in production: the messages hold live tokens.
   */
  dev?: boolean;
  /** The sandbox payment provider and default webhook secret (demos only; createServices). */
  allowSandboxPayments?: boolean;
  clock?: Clock;
  /** false turns rate limiting off (tests, benchmarks). */
  rateLimit?: RateLimitOptions | false;
  logLevel?: LevelWithSilent;
  /** The built client; default dist/ at the repository root. */
  clientDir?: string;
  /** Lobby batch window; default 3000 ms (spec). */
  lobbyIntervalMs?: number;
  heartbeatMs?: number;
  /**
   * WebSocket limits (main.ts: WS_HELLO_TIMEOUT_MS, WS_MAX_PER_ADDRESS): silent sockets closed
   * after 10 s, at most 100 open sockets per client address (0: no cap; benchmarks).
   */
  websocket?: ConnectionGuardOptions;
  /** WebSocket writes per event-loop turn before a fan-out yields (default 500; benches vary it). */
  sendsPerTurn?: number;
  trustProxy?: boolean;
  /** GET /metrics only with `Authorization: Bearer <metricsToken>` (main.ts: METRICS_TOKEN); unset: 404. */
  metricsToken?: string;
  /** Run the game scheduler loop (default true). */
  startEngine?: boolean;
  /** Real email delivery through SMTP; unset: mail is stored in the development outbox. */
  smtp?: SmtpOptions;
  /** SMS through an HTTP gateway; unset: SMS is stored in the development outbox. */
  sms?: SmsGatewayOptions;
  /** Site pages (terms, privacy, how to play) as files; default config/content. */
  contentDir?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  services: AppServices;
  metrics: Metrics;
  log: Logger;
  /** Stop accepting, finish calls in flight, flush the lobby, close sockets, close storage. */
  close(): Promise<void>;
}

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = createLogger(options.logLevel ?? 'info');
  const metrics = createMetrics();
  const hub = await createHub(options.redisUrl, options.redisPrefix, log, {
    onPublish: (_topic, event) => metrics.pushes.inc({ event }),
    onListenerError: (error) => log.warn({ err: error }, 'push listener failed'),
  });
  const lobbyFeed = createLobbyBatcher({ hub, intervalMs: options.lobbyIntervalMs });
  const cleanUp: (() => Promise<void>)[] = [async () => lobbyFeed.close(), () => hub.close()];
  // With Redis, several processes may share the database: each instance's joins go to one writer.
  const forwarding =
    options.redisUrl && options.joinForwarding !== false
      ? await createJoinForwarding({
          redisUrl: options.redisUrl,
          prefix: options.redisPrefix,
          onError: (error) => log.error({ err: error }, 'join forwarding error'),
          onOutcome: (outcome) => metrics.joinForwarding.inc({ outcome }),
        }).catch(async (error: unknown) => {
          for (const step of cleanUp) await step().catch(() => undefined);
          throw error;
        })
      : undefined;
  if (forwarding) cleanUp.unshift(() => forwarding.close());
  let transport: Transport | undefined;
  try {
    const services = await createServices({
      push: hub,
      lobbyFeed,
      joinRouter: forwarding,
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      databaseSchema: options.databaseSchema,
      configPath: options.configPath,
      seed: options.seed ?? false,
      dev: options.dev ?? false,
      allowSandboxPayments: options.allowSandboxPayments ?? false,
      clock: options.clock,
      log,
      startEngine: options.startEngine,
      smtp: options.smtp,
      sms: options.sms,
      onDraw: (gameId) => metrics.draws.inc({ game: String(gameId) }),
    });
    cleanUp.unshift(() => services.close());
    transport = await createTransport({
      services,
      handlers: allHandlers,
      metrics,
      log,
      rateLimit: options.rateLimit,
      siteContent: siteContentOf(services, createContentFiles(options.contentDir)),
      clientDir: options.clientDir ?? DEFAULT_CLIENT_DIR,
      heartbeatMs: options.heartbeatMs,
      connectOrigins: trackingOrigins(services.sites.memberIds().map((id) => services.sites.get(id))),
      websocket: options.websocket,
      sendsPerTurn: options.sendsPerTurn,
      trustProxy: options.trustProxy,
      metricsToken: options.metricsToken,
      payments: services.cashier,
      devOutbox: options.dev ? (recipient) => outboxRepo.list(services.db, { recipient }) : undefined,
    });
    const url = await transport.listen(options.port ?? 8080, options.host ?? '127.0.0.1');
    const running = transport;
    let closing: Promise<void> | undefined;
    return {
      url,
      port: Number(new URL(url).port),
      services,
      metrics,
      log,
      close: () =>
        (closing ??= (async () => {
          await running.drain();
          lobbyFeed.close();
          await running.close();
          await forwarding?.close(); // hands its instances to the other processes at once
          await services.close();
          await hub.close();
        })()),
    };
  } catch (error) {
    await transport?.close().catch(() => undefined);
    for (const step of cleanUp) await step().catch(() => undefined);
    throw error;
  }
}

async function createHub(
  redisUrl: string | undefined,
  prefix: string | undefined,
  log: Logger,
  options: HubOptions,
): Promise<PushHub> {
  if (!redisUrl) return createMemoryHub(options);
  return createRedisHub(redisUrl, {
    ...options,
    prefix,
    onError: (error) => log.error({ err: error }, 'redis hub error'),
  });
}

/** The plain HTTP routes' view of the sites service: a custom page is a URL when it is one. */
function siteContentOf(services: AppServices, files: ContentFiles): SiteContent {
  const page = (text: string | null) =>
    text === null ? null : /^https?:\/\/\S+$/.test(text.trim()) ? { url: text.trim() } : { html: text };
  return {
    languages: async (siteId) => services.sites.locales(siteId),
    messages: (siteId, languageCode) => services.sites.messages(siteId, languageCode),
    customPageById: async (merchantId, pageId, language) =>
      page(services.sites.customPageById(merchantId, pageId, language)),
    // A configured custom page wins; terms, privacy and howtoplay otherwise come from the files.
    customPageByLink: async (merchantId, pageLink, language) => {
      const custom = services.sites.customPageByLink(merchantId, pageLink, language);
      if (custom !== null) return page(custom);
      const site = services.sites.get(merchantId);
      if (!site) return null;
      return page(await files.page(merchantId, pageLink, language, site.defaultLanguage));
    },
    stylesheet: async (siteId) => {
      const site = services.sites.get(siteId);
      return site ? siteStylesheet(site) : null;
    },
  };
}
