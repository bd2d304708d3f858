// Lobby rendering under live pushes: the built client in headless chromium shows 1,000 game
// instances while the server's push hub sends a lobby batch every 3 s (spec section 7). Needs the
// client built first (`npx vite build`). Alone: `npx tsx bench/lobbyRendering.ts`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { PushEvent, Topic } from '../protocol/events';
import type { GameInstance } from '../protocol/types';
import { startServer } from '../server/app';
import { launchChromium } from '../tests/browser/support/chromium';
import { game } from '../tests/src/fakes/fixtures';
import type { BenchSection } from './report';
import { percentile, round } from './stats';

export interface LobbyRenderingOptions {
  instances?: number;
  batches?: number;
  changedPerBatch?: number;
  batchGapMs?: number;
}

const FRAME_MS = 1000 / 60;
const FIRST_ID = 1_000_000;

/** In the page before the app loads: note push arrivals, React commits, frames and long tasks. */
function instrument() {
  interface Bench {
    pushes: { at: number; handled: number; bytes: number }[];
    commits: number[];
    frames: number[];
    longTasks: { start: number; duration: number }[];
    recording: boolean;
  }
  const m: Bench = { pushes: [], commits: [], frames: [], longTasks: [], recording: false };
  (window as unknown as { __bench: Bench }).__bench = m;
  // React calls the devtools hook on every commit, production builds included.
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: () => {
      if (m.recording) m.commits.push(performance.now());
    },
  };
  const handler = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage')!;
  Object.defineProperty(WebSocket.prototype, 'onmessage', {
    configurable: true,
    get: handler.get,
    set(fn: ((ev: MessageEvent) => void) | null) {
      handler.set!.call(
        this,
        fn &&
          function (this: WebSocket, ev: MessageEvent) {
            const at = performance.now();
            fn.call(this, ev);
            const data = ev.data as ArrayBuffer | string;
            const bytes = typeof data === 'string' ? data.length : data.byteLength;
            if (m.recording) m.pushes.push({ at, handled: performance.now(), bytes });
          },
      );
    },
  });
  const frame = (t: number) => {
    if (m.recording) m.frames.push(t);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  try {
    new PerformanceObserver((list) => {
      if (!m.recording) return;
      for (const e of list.getEntries()) m.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: false });
  } catch {
    // No long-task timing in this browser: the column stays 0.
  }
}

interface PageFigures {
  pushes: { at: number; handled: number; bytes: number }[];
  commits: number[];
  frames: number[];
  longTasks: { start: number; duration: number }[];
}

