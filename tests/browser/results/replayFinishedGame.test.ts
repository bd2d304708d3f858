import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { demoWire, loginInPage } from './demoPlayer';

// A game the demo player joined is drawn once the server clock passes its start; the player finds
// it on /replay, opens it, and the replay starts 5 s later with the drawn balls and their play.
describe('replay a finished game in a real browser', () => {
  const clock = adjustableClock();
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ clock });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('finds the game by its title, opens the replay and shows the draw after the wait', async () => {
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

    // Past the draw and its 20 s playout: the scheduler closes, starts, draws and ends the game.
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

    const page = await platform.newPage('/replay?login=true');
    await loginInPage(page);
    await page.getByTestId('replay-game').selectOption({ label: 'Fast 5/35' });
    await page.getByTestId('replay-submit').click();
    const row = page.locator(`[data-testid="replay-row"][data-instance-id="${game.gameInstanceId}"]`);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.getByTestId('replay-open').click();

    const view = page.getByTestId('replay-view');
    await expect.poll(() => view.getAttribute('data-phase'), { timeout: 10_000 }).toBe('waiting');
    expect(await page.getByTestId('replay-countdown').textContent()).toMatch(/starts in \d s/);
    expect(await page.getByTestId('replay-stage').getAttribute('data-game-instance-id')).toBe(
      String(game.gameInstanceId),
    );
    await expect.poll(() => view.getAttribute('data-phase'), { timeout: 15_000 }).toBe('playing');
    const drawn = page.getByTestId('drawn-balls').getByTestId('ball');
    expect(await drawn.count()).toBe(5);
    expect(await page.getByTestId('replay-my-plays').getByTestId('my-play').count()).toBe(1);
    await page.close();
  });
});
