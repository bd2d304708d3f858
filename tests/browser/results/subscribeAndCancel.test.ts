import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { amountOf, demoWire, loginInPage } from './demoPlayer';

// Subscribing is joinGame with subscriptions > 0 (the DOM picker does not offer it yet), so the
// test subscribes over the wire; the player then finds it on /subscriptions and cancels it.
describe('subscribe and cancel in a real browser', () => {
  let platform: Platform;

  beforeAll(async () => {
    // Time stands still: the instance joined stays open and no draw uses up the subscription
    // between reading what is left and cancelling it.
    platform = await startPlatform({ clock: adjustableClock() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('shows the subscription, cancels it after asking, and refunds what was left', async () => {
    const wire = await demoWire(platform.url);
    const game = await wire.openInstance(102);
    const joined = await wire.call<{ exitCode: number }>('joinGame', {
      gameId: 102,
      gameInstanceId: game.gameInstanceId,
      userPlays: ['3,7,11,19,28'],
      userPlaysCount: 1,
      currencyId: 'USD',
      subscriptions: 3,
    });
    expect(joined.exitCode).toBe(0);

    // After a login the app goes home from pages outside the spec's stay list, /subscriptions
    // included; a reload then resumes the remembered session on the page itself.
    const page = await platform.newPage('/?login=true');
    await loginInPage(page);
    await page.goto(platform.url + '/subscriptions');
    const card = page.locator('[data-testid="subscription"][data-state="active"]');
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await card.textContent()).toContain('Fast 5/35');

    // The pick page of that game says the player subscribes to it already, and shows the draw's
    // top prize as getBonoboPayout answers it (the headline is the pool: a line is sold).
    const { bonoboPayout } = await wire.call<{ bonoboPayout: number }>('getBonoboPayout', {
      gameId: 102,
      gameInstanceId: game.gameInstanceId,
    });
    expect(bonoboPayout).toBeGreaterThan(0);
    await page.goto(`${platform.url}/pick?id=${game.gameInstanceId}`);
    await expect
      .poll(() => page.getByTestId('pick-already-subscribed').textContent(), { timeout: 15_000 })
      .toBe('You already subscribe to this game: its draws are bought for you. My subscriptions');
    expect(amountOf(await page.getByTestId('pick-top-prize').textContent())).toBe(bonoboPayout);
    await page.goto(platform.url + '/subscriptions');
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);

    const remaining = amountOf(await card.getByTestId('subscription-remaining').textContent());
    expect(remaining).toBeGreaterThan(0);
    const before = amountOf(await page.getByTestId('header-balance').textContent());

    await card.getByTestId('subscription-cancel').click();
    await expect.poll(() => page.getByTestId('cancel-subscription-dialog').count()).toBe(1);
    await page.getByTestId('cancel-subscription-confirm').click();

    await expect.poll(() => page.getByTestId('subscription-canceled').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('cancel-subscription-dialog').count()).toBe(0);
    expect(await card.count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('header-balance').textContent().then(amountOf), { timeout: 10_000 })
      .toBeCloseTo(before + remaining, 2);

    await page.getByTestId('subscriptions-history-link').click();
    await expect
      .poll(() => page.locator('[data-testid="subscription"][data-state="cancelled"]').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await page.close();
  });
});
