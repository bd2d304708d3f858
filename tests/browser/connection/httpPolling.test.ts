import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginInPage } from '../results/demoPlayer';
import { navigateInApp } from '../support/navigate';
import { watchLiveDraw } from '../support/liveDraw';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { quickDrawConfig } from '../support/demoConfig';

// The connection kind of the application settings (spec sections 2 and 9): a player behind a proxy
// that drops WebSockets switches to HTTP polling, and the whole game works over plain requests:
// the choice is remembered across the reload, the join is paid, and the live draw arrives by poll.
describe('playing over HTTP polling', () => {
  const clock = adjustableClock();
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ clock, configPath: quickDrawConfig() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('switches to HTTP polling in the settings, buys a play and watches its draw without a socket', async () => {
    const page = await platform.newPage('/?login=true', undefined, { pinClock: true });
    await loginInPage(page);
    await navigateInApp(page, '/account/settings');
    // The choice applies on reload; from then on no WebSocket may open.
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rpc/')) polls.push(request.url());
    });
    await Promise.all([page.waitForEvent('load'), page.getByTestId('settings-connection-http').check()]);
    await expect
      .poll(() => page.getByTestId('settings-connection-http').isChecked(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => page.getByTestId('header-balance').count(), { timeout: 15_000 }).toBe(1);
    const before = await page.getByTestId('header-balance').textContent();

    await navigateInApp(page, '/');
    await page
      .getByTestId('lobby-tile')
      .filter({ hasText: 'Fast 5/35' })
      .first()
      .getByTestId('tile-play')
      .click();
    await page.getByTestId('pick-page').waitFor({ timeout: 10_000 });
    await page.getByTestId('pick-lucky-dip').click();
    await page.getByTestId('pick-confirm').click();
    await page.getByTestId('pick-join').click();
    await expect.poll(() => page.getByTestId('pick-joined').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).not.toBe(before);

    await page.getByTestId('pick-watch').click();
    await expect.poll(() => page.getByTestId('playout-page').getAttribute('data-mode')).toBe('live');
    // The draws reach the page by poll (every 3 s) and the show plays them ball by ball.
    await watchLiveDraw(page, platform.url, clock);

    expect(sockets).toEqual([]);
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((url) => /\/rpc\/(anon|process)$/.test(url))).toBe(true);
    await page.close();
  }, 150_000);
});
