import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TestCards } from '../../../server/domain/payments/testCards';
import { demoConfigWith } from '../support/demoConfig';
import { startPlatform, type Platform } from '../support/platform';
import { logIn } from '../support/session';

const shown = (page: Page, testId: string) => () => page.getByTestId(testId).count();

/** A settled card deposit: a withdrawal needs a deposit before it. */
async function depositByCard(page: Page, url: string) {
  await page.goto(`${url}/cashier`);
  await page.getByTestId('deposit-method-card').click();
  await page.getByTestId('deposit-amount').fill('25');
  await page.getByTestId('deposit-card-number').fill(TestCards.success);
  await page.getByTestId('deposit-card-expiry').fill('12/30');
  await page.getByTestId('deposit-card-cvc').fill('123');
  await page.getByTestId('deposit-submit').click();
  await expect.poll(() => page.getByTestId('header-balance').textContent(), { timeout: 20_000 }).toBe('$125');
}

async function withdrawTwenty(page: Page, url: string) {
  await page.goto(`${url}/withdraw`);
  await page.getByTestId('withdraw-amount').fill('20');
  await page.getByTestId('withdraw-next').click();
  await page.getByTestId('withdraw-submit').click();
}

// Site 1 with pinRequired (spec section 6): the demo player's withdrawal is refused until a PIN is
// set, then asks for it in the enter-PIN prompt, refuses a wrong one and goes through with the right.
describe('withdrawal PIN on a pinRequired site', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ configPath: demoConfigWith((c) => (c.sites[0].pinRequired = true)) });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('sends the player to set a PIN, then asks for it in the prompt and withdraws', async () => {
    const page = await platform.newPage('/?login=true');
    await logIn(page, 'demo', 'demo1234');
    await depositByCard(page, platform.url);

    await withdrawTwenty(page, platform.url);
    await expect.poll(shown(page, 'withdraw-set-pin'), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('withdraw-error').getAttribute('data-code')).toBe('Player.PinNotSet');
    await page.getByTestId('withdraw-set-pin').click();

    await expect.poll(shown(page, 'pin-settings'), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('pin-settings-pin').fill('2468');
    await page.getByTestId('pin-settings-password').fill('not-my-password');
    await page.getByTestId('pin-settings-save').click();
    await expect.poll(shown(page, 'pin-settings-error'), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('pin-settings-password').fill('demo1234');
    await page.getByTestId('pin-settings-save').click();
    await expect.poll(shown(page, 'pin-settings-saved'), { timeout: 10_000 }).toBe(1);

    await withdrawTwenty(page, platform.url);
    await expect.poll(shown(page, 'pin-prompt'), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('pin-prompt-input').fill('1111');
    await page.keyboard.press('Enter');
    await expect.poll(shown(page, 'pin-prompt-error'), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('pin-prompt-input').fill('2468');
    await page.getByTestId('pin-prompt-submit').click();
    await expect.poll(shown(page, 'withdraw-done'), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('pin-prompt').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .toBe('$105');
    await page.close();
  });
});
