// The PixiJS stage in headless chromium: frame time of the draw playout and the picking board
// against an empty stage (the floor) in the same run, bytes loaded before the first draw frame,
// and memory after 100 scene changes. Needs `npx vite build` (the bytes are the production app's).
// Alone: `npx tsx bench/stage.ts`; BENCH_STAGE_ONLY=machine (a part of the scenes' names, or
// several, comma-separated) times only those scenes, on both profiles, and skips the rest.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { GameInstance } from '../protocol/types';
import { startServer } from '../server/app';
import { launchChromium } from '../tests/browser/support/chromium';
import { submitLogin } from '../tests/browser/support/session';
import { adjustableClock } from '../tests/browser/support/platform';
import { httpCall } from '../tests/server/support/wire';
import { startHarnessServer, type HarnessServer } from '../tests/visual/support/harnessServer';
import { cycleScenes, SCENE_CYCLE } from '../tests/visual/support/sceneCycle';
import type { BenchSection } from './report';
import { percentile, round } from './stats';
import { scriptsByEncoding } from './firstLoadEncodings';
import { measureStackFloor } from './stackFloor';

const FRAME_MS = 1000 / 60;
/** What changes between frames: nothing, a ball toggled on the board, or a bingo number called. */
type Poke = 'none' | 'picking' | 'bingo';
const FRAMES = Number(process.env.BENCH_STAGE_FRAMES ?? 60);
const VIEWPORT = { width: 960, height: 600 };

async function openHarness(
  browser: Browser,
  harness: HarnessServer,
  query: string,
  viewport: { width: number; height: number } = VIEWPORT,
): Promise<Page> {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  await page.goto(`${harness.harnessUrl}?${query}&theme=blue-theme&deterministic=1`);
  await page.waitForFunction(() => window.__drawhallHarness?.ready || window.__drawhallHarness?.error, null, {
    timeout: 60_000,
  });
  const error = await page.evaluate(() => window.__drawhallHarness?.error);
  if (error) throw new Error(`harness: ${error}`);
  return page;
}

/**
 * Steps the stage frame by frame (GSAP, the ticker's update and the WebGL render) and times each
 * step in the page; `poke` runs between frames (the picking board gets a ball toggled now and then).
 */
async function frameTimes(page: Page, frames: number, poke: Poke): Promise<number[]> {
  return page.evaluate(
    async ({ frames, frameMs, poke }) => {
      const hook = window.__drawhallStage!;
      const props = window.__drawhallHarness!.props as {
        picking?: { toggle(n: number): void };
        feed?: { call(n: number): void; view: { calls: number[] } };
      } | null;
      const picking = props?.picking;
      const feed = props?.feed;
      const times: number[] = [];
      for (let i = 0; i < frames; i++) {
        if (poke === 'picking' && picking && i % 20 === 0) picking.toggle(1 + ((i / 20) % 49));
        // A call every 20 frames (the room calls every 3 s; this is 9 times as busy).
        if (poke === 'bingo' && feed && i % 20 === 0) {
          const next = [...Array(75).keys()].map((n) => n + 1).find((n) => !feed.view.calls.includes(n));
          if (next) feed.call(next);
        }
        const start = performance.now();
        hook.step(frameMs);
        // Wait for the GPU to finish the frame, as a display would before the next one.
        const gl = (document.querySelector('canvas') as HTMLCanvasElement).getContext('webgl2');
        gl?.finish();
        times.push(performance.now() - start);
        // Yield to the page's own tasks now and then, through a message: a timer can wait much
        // longer than asked (a run's rich scenes hung here with setTimeout).
        if (i % 60 === 59)
          await new Promise<void>((r) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => r();
            channel.port2.postMessage(0);
          });
      }
      return times;
    },
    { frames, frameMs: FRAME_MS, poke },
  );
}

