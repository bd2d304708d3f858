import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { THEMES } from '../../../protocol/constants';
import { VISUAL_CASES, VISUAL_STATES } from '../../../dev/stage-harness/states';
import { launchChromium } from '../../browser/support/chromium';
import { compareWithBaseline } from './compareBaseline';
import { startHarnessServer, type HarnessServer } from './harnessServer';

/**
 * The scene baselines of the stage harness (tests/browser/visual/playout*.visual.test.ts): each key
 * state of each scene in each theme at one viewport, rendered in deterministic mode and compared
 * with the PNG baselines in tests/visual/baselines (UPDATE_BASELINES=1 rewrites them). One file per
 * viewport, so the two run side by side.
 */
export const VIEWPORTS = {
  desktop: { name: 'desktop', width: 960, height: 600 },
  phone: { name: 'phone', width: 390, height: 844 },
} as const;
type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];

export interface Harness {
  readonly server: HarnessServer;
  readonly browser: Browser;
}

/** The harness server and a chromium for the file, started before its tests and closed after. */
export function useHarness(): Harness {
  const harness = {} as { server: HarnessServer; browser: Browser };
  beforeAll(async () => {
    [harness.server, harness.browser] = await Promise.all([startHarnessServer(), launchChromium()]);
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.close();
  });
  return harness;
}

/** The theme each page's harness was loaded with: other states of that theme switch in place. */
const loadedTheme = new WeakMap<Page, string>();

export async function renderState(
  harness: Harness,
  page: Page,
  state: string,
  theme: string,
  scene = 'lottery',
): Promise<Buffer> {
  if (loadedTheme.get(page) === theme) {
    // The stage's theme is fixed when it is created; a scene and state change in the same page
    // skips loading PixiJS, fonts and textures again (a second each).
    await page.evaluate(([s, n]) => window.__drawhallHarness!.showState!(s, n as never), [state, scene]);
  } else {
    await page.goto(
      `${harness.server.harnessUrl}?scene=${scene}&state=${state}&theme=${theme}&deterministic=1`,
    );
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
function viewportPage(harness: Harness, viewport: Viewport): { page: Page; errors: string[] } {
  const opened = { page: undefined as unknown as Page, errors: [] as string[] };
  beforeAll(async () => {
    opened.page = await harness.browser.newPage({
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

/**
 * The lottery playout's key states, then the picking board (two lines), raffle, and game over (win
 * and no win) for lottery and raffle, in every theme at `viewport`.
 */
export function describeSceneBaselines(harness: Harness, viewport: Viewport): void {
  describe(`lottery playout at ${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    const opened = viewportPage(harness, viewport);

    for (const theme of THEMES) {
      for (const state of VISUAL_STATES) {
        it(`${state} in ${theme}`, async () => {
          const shot = await renderState(harness, opened.page, state, theme);
          const result = compareWithBaseline(`lottery-${state}-${theme}-${viewport.name}`, shot);
          expect(opened.errors).toEqual([]);
          expect(result.status, result.message).not.toMatch(/mismatch|missing/);
        });
      }
    }
  });

  describe(`other scenes at ${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    const opened = viewportPage(harness, viewport);

    for (const theme of THEMES) {
      for (const { scene, state } of VISUAL_CASES) {
        it(`${scene} ${state} in ${theme}`, async () => {
          const shot = await renderState(harness, opened.page, state, theme, scene);
          const result = compareWithBaseline(`${scene}-${state}-${theme}-${viewport.name}`, shot);
          expect(opened.errors).toEqual([]);
          expect(result.status, result.message).not.toMatch(/mismatch|missing/);
        });
      }
    }
  });
}
