import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabTo } from '../support/keyboard';
import { watchLiveDraw } from '../support/liveDraw';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { quickDrawConfig } from '../support/demoConfig';

// No mouse at all: Tab, Enter and typing take a player from the lobby through login, picking and
// buying to the draw of the game they bought into.
describe('keyboard-only play', () => {
  const clock = adjustableClock();
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ clock, configPath: quickDrawConfig() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('logs in, picks by lucky dip, buys and watches the draw', async () => {
    const page = await platform.newPage('/', undefined, { pinClock: true });
    await expect.poll(() => page.getByTestId('lobby-tile').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    await tabTo(page, 'login-open');
    await page.keyboard.press('Enter');
    // The dialog's code loads when it first opens: Tab only once it is there.
    await page.getByTestId('login-username').waitFor({ timeout: 15_000 });
    await tabTo(page, 'login-username', { max: 5 });
    await page.keyboard.type('demo');
    await tabTo(page, 'login-password', { max: 5 });
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('header-balance').count(), { timeout: 15_000 }).toBe(1);
    const before = await page.getByTestId('header-balance').textContent();

    await tabTo(page, 'tile-play', { withinText: 'Fast 5/35' });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('pick-page').count(), { timeout: 10_000 }).toBe(1);
    await tabTo(page, 'pick-lucky-dip');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('pick-line').count()).toBe(1);
    await tabTo(page, 'pick-confirm');
    await page.keyboard.press('Enter');
    await tabTo(page, 'pick-join');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('pick-joined').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).not.toBe(before);

    await tabTo(page, 'pick-watch');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('playout-page').getAttribute('data-mode')).toBe('live');

    // The draw: the balls land and the player's line is told against them, as text too.
    await watchLiveDraw(page, platform.url, clock);
    await page.close();
    // Each Tab is a round trip to the page, and the draw plays out in full: more than the default.
  }, 180_000);
});
