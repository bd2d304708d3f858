import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { diffPngs } from '../../visual/support/compareBaseline';
import {
  describeSceneBaselines,
  renderState,
  useHarness,
  VIEWPORTS,
} from '../../visual/support/sceneBaselines';
import { cycleScenes, SCENE_CYCLE } from '../../visual/support/sceneCycle';

/**
 * Visual regression of the scenes at a desktop viewport (the phone's: playoutPhone.visual.test.ts),
 * and what deterministic mode and a hundred scene changes must keep true.
 */
const harness = useHarness();

describeSceneBaselines(harness, VIEWPORTS.desktop);

describe('deterministic mode', () => {
  it('renders the same state pixel-identically twice, even a mid-transition frame', async () => {
    const page = await harness.browser.newPage({
      viewport: { width: 640, height: 400 },
      deviceScaleFactor: 1,
    });
    try {
      const shots: PNG[] = [];
      for (let run = 0; run < 2; run++) {
        await renderState(harness, page, 'win', 'cartoon-theme');
        // Back into the middle of a transition: rebuild the state and step only part of it.
        await page.goto(
          `${harness.server.harnessUrl}?scene=lottery&state=carousel&theme=cartoon-theme&deterministic=1`,
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
    const page = await harness.browser.newPage({
      viewport: { width: 640, height: 400 },
      deviceScaleFactor: 1,
    });
    try {
      await page.goto(
        `${harness.server.harnessUrl}?scene=lottery&state=win&theme=blue-theme&deterministic=1`,
      );
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
    const page = await harness.browser.newPage({
      viewport: { width: 640, height: 400 },
      deviceScaleFactor: 1,
    });
    try {
      await page.goto(
        `${harness.server.harnessUrl}?scene=lottery&state=win&theme=blue-theme&deterministic=1`,
      );
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
