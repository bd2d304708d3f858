import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from '../support/platform';

// Issue 32: the "check your clock" notice sat fixed in the bottom-right corner, over the pick
// page's ticket Confirm button on desktop and phone. It now sits in the page flow and covers nothing.

/** Whether the element's centre and inner corners (clear of its rounded edge), scrolled to the given edge, hit it. */
async function uncovered(page: Page, testId: string, block: 'start' | 'end') {
  return page.evaluate(
    ({ testId, block }) => {
      const target = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;
      target.scrollIntoView({ block });
      const box = target.getBoundingClientRect();
      const points = [0.5, 0.2, 0.8].flatMap((fx) =>
        [0.5, 0.2, 0.8].map((fy) => [box.left + box.width * fx, box.top + box.height * fy] as const),
      );
      const misses = points.filter(([x, y]) => !target.contains(document.elementFromPoint(x, y)));
      return misses.map(
        ([x, y]) => `${document.elementFromPoint(x, y)?.outerHTML.slice(0, 80)} at ${x},${y}`,
      );
    },
    { testId, block },
  );
}

describe('the clock-off notice covers no control', () => {
  let platform: Platform;

  beforeAll(async () => {
    // A server clock a minute behind the browser's, standing still so the joined game stays open.
    const startedAt = Date.now() - 60_000;
    platform = await startPlatform({ clock: { now: () => startedAt } });
  });
  afterAll(async () => {
    await platform?.close();
  });

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`leaves the pick page's Confirm button free at ${viewport.width}x${viewport.height}`, async () => {
      const page = await platform.newPage('/lobby', viewport);
      await page.getByTestId('lobby-tab-lottery').click();
      const tile = page.locator('[data-testid="lobby-tile"][data-status="open"]', { hasText: 'Fast 5/35' });
      await expect.poll(() => tile.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await tile.first().getByTestId('tile-play').click();
      await expect.poll(() => page.getByTestId('pick-page').count(), { timeout: 15_000 }).toBe(1);
      await page.getByTestId('clock-warning').waitFor({ timeout: 15_000 });
      await page.getByTestId('pick-lucky-dip').click();
      await expect.poll(() => page.getByTestId('pick-line').count()).toBe(1);

      expect(await uncovered(page, 'pick-confirm', 'end')).toEqual([]);
      expect(await uncovered(page, 'pick-confirm', 'start')).toEqual([]);
      // In the flow under the header, not floating over the page.
      const position = await page
        .getByTestId('clock-warning')
        .evaluate((notice) => getComputedStyle(notice).position);
      expect(position).toBe('static');
      // The page works with the notice still shown; OK dismisses it.
      await page.getByTestId('pick-confirm').click();
      await page.getByTestId('pick-join').waitFor({ timeout: 10_000 });
      await page.getByTestId('clock-ok').click();
      expect(await page.getByTestId('clock-warning').count()).toBe(0);
      await page.close();
    });
  }
});
