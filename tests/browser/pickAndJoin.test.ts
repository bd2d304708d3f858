import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../protocol/types';
import { httpCall } from '../server/support/wire';
import { adjustableClock, startPlatform, type Platform } from './support/platform';
import { overflowsHorizontally } from './support/navigate';
import { submitLogin } from './support/session';

/** Fast 5/35 in the demo seed: a draw every minute. */
const FAST_535 = 102;

// The demo player opens an open lottery from its tile, reads the payout, picks and joins.
describe('pick and join in a real browser', () => {
  let platform: Platform;
  const clock = adjustableClock();

  beforeAll(async () => {
    // Time stands still, so the instance being joined cannot close halfway through the test.
    platform = await startPlatform({ clock });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('opens the payout, picks a line by lucky dip, joins and sees the balance drop', async () => {
    const page = await platform.newPage('/?login=true');
    await submitLogin(page, 'demo', 'demo1234');
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .toContain('100');
    const before = await page.getByTestId('header-balance').textContent();

    await page.getByTestId('lobby-tab-lottery').click();
    const tile = page.locator('[data-testid="lobby-tile"]', { hasText: 'Fast 5/35' }).first();
    await tile.getByTestId('tile-play').click();
    await expect.poll(() => page.getByTestId('pick-page').count(), { timeout: 10_000 }).toBe(1);

    await page.getByTestId('pick-payout').click();
    await expect.poll(() => page.getByTestId('payout-row').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('payout-disclaimer').textContent()).toBe(
      'All values are estimated assuming no ties in each rank',
    );
    // Fast 5/35 names its ranks (game-type flag rankLabels): straight, rumble, lucky; rank 4 has none.
    expect(await page.getByTestId('payout-rank-label').allTextContents()).toEqual([
      'Straight',
      'Rumble',
      'Lucky',
    ]);
    await page.keyboard.press('Escape');

    // The animated board loads only when asked for, and picks through the same store as the DOM grid.
    expect(await page.locator('canvas').count()).toBe(0);
    await page.getByTestId('picking-board-toggle').click();
    await expect
      .poll(() => page.getByTestId('picking-board').locator('canvas').count(), { timeout: 15_000 })
      .toBe(1);
    await page.locator('[data-testid="stage-view"][data-scene="picking"]').waitFor({ timeout: 15_000 });
    // On the page, keys drive the board: the cursor starts on 1 and Enter picks it in the store.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('ball-1-1').getAttribute('aria-pressed')).toBe('true');
    // Keys typed on a focused control stay the control's: Enter on DOM ball 5 picks 5 only.
    await page.getByTestId('ball-1-5').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('ball-1-5').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('ball-1-1').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('ball-1-1').click();
    await page.getByTestId('ball-1-5').click();
    expect(await page.getByTestId('ball-1-1').getAttribute('aria-pressed')).toBe('false');

    await page.getByTestId('pick-lucky-dip').click();
    await expect.poll(() => page.getByTestId('pick-line').count()).toBe(1);
    await page.getByTestId('pick-confirm').click();
    await page.getByTestId('pick-join').click();
    await expect
      .poll(
        async () =>
          (await page.getByTestId('pick-joined').count()) === 1 ||
          (await page.getByTestId('pick-page').textContent()),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .not.toBe(before);
    await page.close();
  });

  // Issue 32: a real play page, not a narrow form: the game's band with its prize, draw and
  // countdown, the picker and the ticket side by side on a desktop, the ticket after it on a phone.
  it('lays out the pick page as a play screen: hero band, picker and ticket', async () => {
    const reply = await httpCall(
      platform.url,
      'getFilteredGames',
      { filter: { memberId: 1 } },
      { endpoint: 'anon' },
    );
    if (!reply.body.ok) throw new Error(`getFilteredGames: ${JSON.stringify(reply.body.fault)}`);
    const { games } = reply.body.result as { games: GameInstance[] };
    // The open draw with the latest registration end (its countdown runs longest).
    const open = games
      .filter((g) => g.gameId === FAST_535 && g.gameStatus === 'OPEN')
      .sort((a, b) => b.registrationEndTime - a.registrationEndTime)[0];
    expect(open).toBeTruthy();
    const page = await platform.newPage(`/pick?id=${open?.gameInstanceId}`, { width: 1366, height: 900 });
    await expect.poll(() => page.getByTestId('ball-1-1').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('pick-header').locator('h1').textContent()).toBe('Fast 5/35');
    // What the draw pays, as its lobby tile says: the top prize while nothing is sold, else the pool
    // (the first case here bought a line in this draw).
    expect(await page.getByTestId('pick-header').textContent()).toMatch(/(Top prize|Prize pool)\$/);
    expect(await page.getByTestId('pick-header-prize').textContent()).toMatch(/^\$[\d,]+(\.\d{2})?$/);
    expect(await page.getByTestId('pick-countdown').textContent()).toMatch(/^(\d+d )?(\d{2}:)?\d{2}:\d{2}$/);
    expect(await page.getByTestId('pick-header-draw').textContent()).toMatch(/\d{1,2}:\d{2}/);
    // The empty ticket asks for numbers; no "$0" total, no "Lines: 0 of ...".
    expect(await page.getByTestId('pick-ticket-empty').textContent()).toBe(
      'Pick 5 numbers or use Lucky Dip.',
    );
    expect(await page.getByTestId('pick-total').count()).toBe(0);
    expect(await page.getByTestId('pick-plays').count()).toBe(0);
    const box = async (testId: string) => {
      const found = await page.getByTestId(testId).boundingBox();
      if (!found) throw new Error(`${testId} not laid out`);
      return found;
    };
    let picker = await box('number-picking');
    let ticket = await box('pick-ticket');
    expect(ticket.x).toBeGreaterThanOrEqual(picker.x + picker.width);
    expect(ticket.y).toBeLessThan(picker.y + picker.height);
    // Balls are large on a desktop.
    expect((await box('ball-1-1')).width).toBeGreaterThanOrEqual(48);
    await page.getByTestId('pick-lucky-dip').click();
    await expect.poll(() => page.getByTestId('pick-total').textContent()).toMatch(/^Total: \$\d/);
    expect(await page.getByTestId('pick-ticket-empty').count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(async () => (await box('pick-ticket')).y >= (await box('number-picking')).y + 1)
      .toBe(true);
    picker = await box('number-picking');
    ticket = await box('pick-ticket');
    expect(ticket.y).toBeGreaterThanOrEqual(picker.y + picker.height);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.close();
  });

  it('plays the demo perm game end to end: a Perm 3 of five numbers is ten lines at $1', async () => {
    const page = await platform.newPage('/?login=true');
    await submitLogin(page, 'demo', 'demo1234');
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .toMatch(/\$\d/);
    const before = Number((await page.getByTestId('header-balance').textContent())!.replace(/[^\d.]/g, ''));
    await page.getByTestId('lobby-tab-lottery').click();
    const tile = page.locator('[data-testid="lobby-tile"]', { hasText: 'Lucky 49s Perm' }).first();
    await tile.getByTestId('tile-play').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/permpick');
    const betTypes = page.getByTestId('pick-bet-type');
    await expect.poll(() => betTypes.count(), { timeout: 10_000 }).toBe(4);
    expect(await betTypes.allTextContents()).toEqual([
      'Perm 2 · 60x',
      'Perm 3 · 600x',
      'Perm 4 · 8000x',
      'Perm 5 · 120000x',
    ]);
    await betTypes.filter({ hasText: 'Perm 3' }).click();
    for (const n of [3, 11, 19, 27, 35]) await page.getByTestId(`ball-1-${n}`).click();
    await expect.poll(() => page.getByTestId('pick-add-selection').textContent()).toContain('10 lines');
    await page.getByTestId('pick-add-selection').click();
    await page.getByTestId('pick-confirm').click();
    await page.getByTestId('pick-join').click();
    await expect.poll(() => page.getByTestId('pick-joined').count(), { timeout: 15_000 }).toBe(1);
    // Ten lines at $1; the demo player's bonus releases 10% of a wager to cash (site 1's
    // cashier.bonusReleasePercent), so cash drops by $9 to $10.
    const balance = async () =>
      Number((await page.getByTestId('header-balance').textContent())!.replace(/[^\d.]/g, ''));
    await expect.poll(balance, { timeout: 15_000 }).toBeLessThanOrEqual(before - 9);
    expect(await balance()).toBeGreaterThanOrEqual(before - 10);
    await page.close();
  });

  // Issue 32: a link to a draw that is over offers the same game's next draw, not only "Go Home".
  it('a stale pick link offers the next draw of the same game and opens its picker', async () => {
    const anon = async <T>(call: string, params: unknown): Promise<T> => {
      const reply = await httpCall(platform.url, call, params, { endpoint: 'anon' });
      if (!reply.body.ok) throw new Error(`${call}: ${JSON.stringify(reply.body.fault)}`);
      return reply.body.result as T;
    };
    const { games } = await anon<{ games: GameInstance[] }>('getFilteredGames', { filter: { memberId: 1 } });
    const linked = games
      .filter((g) => g.gameId === FAST_535 && g.gameStatus === 'OPEN')
      .sort((a, b) => a.registrationEndTime - b.registrationEndTime)[0];
    expect(linked).toBeTruthy();
    // Past its draw and playout: the scheduler closes, draws and ends it, and opens later draws.
    clock.advance(3 * 60_000);
    await expect
      .poll(
        async () =>
          (await anon<{ gameStatus: string }>('getGameResults', { gameInstanceId: linked.gameInstanceId }))
            .gameStatus,
        { timeout: 30_000, interval: 500 },
      )
      .toBe('ENDED');

    const page = await platform.newPage(`/pick?id=${linked.gameInstanceId}`);
    const next = page.getByTestId('pick-next-draw');
    await expect.poll(() => next.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('pick-draw-over').count()).toBe(1);
    const href = (await next.getAttribute('href')) ?? '';
    const nextId = Number(new URL(href, platform.url).searchParams.get('id'));
    expect(nextId).not.toBe(linked.gameInstanceId);
    const offered = await anon<{ gameId: number; gameStatus: string }>('getGameResults', {
      gameInstanceId: nextId,
    });
    expect(offered).toMatchObject({ gameId: FAST_535, gameStatus: 'OPEN' });
    await next.click();
    await expect.poll(() => page.getByTestId('ball-1-1').count(), { timeout: 10_000 }).toBe(1);
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(nextId));
    await page.close();
  });
});
