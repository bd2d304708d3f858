import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMessages } from '../../../scripts/messages';
import { startPlatform, type Platform } from '../support/platform';

// The operator's command runs in its own process against the server's storage; here it runs
// in-process against the test server's database, and the server's 2 s relay pushes it.
describe('operator messages reach an open page without reload', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('a global message shows in the banner, maintenance sends open and later pages to /maintenance, and off brings them back', async () => {
    const page = await platform.newPage('/');
    await expect.poll(() => page.getByTestId('lobby').count(), { timeout: 15_000 }).toBe(1);
    // A marker on window: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const deps = { db: platform.server.services.db, clock: { now: () => Date.now() } };

    await runMessages(['global', 'Heads up', 'Draws pause at <b>noon</b>'], deps);
    const banner = page.getByTestId('platform-banner');
    await expect.poll(() => banner.textContent(), { timeout: 10_000 }).toContain('Draws pause at noon');
    expect(await banner.textContent()).toContain('Heads up');

    await runMessages(['maintenance', 'on', 'Back in ten minutes'], deps);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/maintenance');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    // A visitor arriving later meets the same switch (init answers it), message included.
    const later = await platform.newPage('/lobby');
    await expect.poll(() => new URL(later.url()).pathname, { timeout: 15_000 }).toBe('/maintenance');
    await expect.poll(() => later.textContent('body')).toContain('Back in ten minutes');

    // Switched off: both pages go back to the site without a reload.
    await runMessages(['maintenance', 'off'], deps);
    for (const p of [page, later])
      await expect.poll(() => new URL(p.url()).pathname, { timeout: 10_000 }).toBe('/');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await later.close();
    await page.close();
  });
});
