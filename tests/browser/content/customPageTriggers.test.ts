import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { navigateInApp } from '../support/navigate';
import { startPlatform, type Platform } from '../support/platform';

// An operator's custom page (the demo's /p/offers) embeds one-click triggers (spec section 2): a
// visitor's click on the draw game's trigger starts the one-click checkout with that game chosen,
// and the instant game's trigger opens its scratchcard page.
describe('one-click triggers in a custom page', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it("takes a visitor from the offers page to the checkout of the game, and to the instant game's page", async () => {
    const page = await platform.newPage('/p/offers', { width: 390, height: 844 });
    const buy = page.getByRole('link', { name: 'Buy Fast 5/35 in one click' });
    await buy.waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // By keyboard: the trigger is a link, and Enter on it is the click the page handles.
    await buy.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/checkout?gid=102');
    await page.getByTestId('checkout-pick').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('checkout-pick').locator('h2').textContent()).toBe('Fast 5/35');

    await navigateInApp(page, '/p/offers');
    await page.getByRole('link', { name: 'Play Lucky Three' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/scratchcard');
    await expect
      .poll(() => page.getByTestId('instant-page').getAttribute('data-kind'), { timeout: 15_000 })
      .toBe('scratchcard');
    await page.close();
  }, 90_000);
});
