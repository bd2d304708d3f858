import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';

/** Extra tries while the shot is one flat colour: the canvas not composited yet on a busy software GPU. */
const BLANK_RETRIES = 8;

/**
 * A screenshot of the deterministic stage once it stops changing: settle every transition, render
 * one more frame, shoot, and repeat until two shots in a row are the same (as Playwright's own
 * screenshot assertion does). On a loaded machine a texture or a font weight can land a frame
 * late; a real difference from the baseline survives the retries and still fails the comparison.
 * CSS transitions and animations around the stage are finished first (Playwright's option).
 * A shot of one flat colour is never taken as steady: a stage always draws something, and a busy
 * software GPU has shown a blank canvas for the first frames of a page (two blank shots in a row
 * once failed a baseline in CI).
 */
export async function steadyStageShot(page: Page, stage: Locator, attempts = 4): Promise<Buffer> {
  // The pointer off every control: a hovered button's lift and shadow (a CSS transition) reach a
  // few pixels into the stage below it, at whatever point of the transition the shot catches.
  await page.mouse.move(0, 0);
  let previous: Buffer | undefined;
  let blanks = 0;
  for (let attempt = 0; attempt < attempts; attempt++) {
    await page.evaluate(() => {
      window.__drawhallStage!.settle();
      window.__drawhallStage!.step(100);
    });
    const shot = await stage.screenshot({ animations: 'disabled' });
    if (isFlat(shot) && blanks < BLANK_RETRIES) {
      blanks++;
      attempt--;
      previous = undefined;
      await page.waitForTimeout(250);
      continue;
    }
    if (previous?.equals(shot)) return shot;
    previous = shot;
  }
  return previous!;
}

/** Whether every pixel of the PNG has the same colour. */
function isFlat(png: Buffer): boolean {
  const { data } = PNG.sync.read(png);
  const first = data.readUInt32BE(0);
  for (let i = 4; i < data.length; i += 4) if (data.readUInt32BE(i) !== first) return false;
  return true;
}
