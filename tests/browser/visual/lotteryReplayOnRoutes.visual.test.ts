import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTDOWN_DONE_BELOW_MS, REPLAY_START_DELAY_MS } from '../../../protocol/constants';
import { PHASE_HOLD_MS } from '../../../scenes/lottery/playout/phases';
import { commitment, drawFromSeed } from '../../../server/domain/draw';
import {
  DRAW_SITES,
  expectBaseline,
  describeEachSite,
  sceneOf,
  siteWire,
  steadyShotFromTop,
  stepStageTo,
  until,
  startDrawPlatform,
  openInstanceOf,
} from '../support/drawRoutes';
import type { Platform } from '../support/platform';
import { stageShotNow } from '../support/steadyStageShot';
import { ROUTE_VIEWPORTS } from '../support/routeViewports';

/**
 * Visual baselines of a drawn lottery where players meet it, in the built client against a real
 * server, for each demo site (its theme, language and player) at phone and desktop width: the
 * game's replay (/playout?replay=1) three balls in, at its end, and the game-over scene it leads
 * to. lotteryOnRoutes has the picking board and the countdown before a draw.
 *
 * Chance and time are fixed on the test's side. Each site's player buys a line of Fast 5/35 (the
 * lottery every demo site sells), planned from the draw this file's seed gives the game: site 1's
 * line wins with three numbers, site 2's matches one and wins nothing, site 3's wins with two.
 * Once registration has closed, the test replaces the committed seed with that one before the
 * server draws. The server's clock stands still throughout, moved only by the test, and every
 * page's clock stands still at the same time: the replay's countdown is then exactly
 * REPLAY_START_DELAY_MS, so the show (the draw machine's physics included) runs the same frames on
 * every run as the test steps the stage (?deterministic=1). The mid-draw frame is taken at a fixed
 * time into that show.
 */
const BASE = Date.UTC(2030, 0, 1, 12, 0, 0);
const SEED = 'd7'.repeat(32);
const FAST_5_35 = 102;
/** Balls landed in the mid-draw shot. */
const MID = 3;
/**
 * When ball MID has landed and sat 700 ms (its cross-fade over, the next phase 200 ms away), in
 * the replay's stage time: the countdown ends COUNTDOWN_DONE_BELOW_MS early, then the machine
 * starts and each ball is drawn, lands and rolls its totals up.
 */
const MID_DRAW_MS =
  REPLAY_START_DELAY_MS -
  COUNTDOWN_DONE_BELOW_MS +
  PHASE_HOLD_MS.rng_started +
  (MID - 1) * (PHASE_HOLD_MS.draw_started + PHASE_HOLD_MS.draw_ended + PHASE_HOLD_MS.draw_post_ended) +
  PHASE_HOLD_MS.draw_started +
  700;

/** Just past the replay's end (its totals come 20.4 s in): a fixed time, so the drum's state is too. */
const END_MS = 21_000;

/** A line of 5/35 with these drawn numbers and the lowest undrawn numbers for the rest. */
function lineWith(draws: number[], matched: number[]): string {
  const rest = Array.from({ length: 35 }, (_, i) => i + 1).filter((n) => !draws.includes(n));
  return [...matched, ...rest.slice(0, 5 - matched.length)].sort((a, b) => a - b).join(',');
}

/** Each site's line: site 1 matches three balls (two by the mid-draw), site 2 one ball (no win), site 3 two. */
const planned = (draws: number[]) => ({
  1: lineWith(draws, [draws[0], draws[2], draws[4]]),
  2: lineWith(draws, [draws[1]]),
  3: lineWith(draws, [draws[0], draws[3]]),
});

