import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ThemeName } from '../../../protocol/types/site';
import { GUARDED_ROUTES, HOME_ROUTE, OPEN_ROUTES } from '../../../src/app/routeTable';
import { seriousViolations } from '../support/accessibility';
import { navigateInApp, overflowsHorizontally } from '../support/navigate';
import { startPlatform, type Platform } from '../support/platform';
import { logIn } from '../support/session';

/**
 * Routes whose screens another open issue builds; each still shows the placeholder. The sweep
 * fails when one of them becomes a real screen, so this list only ever shrinks, to nothing.
 */
const PENDING: Record<string, string> = {};

// The connection screens last: /maintenance sends a connected player back to / with a reload.
const LAST = ['/idle', '/maintenance'];
const PATHS = [
  HOME_ROUTE.path,
  ...[...OPEN_ROUTES, ...GUARDED_ROUTES].map((r) => r.path).filter((p) => !LAST.includes(p)),
  '/p/no-such-page',
  '/no-such-route',
  ...LAST,
];

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** Closes whatever dialog a guard opened (a guarded path sends a visitor to the login dialog). */
async function closeDialogs(page: Page) {
  for (let i = 0; i < 3 && (await page.locator('[role="dialog"]').count()) > 0; i++) {
    await page.keyboard.press('Escape');
  }
}

/**
 * What the player sees after a navigation: where the app is, the page's own test id and any open
 * dialog. A visitor on any guarded path meets the same login dialog over the same page; that screen
 * is scanned once per sweep, not once per path (the scans are most of the sweep's time).
 */
function screenSignature(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      window.location.pathname + window.location.search,
      document.querySelector('main [data-testid]')?.getAttribute('data-testid') ?? '',
      ...[...document.querySelectorAll('[role="dialog"]')].map(
        (d) => d.getAttribute('data-testid') ?? d.getAttribute('aria-labelledby') ?? 'dialog',
      ),
    ].join('|'),
  );
}

/** Every route, as a player meets it in one theme: the problems found, one line each. */
async function sweep(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const scanned = new Set<string>();
  for (const path of PATHS) {
    await page.setViewportSize(DESKTOP);
    await navigateInApp(page, path);
    const placeholder = (await page.getByTestId('placeholder-page').count()) > 0;
    if (placeholder && !PENDING[path]) problems.push(`${label} ${path}: shows a placeholder screen`);
    if (!placeholder && PENDING[path] && location(page) === path)
      problems.push(`${label} ${path}: is a real screen now; remove it from PENDING`);
    const signature = await screenSignature(page);
    const scan = !scanned.has(signature);
    scanned.add(signature);
    if (scan)
      for (const v of await seriousViolations(page))
        problems.push(
          `${label} ${path} @1280: axe ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`,
        );
    await page.setViewportSize(PHONE);
    if (await overflowsHorizontally(page)) problems.push(`${label} ${path} @375: scrolls sideways`);
    if (scan)
      for (const v of await seriousViolations(page))
        problems.push(
          `${label} ${path} @375: axe ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`,
        );
    await closeDialogs(page);
  }
  return problems;
}

function location(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Every route of the spec in one theme, logged out and in: no page error, no placeholder, no
 * sideways scroll at 375 px, no serious axe violation. One file per theme, so the three sweeps
 * (the longest browser work there is) run side by side.
 */
export function describeRouteSweep(theme: ThemeName): void {
  describe(`every route of the spec in ${theme}, logged out and in`, () => {
    let platform: Platform;
    beforeAll(async () => {
      platform = await startPlatform();
    });
    afterAll(async () => {
      await platform?.close();
    });

    it(`${theme}: no page error, no placeholder, no sideways scroll at 375 px, no serious axe violation`, async () => {
      const page = await platform.newPage(`/?theme=${theme}`, DESKTOP);
      await expect.poll(() => page.getByTestId('lobby-tile').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const problems = await sweep(page, `${theme} visitor`);

      await navigateInApp(page, '/?login=true');
      await logIn(page, 'demo', 'demo1234');
      problems.push(...(await sweep(page, `${theme} player`)));
      await page.close();
      expect(problems).toEqual([]);
    }, 600_000);
  });
}
