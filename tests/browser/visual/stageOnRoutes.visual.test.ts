import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from '../../../protocol/constants';
import { compareWithBaseline } from '../../visual/support/compareBaseline';
import { startPlatform, type Platform } from '../support/platform';
import { steadyStageShot } from '../support/steadyStageShot';
import { ROUTE_VIEWPORTS } from '../support/routeViewports';

/**
 * Visual baselines of the stage where players meet it: the picking board on /pick and the draw
 * show waiting for its draw on /playout, in the built client against a real server. The pages
 * open with ?deterministic=1, so the stage's time moves only when the test steps it (the same
 * mode as the scene harness baselines); both clocks stand still, so the countdown is fixed too.
 */
const FIXED = Date.UTC(2030, 0, 1, 12, 0, 0);
const GAME = 'Bonus Ball 5/35';
const VIEWPORTS = ROUTE_VIEWPORTS;

describe('the stage on the real routes', () => {
  let platform: Platform;
  let instanceId: string;

  beforeAll(async () => {
    platform = await startPlatform({ clock: { now: () => FIXED } });
    const page = await platform.newPage('/lobby');
    const tile = page.getByTestId('lobby-tile').filter({ hasText: GAME });
    const href = await tile.getByTestId('tile-play').getAttribute('href', { timeout: 20_000 });
    instanceId = new URL(href!, platform.url).searchParams.get('id')!;
    await page.close();
  });
  afterAll(async () => {
    await platform?.close();
  });

  async function stageShot(
    path: string,
    scene: string,
    theme: string,
    viewport: (typeof VIEWPORTS)[number],
    prepare?: (page: Page) => Promise<void>,
  ) {
    const page: Page = await platform.browser.newPage({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
    });
    page.setDefaultTimeout(20_000);
    await page.clock.setFixedTime(FIXED);
    await page.goto(`${platform.url}${path}&theme=${theme}&deterministic=1`);
    await prepare?.(page);
    const stage = page.locator(`[data-testid="stage-view"][data-scene="${scene}"]`);
    await stage.waitFor();
    await page.evaluate(() => document.fonts.ready);
    // Every entrance and idle transition to its end, then frames until nothing changes.
    const shot = await steadyStageShot(page, stage);
    await page.close();
    return shot;
  }

  for (const theme of THEMES)
    for (const viewport of VIEWPORTS) {
      it(`picking board on /pick in ${theme} at ${viewport.name}`, async () => {
        // The board is the player's choice on /pick: the DOM picker is there first.
        const shot = await stageShot(`/pick?id=${instanceId}`, 'picking', theme, viewport, (page) =>
          page.getByTestId('picking-board-toggle').click(),
        );
        const result = compareWithBaseline(`route-pick-${theme}-${viewport.name}`, shot);
        expect(result.status, result.message).not.toMatch(/mismatch|missing/);
      });
      it(`draw show before its draw on /playout in ${theme} at ${viewport.name}`, async () => {
        const shot = await stageShot(`/playout?id=${instanceId}`, 'lottery', theme, viewport);
        const result = compareWithBaseline(`route-playout-waiting-${theme}-${viewport.name}`, shot);
        expect(result.status, result.message).not.toMatch(/mismatch|missing/);
      });
    }
});
