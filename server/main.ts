// Process entry: configuration from the environment, start, and a graceful stop on SIGTERM/SIGINT.
import { startServer } from './app';
import { DEMO_OPERATOR } from './domain/seed/seedOperator';
import { DEFAULT_DATA_DIR } from './storage/openDb';

const SHUTDOWN_TIMEOUT_MS = 15_000;

/** A whole number from the environment, or undefined (the server's default) when unset. */
function count(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got ${value}`);
  return n;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

/** What a newcomer needs to try the demo; printed only when the demo seed or dev mode is on. */
function announceDemo(server: Awaited<ReturnType<typeof startServer>>, env: NodeJS.ProcessEnv): void {
  if (flag(env.DRAWHALL_SEED, false)) {
    for (const player of server.services.config.seed.players)
      server.log.info(`demo player on site ${player.memberId}: ${player.username} / ${player.password}`);
    server.log.info(
      `demo operator (owner of every site, no second factor): ${server.url}/admin ${DEMO_OPERATOR.username} / ${DEMO_OPERATOR.password}`,
    );
  }
  if (flag(env.DRAWHALL_DEV, false)) {
    server.log.warn(
      `development mode: mail and SMS are logged and listed at ${server.url}/dev/outbox (this machine only); ` +
        'never set DRAWHALL_DEV in production',
    );
  }
}

async function main(): Promise<void> {
  const env = process.env;
  const server = await startServer({
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    dataDir: env.DRAWHALL_DATA_DIR || DEFAULT_DATA_DIR,
    configPath: env.DRAWHALL_CONFIG || undefined,
    contentDir: env.DRAWHALL_CONTENT_DIR || undefined,
    // Both off unless asked for: npm start (scripts/start.mjs) turns them on for the local demo.
    seed: flag(env.DRAWHALL_SEED, false),
    dev: flag(env.DRAWHALL_DEV, false),
    // The sandbox card provider credits real balance for public test cards: demos only.
    allowSandboxPayments: flag(env.DRAWHALL_ALLOW_SANDBOX, false),
    trustProxy: flag(env.TRUST_PROXY, false),
    // Behind TRUST_PROXY the cap counts the forwarded client address, as rate limits do.
    websocket: {
      helloTimeoutMs: count('WS_HELLO_TIMEOUT_MS', env.WS_HELLO_TIMEOUT_MS),
      maxPerAddress: count('WS_MAX_PER_ADDRESS', env.WS_MAX_PER_ADDRESS),
    },
    // The Prometheus scrape credential; without it /metrics is not served.
    metricsToken: env.METRICS_TOKEN || undefined,
    logLevel: (env.LOG_LEVEL as 'info' | undefined) ?? 'info',
    // The URL holds the SMTP credentials: passed on, never logged.
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM || undefined } : undefined,
    // Same for the SMS gateway's URL, which may carry its credentials.
    sms: env.SMS_URL ? { url: env.SMS_URL } : undefined,
  });
  server.log.info({ url: server.url }, `Drawhall listening on ${server.url}`);
  announceDemo(server, env);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    // A stop that hangs (a stuck client, a dead database) must not keep the process forever.
    setTimeout(() => {
      server.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close().then(
      () => {
        server.log.info('stopped');
        server.log.flush?.();
        process.exit(0);
      },
      (error: unknown) => {
        server.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Drawhall failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
