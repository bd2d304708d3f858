import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { logIn } from '../support/session';
import { navigateInApp } from '../support/navigate';

const ROOM = 'Bingo 75 Blast';
const CALL_MS = 3_000;

async function balanceMinor(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

async function daubsOnMyCards(page: Page): Promise<number> {
  const counts = await page
    .getByTestId('bingo-card')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-daubed'))));
  return counts.reduce((a, b) => a + b, 0);
}

// The built app on a real server: from the menu to the bingo rooms, three cards
// bought, the hall watched while the server calls numbers (the clock moved by the test), daubs
// appearing on the cards, the winners announced and the prize credited in the header.
describe('bingo in a real browser', () => {
  const clock = adjustableClock();
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ clock });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it(
    'buys cards, watches the calls daub them, and is paid for the patterns won',
    { timeout: 180_000 },
    async () => {
      const page = await platform.newPage('/?login=true');
      await logIn(page, 'demo', 'demo1234');
      await expect.poll(() => balanceMinor(page), { timeout: 15_000 }).toBeGreaterThan(0);

      await page.getByTestId('drawer-open').click();
      await page.getByTestId('drawer').getByRole('link', { name: 'Bingo Lobby' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/bingo/lobby');
      const room = page.getByTestId('bingo-room').filter({ hasText: ROOM }).first();
      await expect.poll(() => room.count(), { timeout: 10_000 }).toBe(1);
      const startsAt = Number(await room.getAttribute('data-starts-at'));
      expect(await seriousViolations(page)).toEqual([]);
      // Each format wears its own picture (a 5x5 card, a 90-ball ticket strip), fetched as a file.
      const strips = page.getByTestId('bingo-room').filter({ hasText: 'Bingo 90 Strips' }).first();
      expect(await room.getAttribute('data-art')).toBe('bingo75');
      expect(await strips.getAttribute('data-art')).toBe('bingo90');
      await expect
        .poll(() =>
          room.locator('img[data-art="bingo75"]').evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      // The jackpot leads the card once; it is not repeated among the facts.
      expect(await room.getByTestId('bingo-room-prize').getAttribute('data-kind')).toBe('jackpot');
      expect(((await room.textContent()) ?? '').match(/\$500/g)).toHaveLength(1);

      // 90-ball rooms sell strips of six tickets: the stepper moves by strips before the server has to.
      const stripCount = strips.getByTestId('bingo-card-count');
      expect(await stripCount.textContent()).toBe('6');
      expect(await stripCount.getAttribute('aria-valuemax')).toBe('24');
      await strips.getByTestId('bingo-card-count-more').click();
      await expect.poll(() => stripCount.textContent()).toBe('12');
      expect(await strips.getByTestId('bingo-buy').textContent()).toBe('Buy 12 cards for $6');

      const before = await balanceMinor(page);
      // From the keyboard: the count is a spin button; one step down from the four it starts at.
      const count = room.getByTestId('bingo-card-count');
      expect(await count.textContent()).toBe('4');
      await count.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => count.getAttribute('aria-valuenow')).toBe('3');
      expect(await room.getByTestId('bingo-buy').textContent()).toBe('Buy 3 cards for $1.50');
      await room.getByTestId('bingo-buy').click();
      await expect
        .poll(() => room.getByTestId('bingo-room-mine').textContent(), { timeout: 15_000 })
        .toContain('3');
      // 3 cards at 0.50; the demo player's bonus may release a share of the wager to cash.
      await expect.poll(() => balanceMinor(page), { timeout: 15_000 }).toBeLessThan(before);
      const afterBuying = await balanceMinor(page);
      expect(before - afterBuying).toBeGreaterThanOrEqual(150 - 15);
      expect(before - afterBuying).toBeLessThanOrEqual(150);

      await room.getByTestId('bingo-enter').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/bingo/playout');
      await expect.poll(() => page.getByTestId('bingo-card').count(), { timeout: 15_000 }).toBe(3);
      await expect
        .poll(() => page.locator('[data-testid="stage-view"][data-scene="bingo"] canvas').count(), {
          timeout: 20_000,
        })
        .toBe(1);
      const calls = () => page.getByTestId('bingo-text').getAttribute('data-calls').then(Number);
      expect(await calls()).toBe(0);

      // The room starts: the server calls one number every 3 s of its clock, pushed to the hall.
      clock.advance(startsAt - clock.now() + CALL_MS + 500);
      await expect.poll(calls, { timeout: 20_000 }).toBeGreaterThan(0);
      // Two rooms of one type (this one calling, the next one open) are told apart by their clock times.
      const lobby = await platform.newPage('/bingo/lobby');
      const blasts = lobby.getByTestId('bingo-room').filter({ hasText: ROOM });
      await expect.poll(() => blasts.count(), { timeout: 15_000 }).toBe(2);
      const starts = await blasts.getByTestId('bingo-room-start').allTextContents();
      expect(starts[0]).toMatch(/^Started \d\d:\d\d/);
      expect(starts[1]).toMatch(/^Starts \d\d:\d\d/);
      expect(starts[1].slice('Starts'.length)).not.toBe(starts[0].slice('Started'.length));
      await lobby.close();
      const firstDaubs = await daubsOnMyCards(page);
      let seen = await calls();
      for (let i = 0; i < 6; i++) {
        clock.advance(CALL_MS);
        await expect.poll(calls, { timeout: 15_000 }).toBeGreaterThan(seen);
        seen = await calls();
      }
      expect(await daubsOnMyCards(page)).toBeGreaterThanOrEqual(firstDaubs);
      expect((await page.getByTestId('bingo-last-call').textContent()) ?? '').toMatch(
        /Call \d+ of 75: [BINGO]\d+/,
      );

      // Through to the end: every pattern is won (only this player's cards are in the room).
      for (
        let i = 0;
        i < 30 && (await page.getByTestId('bingo-hall').getAttribute('data-finished')) !== 'true';
        i++
      ) {
        clock.advance(10 * CALL_MS);
        await page.waitForTimeout(700);
      }
      await expect
        .poll(() => page.getByTestId('bingo-hall').getAttribute('data-finished'), { timeout: 20_000 })
        .toBe('true');
      expect(await daubsOnMyCards(page)).toBeGreaterThan(firstDaubs);
      const results = page.getByTestId('bingo-pattern-result');
      expect(await results.count()).toBe(3);
      for (const won of await results.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-won'))))
        expect(won).toBe('true');
      expect(await page.getByTestId('bingo-my-winnings').textContent()).toMatch(/You won \$\d/);
      await expect.poll(() => balanceMinor(page), { timeout: 15_000 }).toBeGreaterThan(afterBuying);
      const callsMade = await calls();

      // The results, where the hall's link leads (followed in the app, as the link does).
      const resultsLink = page.getByTestId('bingo-results-link');
      expect(await resultsLink.getAttribute('href')).toMatch(/^\/bingo\/gameover\?id=\d+$/);
      await navigateInApp(page, (await resultsLink.getAttribute('href'))!);
      await expect.poll(() => page.getByTestId('bingo-result').count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByTestId('bingo-result').textContent()).toMatch(/You won/);
      // The numbers really called; the whole committed order (to verify with the seed) apart.
      expect(((await page.getByTestId('bingo-called').textContent()) ?? '').split(',').length).toBe(
        callsMade,
      );
      expect(await page.getByTestId('bingo-call-order').textContent()).toMatch(/(\d+, ){74}\d+\.$/);

      // The replay: the same calls again on the hall's stage, from the stored result.
      await page.getByTestId('bingo-replay-start').click();
      const status = page.getByTestId('bingo-replay-status');
      expect(Number(await status.getAttribute('data-total'))).toBe(callsMade);
      await expect
        .poll(() => status.getAttribute('data-step').then(Number), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await expect
        .poll(() => page.locator('[data-testid="stage-view"][data-scene="bingo"] canvas').count(), {
          timeout: 20_000,
        })
        .toBe(1);
      await page.getByRole('button', { name: 'Skip to the end' }).click();
      await expect.poll(() => status.getAttribute('data-step').then(Number)).toBe(callsMade);
      await page.close();
    },
  );
});
