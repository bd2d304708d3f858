import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../protocol/types';
import { httpCall } from '../../server/support/wire';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';

/** Scripts of the PixiJS stage: the engine chunk and pixi's renderers. */
const STAGE_CHUNK = /\/assets\/(createStage|StageView|WebGLRenderer|DrawPlayoutScene)-[\w-]+\.js$/;

async function call<T>(platform: Platform, name: string, params: unknown): Promise<T> {
  const reply = await httpCall(platform.url, name, params, { endpoint: 'anon' });
  if (!reply.body.ok) throw new Error(`${name}: ${JSON.stringify(reply.body.fault)}`);
  return reply.body.result as T;
}

describe('/playout in a real browser', () => {
  const clock = adjustableClock();
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ clock });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('loads no PixiJS on the lobby, then shows the live draw the server made', async () => {
    const scripts: string[] = [];
    const page = await platform.browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(5_000);
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(platform.url + '/');
    await expect.poll(() => page.getByTestId('lobby-tile').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(scripts.filter((s) => STAGE_CHUNK.test(s))).toEqual([]);

    const { games } = await call<{ games: GameInstance[] }>(platform, 'getFilteredGames', {
      filter: { memberId: 1 },
    });
    const game = games.find((g) => g.gameRule === 'regularGame' && g.gameStatus === 'OPEN')!;
    expect(game).toBeDefined();
    await page.goto(`${platform.url}/playout?id=${game.gameInstanceId}`);
    const playout = page.getByTestId('playout-page');
    await expect.poll(() => playout.getAttribute('data-mode'), { timeout: 10_000 }).toBe('live');
    await expect
      .poll(() => page.locator('[data-testid="stage-view"] canvas').count(), { timeout: 15_000 })
      .toBe(1);
    expect(scripts.some((s) => /createStage-/.test(s))).toBe(true);
    expect(await playout.getAttribute('data-draws')).toBe('');

    // The server reaches the start and draws; the page shows exactly those balls.
    clock.advance(game.tournamentStartTime - clock.now() + 1_000);
    await expect.poll(() => playout.getAttribute('data-draws'), { timeout: 20_000 }).not.toBe('');
    const server = await call<{ results: { draws: number[] } }>(platform, 'getGameResults', {
      gameInstanceId: game.gameInstanceId,
    });
    expect(server.results.draws.length).toBe(game.gamePlaySize);
    expect(await playout.getAttribute('data-draws')).toBe(server.results.draws.join(','));
    await page.close();
  });

  it('replays an ended game from its results', async () => {
    const { games } = await call<{ games: GameInstance[] }>(platform, 'getFilteredGames', {
      filter: { memberId: 1 },
    });
    const ended = games.find((g) => g.gameStatus === 'ENDED' || g.gameStatus === 'STARTED');
    const target = ended ?? games[0];
    const page = await platform.newPage(`/playout?id=${target.gameInstanceId}&replay=1`);
    const playout = page.getByTestId('playout-page');
    await expect.poll(() => playout.getAttribute('data-mode'), { timeout: 10_000 }).toBe('replay');
    const server = await call<{ results: { draws: number[] } }>(platform, 'getGameResults', {
      gameInstanceId: target.gameInstanceId,
    });
    await expect
      .poll(() => playout.getAttribute('data-draws'), { timeout: 10_000 })
      .toBe(server.results.draws.join(','));
    await page.close();
  });
});
