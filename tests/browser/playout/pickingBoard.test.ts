import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startHarnessServer, type HarnessServer } from '../../visual/support/harnessServer';

interface PickingView {
  main: number[];
  second: number[];
  lines: string[];
}

/** The picking board in the harness, over the real picking store: keys and taps change the store. */
describe('picking board on the stage', () => {
  let server: HarnessServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startHarnessServer(), launchChromium()]);
    page = await browser.newPage({ viewport: { width: 960, height: 600 }, deviceScaleFactor: 1 });
    await page.goto(`${server.harnessUrl}?scene=picking&state=two-lines&theme=blue-theme&deterministic=1`);
    await page.waitForFunction(() => window.__drawhallHarness?.ready, null, { timeout: 30_000 });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const store = () =>
    page.evaluate(() => {
      const p = (window.__drawhallHarness!.props as { picking: PickingView }).picking;
      return { main: [...p.main], second: [...p.second], lines: [...p.lines] };
    });

  it('picks with the keyboard: the cursor starts on 1, Enter toggles the ball in the store', async () => {
    expect((await store()).main).toEqual([5, 12]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect((await store()).main).toEqual([5, 12, 1]);
    await page.keyboard.press('Enter');
    expect((await store()).main).toEqual([5, 12]);
  });

  it('picks with a tap on a ball', async () => {
    // Ball 3 of the first row in the wide layout (grid panel at 24,72; balls from 40,112; 56 px cells).
    await page.mouse.click(40 + 56 * 2 + 28 + 4, 112 + 28);
    expect((await store()).main).toContain(3);
  });

  it('lucky dip (L) completes the line through the store after its shimmer', async () => {
    const before = await store();
    await page.keyboard.press('l');
    expect((await store()).lines).toHaveLength(before.lines.length);
    await page.evaluate(() => window.__drawhallStage!.step(1000));
    const after = await store();
    expect(after.lines).toHaveLength(before.lines.length + 1);
    const [main] = after.lines.at(-1)!.split('#');
    expect(main.split(',').map(Number)).toEqual(expect.arrayContaining(before.main));
  });

  it('Backspace removes the last line', async () => {
    const before = await store();
    await page.keyboard.press('Backspace');
    expect((await store()).lines).toEqual(before.lines.slice(0, -1));
  });
});
