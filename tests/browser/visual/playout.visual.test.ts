import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { THEMES } from '../../../protocol/constants';
import { VISUAL_CASES, VISUAL_STATES } from '../../../dev/stage-harness/states';
import { launchChromium } from '../support/chromium';
import { compareWithBaseline, diffPngs } from '../../visual/support/compareBaseline';
import { startHarnessServer, type HarnessServer } from '../../visual/support/harnessServer';
import { cycleScenes, SCENE_CYCLE } from '../../visual/support/sceneCycle';

/**
 * Visual regression of the lottery playout: each key state in each theme at a desktop and a
 * phone viewport, rendered by the stage harness in deterministic mode and compared with the PNG
 * baselines in tests/visual/baselines (UPDATE_BASELINES=1 rewrites them).
 */
const VIEWPORTS = [
  { name: 'desktop', width: 960, height: 600 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let server: HarnessServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startHarnessServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The theme each page's harness was loaded with: other states of that theme switch in place. */
const loadedTheme = new WeakMap<Page, string>();

async function renderState(page: Page, state: string, theme: string, scene = 'lottery'): Promise<Buffer> {
  if (loadedTheme.get(page) === theme) {
    // The stage's theme is fixed when it is created; a scene and state change in the same page
    // skips loading PixiJS, fonts and textures again (a second each).
    await page.evaluate(([s, n]) => window.__drawhallHarness!.showState!(s, n as never), [state, scene]);
  } else {
    await page.goto(`${server.harnessUrl}?scene=${scene}&state=${state}&theme=${theme}&deterministic=1`);
    await page.waitForFunction(
      () => window.__drawhallHarness?.ready || window.__drawhallHarness?.error,
      null,
      {
        timeout: 30_000,
      },
    );
    const error = await page.evaluate(() => window.__drawhallHarness?.error);
    if (error) throw new Error(`harness failed: ${error}`);
    loadedTheme.set(page, theme);
  }
  return page.screenshot();
}

/** A page at the viewport for the enclosing describe block, with the page errors it reports. */
function viewportPage(viewport: (typeof VIEWPORTS)[number]): { page: Page; errors: string[] } {
  const opened = { page: undefined as unknown as Page, errors: [] as string[] };
  beforeAll(async () => {
    opened.page = await browser.newPage({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
    });
    opened.page.on('pageerror', (e) => opened.errors.push(e.message));
  });
  afterAll(async () => {
    await opened.page?.close();
  });
  return opened;
}

for (const viewport of VIEWPORTS) {
  describe(`lottery playout at ${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    const opened = viewportPage(viewport);

    for (const theme of THEMES) {
      for (const state of VISUAL_STATES) {
        it(`${state} in ${theme}`, async () => {
          const shot = await renderState(opened.page, state, theme);
          const result = compareWithBaseline(`lottery-${state}-${theme}-${viewport.name}`, shot);
          expect(opened.errors).toEqual([]);
          expect(result.status, result.message).not.toMatch(/mismatch|missing/);
        });
      }
    }
  });
}

// Picking board (two lines), raffle, and game over (win and no win) for lottery and raffle.
for (const viewport of VIEWPORTS) {
  describe(`other scenes at ${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    const opened = viewportPage(viewport);

    for (const theme of THEMES) {
      for (const { scene, state } of VISUAL_CASES) {
        it(`${scene} ${state} in ${theme}`, async () => {
          const shot = await renderState(opened.page, state, theme, scene);
          const result = compareWithBaseline(`${scene}-${state}-${theme}-${viewport.name}`, shot);
          expect(opened.errors).toEqual([]);
          expect(result.status, result.message).not.toMatch(/mismatch|missing/);
        });
      }
    }
  });
}

describe('deterministic mode', () => {
  it('renders the same state pixel-identically twice, even a mid-transition frame', async () => {
    const page = await browser.newPage({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 1 });
    try {
      const shots: PNG[] = [];
      for (let run = 0; run < 2; run++) {
        await renderState(page, 'win', 'cartoon-theme');
        // Back into the middle of a transition: rebuild the state and step only part of it.
        await page.goto(
          `${server.harnessUrl}?scene=lottery&state=carousel&theme=cartoon-theme&deterministic=1`,
        );
        await page.waitForFunction(() => window.__drawhallHarness?.ready);
        await page.evaluate(() => window.__drawhallStage!.step(100));
        shots.push(PNG.sync.read(await page.screenshot()));
      }
      expect(diffPngs(shots[0], shots[1])).toBe(0);
      expect(Buffer.compare(shots[0].data, shots[1].data)).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('keeps one ticker callback (the navigator) and a bounded display tree', async () => {
    const page = await browser.newPage({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 1 });
    try {
      await page.goto(`${server.harnessUrl}?scene=lottery&state=win&theme=blue-theme&deterministic=1`);
      await page.waitForFunction(() => window.__drawhallHarness?.ready);
      const stats = await page.evaluate(() => window.__drawhallStage!.stats());
      expect(stats.tickerCallbacks).toBe(1);
      expect(stats.displayObjects).toBeLessThan(300);
    } finally {
      await page.close();
    }
  });
});

describe('100 scene changes in a real browser', () => {
  it('leave no extra ticker callbacks, display objects, GPU textures or graphics contexts', async () => {
    const page = await browser.newPage({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 1 });
    try {
      await page.goto(`${server.harnessUrl}?scene=lottery&state=win&theme=blue-theme&deterministic=1`);
      await page.waitForFunction(() => window.__drawhallHarness?.ready);
      // Warm up once through every state so caches (glyphs, pooled text textures) are filled.
      const before = await cycleScenes(page, SCENE_CYCLE.length);
      // At least 100 changes, ending on the same scene as the warm-up so the counts compare alike.
      const after = await cycleScenes(page, Math.ceil(100 / SCENE_CYCLE.length) * SCENE_CYCLE.length);
      expect(after.tickerCallbacks).toBe(before.tickerCallbacks);
      expect(after.displayObjects).toBe(before.displayObjects);
      expect(after.gpuTextures).toBeLessThanOrEqual(before.gpuTextures);
      // Pixi keeps a destroyed Graphics' context (and its GPU data) unless it is destroyed too.
      expect(before.graphicsContexts).toBeGreaterThan(0);
      expect(after.graphicsContexts).toBeLessThanOrEqual(before.graphicsContexts);
    } finally {
      await page.close();
    }
  });
});