/** The scenes timed, each at a state where it moves. */
const FRAME_CASES: readonly { name: string; query: string; poke: Poke }[] = [
  { name: 'empty stage (floor)', query: 'scene=empty', poke: 'none' },
  {
    name: 'draw machine, rich (drawing: drum tumbling, ball flying)',
    query: 'scene=lottery&state=drawing',
    poke: 'none',
  },
  {
    name: 'draw machine, rich (countdown: drum tumbling)',
    query: 'scene=lottery&state=countdown',
    poke: 'none',
  },
  { name: 'draw playout, lite (drawing)', query: 'scene=lottery&state=drawing&lite=1', poke: 'none' },
  {
    name: 'picking board (ball toggled every 20 frames)',
    query: 'scene=picking&state=two-lines',
    poke: 'picking',
  },
  { name: 'raffle playout (mid-draw)', query: 'scene=raffle&state=mid-draw', poke: 'none' },
  { name: 'game over (win, confetti)', query: 'scene=gameover&state=lottery-win', poke: 'none' },
  { name: 'scratchcard (won, cells revealing)', query: 'scene=scratchcard&state=won', poke: 'none' },
  { name: 'spinner (spinning to its segment)', query: 'scene=spinner&state=won', poke: 'none' },
  { name: 'crossword (letters being called)', query: 'scene=crossword&state=won', poke: 'none' },
  {
    name: 'bingo hall, 24 cards (a call every 20 frames)',
    query: 'scene=bingo&state=many-cards',
    poke: 'bingo',
  },
];

/** The phone's scenes in a quick run (parts of their names). */
const QUICK_PHONE_CASES = ['draw machine, rich', 'bingo hall'];

/** A desktop, and a mid phone: its viewport with chromium's CPU slowed 4x (as DevTools' profile). */
const PROFILES = {
  desktop: { viewport: VIEWPORT, cpuSlowdown: 1, frames: FRAMES },
  'mid phone': { viewport: { width: 390, height: 760 }, cpuSlowdown: 4, frames: Math.ceil(FRAMES / 2) },
} as const;
type Profile = keyof typeof PROFILES;

/** Seconds one scene's frames may take on one profile, warm-up and page included. */
const CASE_LIMIT_S = 75;

