import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { submitLogin } from '../support/session';

// The demo player finds 'Bonus Ball 5/35' (5 from 35 plus a bonus ball from 10, at most 3 lines a
// player), reads its payout and rules, buys two lines with a bonus ball, sees the balance and the
// tile's counts change, then tries to buy past the limit from a stale second tab.
const GAME = 'Bonus Ball 5/35';

async function logIn(page: Page, balance: string) {
  await submitLogin(page, 'demo', 'demo1234');
  await expect
    .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
    .toContain(balance);
}

async function pickLine(page: Page, main: number[], bonus: number) {
  for (const ball of main) await page.getByTestId(`ball-1-${ball}`).click();
  await page.getByTestId(`ball-2-${bonus}`).click();
}

const count = async (page: Page | Locator, testId: string) =>
  Number((await page.getByTestId(testId).textContent())?.split(' ')[0]);

describe('lobby to a confirmed play, in a real browser', () => {
  let platform: Platform;
  let gameId: string | null = null;

  beforeAll(async () => {
    // Time stands still: both tests join the instance the first one found, which must stay open.
    platform = await startPlatform({ clock: adjustableClock() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('finds the game, reads payout and rules, buys two lines with a bonus ball; balance and tile change', async () => {
    const page = await platform.newPage('/lobby?login=true');
    await logIn(page, '100');
    const before = await page.getByTestId('header-balance').textContent();

    await page.getByTestId('lobby-tab-lottery').click();
    const tile = page.locator('[data-testid="lobby-tile"][data-status="open"]', { hasText: GAME }).first();
    await expect.poll(() => tile.count(), { timeout: 15_000 }).toBe(1);
    gameId = await tile.getAttribute('data-game-id');
    const sameTile = page.locator(`[data-testid="lobby-tile"][data-game-id="${gameId}"]`);
    const playsBefore = await count(sameTile, 'tile-plays');
    const playersBefore = await count(sameTile, 'tile-players');
    await tile.getByTestId('tile-play').click();
    await expect.poll(() => page.getByTestId('pick-page').count(), { timeout: 10_000 }).toBe(1);

    await page.getByTestId('pick-payout').click();
    await expect.poll(() => page.getByTestId('payout-row').count(), { timeout: 10_000 }).toBe(4);
    expect(await page.getByTestId('payout-balls').first().textContent()).toBe('5 + Bonus');
    expect(await page.getByTestId('payout-disclaimer').textContent()).toBe(
      'All values are estimated assuming no ties in each rank',
    );
    await page.keyboard.press('Escape');
    await page.getByTestId('pick-rules').click();
    await expect
      .poll(() => page.getByTestId('rules-description').textContent(), { timeout: 10_000 })
      .toContain('bonus ball');
    await page.keyboard.press('Escape');

    await pickLine(page, [3, 9, 14, 22, 35], 4);
    await pickLine(page, [1, 2, 5, 8, 13], 10);
    await expect
      .poll(() => page.getByTestId('pick-line-text').allTextContents())
      .toEqual(['3 9 14 22 35 # 4', '1 2 5 8 13 # 10']);
    await page.getByTestId('pick-confirm').click();
    await page.getByTestId('pick-join').click();
    await expect.poll(() => page.getByTestId('pick-joined').count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .not.toBe(before);

    await page.getByTestId('pick-back-to-lobby').click();
    await page.getByTestId('lobby-tab-lottery').click();
    await expect.poll(() => count(sameTile, 'tile-plays'), { timeout: 15_000 }).toBe(playsBefore + 2);
    expect(await count(sameTile, 'tile-players')).toBe(playersBefore + 1);
    await page.close();
  });

  it("refuses a join past the player's limit with the spec's text", async () => {
    expect(gameId).not.toBeNull();
    // Two tabs of one session: each thinks one more line is left; the second to join is refused.
    const context = await platform.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const openTab = async (path: string) => {
      const tab = await context.newPage();
      tab.setDefaultTimeout(5_000);
      await tab.goto(platform.url + path);
      return tab;
    };
    // Logging in sends the player home (spec section 2), so log in on the lobby first.
    const first = await openTab('/lobby?login=true');
    await logIn(first, '$');
    await first.goto(`${platform.url}/pick?id=${gameId}`);
    await expect
      .poll(() => first.getByTestId('pick-remaining').textContent(), { timeout: 15_000 })
      .toBe('You can buy up to 1 line.');
    const second = await openTab(`/pick?id=${gameId}`);
    await expect
      .poll(() => second.getByTestId('pick-remaining').textContent(), { timeout: 15_000 })
      .toBe('You can buy up to 1 line.');
    for (const tab of [first, second]) {
      await pickLine(tab, [4, 6, 7, 11, 12], 1);
      await tab.getByTestId('pick-confirm').click();
    }
    await first.getByTestId('pick-join').click();
    await expect.poll(() => first.getByTestId('pick-joined').count(), { timeout: 15_000 }).toBe(1);
    await second.getByTestId('pick-join').click();
    await expect
      .poll(() => second.getByTestId('pick-error').textContent(), { timeout: 15_000 })
      .toBe('You already have the maximum number of plays.');
    expect(await second.getByTestId('pick-not-joined').getAttribute('data-code')).toBe('5');
    await context.close();
  });
});
