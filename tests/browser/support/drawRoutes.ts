import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { httpCall } from '../../server/support/wire';
import { compareWithBaseline } from '../../visual/support/compareBaseline';
import { demoConfigWith, SITE_3_PLAYER } from './demoConfig';
import { ROUTE_VIEWPORTS, type RouteViewport } from './routeViewports';
import { submitLogin } from './session';
import { steadyStageShot } from './steadyStageShot';
import { startPlatform, type Platform } from './platform';
import type { GameInstance } from '../../../protocol/types';

/**
 * The three demo sites as the lottery and raffle route baselines meet them: each with its theme,
 * its language and its own player. Site 3 has no player in the demo; drawSitesConfig seeds one.
 */
export const DRAW_SITES = [
  { site: 1, theme: 'blue-theme', user: 'demo', password: 'demo1234' },
  { site: 2, theme: 'cartoon-theme', user: 'lucky', password: 'lucky1234' },
  { site: 3, theme: 'sweet-blue-theme', user: 'sweet', password: 'sweet1234' },
] as const;
export type DrawSite = (typeof DRAW_SITES)[number];

/**
 * The demo with a player on site 3, and every site's player holding both dollars and euros: a
 * join is paid in its game's currency (Fast 5/35 in USD, the Weekend Raffle in EUR).
 */
export function drawSitesConfig(): string {
  return demoConfigWith((config) => {
    config.seed.players.push({ ...SITE_3_PLAYER, verified: true, balances: [] });
    for (const site of DRAW_SITES) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const player = config.seed.players.find((p: any) => p.username === site.user);
      for (const currency of ['USD', 'EUR'])
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        if (!player.balances.some((b: any) => b.currency === currency && b.type === 'cash'))
          player.balances.push({ currency, type: 'cash', amountMinor: 10000 });
    }
  });
}

/**
 * The platform of the draw route baselines: the demo with drawSitesConfig's players, the server's
 * clock at `now`, and no call limits (they refill on that clock, which stands still in these tests).
 */
export function startDrawPlatform(now: () => number): Promise<Platform> {
  return startPlatform({ clock: { now }, configPath: drawSitesConfig(), rateLimit: false });
}

type SiteCall = Awaited<ReturnType<typeof siteWire>>;

/** The open instance of game `gameId` on `memberId`'s lobby that closes first. */
export async function openInstanceOf(
  call: SiteCall,
  memberId: number,
  gameId: number,
): Promise<GameInstance> {
  const { games } = await call<{ games: GameInstance[] }>(
    'getFilteredGames',
    { filter: { memberId } },
    'anon',
  );
  const open = games
    .filter((g) => g.gameId === gameId && g.gameStatus === 'OPEN')
    .sort((a, b) => a.registrationEndTime - b.registrationEndTime)[0];
  expect(open, `an open instance of game ${gameId}`).toBeTruthy();
  return open;
}

/** The site's player over the wire (the test's own client, not the page's). */
export async function siteWire(baseUrl: string, site: DrawSite) {
  const login = await httpCall(
    baseUrl,
    'login',
    { memberId: site.site, username: site.user, password: site.password },
    { endpoint: 'anon' },
  );
  expect(login.token, `${site.user} logs in`).toBeTruthy();
  return async <T>(name: string, params: unknown, endpoint: 'anon' | 'process' = 'process'): Promise<T> => {
    const reply = await httpCall(baseUrl, name, params, { token: login.token, endpoint });
    if (!reply.body.ok) throw new Error(`${name}: ${JSON.stringify(reply.body.fault)}`);
    return reply.body.result as T;
  };
}

/**
 * A page at the viewport whose clock stands still at `now` (with the server's), the site's player
 * logged in; the session survives the page's later navigations.
 */
export async function playerPage(
  platform: { browser: Browser; url: string },
  site: DrawSite,
  viewport: RouteViewport,
  now: number,
): Promise<Page> {
  const page = await platform.browser.newPage({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
  });
  page.setDefaultTimeout(20_000);
  await page.clock.setFixedTime(now);
  await page.goto(`${platform.url}/?login=true&site=${site.site}`);
  await submitLogin(page, site.user, site.password);
  await page.getByTestId('header-balance').waitFor();
  return page;
}

/**
 * A describe for each demo site, with one tab whose player logs in once for both widths: a tab's
 * first screenshot costs seconds (the compositor's first read-back), the later ones a tenth of
 * one. `tests` declares the site's tests; `tab()` is the site's page within them.
 */
export function describeEachSite(
  platform: () => { browser: Browser; url: string },
  now: () => number,
  tests: (site: DrawSite, tab: () => Page) => void,
): void {
  for (const site of DRAW_SITES)
    describe(`site ${site.site} (${site.theme})`, () => {
      let page: Page;
      beforeAll(async () => {
        page = await playerPage(platform(), site, ROUTE_VIEWPORTS[0], now());
      });
      afterAll(async () => {
        await page?.context().close();
      });
      tests(site, () => page);
    });
}

/** The stage showing `scene` (set once the scene has shown). */
export const sceneOf = (page: Page, scene: string) =>
  page.locator(`[data-testid="stage-view"][data-scene="${scene}"]`);

/** Compares (or with UPDATE_BASELINES writes) the baseline. */
export function expectBaseline(name: string, shot: Buffer): void {
  const result = compareWithBaseline(name, shot);
  expect(result.status, result.message).not.toMatch(/mismatch|missing/);
}

/** expect.poll for set-up (it works only inside a test). */
export async function until(done: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`set-up: ${what} did not happen in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Steps the deterministic stage to `ms` after its scene started (the test's steps only, in whole
 * seconds then the rest, the same on every run), rendering once at the end.
 */
export async function stepStageTo(page: Page, ms: number): Promise<void> {
  await page.evaluate((target) => {
    const stage = window.__drawhallStage!;
    let left = target - stage.stats().now;
    while (left >= 1_000) {
      stage.step(1_000);
      left -= 1_000;
    }
    if (left > 0) stage.step(left);
  }, ms);
}

/**
 * steadyStageShot with the page scrolled to its top first: a click below the stage (the game-over
 * button under a phone's stage) leaves it scrolled, and the element shot then has the sticky
 * header over the stage's top.
 */
export async function steadyShotFromTop(page: Page, stage: Locator): Promise<Buffer> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return steadyStageShot(page, stage);
}
