import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRAW_SITES,
  expectBaseline,
  describeEachSite,
  sceneOf,
  siteWire,
  steadyShotFromTop,
  startDrawPlatform,
  openInstanceOf,
} from '../support/drawRoutes';
import type { Platform } from '../support/platform';
import { ROUTE_VIEWPORTS } from '../support/routeViewports';

/**
 * Visual baselines of a lottery before its draw where players meet it, in the built client against
 * a real server, for each demo site (its theme, language and player) at phone and desktop width:
 * the picking board on /pick, and the show on /playout counting down to the draw with the
 * player's line in it; and the Weekend Raffle's /pick, whose tickets are taken on the page (a
 * raffle has no picking scene). lotteryReplayOnRoutes has the draw itself, its end and the game over.
 *
 * The game is Fast 5/35, the lottery every demo site sells; each site's player has bought a line
 * of it. The server's clock and the pages' clocks stand still, so the countdown reads the same on
 * every run, and the stage moves only as the test steps it (?deterministic=1).
 */
const FIXED = Date.UTC(2030, 0, 1, 12, 0, 0);
const FAST_5_35 = 102;
const WEEKEND_RAFFLE = 201;
const LINES: Record<number, string> = { 1: '3,9,17,24,31', 2: '5,11,18,27,33', 3: '1,8,15,22,29' };

describe('a lottery before its draw on the real routes', () => {
  let platform: Platform;
  let gameInstanceId = 0;
  let raffleInstanceId = 0;

  beforeAll(async () => {
    platform = await startDrawPlatform(() => FIXED);
    for (const site of DRAW_SITES) {
      const call = await siteWire(platform.url, site);
      if (!gameInstanceId) {
        gameInstanceId = (await openInstanceOf(call, site.site, FAST_5_35)).gameInstanceId;
        raffleInstanceId = (await openInstanceOf(call, site.site, WEEKEND_RAFFLE)).gameInstanceId;
      }
      await call('joinGame', {
        gameId: FAST_5_35,
        gameInstanceId,
        userPlays: [LINES[site.site]],
        userPlaysCount: 1,
        currencyId: 'USD',
      });
    }
  });
  afterAll(async () => {
    await platform?.close();
  });

  describeEachSite(
    () => platform,
    () => FIXED,
    (site, tab) => {
      for (const viewport of ROUTE_VIEWPORTS)
        it(`at ${viewport.name}: picking board and countdown`, async () => {
          const page = tab();
          const name = (state: string) => `route-lottery-${state}-${site.theme}-${viewport.name}`;
          await page.setViewportSize({ width: viewport.width, height: viewport.height });

          // The picking board: the player's choice on /pick (the DOM picker is there first).
          await page.goto(`${platform.url}/pick?id=${gameInstanceId}&site=${site.site}&deterministic=1`);
          await page.getByTestId('picking-board-toggle').click();
          await sceneOf(page, 'picking').waitFor();
          await page.evaluate(() => document.fonts.ready);
          expectBaseline(name('pick'), await steadyShotFromTop(page, sceneOf(page, 'picking')));

          // The show counting down to its draw, with the player's line (which comes with the session).
          await page.goto(`${platform.url}/playout?id=${gameInstanceId}&site=${site.site}&deterministic=1`);
          await page.getByTestId('draw-text-plays').locator('li').first().waitFor();
          await sceneOf(page, 'lottery').waitFor();
          await page.evaluate(() => document.fonts.ready);
          expect(await page.getByTestId('playout-page').getAttribute('data-mode')).toBe('live');
          expectBaseline(name('countdown'), await steadyShotFromTop(page, sceneOf(page, 'lottery')));

          // A raffle has no picking scene: its tickets are taken on /pick's own page, shot as it is.
          await page.goto(`${platform.url}/pick?id=${raffleInstanceId}&site=${site.site}`);
          await page.getByTestId('pick-raffle-manual').waitFor();
          await page.evaluate(() => document.fonts.ready);
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => window.scrollTo(0, 0));
          const pickPage = page.getByTestId('pick-page');
          expectBaseline(
            `route-raffle-pick-${site.theme}-${viewport.name}`,
            await pickPage.screenshot({ animations: 'disabled', caret: 'hide' }),
          );
        });
    },
  );
});
