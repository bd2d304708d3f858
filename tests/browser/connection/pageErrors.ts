import type { Browser, Page } from 'playwright-core';

/**
 * Uncaught page errors, collected so a test can assert there were none (or only those on an
 * explicit allow-list, each with its reason).
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A fresh page with its error collector, before any navigation (so routes can be set first). */
export async function blankPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(10_000);
  return { page, errors: collectPageErrors(page) };
}