/** The fixture game the client tests use, as instance i of the bench's 1,000 (50 game ids). */
function syntheticGame(i: number, now: number): GameInstance {
  return game({
    gameInstanceId: FIRST_ID + i,
    gameId: FIRST_ID + (i % 50),
    gameTitle: `Bench Lotto ${i}`,
    gameTitleShort: `BL${i}`,
    registrationEndTime: now + 3_600_000 + i * 1000,
    gamePlayMax: 10_000,
    gamePlayCurrent: 0,
    gamePlayerCurrent: 0,
    playerPlayMax: 100,
    prizePool: 1000,
    sequenceNumber: i,
    timeStamp: now,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function tileCount(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('[data-testid="lobby-tile"]').length);
}

export async function benchLobbyRendering(options: LobbyRenderingOptions = {}): Promise<BenchSection> {
  const instances = options.instances ?? 1000;
  const batches = options.batches ?? 10;
  const changedPerBatch = options.changedPerBatch ?? 200;
  const gapMs = options.batchGapMs ?? 3000;
  const dist = fileURLToPath(new URL('../dist/index.html', import.meta.url));
  if (!existsSync(dist)) throw new Error('lobby rendering needs the built client: run `npx vite build`');

  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    seed: true,
    rateLimit: false,
    allowSandboxPayments: true,
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // tsx names nested functions through a `__name` helper that the page lacks: provide it.
    await page.addInitScript({ content: `var __name = (f) => f; (${instrument.toString()})();` });
    await page.goto(`${server.url}/lobby`);
    await page.getByTestId('lobby-tab-lottery').click({ timeout: 15_000 });
    const hub = server.services.push;
    const now = Date.now();
    const games = Array.from({ length: instances }, (_, i) => syntheticGame(i, now));
    hub.publish(Topic.lobbyOf(1), PushEvent.gamesBatch, { games, removed: [] });
    const deadline = Date.now() + 30_000;
    while ((await tileCount(page)) < instances && Date.now() < deadline) await sleep(200);
    const shown = await tileCount(page);
    if (shown < instances) throw new Error(`only ${shown} of ${instances} tiles rendered`);

    // Read from the middle of the list: live updates must not move what the reader looks at.
    await page.evaluate(() => {
      window.scrollTo({ top: document.body.scrollHeight / 2 });
    });
    await sleep(1500);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.evaluate(
      () => ((window as unknown as { __bench: { recording: boolean } }).__bench.recording = true),
    );

    let stamp = now;
    // The page's clock just before each publish: the batch is the first push to arrive after it.
    const publishedAt: number[] = [];
    for (let b = 0; b < batches; b++) {
      stamp += gapMs;
      const changed: GameInstance[] = [];
      for (let k = 0; k < changedPerBatch; k++) {
        const game = games[(b * changedPerBatch + k * 7) % instances];
        game.gamePlayCurrent += 1 + (k % 5);
        game.gamePlayerCurrent += 1;
        game.prizePool += 2;
        game.timeStamp = stamp;
        changed.push({ ...game });
      }
      publishedAt.push(await page.evaluate(() => performance.now()));
      hub.publish(Topic.lobbyOf(1), PushEvent.gamesBatch, { games: changed, removed: [] });
      await sleep(gapMs);
    }
    const figures = await page.evaluate(() => {
      const m = (window as unknown as { __bench: PageFigures & { recording: boolean } }).__bench;
      m.recording = false;
      return { pushes: m.pushes, commits: m.commits, frames: m.frames, longTasks: m.longTasks };
    });
    const scrollAfter = await page.evaluate(() => window.scrollY);
    const largest = (from: number) =>
      figures.pushes.filter((p) => p.at >= from && p.at <= from + 1000).sort((a, b) => b.bytes - a.bytes)[0];
    const batchPushes = publishedAt.map(largest).filter((p) => p !== undefined);
    // React flushes the updates a push causes in a microtask of the same task, so the first commit
    // after the handler is the batch's (later ones are countdown ticks).
    const toCommit = batchPushes.map((p) => {
      const commit = figures.commits.find((c) => c >= p.handled && c <= p.at + 1000);
      return (commit ?? p.handled) - p.at;
    });
    // The long task (over 50 ms) a batch ran in, if any: the main thread busy in one go.
    const batchTasks = batchPushes.map(
      (p) => figures.longTasks.find((t) => t.start <= p.at && p.at <= t.start + t.duration)?.duration ?? 0,
    );
    const handling = batchPushes.map((p) => p.handled - p.at);
    let dropped = 0;
    let droppedNearBatches = 0;
    for (let i = 1; i < figures.frames.length; i++) {
      const missed = Math.max(0, Math.round((figures.frames[i] - figures.frames[i - 1]) / FRAME_MS) - 1);
      dropped += missed;
      if (batchPushes.some((p) => figures.frames[i] >= p.at && figures.frames[i] <= p.at + 500))
        droppedNearBatches += missed;
    }
    const seconds = (figures.frames[figures.frames.length - 1] - figures.frames[0]) / 1000;
    return {
      title: 'Lobby rendering under live pushes',
      method: `The built client in headless chromium (software rendering, 1280×800) shows ${instances.toLocaleString('en')} open instances on one lobby tab, read from the middle of the list; the server's push hub sends a \`gamesBatch\` of ${changedPerBatch} changed games every ${gapMs / 1000} s, ${batches} times. Push to commit: from the frame's arrival to the React commit it caused (decode, store update, render, commit), taken by the devtools commit hook; long tasks are the browser's (over 50 ms). Frames: requestAnimationFrame gaps over ${FRAME_MS.toFixed(1)} ms, over the whole run (the countdowns re-render every second) and within 500 ms after a batch.`,
      columns: [
        'instances',
        'batches',
        'games/batch',
        'decode+store p50 ms',
        'push→commit p50 ms',
        'push→commit p95 ms',
        'push→commit max ms',
        'batches in a long task',
        'longest batch task ms',
        'long tasks (run)',
        'frames dropped (run)',
        'dropped after batches',
        'seconds',
        'scroll moved px',
      ],
      rows: [
        [
          instances,
          batchPushes.length,
          changedPerBatch,
          round(percentile(handling, 50), 1),
          round(percentile(toCommit, 50), 1),
          round(percentile(toCommit, 95), 1),
          round(Math.max(...toCommit), 1),
          batchTasks.filter((d) => d > 0).length,
          round(Math.max(...batchTasks), 0),
          figures.longTasks.length,
          dropped,
          droppedNearBatches,
          round(seconds, 1),
          Math.round(Math.abs(scrollAfter - scrollBefore)),
        ],
      ],
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchLobbyRendering({
    batches: Number(process.env.BENCH_LOBBY_BATCHES ?? 10),
    changedPerBatch: Number(process.env.BENCH_LOBBY_CHANGED ?? 200),
  })
    .then((section) => {
      console.log(section.title);
      console.log(section.columns.join(' | '));
      for (const row of section.rows) console.log(row.join(' | '));
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
