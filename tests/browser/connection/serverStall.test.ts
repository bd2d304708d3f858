import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPageError } from '../support/pageErrors';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { startStallingProxy, type StallingProxy } from '../support/stallingProxy';
import { blankPage } from './pageErrors';

// The server (here the proxy in front of it) stops answering without closing anything, as a
// frozen process or a stuck proxy does: the open socket goes silent. The client's liveness ping
// times out (Client.Error.RequestTimeout), the reconnecting dialog shows, the reconnects find no
// welcome, the user is sent to /idle, and once the server answers again the page reloads into the
// lobby (spec sections 4 and 8).
describe('a server that stops answering', () => {
  let platform: Platform;
  let proxy: StallingProxy;

  beforeAll(async () => {
    platform = await startPlatform({ clock: adjustableClock() });
    proxy = await startStallingProxy(platform.server.port);
  });
  afterAll(async () => {
    await proxy?.close();
    await platform?.close();
  });

  it('shows reconnecting, goes to /idle, and reloads into the lobby when it answers again', async () => {
    expectPageError(/WebSocket connection to .* failed/, 'the connection is cut on purpose');
    expectPageError(/Failed to load resource: net::/, 'the server does not answer on purpose');
    const { page, errors } = await blankPage(platform.browser);
    await page.goto(proxy.url + '/', { timeout: 30_000 });
    await page.getByTestId('lobby-tab-lottery').waitFor({ timeout: 15_000 });

    proxy.stall();
    // A quiet 5 s, then the liveness ping's 15 s timeout.
    const dialog = page.getByRole('dialog', { name: 'Reconnecting' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    // Each new socket waits 5 s for a welcome that never comes; the second failure goes to /idle.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 40_000 }).toBe('/idle');
    expect(await page.getByTestId('idle').getAttribute('data-state')).toBe('lost');

    proxy.resume();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 40_000 }).toBe('/');
    await page.getByTestId('lobby-tab-lottery').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('reconnecting').count(), { timeout: 10_000 }).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);
});
