import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { framesWhile, stageFrame, type Frame } from '../support/canvasFrames';
import { navigateInApp } from '../support/navigate';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { quickDrawConfig } from '../support/demoConfig';
import { demoWire, loginInPage } from '../results/demoPlayer';

/**
 * The show moved: different frames, none of them a flat box. A screenshot of a running show takes
 * seconds on software GL (more since the stage became the page's hero, twice the pixels), and the
 * show keeps to real time, so a draw yields only a few; each of them must differ.
 */
function expectMovingDraw(frames: Frame[]) {
  expect(frames.length).toBeGreaterThanOrEqual(2);
  expect(new Set(frames.map((f) => f.hash)).size).toBe(frames.length);
  for (const frame of frames) expect(frame.colours).toBeGreaterThan(12);
}

async function revealedBalls(page: Page): Promise<number> {
  return Number(await page.getByTestId('draw-text').getAttribute('data-revealed'));
}

// The draw show in the built app on chromium's software GL, reached the way a player reaches it:
// live from the game they joined, then as the animated replay from /replay.
describe('the draw show moves in the built app', () => {
  const clock = adjustableClock();
  let platform: Platform;
  /** The game the first test joined, watched and saw end; the later ones replay it. */
  let endedGameId = 0;

  beforeAll(async () => {
    platform = await startPlatform({ clock, configPath: quickDrawConfig() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('plays the live draw ball by ball, then the animated replay from /replay and its game over', async () => {
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

    // Logged in first: after a login the app sends a player on /playout back to / (spec section 2).
    const page = await platform.newPage('/?login=true', undefined, { pinClock: true });
    await loginInPage(page);
    await navigateInApp(page, `/playout?id=${game.gameInstanceId}`);
    await expect
      .poll(() => page.locator('[data-testid="stage-view"][data-scene="lottery"] canvas').count(), {
        timeout: 20_000,
      })
      .toBe(1);

    // The server reaches the start and draws; the balls land one by one, the text following them.
    clock.advance(game.tournamentStartTime - clock.now() + 1_000);
    const seen = new Set<number>();
    const live = await framesWhile(
      page,
      async () => {
        seen.add(await revealedBalls(page));
        return seen.has(5);
      },
      { everyMs: 100, max: 120 },
    );
    expectMovingDraw(live);
    expect(seen.size).toBeGreaterThanOrEqual(2);
    const draws = (await page.getByTestId('playout-page').getAttribute('data-draws'))!.split(',');
    expect(await page.getByTestId('draw-text-balls').textContent()).toContain(draws.join(', '));
    expect(await page.getByTestId('draw-text-plays').textContent()).toContain('Line 1: 2, 9, 16, 23, 30');

    // Later, from the results: /replay, the game, 'Animated replay'.
    clock.advance(3 * 60_000);
    await expect
      .poll(
        () =>
          wire
            .call<{ gameStatus: string }>('getGameResults', { gameInstanceId: game.gameInstanceId }, 'anon')
            .then((r) => r.gameStatus),
        { timeout: 30_000, interval: 500 },
      )
      .toBe('ENDED');
    endedGameId = game.gameInstanceId;
    await navigateInApp(page, '/replay');
    await page.getByTestId('replay-game').selectOption({ label: 'Fast 5/35' });
    await page.getByTestId('replay-submit').click();
    const row = page.locator(`[data-testid="replay-row"][data-instance-id="${game.gameInstanceId}"]`);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.getByTestId('replay-open').click();
    await page.getByTestId('replay-animated').click();
    await expect.poll(() => page.getByTestId('playout-page').getAttribute('data-mode')).toBe('replay');
    await expect
      .poll(() => page.locator('[data-testid="stage-view"][data-scene="lottery"] canvas').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    const replayed = new Set<number>();
    const replay = await framesWhile(
      page,
      async () => {
        replayed.add(await revealedBalls(page));
        return replayed.has(5);
      },
      { everyMs: 100, max: 120 },
    );
    expectMovingDraw(replay);
    expect(replayed.size).toBeGreaterThanOrEqual(2);

    // At the end of the show the player asks for the result: the game-over scene draws too.
    await page.getByTestId('playout-game-over').click({ timeout: 30_000 });
    await expect
      .poll(() => page.locator('[data-testid="stage-view"][data-scene="gameover"] canvas').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    expect((await stageFrame(page)).colours).toBeGreaterThan(12);
    await page.close();
  }, 150_000);

  it('falls back to the canvas renderer where WebGL is missing, and still moves', async () => {
    expect(endedGameId).toBeGreaterThan(0);
    const page = await platform.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext as (
        this: HTMLCanvasElement,
        ...args: unknown[]
      ) => RenderingContext | null;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: unknown[]) {
        return /webgl/i.test(String(args[0])) ? null : getContext.apply(this, args);
      } as typeof HTMLCanvasElement.prototype.getContext;
    });
    await page.goto(`${platform.url}/playout?id=${endedGameId}&replay=1`);
    await expect
      .poll(() => page.locator('[data-testid="stage-view"][data-scene="lottery"] canvas').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    const revealed = new Set<number>();
    const frames = await framesWhile(
      page,
      async () => {
        revealed.add(await revealedBalls(page));
        return revealed.has(5);
      },
      { everyMs: 100, max: 120 },
    );
    expectMovingDraw(frames);
    expect(await page.getByTestId('stage-unavailable').count()).toBe(0);
    await page.close();
  });

  it('says so plainly and shows the whole draw as text where no renderer can start', async () => {
    expect(endedGameId).toBeGreaterThan(0);
    const page = await platform.browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.addInitScript(() => {
      HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
    });
    await page.goto(`${platform.url}/playout?id=${endedGameId}&replay=1`);
    await expect.poll(() => page.getByTestId('stage-unavailable').count(), { timeout: 20_000 }).toBe(1);
    const draws = (await page.getByTestId('playout-page').getAttribute('data-draws'))!.split(',');
    expect(draws).toHaveLength(5);
    expect(await page.getByTestId('draw-text').getAttribute('data-revealed')).toBe('5');
    expect(await page.getByTestId('draw-text-balls').textContent()).toContain(draws.join(', '));
    expect(await page.locator('[data-testid="stage-view"] canvas').count()).toBe(0);
    await page.close();
  });
});
