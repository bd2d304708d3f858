import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { expectPageError } from '../support/pageErrors';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { blankPage } from './pageErrors';

// The browser goes offline (playwright's offline mode: a dropped Wi-Fi, a tunnel) with the server
// still up: the reconnecting dialog shows, and once the browser is online again the app recovers
// into the lobby by itself (spec section 4, Connection).
describe('a browser that goes offline and comes back', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ clock: adjustableClock() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  /** Chromium logs each socket that fails while offline as a console error. */
  const allowOfflineErrors = () => {
    expectPageError(/WebSocket connection to .* failed/, 'the network is cut on purpose');
    expectPageError(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource: net::/, 'offline on purpose');
  };

  it('shows reconnecting while offline and recovers when back online', async () => {
    allowOfflineErrors();
    const { page, errors } = await blankPage(platform.browser);
    await page.goto(platform.url + '/', { timeout: 30_000 });
    await page.getByTestId('lobby-tab-lottery').waitFor({ timeout: 15_000 });

    await page.context().setOffline(true);
    const dialog = page.getByRole('dialog', { name: 'Reconnecting' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    // The dialog is what a screen-reader user meets while the network is down.
    expect(await seriousViolations(page)).toEqual([]);

    await page.context().setOffline(false);
    // Back: the socket opens on the next retry (5 s apart) and the page reloads into the lobby.
    await expect.poll(() => page.getByTestId('reconnecting').count(), { timeout: 40_000 }).toBe(0);
    await page.getByTestId('lobby-tab-lottery').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('goes to /idle when offline through two retries, and reloads into the lobby once online', async () => {
    allowOfflineErrors();
    const { page, errors } = await blankPage(platform.browser);
    await page.goto(platform.url + '/', { timeout: 30_000 });
    await page.getByTestId('lobby-tab-lottery').waitFor({ timeout: 15_000 });

    await page.context().setOffline(true);
    await page.getByRole('dialog', { name: 'Reconnecting' }).waitFor({ timeout: 15_000 });
    // Connected to disconnected (the second failed retry, 5 s apart) goes to /idle.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/idle');
    expect(await page.getByTestId('idle').getAttribute('data-state')).toBe('lost');
    expect(await seriousViolations(page)).toEqual([]);

    await page.context().setOffline(false);
    // Online: the channel retries at once, and the page reloads after a random 3 to 13 s.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/');
    await page.getByTestId('lobby-tab-lottery').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('reconnecting').count(), { timeout: 10_000 }).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
