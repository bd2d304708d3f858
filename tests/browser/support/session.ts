import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// A dialog's code loads when it first opens: on a busy machine that outlasts an action timeout.
const LAZY_DIALOG_MS = 30_000;

/** Waits for the registration dialog that ?signup opened (its code and zod schemas load lazily). */
export async function registerDialogShown(page: Page) {
  await page.getByTestId('register-username').waitFor({ timeout: LAZY_DIALOG_MS });
}

/** Fills and submits the open login dialog; what follows (success or an error) is the test's to check. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByTestId('login-username').waitFor({ timeout: LAZY_DIALOG_MS });
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Logs in through the open dialog and waits for the player menu. */
export async function logIn(page: Page, username: string, password: string) {
  await submitLogin(page, username, password);
  await expect.poll(() => page.getByTestId('player-menu').count(), { timeout: 15_000 }).toBe(1);
}

/** Logs out from the player menu and waits for the fresh page load the app does after a logout. */
export async function logOut(page: Page) {
  await page.getByTestId('player-menu').click();
  // Listen before the click: the reload to / must not race the test's next navigation.
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await page.getByTestId('logout').click();
  await reloaded;
  await expect.poll(() => page.getByTestId('player-menu').count(), { timeout: 15_000 }).toBe(0);
}
