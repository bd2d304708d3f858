import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock, startPlatform, type Platform } from '../support/platform';

// Issue 32: bingo games' tiles in the main lobby wore lottery balls; they wear their room's
// picture (a 5x5 card for 75-ball, a ticket strip for 90-ball) as on the bingo page.
describe("bingo tiles in the main lobby wear their room's picture", () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform({ clock: adjustableClock() });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('shows the 75-ball card and the 90-ball strip as loaded pictures, no balls', async () => {
    // The games page lists every kind's game instances as lobby tiles; ?kind=bingo narrows to bingo.
    const page = await platform.newPage('/games?kind=bingo', { width: 1366, height: 900 });
    const bingoTiles = page.locator('[data-testid="lobby-tile"].lobby-tile--art-bingo');
    await expect.poll(() => bingoTiles.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    for (const [room, art] of [
      ['Bingo 90 Strips', 'bingo90'],
      ['Bingo 75', 'bingo75'],
    ] as const) {
      const tile = bingoTiles.filter({ hasText: room }).first();
      await tile.scrollIntoViewIfNeeded();
      const picture = tile.locator(`img[data-art="${art}"]`);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await tile.locator('.game-art__ball').count()).toBe(0);
      expect(await tile.getAttribute('class')).toContain(`lobby-tile--art-${art}`);
    }
    await page.close();
  });
});
