import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestCards } from '../../../server/domain/payments/testCards';
import { amountOf } from '../results/demoPlayer';
import { seriousViolations } from '../support/accessibility';
import { demoConfigWith } from '../support/demoConfig';
import { overflowsHorizontally } from '../support/navigate';
import { startPlatform, type Platform } from '../support/platform';
import { logIn } from '../support/session';

// The PIN settings and the enter-PIN prompt in the cartoon (site 2) and sweet-blue (site 3) themes,
// at phone and desktop width: both pass axe, neither scrolls sideways, the prompt is a focused
// dialog. PIN_SHOTS=dir keeps a screenshot of each.
const SHOTS = process.env.PIN_SHOTS;
const PASSWORD = 'theme1234';
const SITES = [
  { memberId: 2, username: 'cartoonpin', currency: 'EUR' },
  { memberId: 3, username: 'sweetpin', currency: 'USD' },
];
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const shown = (page: Page, testId: string) => () => page.getByTestId(testId).count();

describe('PIN settings and prompt in the cartoon and sweet-blue themes', () => {
  let platform: Platform;

  beforeAll(async () => {
    const configPath = demoConfigWith((c) => {
      for (const site of c.sites) site.pinRequired = true;
      for (const s of SITES)
        c.seed.players.push({
          memberId: s.memberId,
          username: s.username,
          password: PASSWORD,
          email: `${s.username}@drawhall.test`,
          screenName: s.username,
          firstName: 'Pat',
          lastName: 'Theme',
          country: 'US',
          verified: true,
          balances: [{ currency: s.currency, type: 'cash', amountMinor: 10000 }],
        });
    });
    platform = await startPlatform({ configPath });
  });
  afterAll(async () => {
    await platform?.close();
  });

  for (const site of SITES)
    it(`site ${site.memberId}: the PIN form and the prompt at phone and desktop width`, async () => {
      const page = await platform.newPage(`/?login=true&site=${site.memberId}&lang=en_US`, VIEWPORTS.desktop);
      await logIn(page, site.username, PASSWORD);
      await page.goto(`${platform.url}/account/settings?site=${site.memberId}`);
      await expect.poll(shown(page, 'pin-settings'), { timeout: 15_000 }).toBe(1);
      await page.getByTestId('pin-settings-pin').fill('2468');
      await page.getByTestId('pin-settings-password').fill(PASSWORD);
      await page.getByTestId('pin-settings-save').click();
      await expect.poll(shown(page, 'pin-settings-saved'), { timeout: 10_000 }).toBe(1);
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await page.getByTestId('pin-settings').scrollIntoViewIfNeeded();
        await shot(page, `site${site.memberId}-${name}-pin-settings`);
        expect(await overflowsHorizontally(page)).toBe(false);
        expect(await seriousViolations(page)).toEqual([]);
      }

      // A card deposit, then a withdrawal: the prompt asks for the PIN.
      await page.goto(`${platform.url}/cashier?site=${site.memberId}`);
      await page.getByTestId('deposit-method-card').click();
      await page.getByTestId('deposit-amount').fill('25');
      await page.getByTestId('deposit-card-number').fill(TestCards.success);
      await page.getByTestId('deposit-card-expiry').fill('12/30');
      await page.getByTestId('deposit-card-cvc').fill('123');
      await page.getByTestId('deposit-submit').click();
      await expect
        .poll(() => page.getByTestId('header-balance').textContent().then(amountOf), { timeout: 20_000 })
        .toBe(125);
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await page.goto(`${platform.url}/withdraw?site=${site.memberId}`);
        await page.getByTestId('withdraw-amount').fill('20');
        await page.getByTestId('withdraw-next').click();
        await page.getByTestId('withdraw-submit').click();
        await expect.poll(shown(page, 'pin-prompt'), { timeout: 20_000 }).toBe(1);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
          'pin-prompt-input',
        );
        await shot(page, `site${site.memberId}-${name}-pin-prompt`);
        expect(await overflowsHorizontally(page)).toBe(false);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByTestId('pin-prompt-cancel').click();
        await expect.poll(shown(page, 'pin-prompt')).toBe(0);
      }
      await page.close();
    });
});