/** `work`'s value, or 'out of time' when it has not settled within `ms` (it is left to run out). */
async function withinLimit<T>(ms: number, work: () => Promise<T>): Promise<T | 'out of time'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<'out of time'>(
    (resolve) => (timer = setTimeout(() => resolve('out of time'), ms)),
  );
  try {
    return await Promise.race([work(), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** One scene's frame times on one profile, in its own page. */
async function caseTimes(
  browser: Browser,
  harness: HarnessServer,
  c: (typeof FRAME_CASES)[number],
  profile: Profile,
): Promise<number[]> {
  const { viewport, cpuSlowdown, frames } = PROFILES[profile];
  const t0 = Date.now();
  const page = await openHarness(browser, harness, c.query, viewport);
  const t1 = Date.now();
  await frameTimes(page, 20, c.poke); // warm-up: shaders, glyphs, textures
  console.log(`    (open ${t1 - t0} ms, warm-up ${Date.now() - t1} ms)`);
  if (cpuSlowdown > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const times = await frameTimes(page, frames, c.poke);
  await page.close();
  return times;
}

async function frameRows(harness: HarnessServer, profile: Profile): Promise<(string | number)[][]> {
  const rows: (string | number)[][] = [];
  // The empty stage comes first: every scene's p95 is also shown above this floor.
  let floorP95: number | undefined;
  // A quick run times the phone only where its figure decides something: the rich draw machine
  // (SlowFrames' switch to lite) and the bingo hall; each scene costs about 5 s, browser included.
  const quickPhone = process.env.BENCH_QUICK === '1' && profile === 'mid phone' ? QUICK_PHONE_CASES : null;
  const only = process.env.BENCH_STAGE_ONLY?.split(',').filter(Boolean) ?? quickPhone;
  const cases = only
    ? FRAME_CASES.filter((c, i) => i === 0 || only.some((o) => c.name.includes(o)))
    : FRAME_CASES;
  for (const c of cases) {
    console.log(`  frames (${profile}): ${c.name}...`);
    // Each scene in a browser of its own, within CASE_LIMIT_S: a full run once hung on one scene
    // after several (never alone) until the whole section's budget ran out and nothing was written.
    const browser = await launchChromium();
    const timed = await withinLimit(CASE_LIMIT_S * 1000, () => caseTimes(browser, harness, c, profile));
    await withinLimit(10_000, () => browser.close());
    if (timed === 'out of time') {
      console.log(`    ${c.name}: out of time after ${CASE_LIMIT_S} s`);
      rows.push([c.name, `out of time (${CASE_LIMIT_S} s)`, '-', '-', '-', '-', '-']);
      continue;
    }
    const times = timed;
    const p95 = percentile(times, 95);
    floorP95 ??= p95;
    rows.push([
      c.name,
      times.length,
      round(percentile(times, 50)),
      round(p95),
      round(Math.max(...times)),
      round(p95 - floorP95),
      `${round((p95 / FRAME_MS) * 100, 1)}%`,
    ]);
    console.log(`    ${rows.at(-1)!.join(' | ')}`);
  }
  return rows;
}

/** Scene changes the memory row makes: 100, or 20 in a quick run (each is about a quarter second). */
const SCENE_CHANGES = process.env.BENCH_QUICK === '1' ? 20 : 100;

/** JS heap (after a forced GC) and stage counts after the first scene and after SCENE_CHANGES changes. */
async function memoryRow(browser: Browser, harness: HarnessServer): Promise<(string | number)[]> {
  const page = await openHarness(browser, harness, 'scene=lottery&state=win');
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usedSize;
  };
  const first = await cycleScenes(page, SCENE_CYCLE.length);
  const before = await heap();
  const afterChanges = await cycleScenes(page, SCENE_CHANGES);
  const afterHeap = await heap();
  await page.close();
  const mb = (bytes: number) => round(bytes / 2 ** 20);
  return [
    mb(before),
    mb(afterHeap),
    `${first.displayObjects} -> ${afterChanges.displayObjects}`,
    `${first.gpuTextures} -> ${afterChanges.gpuTextures}`,
    `${first.graphicsContexts} -> ${afterChanges.graphicsContexts}`,
    `${first.tickerCallbacks} -> ${afterChanges.tickerCallbacks}`,
  ];
}

/**
 * The production app: every response until the lobby is usable, until /playout of a game the
 * server has just drawn shows its first frame, and until a scratchcard bought after logging in
 * shows its first frame; bytes as received on the wire (the server sends precompressed files).
 */
/** `lobbyOnly` (a quick run): the lobby's row alone. */
async function bytesRows(browser: Browser, lobbyOnly: boolean): Promise<(string | number)[][]> {
  const dist = fileURLToPath(new URL('../dist/index.html', import.meta.url));
  if (!existsSync(dist)) throw new Error('bench/stage.ts needs the built client: run `npx vite build` first');
  const clock = adjustableClock();
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    seed: true,
    allowSandboxPayments: true,
    clock,
  });
  try {
    const call = async <T>(name: string, params: unknown) => {
      const reply = await httpCall(server.url, name, params, { endpoint: 'anon' });
      if (!reply.body.ok) throw new Error(`${name} failed`);
      return reply.body.result as T;
    };
    const { games } = await call<{ games: GameInstance[] }>('getFilteredGames', { filter: { memberId: 1 } });
    const game = games.find((g) => g.gameRule === 'regularGame' && g.gameStatus === 'OPEN')!;
    clock.advance(game.tournamentStartTime - clock.now() + 1000);
    for (let i = 0; i < 100; i++) {
      const r = await call<{ results: { draws: number[] } }>('getGameResults', {
        gameInstanceId: game.gameInstanceId,
      });
      if (r.results.draws.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    /** The scripts of the last page measured. */
    let scripts: string[] = [];
    const measure = async (path: string, until: (page: Page) => Promise<void>) => {
      const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
      const loaded: Promise<{ kind: string; wire: number; raw: number } | null>[] = [];
      let counting = true;
      scripts = [];
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (
          !counting ||
          !['script', 'stylesheet', 'image', 'fetch', 'media', 'document', 'font'].includes(type)
        )
          return;
        if (new URL(request.url()).pathname.startsWith('/rpc')) return;
        if (type === 'script') scripts.push(new URL(request.url()).pathname);
        loaded.push(
          (async () => {
            try {
              // As the browser received it (brotli or gzip where the server precompressed it).
              const { responseBodySize } = await request.sizes();
              const body = await (await request.response())!.body();
              const kind =
                type === 'script'
                  ? 'js'
                  : type === 'document' || type === 'stylesheet'
                    ? 'html/css'
                    : 'assets';
              return { kind, wire: responseBodySize, raw: body.length };
            } catch {
              return null; // redirects and aborted requests carry no body
            }
          })(),
        );
      });
      await page.goto(server.url + path);
      await until(page);
      await page.waitForTimeout(300);
      counting = false;
      const files = (await Promise.all(loaded)).filter((f) => f !== null);
      await page.close();
      const sum = (kind: string | null, key: 'wire' | 'raw') =>
        round(
          files.filter((l) => kind === null || l.kind === kind).reduce((s, l) => s + l[key], 0) / 1024,
          1,
        );
      return [
        sum('js', 'wire'),
        sum('html/css', 'wire'),
        sum('assets', 'wire'),
        sum(null, 'wire'),
        sum(null, 'raw'),
      ];
    };
    const firstFrame = async (page: Page) => {
      await page.waitForSelector('[data-testid="stage-view"] canvas', { timeout: 30_000 });
      // The first frame: two animation frames after the canvas exists, the stage has rendered.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    };
    const lobby = await measure('/', (page) =>
      page.waitForSelector('[data-testid="lobby-tile"]', { timeout: 30_000 }).then(() => undefined),
    );
    const encoded = await scriptsByEncoding(server.url, scripts);
    const byEncoding = (e: 'gzip' | 'br') =>
      `${encoded[e].kib} (${encoded[e].encoded} of ${encoded[e].files} files encoded)`;
    const lobbyRow = ['lobby (first load, no stage)', ...lobby, byEncoding('gzip'), byEncoding('br')];
    const floor = await measureStackFloor();
    const floorRow = [
      "the stack's floor: the client's libraries alone, nothing of ours (bench/stackFloor)",
      '-',
      '-',
      '-',
      '-',
      floor.rawKib,
      floor.gzipKib,
      floor.brotliKib,
    ];
    if (lobbyOnly) return [lobbyRow, floorRow];
    return [
      lobbyRow,
      floorRow,
      [
        '/playout, first draw frame',
        ...(await measure(`/playout?id=${game.gameInstanceId}`, firstFrame)),
        '-',
        '-',
      ],
      [
        'lobby, log in, Instaplay, buy a scratchcard: first ticket frame',
        ...(await measure('/?login=true', async (page) => {
          await submitLogin(page, 'demo', 'demo1234');
          await page.waitForSelector('[data-testid="header-balance"]', { timeout: 30_000 });
          // As a player gets there: the Instaplay tab, the scratchcard's tile.
          await page.getByTestId('lobby-tab-instaplay').click({ timeout: 30_000 });
          await page
            .locator('[data-testid="instant-tile"][data-game-id="601"]')
            .getByTestId('instant-tile-play')
            .click({ timeout: 30_000 });
          await page.getByTestId('instant-buy-one').click({ timeout: 30_000 });
          await page.getByTestId('instant-buy-confirm').click({ timeout: 30_000 });
          await firstFrame(page);
        })),
        '-',
        '-',
      ],
    ];
  } finally {
    await server.close();
  }
}

/** The frame-time tables: a desktop, and a mid phone. */
function frameSections(frames: (string | number)[][], phoneFrames: (string | number)[][]): BenchSection[] {
  return [
    {
      title: 'Stage frame time',
      method: `Headless chromium (WebGL), ${VIEWPORT.width}x${VIEWPORT.height}, deterministic mode: each of ${FRAMES} frames is stepped by hand (GSAP, scene update, WebGL render, gl.finish) and timed in the page; an empty stage in the same run is the floor.`,
      columns: [
        'scene',
        'frames',
        'p50 ms',
        'p95 ms',
        'max ms',
        'p95 over floor ms',
        'p95 of a 60 fps frame',
      ],
      rows: frames,
    },
    {
      title: 'Stage frame time, mid phone (4x CPU slowdown)',
      method: `As above at a phone's ${PROFILES['mid phone'].viewport.width}x${PROFILES['mid phone'].viewport.height}, with chromium's CPU throttled 4x (CDP Emulation.setCPUThrottlingRate, DevTools' mid-tier mobile) after the warm-up, ${PROFILES['mid phone'].frames} frames each. The rich draw machine must hold 16.7 ms here, or a real device at this speed gets the lite show (SlowFrames: median over 25 ms).`,
      columns: [
        'scene',
        'frames',
        'p50 ms',
        'p95 ms',
        'max ms',
        'p95 over floor ms',
        'p95 of a 60 fps frame',
      ],
      rows: phoneFrames,
    },
  ];
}

export async function benchStage(): Promise<BenchSection[]> {
  const [harness, browser] = await Promise.all([startHarnessServer(), launchChromium()]);
  try {
    const frames = await frameRows(harness, 'desktop');
    const phoneFrames = await frameRows(harness, 'mid phone');
    if (process.env.BENCH_STAGE_ONLY) return frameSections(frames, phoneFrames);
    console.log(`  memory after ${SCENE_CHANGES} scene changes...`);
    const memory = await memoryRow(browser, harness);
    return [
      ...frameSections(frames, phoneFrames),
      {
        title: `Stage memory after ${SCENE_CHANGES} scene changes`,
        method: `The harness cycles lottery, picking, raffle and game-over scenes ${SCENE_CHANGES} times after a warm-up of 5; JS heap after a forced GC, display objects, GPU textures, graphics contexts and ticker callbacks before -> after.`,
        columns: [
          'heap before MiB',
          'heap after MiB',
          'display objects',
          'GPU textures',
          'graphics contexts',
          'ticker callbacks',
        ],
        rows: [memory],
      },
    ];
  } finally {
    await browser.close();
    await harness.close();
  }
}

/** Bytes before the first frame, its own bench section: the stage's frames must not starve it. */
export async function benchFirstLoadBytes(lobbyOnly = false): Promise<BenchSection> {
  const browser = await launchChromium();
  try {
    const bytes = await bytesRows(browser, lobbyOnly);
    return {
      title: 'Bytes before the first frame',
      method:
        "The built client against a real server: every response (RPC excluded) until the lobby is usable, until the stage has drawn its first frame on /playout of a just-drawn game, and from the lobby's first load through logging in and buying a scratchcard to the ticket's first frame; KiB as received on the wire (chromium asks for brotli even over plain http), and decoded; for the lobby, its scripts asked for again by a client that accepts only gzip and by one that accepts brotli (the server's precompressed .gz and .br files). The lobby's target is 130 KiB of JS both ways. The floor row is bench/stackFloor built and compressed as the client is: React 19, react-dom, react-router, MobX, mobx-react-lite, i18next and react-i18next, each used as the client uses it, with nothing of ours; the lobby's bytes above it are our code.",
      columns: [
        'page',
        'JS on the wire',
        'HTML+CSS on the wire',
        'assets on the wire',
        'total on the wire',
        'total decoded',
        'JS with gzip',
        'JS with brotli',
      ],
      rows: bytes,
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const sections = [...(await benchStage()), await benchFirstLoadBytes()];
  for (const s of sections) {
    console.log(`\n## ${s.title}\n${s.method}\n| ${s.columns.join(' | ')} |`);
    for (const row of s.rows) console.log(`| ${row.join(' | ')} |`);
  }
}
