import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';

// Issue 17: the lobby's first load carries at most 130 KiB of compressed JavaScript (React kept),
// and no stage code: PixiJS, GSAP, Howler and the scenes come only with a page that shows a stage.
const LOBBY_JS_BUDGET_KIB = 130;

interface Loaded {
  file: string;
  wire: number;
  text: string;
}

// Strings only the stage's libraries carry (the lobby's modules share one chunk, so chunk names
// cannot tell): GSAP's globals, Howler's, PixiJS's warnings.
const STAGE_MARKERS = ['GreenSockGlobals', 'HowlerGlobal', 'PixiJS Deprecation'];

/** Every script the page loads until its lobby tiles show (and a moment after), as received. */
async function scriptsUntilLobby(page: Page, path: string, url: string): Promise<Loaded[]> {
  const loaded: Promise<Loaded | null>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    loaded.push(
      (async () => {
        try {
          const { responseBodySize } = await request.sizes();
          const text = (await (await request.response())?.text()) ?? '';
          return { file: new URL(request.url()).pathname, wire: responseBodySize, text };
        } catch {
          return null;
        }
      })(),
    );
  });
  await page.goto(url + path);
  await page.waitForSelector('[data-testid="lobby-tile"]', { timeout: 30_000 });
  // Chunks asked for just after the first tiles (the lobby's own lazy parts) count too.
  await page.waitForTimeout(500);
  return (await Promise.all(loaded)).filter((l) => l !== null);
}

describe('the lobby first load', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it(`carries at most ${LOBBY_JS_BUDGET_KIB} KiB of compressed JavaScript and no stage`, async () => {
    const page = await platform.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts = await scriptsUntilLobby(page, '/', platform.url);
    await page.close();
    const kib = scripts.reduce((sum, s) => sum + s.wire, 0) / 1024;
    const table = scripts
      .sort((a, b) => b.wire - a.wire)
      .map((s) => `${(s.wire / 1024).toFixed(1).padStart(7)} KiB  ${s.file}`)
      .join('\n');
    console.log(`lobby first load: ${kib.toFixed(1)} KiB of JS on the wire\n${table}`);
    // The wire sizes are compressed ones: the server sent gzip (or brotli), not the raw files.
    expect(scripts.length).toBeGreaterThan(0);
    expect(kib, table).toBeLessThanOrEqual(LOBBY_JS_BUDGET_KIB);
    const stage = scripts.flatMap((s) =>
      STAGE_MARKERS.filter((m) => s.text.includes(m)).map((m) => `${s.file}: ${m}`),
    );
    expect(stage).toEqual([]);
  });
});