describe('a drawn lottery on the real routes', () => {
  let platform: Platform;
  let offset = 0;
  const now = () => BASE + offset;
  /** The drawn game, replayed. */
  let drawn = 0;

  beforeAll(async () => {
    platform = await startDrawPlatform(now);
    const wires = new Map<number, Awaited<ReturnType<typeof siteWire>>>(
      await Promise.all(DRAW_SITES.map(async (s) => [s.site, await siteWire(platform.url, s)] as const)),
    );
    const call = wires.get(1)!;
    const openInstance = () => openInstanceOf(call, 1, FAST_5_35);
    const join = (site: number, gameInstanceId: number, line: string) =>
      wires.get(site)!('joinGame', {
        gameId: FAST_5_35,
        gameInstanceId,
        userPlays: [line],
        userPlaysCount: 1,
        currencyId: 'USD',
      });
    const status = async (gameInstanceId: number) =>
      (await call<{ gameStatus: string }>('getGameResults', { gameInstanceId }, 'anon')).gameStatus;

    const game = await openInstance();
    drawn = game.gameInstanceId;
    const draws = drawFromSeed(SEED, { drawRange: 35, count: 5 }, String(drawn)).draws;
    for (const [site, line] of Object.entries(planned(draws))) await join(Number(site), drawn, line);
    offset += game.registrationEndTime - now() + 1_000;
    await until(async () => (await status(drawn)) !== 'OPEN', 'registration closing');
    await platform.server.services.db.query(
      'UPDATE game_instances SET seed = $2, seed_commitment = $3 WHERE id = $1',
      [drawn, SEED, commitment(SEED)],
    );
    offset += game.tournamentStartTime - now() + 3 * 60_000;
    await until(async () => (await status(drawn)) === 'ENDED', 'the draw');
    const results = await call<{ results: { draws: number[] } }>(
      'getGameResults',
      { gameInstanceId: drawn },
      'anon',
    );
    expect(results.results.draws).toEqual(draws);
  });
  afterAll(async () => {
    await platform?.close();
  });

  const revealed = (page: Page) => page.getByTestId('draw-text').getAttribute('data-revealed').then(Number);

  /** A /playout page with the player's line known and its lottery scene shown (no step yet). */
  async function showReady(page: Page, path: string) {
    await page.goto(`${platform.url}${path}&deterministic=1`);
    // My line arrives with the player's session: the show restarts with it, so wait for it first.
    await page.getByTestId('draw-text-plays').locator('li').first().waitFor();
    await sceneOf(page, 'lottery').waitFor();
    await page.evaluate(() => document.fonts.ready);
  }

  describeEachSite(
    () => platform,
    now,
    (site, tab) => {
      for (const viewport of ROUTE_VIEWPORTS)
        it(`at ${viewport.name}: mid-draw, result, game over`, async () => {
          const page = tab();
          const name = (state: string) => `route-lottery-${state}-${site.theme}-${viewport.name}`;
          await page.setViewportSize({ width: viewport.width, height: viewport.height });

          // The drawn game's replay, stepped to MID balls landed.
          await showReady(page, `/playout?id=${drawn}&replay=1&site=${site.site}`);
          expect(await page.evaluate(() => window.__drawhallStage!.stats().now)).toBe(0);
          await stepStageTo(page, MID_DRAW_MS);
          await expect.poll(() => revealed(page)).toBe(MID);
          expect(await page.getByTestId('playout-game-over').count()).toBe(0);
          expectBaseline(name('mid-draw'), await stageShotNow(page, sceneOf(page, 'lottery')));

          // On to the end: every ball landed, the totals and winnings shown.
          await stepStageTo(page, END_MS);
          await page.getByTestId('playout-game-over').waitFor();
          expect(await revealed(page)).toBe(5);
          expectBaseline(name('result'), await steadyShotFromTop(page, sceneOf(page, 'lottery')));

          await page.getByTestId('playout-game-over').click();
          await sceneOf(page, 'gameover').waitFor();
          expectBaseline(name('gameover'), await steadyShotFromTop(page, sceneOf(page, 'gameover')));
        });
    },
  );
});
