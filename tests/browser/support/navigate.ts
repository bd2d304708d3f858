import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Moves the open app to `path` the way its own links do (history push, no reload), then waits for
 * the router to finish loading the route's page and for the shell to stop showing a loading screen.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelector('.app-shell')?.getAttribute('data-navigation') === 'idle' &&
            // The shell has rendered the URL's route (or the guard's redirect), not the one before.
            document.querySelector('.app-shell')?.getAttribute('data-path') === window.location.pathname &&
            !document.querySelector('[data-testid="app-initializing"], [data-testid="app-logging-in"]') &&
            (document.querySelector('main')?.childElementCount ?? 0) > 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** True when the page is wider than the viewport (a phone player would scroll sideways). */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
