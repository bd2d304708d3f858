import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Platform } from './platform';

/**
 * An operator signs in at /admin by typing into the form, as an operator would (the demo's
 * admin unless told otherwise); the page once the console names the operator.
 */
export async function signInOperator(
  platform: Platform,
  options: { username?: string; password?: string; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const { username = 'admin', password = 'admin1234' } = options;
  const page = await platform.newPage('/admin', options.viewport);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(() => page.getByTestId('operator-who').textContent(), { timeout: 15_000 })
    .toContain(username);
  return page;
}
