import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock, startPlatform, type Platform } from './support/platform';
import { navigateInApp } from './support/navigate';
import { logIn, submitLogin } from './support/session';

// The player's first minute: the demo site's lobby with live tiles, then logging in.
describe('lobby in a real browser', () => {
  const clock = adjustableClock();
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ clock });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('shows the demo site with tiles served by the game server', async () => {
    const page = await platform.newPage('/');
    await expect
      .poll(() => page.getByTestId('site-name').textContent(), { timeout: 10_000 })
      .toBe('Drawhall Demo');
    await page.getByTestId('lobby-tab-lottery').click();
    const tiles = page.getByTestId('lobby-tile');
    await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const titles = await page.getByTestId('lobby-tile').allTextContents();
    expect(titles.join(' ')).toContain('Fast 5/35');
    // A fixed-prize game with nothing sold yet shows what one play can win, not an empty pool.
    const fast = tiles.filter({ hasText: 'Fast 5/35' }).first();
    expect(await fast.locator('.lobby-tile__prize').textContent()).toMatch(/^Top prize\$10k$/i);
    // Every Play button of a row sits at the same height, guest link or not.
    const tops = await page
      .getByTestId('tile-play')
      .evaluateAll((links) => links.slice(0, 4).map((l) => Math.round(l.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await page.close();
  });

  // Issue 32: the star sat over the tile's art.
  it("puts a logged-in player's favourite star beside the tile art, not over it", async () => {
    const page = await platform.newPage('/?login=true');
    await submitLogin(page, 'demo', 'demo1234');
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .toContain('100');
    await page.getByTestId('lobby-tab-lottery').click();
    // On a desktop and on a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => page.getByTestId('tile-favorite').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      const overlaps = await page.getByTestId('lobby-tile').evaluateAll((tiles) =>
        tiles.slice(0, 8).flatMap((tile) => {
          const star = tile.querySelector('[data-testid="tile-favorite"]')?.getBoundingClientRect();
          const art = tile.querySelector('.game-art')?.getBoundingClientRect();
          if (!star || !art) return ['missing star or art'];
          const apart =
            star.right <= art.left ||
            art.right <= star.left ||
            star.bottom <= art.top ||
            art.bottom <= star.top;
          return apart ? [] : [tile.textContent?.slice(0, 30) ?? ''];
        }),
      );
      expect(overlaps).toEqual([]);
    }
    // Still a labelled button the keyboard reaches.
    const star = page.getByTestId('tile-favorite').first();
    await star.focus();
    expect(await star.evaluate((el) => el === document.activeElement && el.tagName)).toBe('BUTTON');
    expect(await star.getAttribute('aria-label')).toMatch(/favou?rite/i);
    await page.close();
  });

  it('updates a tile live when the server moves its game on', async () => {
    const page = await platform.newPage('/');
    await page.getByTestId('lobby-tab-lottery').click();
    // data-status is the displayed state ('open', 'starting soon', 'playing', ...).
    const tile = page
      .locator('[data-testid="lobby-tile"][data-status="open"]', { hasText: 'Fast 5/35' })
      .first();
    await expect.poll(() => tile.count(), { timeout: 15_000 }).toBe(1);
    const gameId = await tile.getAttribute('data-game-id');

    // Past the registration end of the open instance: the scheduler closes it and the lobby
    // batcher pushes the change within 3 s, without a reload.
    clock.advance(2 * 60_000);
    const sameTile = page.locator(`[data-testid="lobby-tile"][data-game-id="${gameId}"]`);
    await expect
      .poll(() => sameTile.count().then((n) => (n ? sameTile.getAttribute('data-status') : 'REMOVED')), {
        timeout: 20_000,
      })
      .not.toBe('open');
    await page.close();
  });

  it('logs the demo player in and shows the balance in the header', async () => {
    const page = await platform.newPage('/?login=true');
    await submitLogin(page, 'demo', 'wrong-password1');
    await expect
      .poll(() => page.getByTestId('login-error').getAttribute('data-code'), { timeout: 10_000 })
      .toBe('103');

    await page.getByTestId('login-password').fill('demo1234');
    await page.getByTestId('login-submit').click();
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .toContain('100');

    // A reload of a guarded page resumes the remembered session and stays on that page.
    await page.goto(platform.url + '/cashier');
    await expect.poll(() => page.getByTestId('balance-cash-amount').count(), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/cashier');

    await page.close();
  });
  it('narrows /games to the draws on sale in one currency; a euro draw tells its price in dollars too', async () => {
    const page = await platform.newPage('/?login=true');
    await logIn(page, 'demo', 'demo1234');
    await navigateInApp(page, '/games?kind=lottery');
    const titles = () => page.locator('[data-testid="lobby-tile"] .lobby-tile__title').allTextContents();
    await expect.poll(titles, { timeout: 15_000 }).toContain('Fast 5/35');
    expect(await titles()).toContain('Sunday Tournament 7/40');

    await page.getByTestId('games-currency').selectOption('EUR');
    await expect.poll(() => new URL(page.url()).searchParams.get('currency')).toBe('EUR');
    await expect.poll(titles, { timeout: 15_000 }).toContain('Sunday Tournament 7/40');
    expect(await titles()).not.toContain('Fast 5/35');
    // The kind tabs keep the currency.
    await page.getByTestId('games-kind-raffle').click();
    await expect.poll(titles, { timeout: 15_000 }).toEqual(expect.arrayContaining(['Weekend Raffle']));
    expect(new URL(page.url()).searchParams.get('currency')).toBe('EUR');

    await page.getByTestId('games-currency').selectOption('');
    await page.getByTestId('games-kind-lottery').click();
    await expect.poll(titles, { timeout: 15_000 }).toContain('Fast 5/35');

    // The euro tournament's wager, for a player whose money is in dollars: the total in euros,
    // and about what it is in dollars at the site's display rate.
    const tournament = page.locator('[data-testid="lobby-tile"]', { hasText: 'Sunday Tournament 7/40' });
    await tournament.getByTestId('tile-play').click();
    await page.getByTestId('pick-lucky-dip').click();
    await expect.poll(() => page.getByTestId('pick-total').textContent(), { timeout: 10_000 }).toMatch(/€/);
    await expect
      .poll(() => page.getByTestId('pick-total-converted').textContent(), { timeout: 10_000 })
      .toMatch(/^ \(about \$\d+\.\d\d at today's rate/);
    await page.close();
  });
});
