import type { Page } from 'playwright-core';

/**
 * Presses Tab until the focused element is the one with `testId` (inside an element with
 * `withinText`, when given), as a keyboard-only player moves through the page; fails after `max`.
 */
export async function tabTo(page: Page, testId: string, { withinText = '', max = 150 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    const there = await page.evaluate(
      ([id, text]) => {
        const el = document.activeElement as HTMLElement | null;
        if (el?.dataset.testid !== id) return false;
        return !text || (el.closest('[data-testid="lobby-tile"]')?.textContent ?? '').includes(text);
      },
      [testId, withinText] as const,
    );
    if (there) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}${withinText ? ` in "${withinText}"` : ''} in ${max} presses`);
}
