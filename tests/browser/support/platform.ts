import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../../server/app';
import { testStorage } from '../../support/testStorage';
import type { Clock } from '../../../server/ports/clock';
import { launchChromium } from './chromium';

export interface Platform {
  url: string;
  browser: Browser;
  /** The server now running (a new one after restartServer). */
  server: RunningServer;
  /** Stops the server (as a crash would, for the browser), then starts a new one on the same port and data. */
  restartServer(options?: { whileDown?: () => Promise<void> }): Promise<void>;
  /** A page at `path`; `pinClock`: its clock stands with the platform's adjustable clock, from before the app loads. */
  newPage(
    path?: string,
    viewport?: { width: number; height: number },
    options?: { pinClock?: boolean },
  ): Promise<Page>;
  close(): Promise<void>;
}

/**
 * A server clock that stands still at the test's start until the test moves it forward, so
 * scheduled games change state only on demand. On a real clock the instance a test joins could
 * close halfway through it (Fast 5/35 opens every minute and closes 10 s before its draw; Bonus
 * Ball 5/35 and Mega 6/49 close 30 s before theirs), or draw before the test looks at it.
 */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
  /**
   * The page's clock stands still with the server's, moving only with advance(). A page's clock
   * otherwise runs on from the server time it was given at load (as a player's does beside a real
   * server clock), and on a loaded machine the tens of seconds a test takes to reach a draw put
   * the page ahead of the frozen server: its countdown read "Starting…" before the draw, and the
   * live show caught up on a draw it thought long under way.
   */
  pin(page: Page): Promise<void>;
}

export function adjustableClock(): AdjustableClock {
  const startedAt = Date.now();
  let offset = 0;
  const now = () => startedAt + offset;
  const pinned = new Set<Page>();
  const setPageTime = (page: Page) => page.clock.setFixedTime(now()).catch(() => pinned.delete(page)); // closed since
  return {
    now,
    advance(ms) {
      offset += ms;
      for (const page of pinned) void setPageTime(page);
    },
    async pin(page) {
      pinned.add(page);
      page.once('close', () => pinned.delete(page));
      await setPageTime(page);
    },
  };
}

/**
 * A real server (demo seed, built client from dist/) on a free port and a real chromium.
 * `npm run test:browser` builds the client first.
 */
export async function startPlatform(
  options: {
    clock?: Clock;
    dataDir?: string;
    embedded?: boolean;
    configPath?: string;
    /**
     * false: no call limits. The limits' token buckets refill on the server's clock: on a clock
     * that stands still a long file runs them dry (every call refused: 'Too many calls').
     */
    rateLimit?: false;
  } = {},
): Promise<Platform> {
  const { storage, drop } = testStorage({ ...options, prefix: 'browser' });
  const start = (port: number) =>
    startServer({
      port,
      host: '127.0.0.1',
      ...storage,
      seed: true,
      // The players' tests read confirmation and reset links from the development outbox.
      dev: true,
      // The demo config's sandbox card provider, as under `npm start`.
      allowSandboxPayments: true,
      clock: options.clock,
      // A variant of the demo configuration (a site flag a test needs); default config/demo.json.
      configPath: options.configPath,
      rateLimit: options.rateLimit,
    });
  let server = await start(0);
  const browser = await launchChromium();
  return {
    url: server.url,
    browser,
    get server() {
      return server;
    },
    async restartServer({ whileDown } = {}) {
      const port = server.port;
      await server.close();
      await whileDown?.();
      server = await start(port);
    },
    async newPage(path = '/', viewport = { width: 1280, height: 800 }, { pinClock = false } = {}) {
      const page = await browser.newPage({ viewport });
      if (pinClock) {
        const clock = options.clock as Partial<AdjustableClock> | undefined;
        if (!clock?.pin) throw new Error('pinClock needs the platform started with an adjustableClock()');
        // Before the app loads: it takes the server's offset from its own clock at start.
        await clock.pin(page);
      }
      // Short action timeouts: a missing element fails the poll that asked, instead of stalling it.
      page.setDefaultTimeout(10_000);
      page.setDefaultNavigationTimeout(30_000);
      await page.goto(server.url + path);
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
      await drop();
    },
  };
}
