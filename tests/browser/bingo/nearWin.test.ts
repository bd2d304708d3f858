import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';
import { logIn } from '../support/session';

const ROOM = 'Bingo 75 Blast';
const CALL_MS = 3_000;

// Issue 32: a card one number from the pattern says so prominently in the hall ("1 to go, needs
// B7"), with the number that would win it; the stage glows the card and rings that cell.
describe('bingo near-win in the hall', () => {
  const clock = adjustableClock();
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ clock });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('marks the card one number away and names the number it needs', { timeout: 180_000 }, async () => {
    const page = await platform.newPage('/bingo/lobby?login=true', { width: 1366, height: 900 });
    await logIn(page, 'demo', 'demo1234');
    await page.goto(`${platform.url}/bingo/lobby`);
    const room = page.getByTestId('bingo-room').filter({ hasText: ROOM }).first();
    await expect.poll(() => room.count(), { timeout: 15_000 }).toBe(1);
    const startsAt = Number(await room.getAttribute('data-starts-at'));
    await room.getByTestId('bingo-buy').click();
    await expect
      .poll(() => room.getByTestId('bingo-room-mine').textContent(), { timeout: 15_000 })
      .toContain('4');
    await room.getByTestId('bingo-enter').click();
    await expect.poll(() => page.getByTestId('bingo-card').count(), { timeout: 15_000 }).toBe(4);
    await expect
      .poll(() => page.locator('[data-testid="stage-view"][data-scene="bingo"] canvas').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    expect(await page.locator('[data-testid="bingo-card"][data-near="true"]').count()).toBe(0);

    // A call or two at a time until a card is one number from the pattern being played.
    const calls = () => page.getByTestId('bingo-text').getAttribute('data-calls').then(Number);
    clock.advance(startsAt - clock.now() + CALL_MS + 500);
    await expect.poll(calls, { timeout: 20_000 }).toBeGreaterThan(0);
    const near = page.locator('[data-testid="bingo-card"][data-near="true"]');
    for (let i = 0; i < 60 && (await near.count()) === 0; i++) {
      clock.advance(CALL_MS);
      await page.waitForTimeout(700);
    }
    await expect.poll(() => near.count(), { timeout: 5_000 }).toBeGreaterThan(0);
    const card = near.first();
    expect(await card.textContent()).toMatch(/: 1 to go needs [BINGO]\d+/);
    // The number it needs has not been called yet, and the line is styled to stand out.
    const needs = ((await card.getByTestId('bingo-card-needs').textContent()) ?? '').replace('needs ', '');
    const called = ((await page.getByTestId('bingo-called').textContent()) ?? '').split(', ');
    for (const name of needs.split(', ')) expect(called).not.toContain(name);
    expect(await card.evaluate((li) => getComputedStyle(li).fontWeight)).toBe('800');
    // Cards further away say only how many they need.
    const far = page.locator('[data-testid="bingo-card"][data-near="false"][data-won="0"]');
    if (await far.count()) expect(await far.first().getByTestId('bingo-card-needs').count()).toBe(0);
    await page.close();
  });
});
