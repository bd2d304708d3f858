import type { Locator, Page } from 'playwright-core';

/**
 * A screenshot of the deterministic stage once it stops changing: settle every transition, render
 * one more frame, shoot, and repeat until two shots in a row are the same (as Playwright's own
 * screenshot assertion does). On a loaded machine a texture or a font weight can land a frame
 * late; a real difference from the baseline survives the retries and still fails the comparison.
 * CSS transitions and animations around the stage are finished first (Playwright's option).
 */
export async function steadyStageShot(page: Page, stage: Locator, attempts = 4): Promise<Buffer> {
  // The pointer off every control: a hovered button's lift and shadow (a CSS transition) reach a
  // few pixels into the stage below it, at whatever point of the transition the shot catches.
  await page.mouse.move(0, 0);
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < attempts; attempt++) {
    await page.evaluate(() => {
      window.__drawhallStage!.settle();
      window.__drawhallStage!.step(100);
    });
    const shot = await stage.screenshot({ animations: 'disabled' });
    if (previous?.equals(shot)) return shot;
    previous = shot;
  }
  return previous!;
}

/**
 * A screenshot of the stage at the time it has been stepped to, without moving it on: a moment
 * in the middle of a show (a tween running, the drum tumbling) is never still, so
 * steadyStageShot's settle-and-step would shoot a later moment on every attempt. The stage renders
 * again (a step of 0 ms) until two shots in a row match, for a texture or font landing late.
 */
export async function stageShotNow(page: Page, stage: Locator, attempts = 4): Promise<Buffer> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < attempts; attempt++) {
    await page.evaluate(() => window.__drawhallStage!.step(0));
    const shot = await stage.screenshot({ animations: 'disabled' });
    if (previous?.equals(shot)) return shot;
    previous = shot;
  }
  return previous!;
}
