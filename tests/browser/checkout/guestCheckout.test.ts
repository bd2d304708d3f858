import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestCards } from '../../../server/domain/payments/testCards';
import { amountOf } from '../results/demoPlayer';
import { seriousViolations } from '../support/accessibility';
import { tabTo } from '../support/keyboard';
import { overflowsHorizontally } from '../support/navigate';
import { startPlatform, type Platform } from '../support/platform';
import { logIn, logOut } from '../support/session';

// A visitor buys a four-draw subscription to Fast 5/35 through the one-click checkout, from the
// lobby tile to the success step: the account is made and logged in, the card (sandbox, settled by
// its webhook) pays, the subscription is joined. A reload charges nothing more. Logged out and in
// again with the new account, the subscription is there. Every step passes axe; the phone width
// is checked for sideways scrolling. CHECKOUT_SHOTS=dir keeps screenshots of each step.
const SHOTS = process.env.CHECKOUT_SHOTS;
const USERNAME = 'guest4821';
const PASSWORD = 'lucky2026';

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header would sit mid-page
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function onStep(page: Page, step: string) {
  await expect
    .poll(() => page.getByTestId('checkout-page').getAttribute('data-step'), { timeout: 15_000 })
    .toBe(step);
}

async function accessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe('guest one-click checkout in a real browser', () => {
  let platform: Platform;

  beforeAll(async () => {
    // The real clock: Fast 5/35 closes a draw every minute, and the checkout joins whichever
    // instance is on sale when the payment has settled (a frozen clock would set off the
    // client's "check your clock" warning over the steps).
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('works by keyboard alone on a phone screen: draws, numbers, a line, on to the details', async () => {
    const page = await platform.newPage('/checkout?gid=102', { width: 390, height: 844 });
    await onStep(page, 'pick');
    await expect.poll(() => page.getByTestId('checkout-quickpick').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('checkout-step-count').textContent()).toBe('Step 1 of 6: Your numbers');
    // The draw choice is one radio group: Tab reaches the chosen option, an arrow moves the choice.
    await tabTo(page, 'checkout-draws-1');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('checkout-draws-4').isChecked()).toBe(true);
    // The ball grid is one tab stop: arrows move, Enter picks.
    await tabTo(page, 'checkout-ball-1-1');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowRight');
    }
    await tabTo(page, 'checkout-add-line');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('checkout-line').locator('[role="img"]').getAttribute('aria-label'))
      .toBe('Line 1,2,3,4,5');
    expect(await overflowsHorizontally(page)).toBe(false);
    await shot(page, 'phone-1-pick');
    await accessible(page);
    await tabTo(page, 'checkout-next');
    await page.keyboard.press('Enter');
    await onStep(page, 'details');
    // The new step's heading takes the focus, so the next Tab starts at its first field.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-step-heading')))
      .toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'checkout-title',
    );
    // Nothing filled in: every required field says so, the visitor stays.
    await tabTo(page, 'checkout-next');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('checkout-first-name-error').textContent())
      .toBe('This field is required.');
    expect(await overflowsHorizontally(page)).toBe(false);
    await shot(page, 'phone-2-details-errors');
    await accessible(page);
    await page.close();
  });

  it('keeps every theme readable: the cartoon (Spanish) and sweet-blue sites pass axe at both widths', async () => {
    for (const site of [2, 3])
      for (const width of [390, 1280]) {
        const page = await platform.newPage(`/checkout?gid=102&site=${site}`, { width, height: 844 });
        await onStep(page, 'pick');
        await expect.poll(() => page.getByTestId('checkout-quickpick').count(), { timeout: 15_000 }).toBe(1);
        await page.getByTestId('checkout-draws-8').check();
        await page.getByTestId('checkout-quickpick').click();
        expect(await overflowsHorizontally(page)).toBe(false);
        await shot(page, `site${site}-${width}-pick`);
        await accessible(page);
        await page.getByTestId('checkout-next').click();
        await onStep(page, 'details');
        await page.getByTestId('checkout-next').click();
        await expect.poll(() => page.getByTestId('checkout-email-error').count()).toBe(1);
        await shot(page, `site${site}-${width}-details`);
        await accessible(page);
        await page.close();
      }
  });

  it('buys a subscription as a visitor, is logged in with the new account, and finds it after logging in again', async () => {
    const page = await platform.newPage('/lobby');
    const entry = page
      .locator('[data-testid="lobby-tile"]', { hasText: 'Fast 5/35' })
      .locator('[data-testid="tile-checkout"]')
      .first();
    await expect.poll(() => entry.count(), { timeout: 15_000 }).toBe(1);
    await shot(page, 'desktop-0-lobby');
    await entry.click();

    // 1. Numbers and draws
    await onStep(page, 'pick');
    await expect.poll(() => page.getByTestId('checkout-summary-game').textContent()).toBe('Fast 5/35');
    await page.getByTestId('checkout-draws-4').check();
    for (const ball of [3, 7, 11, 19, 28]) await page.getByTestId(`checkout-ball-1-${ball}`).click();
    await page.getByTestId('checkout-add-line').click();
    expect(await page.getByTestId('checkout-summary-draws').textContent()).toBe('Subscription: 4 draws');
    expect(await page.getByTestId('checkout-total').textContent()).toBe('$4.40');
    await expect.poll(() => page.getByTestId('checkout-minimum-note').count()).toBe(1);
    await shot(page, 'desktop-1-pick');
    await accessible(page);
    await page.getByTestId('checkout-next').click();

    // 2. Details (an under-18 birth date is refused first)
    await onStep(page, 'details');
    await page.getByTestId('checkout-title').selectOption('ms');
    await page.getByTestId('checkout-first-name').fill('Ana');
    await page.getByTestId('checkout-last-name').fill('Lopez');
    const thisYear = new Date().getUTCFullYear();
    await page.getByTestId('checkout-birth-day').selectOption('1');
    await page.getByTestId('checkout-birth-month').selectOption('1');
    await page.getByTestId('checkout-birth-year').selectOption(String(thisYear - 10));
    await page.getByTestId('checkout-email').fill('ana.guest@drawhall.test');
    await page.getByTestId('checkout-phone').fill('+1 212 555 0147');
    await page.getByTestId('checkout-username').fill(USERNAME);
    await page.getByTestId('checkout-password').fill(PASSWORD);
    await page.getByTestId('checkout-next').click();
    await expect.poll(() => page.getByTestId('checkout-birth-year-error').textContent()).toContain('18');
    await page.getByTestId('checkout-birth-year').selectOption('1990');
    await shot(page, 'desktop-2-details');
    await accessible(page);
    await page.getByTestId('checkout-next').click();

    // 3. Address
    await onStep(page, 'address');
    await page.getByTestId('checkout-street').fill('350 Fifth Avenue');
    await page.getByTestId('checkout-city').fill('New York');
    await page.getByTestId('checkout-postal-code').fill('10118');
    await page.getByTestId('checkout-country').selectOption('US');
    await page.getByTestId('checkout-state').selectOption('NY');
    await accessible(page);
    await page.getByTestId('checkout-next').click();

    // 4. Payment
    await onStep(page, 'payment');
    await page.getByTestId('checkout-card-number').fill(TestCards.success);
    await page.getByTestId('checkout-card-expiry').fill('12/30');
    await page.getByTestId('checkout-card-cvc').fill('123');
    await shot(page, 'desktop-4-payment');
    await page.getByTestId('checkout-next').click();

    // 5. Confirm: terms and privacy must be accepted
    await onStep(page, 'confirm');
    await page.getByTestId('checkout-pay').click();
    await expect
      .poll(() => page.getByTestId('checkout-terms-error').getAttribute('data-key'))
      .toBe('registration.quick.errors.tandc');
    expect(await page.getByTestId('checkout-privacy-error').getAttribute('data-key')).toBe(
      'checkout.errors.privacy',
    );
    await page.getByTestId('checkout-terms').check();
    await page.getByTestId('checkout-privacy').check();
    expect(await page.getByTestId('checkout-review-name').textContent()).toBe('Ms Ana Lopez');
    await shot(page, 'desktop-5-confirm');
    await accessible(page);
    await page.getByTestId('checkout-pay').click();

    // 6. Success: account made and logged in, card charged the $5 minimum, $4.40 spent.
    await onStep(page, 'success');
    await expect.poll(() => page.getByTestId('checkout-success').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByTestId('checkout-username-made').textContent()).toBe(USERNAME);
    await expect.poll(() => page.getByTestId('player-menu').count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => page.getByTestId('header-balance').textContent().then(amountOf), { timeout: 15_000 })
      .toBeCloseTo(0.6, 2);
    await shot(page, 'desktop-6-success');
    await accessible(page);

    // A reload (or pressing pay again) charges nothing more: the success stays, the balance too.
    await page.reload();
    await onStep(page, 'success');
    await expect.poll(() => page.getByTestId('player-menu').count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => page.getByTestId('header-balance').textContent().then(amountOf), { timeout: 15_000 })
      .toBeCloseTo(0.6, 2);

    // The subscription's summary is mailed to the new player.
    await expect
      .poll(
        async () => {
          const response = await fetch(`${platform.url}/dev/outbox?to=ana.guest%40drawhall.test`);
          const { messages } = (await response.json()) as { messages: { subject: string }[] };
          return messages.map((m) => m.subject);
        },
        { timeout: 10_000 },
      )
      .toContain('Your subscription to Fast 5/35');

    await page.getByTestId('checkout-to-subscriptions').click();
    const active = page.locator('[data-testid="subscription"][data-state="active"]');
    await expect.poll(() => active.count(), { timeout: 15_000 }).toBe(1);
    expect(await active.textContent()).toContain('Fast 5/35');

    // Log out, log in with the account the checkout made: the subscription is there.
    await logOut(page);
    await page.goto(`${platform.url}/?login=true`);
    await logIn(page, USERNAME, PASSWORD);
    await page.goto(`${platform.url}/subscriptions`);
    await expect.poll(() => active.count(), { timeout: 15_000 }).toBe(1);
    expect(await active.textContent()).toContain('Fast 5/35');
    await page.close();
  });
});
