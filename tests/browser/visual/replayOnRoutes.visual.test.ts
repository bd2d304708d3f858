import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from '../../../protocol/constants';
import { commitment } from '../../../server/domain/draw/random';
import { compareWithBaseline } from '../../visual/support/compareBaseline';
import { demoWire, loginInPage } from '../results/demoPlayer';
import { steadyStageShot } from '../support/steadyStageShot';
import { startPlatform, type Platform } from '../support/platform';
import { ROUTE_VIEWPORTS } from '../support/routeViewports';

/**
 * Visual baselines of a finished draw where players meet it: the animated replay at its end on
 * /playout?replay=1, and the game-over scene it leads to, in the built client against a real server.
 * The draw must be the same every run, so the test fixes the one input chance decides: once the
 * game has closed (with a fresh seed committed), the test replaces the seed with a known one
 * before the server draws from it. The server's clock stands still through that set-up, then runs
 * in real time, as the page's does from the server's time until the test runs the show through.
 * The app checks the machine's clock against the server's as it starts (a notice past 5 s): a page
 * clock running while the server's stood still put that notice over the stage of a slow first page.
 */
const BASE = Date.UTC(2030, 0, 1, 12, 0, 0);
const SEED = 'd7'.repeat(32);
const FAST_5_35 = 102;
const VIEWPORTS = ROUTE_VIEWPORTS;

/** expect.poll for set-up (it works only inside a test). */
async function until(done: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('set-up: the game did not reach the state in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a finished draw on the real routes', () => {
  let platform: Platform;
  let offset = 0;
  let gameInstanceId = 0;
  /** When the server's clock started to run (null: it stands at BASE + offset). */
  let runningSince: number | null = null;
  const serverNow = () => BASE + offset + (runningSince === null ? 0 : Date.now() - runningSince);

  beforeAll(async () => {
    platform = await startPlatform({ clock: { now: serverNow } });
    const wire = await demoWire(platform.url);
    const game = await wire.openInstance(FAST_5_35);
    gameInstanceId = game.gameInstanceId;
    // A play sold, so the game draws rather than being refunded below its minimum.
    await wire.call('joinGame', {
      gameId: FAST_5_35,
      gameInstanceId,
      userPlays: ['12,14,26,30,33'],
      userPlaysCount: 1,
      currencyId: 'USD',
    });
    const status = async () =>
      (await wire.call<{ gameStatus: string }>('getGameResults', { gameInstanceId }, 'anon')).gameStatus;
    offset += game.registrationEndTime - (BASE + offset) + 1_000;
    await until(async () => (await status()) !== 'OPEN');
    await platform.server.services.db.query(
      'UPDATE game_instances SET seed = $2, seed_commitment = $3 WHERE id = $1',
      [gameInstanceId, SEED, commitment(SEED)],
    );
    offset += game.tournamentStartTime - (BASE + offset) + 3 * 60_000;
    await until(async () => (await status()) === 'ENDED');
    runningSince = Date.now();
  });
  afterAll(async () => {
    await platform?.close();
  });

  async function replayPage(theme: string, viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
    const page: Page = await platform.browser.newPage({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
    });
    page.setDefaultTimeout(20_000);
    await page.clock.install({ time: serverNow() });
    // Logged in, so the show has the player's line to light up; the session survives the reload.
    await page.goto(`${platform.url}/?login=true`);
    await loginInPage(page);
    await page.goto(`${platform.url}/playout?id=${gameInstanceId}&replay=1&theme=${theme}&deterministic=1`);
    await page.locator('[data-testid="stage-view"][data-scene="lottery"]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    return page;
  }

  /**
   * Runs the page's clock and the stage on, 5 s at a time, until `ended` (at most 90 s), then every
   * stage transition to its end. Each step is 300 frames of a software-rendered stage: stepping on
   * after the end cost the file a minute and changed no pixel.
   */
  async function toTheEnd(page: Page, ended: () => Promise<boolean>) {
    for (let step = 0; step < 18; step++) {
      await page.clock.fastForward(5_000);
      await page.evaluate(() => window.__drawhallStage!.step(5_000));
      if (await ended()) break;
    }
    await page.evaluate(() => {
      window.__drawhallStage!.settle();
      window.__drawhallStage!.step(100);
      // The whole stage in view under the sticky header.
      window.scrollTo(0, 0);
    });
  }

  /** The replay has played its last ball: the page offers the game over. */
  const replayEnded = (page: Page) => async () => (await page.getByTestId('playout-game-over').count()) > 0;
  /** No transition left to play on the stage (settle steps one frame and stops). */
  const stageStill = (page: Page) => async () =>
    (await page.evaluate(() => window.__drawhallStage!.settle(1_000))) < 100;

  for (const theme of THEMES)
    for (const viewport of VIEWPORTS) {
      it(`replay's last ball and game over in ${theme} at ${viewport.name}`, async () => {
        const page = await replayPage(theme, viewport);
        await toTheEnd(page, replayEnded(page));
        expect(Number(await page.getByTestId('draw-text').getAttribute('data-revealed'))).toBe(5);
        const replay = compareWithBaseline(
          `route-replay-end-${theme}-${viewport.name}`,
          await steadyStageShot(page, page.getByTestId('stage-view')),
        );
        expect(replay.status, replay.message).not.toMatch(/mismatch|missing/);

        await page.getByTestId('playout-game-over').click();
        const over = page.locator('[data-testid="stage-view"][data-scene="gameover"]');
        await over.waitFor();
        await toTheEnd(page, stageStill(page));
        const gameOver = compareWithBaseline(
          `route-gameover-${theme}-${viewport.name}`,
          await steadyStageShot(page, over),
        );
        expect(gameOver.status, gameOver.message).not.toMatch(/mismatch|missing/);
        await page.close();
      });
    }
});
