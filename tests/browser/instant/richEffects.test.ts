import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRichMedia } from '../../../server/domain/content/richMedia';
import { startPlatform, type Platform } from '../support/platform';
import { logIn } from '../support/session';

/** A sprite cue as Howler starts it on Web Audio: offset and length in seconds (a loop's is 86400). */
interface Start {
  offset: number;
  duration: number;
}

/** The sprites' cues (audio/sprites/*.json, milliseconds there). */
const TICK = { offset: 0, duration: 0.06 };
const SCRATCH_LOOP = { offset: 0, duration: 86400 };

declare global {
  interface Window {
    __audioStarts?: Start[];
  }
}

/**
 * Every sound the page starts, as Web Audio sees it: the app's own code plays through Howler, which
 * starts one buffer source per cue; nothing of the app is replaced.
 */
async function recordAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const starts: { offset: number; duration: number }[] = [];
    window.__audioStarts = starts;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (when?: number, offset?: number, duration?: number) {
      starts.push({ offset: offset ?? 0, duration: duration ?? 0 });
      return start.call(this, when, offset, duration);
    };
  });
}

const starts = (page: Page) => page.evaluate(() => window.__audioStarts ?? []);
const count = (all: Start[], cue: Start) =>
  all.filter((s) => Math.abs(s.offset - cue.offset) < 1e-3 && Math.abs(s.duration - cue.duration) < 1e-3)
    .length;

/** The stage of a bought ticket, its test hook ready (deterministic mode: time moves when stepped). */
async function buyOne(page: Page, kind: string, gameId: number) {
  await page.goto(new URL(`/${kind}?gid=${gameId}&deterministic=1`, page.url()).href);
  await page.getByTestId('instant-buy-one').click({ timeout: 15_000 });
  await page.getByTestId('instant-buy-confirm').click();
  const canvas = page.getByTestId('instant-stage').locator('canvas');
  await expect.poll(() => canvas.count(), { timeout: 15_000 }).toBe(1);
  await page.waitForFunction(() => window.__drawhallStage !== undefined);
  return canvas;
}

const step = (page: Page, ms: number) => page.evaluate((ms) => window.__drawhallStage!.step(ms), ms);

// Issue 32: the instant games' rich mode as a player meets it in the built app, with the site's
// operator forcing rich sound and animation on for both kinds: the scratchcard's foil sheds flakes
// under the pointer and sounds while scratched, the spinner ticks as its segments pass.
describe('rich scratchcard and spinner effects in the built app', () => {
  let platform: Platform;
  let signedIn: Page | null = null;

  /** The demo player's page, logged in once (expect.poll, which the login waits with, needs a test). */
  async function playerPage(): Promise<Page> {
    if (signedIn) return signedIn;
    const page = await platform.browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(10_000);
    await recordAudio(page);
    await page.goto(`${platform.url}/?login=true`);
    await logIn(page, 'demo', 'demo1234');
    return (signedIn = page);
  }

  beforeAll(async () => {
    platform = await startPlatform();
    const { db } = platform.server.services;
    for (const kind of ['scratchcard', 'spinner'] as const)
      await storeRichMedia(db, 1, kind, { sound: 'on', animation: 'on' }, Date.now());
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('scratching sheds foil flakes that fall away, to the scratching sound', async () => {
    const page = await playerPage();
    const canvas = await buyOne(page, 'scratchcard', 601);
    const flakes = () => page.evaluate(() => window.__drawhallStage!.visibleIn('foilFlakes'));
    expect(await flakes()).toBe(0);
    const box = (await canvas.boundingBox())!;
    const y = box.y + box.height * 0.4;
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, y, { steps: 4 });
    // Shed under the pointer at once; stepped a second on, every one has fallen and faded.
    expect(await flakes()).toBeGreaterThan(0);
    // At least once: on a loaded machine the pointer's steps can be over the loop's 120 ms rest
    // apart, and the loop then stops and starts again, as it should.
    await expect
      .poll(async () => count(await starts(page), SCRATCH_LOOP), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    await page.mouse.up();
    await step(page, 1_000);
    expect(await flakes()).toBe(0);
  });

  it('the spinner ticks as the segments pass the pointer, and stops ticking at rest', async () => {
    const page = await playerPage();
    const canvas = await buyOne(page, 'spinner', 603);
    const before = count(await starts(page), TICK);
    // A tap unlocks the page's audio (browsers allow sound only after a gesture); Enter spins, as
    // a tap on the wheel would.
    await canvas.click({ position: { x: 5, y: 5 } });
    // The sprite loads once the audio is unlocked; stepped time outruns its fetch and decoding, and
    // a cue asked for before the sprite is ready is not played (Howler keeps the page's Howls on
    // window.Howler, where state() says whether each has loaded).
    await page.waitForFunction(() => {
      const howler = (window as unknown as { Howler?: { _howls: { state(): string }[] } }).Howler;
      return !!howler && howler._howls.length > 0 && howler._howls.every((h) => h.state() === 'loaded');
    });
    await page.keyboard.press('Enter');
    // The server hears of the spin as it starts, but the page keeps the outcome until the wheel
    // rests (it had told it at once, over the turning wheel).
    await step(page, 200);
    const stage = page.getByTestId('instant-stage');
    await expect.poll(() => stage.getAttribute('data-finished'), { timeout: 10_000 }).toBe('true');
    const outcome = page.getByTestId('instant-outcome');
    expect(await outcome.textContent()).toBe('Not revealed yet');
    // The spin runs on the stage's clock: a few seconds of it, stepped.
    for (let i = 0; i < 40; i++) await step(page, 200);
    await expect.poll(() => outcome.textContent()).toMatch(/^(You won|No win)/);
    await expect
      .poll(async () => count(await starts(page), TICK) - before, { timeout: 10_000 })
      .toBeGreaterThan(5);
    const ticked = count(await starts(page), TICK);
    await step(page, 2_000);
    expect(count(await starts(page), TICK)).toBe(ticked);
  });
});
