import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { startPlatform, type Platform } from '../support/platform';
import { signInOperator } from '../support/operatorSignIn';
import { showAds } from '../support/quietAds';

const path = (page: Page) => new URL(page.url()).pathname;
const CREATIVE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='728' height='90'%3E%3Crect width='728' height='90' fill='%237c3aed'/%3E%3C/svg%3E";
const SPANISH = 'Elige seis números del 1 al 49 y una bola extra: el bote crece cada semana.';

/** With CONSOLE_SHOTS=dir, each screen at a desktop's and a phone's width, to look at. */
async function shots(page: Page, name: string) {
  const dir = process.env.CONSOLE_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const signIn = (platform: Platform) => signInOperator(platform, { viewport: { width: 1366, height: 900 } });

// Issue 30: the console's site settings and content, seen on the player's pages of site 2 (Spanish).
describe("the console's site settings, ads and translations, against a real server", () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it("an edit of site 2's name and colour reaches its open page; a new ad and a Spanish description reach pages opened later", async () => {
    const player = await platform.newPage('/?site=2');
    await expect.poll(() => player.getByTestId('lobby').count(), { timeout: 15_000 }).toBe(1);
    await player.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

    const admin = await signIn(platform);
    await admin.getByRole('link', { name: 'Sites', exact: true }).click();
    await admin.getByRole('link', { name: 'Manage Lucky Cartoon' }).click();
    await expect.poll(() => path(admin)).toBe('/admin/sites/2');
    // The router renders the new route in a transition: until the site's own form is on screen,
    // 'Site name' is still the Sites page's new-site field (a CI run once typed the new name there).
    await admin.getByRole('heading', { name: 'Site settings' }).waitFor();

    // Site settings: a new name and brand colour, saved; the open page follows without a reload.
    await admin.getByLabel('Site name').fill('Lucky Cartoon Plus');
    await admin.getByLabel("The theme's brand colour").uncheck();
    await admin.getByLabel('Brand colour', { exact: true }).fill('#7c3aed');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => admin.getByTestId('admin-notice').textContent())
      .toBe('Lucky Cartoon Plus: saved.');
    await expect.poll(() => player.title(), { timeout: 2_500 }).toContain('Lucky Cartoon Plus');
    await expect
      .poll(() => player.evaluate(() => document.documentElement.style.getPropertyValue('--brand-primary')))
      .toBe('#7c3aed');
    expect(await player.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(await seriousViolations(admin)).toEqual([]);
    await shots(admin, 'site-page');

    // Content → Ads: a top banner for site 2, which a page opened later shows.
    await admin.getByRole('link', { name: 'Content', exact: true }).click();
    await expect.poll(() => path(admin)).toBe('/admin/content/ads');
    await admin.getByLabel('Site', { exact: true }).selectOption('2');
    await expect.poll(() => admin.getByText('This site has no ads.').count()).toBe(1);
    await admin.getByRole('button', { name: 'New ad' }).click();
    await admin.getByLabel('Creative (image address)').fill(CREATIVE);
    await admin.getByLabel('Where a click leads').fill('/howtoplay');
    await admin.getByLabel('Location').selectOption('TOP');
    await admin.getByLabel('Weight').fill('5');
    await shots(admin, 'ad-editor');
    await admin.getByRole('button', { name: 'Create ad' }).click();
    await expect.poll(() => admin.getByTestId('admin-notice').textContent()).toBe('Ad created.');
    await expect.poll(() => admin.locator('[data-testid=ads-table] tbody tr').count()).toBe(1);
    expect(await seriousViolations(admin)).toEqual([]);
    await shots(admin, 'ads-page');

    showAds(platform.browser);
    const later = await platform.newPage('/?site=2');
    await expect
      .poll(() => later.locator('[data-testid=ad-banner] img').getAttribute('src'), { timeout: 15_000 })
      .toBe(CREATIVE);
    // A page opened later gets the new colour from its first paint: the site stylesheet it links.
    const siteCss = () =>
      later.evaluate(() => {
        const sheet = document.querySelector<HTMLLinkElement>('link[data-site-stylesheet]')?.sheet;
        return sheet ? [...sheet.cssRules].map((rule) => rule.cssText).join(' ') : '';
      });
    await expect.poll(siteCss).toContain('--brand-primary: #7c3aed');

    // Content → Translations: Mega 6/49's Spanish description, which the Spanish how-to-play shows.
    await admin.getByRole('link', { name: 'Translations' }).click();
    await expect.poll(() => path(admin)).toBe('/admin/content/translations');
    const description = admin.getByLabel('Mega 6/49: description', { exact: true });
    await expect.poll(() => description.count(), { timeout: 10_000 }).toBe(1);
    await description.fill(SPANISH);
    await admin.getByRole('button', { name: 'Save Mega 6/49: description' }).click();
    await expect
      .poll(() => admin.getByTestId('admin-notice').textContent())
      .toBe('Mega 6/49: description saved.');
    expect(await seriousViolations(admin)).toEqual([]);
    await shots(admin, 'translations-page');

    const rules = await platform.newPage('/howtoplay?site=2');
    await expect
      .poll(() => rules.getByTestId('howtoplay-page').textContent(), { timeout: 15_000 })
      .toContain(SPANISH);
    expect(await rules.getByTestId('howtoplay-page').textContent()).not.toContain(
      'Pick 6 numbers from 1 to 49',
    );
    await Promise.all([player.close(), later.close(), rules.close(), admin.close()]);
  });

  it('a legal page published in the console replaces the terms; a scheduled window is announced to players in advance', async () => {
    const admin = await signIn(platform);
    await admin.getByRole('link', { name: 'Content', exact: true }).click();
    await admin.getByRole('link', { name: 'Pages', exact: true }).click();
    await expect.poll(() => path(admin)).toBe('/admin/content/pages');
    await admin.getByLabel('Site', { exact: true }).selectOption('2');
    await admin.getByRole('button', { name: 'New page' }).click();
    await admin.getByLabel('Link', { exact: true }).fill('terms');
    await admin
      .getByLabel('Text in es_ES (HTML, or an address to open in a new tab)')
      .fill('<h2>Condiciones del operador</h2><p>Juegue con responsabilidad.</p>');
    await shots(admin, 'page-editor');
    await admin.getByRole('button', { name: 'Create page' }).click();
    await expect
      .poll(() => admin.getByTestId('admin-notice').textContent())
      .toBe('Page terms created as a draft.');
    await admin.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => admin.getByTestId('admin-notice').textContent()).toBe('Page terms published.');
    expect(await seriousViolations(admin)).toEqual([]);
    await shots(admin, 'pages-page');
    const terms = await platform.newPage('/terms?site=2');
    await expect
      .poll(() => terms.getByTestId('site-content').textContent(), { timeout: 15_000 })
      .toContain('Condiciones del operador');

    // A window from the next hour: players see the notice now, in their language.
    await admin.getByRole('link', { name: 'Sites', exact: true }).click();
    await admin.getByRole('link', { name: /^Manage Lucky Cartoon/ }).click();
    await admin.getByLabel('Message during the window').fill('Mejoramos las máquinas de sorteo.');
    await admin.getByRole('button', { name: 'Schedule' }).click();
    await expect
      .poll(() => admin.getByTestId('windows-notice').textContent())
      .toMatch(/^Maintenance scheduled from /);
    await expect.poll(() => admin.locator('[data-testid=windows-table] tbody tr').count()).toBe(1);
    expect(await seriousViolations(admin)).toEqual([]);
    await shots(admin, 'site-windows');
    await expect
      .poll(() => terms.getByTestId('maintenance-notice').textContent(), { timeout: 2_500 })
      .toContain('Mejoramos las máquinas de sorteo.');
    expect(await terms.getByTestId('maintenance-notice').textContent()).toContain('Mantenimiento programado');
    await shots(terms, 'player-notice');
    await Promise.all([terms.close(), admin.close()]);
  });
});
