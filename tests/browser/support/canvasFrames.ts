import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

export interface Frame {
  hash: string;
  /** Distinct colours among a grid of sampled pixels: a flat box has one or two. */
  colours: number;
}

/** What the stage's canvas shows now, as the player sees it (a screenshot, not a GL read-back). */
export async function stageFrame(page: Page): Promise<Frame> {
  // A page screenshot clipped to the canvas: an element screenshot first waits for the element to
  // be stable over animation frames, which on software GL under a running show takes seconds.
  const box = await page.locator('[data-testid="stage-view"] canvas').boundingBox();
  if (!box) throw new Error('the stage canvas is not on the page');
  const png = PNG.sync.read(await page.screenshot({ clip: box }));
  const colours = new Set<number>();
  const step = Math.max(1, Math.floor(Math.min(png.width, png.height) / 40));
  for (let y = 0; y < png.height; y += step)
    for (let x = 0; x < png.width; x += step) {
      const i = (y * png.width + x) * 4;
      colours.add((png.data[i] << 16) | (png.data[i + 1] << 8) | png.data[i + 2]);
    }
  return { hash: createHash('sha1').update(png.data).digest('hex'), colours: colours.size };
}

/** Frames taken every `everyMs` while `until` is false, up to `max` of them. */
export async function framesWhile(
  page: Page,
  until: () => Promise<boolean>,
  { everyMs = 400, max = 60 } = {},
): Promise<Frame[]> {
  const frames: Frame[] = [];
  while (frames.length < max && !(await until())) {
    frames.push(await stageFrame(page));
    await page.waitForTimeout(everyMs);
  }
  return frames;
}
