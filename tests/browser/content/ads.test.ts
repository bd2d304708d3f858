import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { startPlatform, type Platform } from '../support/platform';
import { showAds } from '../support/quietAds';

// The demo seed gives site 1 a FULL ad (id 3, to /howtoplay) and two TOP ads (ids 1 and 2).
describe('ads on the built client', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
    showAds(platform.browser);
  });
  afterAll(async () => {
    await platform?.close();
  });

  const counters = () =>
    platform.server.services.content.ads.counters(1).then((rows) => new Map(rows.map((r) => [r.adId, r])));

  it('shows the FULL ad once per session, not again after navigation or reload', async () => {
    const page = await platform.newPage('/');
    const popup = page.getByTestId('ad-popup');
    await expect.poll(() => popup.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('dialog').getAttribute('aria-label')).toBe('Featured');
    expect(await seriousViolations(page)).toEqual([]);
    expect((await counters()).get(3)?.impressions).toBe(1);

    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);
    await page.goto(platform.url + '/games');
    await page.reload();
    await expect.poll(() => page.getByTestId('ad-banner').count(), { timeout: 15_000 }).toBe(1);
    expect(await popup.count()).toBe(0);
    expect((await counters()).get(3)?.impressions).toBe(1);
    await page.close();
  });

  it('waits while the login the visitor came for is open, then shows', async () => {
    const page = await platform.newPage('/?login=true');
    await page.getByTestId('login-username').waitFor({ timeout: 15_000 });
    // Long enough for the ads to have loaded and the popup to have been chosen.
    await expect.poll(() => page.getByTestId('ad-banner').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('ad-popup').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('ad-popup').count(), { timeout: 10_000 }).toBe(1);
    await page.close();
  });

  it('follows a click on the popup inside the app and counts it', async () => {
    const page = await platform.newPage('/');
    const link = page.getByTestId('ad-popup-link');
    await expect.poll(() => link.count(), { timeout: 15_000 }).toBe(1);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/howtoplay');
    expect(await page.getByTestId('ad-popup').count()).toBe(0);
    expect((await counters()).get(3)?.clicks).toBe(1);
    await page.close();
  });

  it('hides the TOP banner for the rest of the session', async () => {
    const page = await platform.newPage('/');
    const popup = page.getByTestId('ad-popup');
    await expect.poll(() => popup.count(), { timeout: 15_000 }).toBe(1);
    await page.keyboard.press('Escape');
    const banner = page.getByTestId('ad-banner');
    await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(1);
    expect(['1', '2']).toContain(await banner.getAttribute('data-ad-id'));
    await page.getByRole('button', { name: 'Hide this advertisement' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('lobby').count(), { timeout: 15_000 }).toBe(1);
    // Give the ads a moment to load if they were going to.
    await page.waitForTimeout(1_000);
    expect(await banner.count()).toBe(0);
    await page.close();
  });
});
