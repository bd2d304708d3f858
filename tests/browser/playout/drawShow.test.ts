import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRichMedia } from '../../../server/domain/content/richMedia';
import type { RichMediaMode } from '../../../protocol/operator/roles';
import { framesWhile } from '../support/canvasFrames';
import { navigateInApp } from '../support/navigate';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { quickDrawConfig } from '../support/demoConfig';
import { demoWire, loginInPage } from '../results/demoPlayer';

const DESKTOP = { width: 1366, height: 900 };

/**
 * The draw show as a player on site 1 meets it on a 1366x900 desktop (issue 32): the game they
 * joined, opened on /playout in the built app. The stage is the page's hero, a countdown in mm:ss
 * runs before the draw, and during the draw the frames change while the balls land in the server's
 * order; once with the rich draw machine, once in lite mode.
 */
describe('the draw show on /playout at 1366x900', () => {
  const clock = adjustableClock();
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ clock, configPath: quickDrawConfig() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  /** What the operator forces for site 1's lottery animations (read by pages loaded after). */
  const forceAnimation = (animation: RichMediaMode) =>
    storeRichMedia(platform.server.services.db, 1, 'lottery', { sound: 'player', animation }, clock.now());

  /** Joins the next Fast 5/35 draw, logs in and opens its /playout the way the app's links do. */
  async function openJoinedDraw(reducedMotion: boolean) {
    const wire = await demoWire(platform.url);
    const game = await wire.openInstance(102);
    const joined = await wire.call<{ exitCode: number }>('joinGame', {
      gameId: 102,
      gameInstanceId: game.gameInstanceId,
      userPlays: ['2,9,16,23,30'],
      userPlaysCount: 1,
      currencyId: 'USD',
    });
    expect(joined.exitCode).toBe(0);
    const page = await platform.browser.newPage({ viewport: DESKTOP });
    page.setDefaultTimeout(10_000);
    await clock.pin(page);
    if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(platform.url + '/?login=true');
    await loginInPage(page);
    await navigateInApp(page, `/playout?id=${game.gameInstanceId}`);
    await expect
      .poll(() => page.locator('[data-testid="stage-view"][data-scene="lottery"] canvas').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    return { page, game, wire };
  }

  async function watchTheDraw(mode: 'rich' | 'lite', reducedMotion: boolean) {
    const { page, game, wire } = await openJoinedDraw(reducedMotion);
    const playout = page.getByTestId('playout-page');
    await expect.poll(() => playout.getAttribute('data-show'), { timeout: 20_000 }).toBe(mode);

    // The hero: at least 900 px of the 1366, the side column beside it.
    const canvas = (await page.locator('[data-testid="stage-view"] canvas').boundingBox())!;
    expect(canvas.width).toBeGreaterThanOrEqual(900);
    const side = (await page.locator('.playout-page__side').boundingBox())!;
    expect(side.x).toBeGreaterThanOrEqual(canvas.x + canvas.width);

    // Before the draw: the time to it in mm:ss, the pool and the players.
    const countdown = page.getByTestId('playout-countdown');
    expect(await countdown.isVisible()).toBe(true);
    expect(await countdown.textContent()).toMatch(/^\d{2}:\d{2}$/);
    expect(await page.getByTestId('pre-show-players').textContent()).toMatch(/\d+ players?/);

    // The server draws; every count of landed balls shows the server's balls, in its order.
    clock.advance(game.tournamentStartTime - clock.now() + 1_000);
    const shown = new Map<number, string>();
    const frames = await framesWhile(
      page,
      async () => {
        // Both read from the same moment of the page: the next ball may land between two reads.
        const [revealed, text] = await page.evaluate(() => [
          Number(document.querySelector('[data-testid="draw-text"]')?.getAttribute('data-revealed')),
          document.querySelector('[data-testid="draw-text-balls"]')?.textContent ?? '',
        ]);
        shown.set(Number(revealed), String(text));
        return revealed === 5;
      },
      { everyMs: 100, max: 150 },
    );
    const server = await wire.call<{ results: { draws: number[] } }>(
      'getGameResults',
      { gameInstanceId: game.gameInstanceId },
      'anon',
    );
    const draws = server.results.draws;
    expect(draws).toHaveLength(5);
    expect(shown.size).toBeGreaterThan(2);
    for (const [revealed, text] of shown)
      if (revealed > 0) expect(text).toContain(`(${revealed} of 5): ${draws.slice(0, revealed).join(', ')}`);
    // A screenshot of a running show takes seconds on software GL: few frames, but all different.
    expect(frames.length).toBeGreaterThanOrEqual(2);
    expect(new Set(frames.map((f) => f.hash)).size).toBe(frames.length);
    for (const frame of frames) expect(frame.colours).toBeGreaterThan(12);
    // The mode held through the draw (rich was pinned by the operator, lite asked by the system).
    expect(await playout.getAttribute('data-show')).toBe(mode);
    await page.close();
  }

  it('plays the rich draw machine (forced on by the operator, so slow software GL keeps it)', async () => {
    await forceAnimation('on');
    await watchTheDraw('rich', false);
  }, 180_000);

  it('plays the lite show where the system asks for reduced motion', async () => {
    await forceAnimation('player');
    await watchTheDraw('lite', true);
  }, 180_000);
});
