import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from '../../../protocol/constants';
import { compareWithBaseline } from '../../visual/support/compareBaseline';
import { startPlatform, type Platform } from '../support/platform';
import { logIn } from '../support/session';
import { ROUTE_VIEWPORTS } from '../support/routeViewports';

/**
 * Visual baselines of the chrome as players meet it: the built client on its real routes against
 * a real server, in each theme at a phone and a desktop width (UPDATE_BASELINES=1 rewrites them).
 * Both clocks stand still (the server's, and Date in the page), so countdowns and dates render the
 * same on every run; motion is reduced, and the PixiJS stage is masked (its scenes have their own
 * baselines in deterministic mode, playout.visual.test.ts).
 */
const FIXED = Date.UTC(2030, 0, 1, 12, 0, 0);
const VIEWPORTS = ROUTE_VIEWPORTS;

/** The screens: a route, and whether the demo player is logged in to see it. */
const SCREENS = [
  { name: 'lobby', path: '/lobby', ready: 'lobby-tile', player: false },
  { name: 'games-instant', path: '/games?kind=scratchcard', ready: 'instant-grid', player: false },
  { name: 'howtoplay', path: '/howtoplay', ready: 'howtoplay-page', player: false },
  { name: 'cashier', path: '/cashier', ready: 'cashier-balances', player: true },
] as const;

describe('chrome screens on the real routes', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform({ clock: { now: () => FIXED } });
  });
  afterAll(async () => {
    await platform?.close();
  });

  async function open(theme: string, viewport: (typeof VIEWPORTS)[number], screen: (typeof SCREENS)[number]) {
    const page: Page = await platform.browser.newPage({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    page.setDefaultTimeout(10_000);
    await page.clock.setFixedTime(FIXED);
    const separator = screen.path.includes('?') ? '&' : '?';
    if (screen.player) {
      await page.goto(`${platform.url}/?login=true&theme=${theme}`);
      await logIn(page, 'demo', 'demo1234');
      await page.goto(`${platform.url}${screen.path}${separator}theme=${theme}`);
    } else {
      await page.goto(`${platform.url}${screen.path}${separator}theme=${theme}`);
    }
    await page.getByTestId(screen.ready).first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    // Images and lazy chunks settle; nothing else moves with both clocks still.
    await page.waitForLoadState('networkidle');
    return page;
  }

  for (const theme of THEMES)
    for (const viewport of VIEWPORTS)
      for (const screen of SCREENS)
        it(`${screen.name} in ${theme} at ${viewport.name}`, async () => {
          const page = await open(theme, viewport, screen);
          const shot = await page.screenshot({ mask: [page.locator('canvas')], animations: 'disabled' });
          await page.close();
          const result = compareWithBaseline(`chrome-${screen.name}-${theme}-${viewport.name}`, shot);
          expect(result.status, result.message).not.toMatch(/mismatch|missing/);
        });
});
