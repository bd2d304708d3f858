import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from '../support/platform';

// On a 375 px phone the header holds the menu, the site's name and Log In / Register, whose
// Spanish labels are long: the name must still be read whole, not cut to "Lu…".
describe('the site name in a phone header', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it.each([1, 2, 3])('site %i in Spanish shows its whole name beside Log In and Register', async (site) => {
    const page = await platform.newPage(`/lobby?site=${site}&lang=es_ES`, { width: 375, height: 812 });
    const name = page.locator('.site-mark__name');
    await expect.poll(() => page.getByTestId('register-open').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await name.textContent())?.length ?? 0).toBeGreaterThan(0);
    // Measured in the site's own font: until it has loaded, the fallback's wider letters can take
    // a third line (a CI run measured site 3 that way once).
    await page.evaluate(() => document.fonts.ready);
    const fit = () =>
      name.evaluate((el) => ({
        width: el.scrollWidth <= el.clientWidth + 1,
        height: el.scrollHeight <= el.clientHeight + 1,
        onScreen: el.getBoundingClientRect().right <= window.innerWidth,
      }));
    await expect.poll(fit, { timeout: 5_000 }).toEqual({ width: true, height: true, onScreen: true });
    await page.close();
  });
});
