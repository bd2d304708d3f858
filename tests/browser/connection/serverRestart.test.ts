import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPageError } from '../support/pageErrors';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { blankPage } from './pageErrors';

// The server stops (for the browser, as a crash does) and a new one starts on the same port and
// data: the reconnecting dialog shows, the second failed retry sends the user to /idle showing only
// 'Connection lost', and once the server is back the page reloads to the lobby (spec section 4).
describe('a killed and restarted server', () => {
  let platform: Platform;
  let dataDir: string;

  beforeAll(async () => {
    mkdirSync('/tmp/netclient', { recursive: true });
    dataDir = mkdtempSync('/tmp/netclient/restart-');
    platform = await startPlatform({ clock: adjustableClock(), dataDir });
  });
  afterAll(async () => {
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows reconnecting, goes to /idle, and reloads into the lobby when the server is back', async () => {
    // The test cuts the connection on purpose; chromium logs each failed socket as a console error.
    expectPageError(/WebSocket connection to .* failed/, 'the connection is cut on purpose');
    // A request that reaches the old server while it drains is answered 503 (Fastify's answer while
    // closing): the same deliberate stop, seen a moment earlier.
    expectPageError(
      /net::ERR_CONNECTION_REFUSED|Failed to load resource: net::|Failed to load resource: the server responded with a status of 503/,
      'the server is down on purpose',
    );
    const { page, errors } = await blankPage(platform.browser);
    await page.goto(platform.url + '/', { timeout: 30_000 });
    await page.getByTestId('lobby-tab-lottery').waitFor({ timeout: 15_000 });

    await platform.restartServer({
      whileDown: async () => {
        // A modal, labelled dialog that takes the focus.
        const dialog = page.getByRole('dialog', { name: 'Reconnecting' });
        await dialog.waitFor({ timeout: 15_000 });
        expect(await dialog.getAttribute('aria-modal')).toBe('true');
        await expect
          .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="reconnecting"]')))
          .toBe(true);
        // Connected to disconnected (two failed retries, 5 s apart) goes to /idle.
        await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/idle');
        const idle = page.getByTestId('idle');
        expect(await idle.getAttribute('data-state')).toBe('lost');
        const text = await idle.textContent();
        expect(text).toContain('Connection lost');
        expect(text).not.toContain('connected again');
      },
    });

    // Back: the page reloads after a random 3 to 13 s (plus up to 5 s until the next retry).
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 40_000 }).toBe('/');
    await page.getByTestId('lobby-tab-lottery').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('reconnecting').count(), { timeout: 10_000 }).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
