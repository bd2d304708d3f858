import type { Browser } from 'playwright-core';
import { TUTORIAL_KINDS } from '../../../src/stores/tutorial/TutorialStore';

/**
 * The demo seed has a FULL ad for site 1, which pops up over the first page of every new session.
 * Tests about something else would have to close it first, so each new context starts as if this
 * session had already seen it and hidden the banner; the ads tests call showAds() to see them.
 */
const showingAds = new WeakSet<Browser>();

/**
 * New contexts of this browser show the ads. Per browser, not per module: browser test files
 * share their support modules within a worker, and the next file's browser must start quiet.
 */
export function showAds(browser: Browser): void {
  showingAds.add(browser);
}

// The first-time tutorials would likewise open over every game page: each context starts with
// every kind seen (a tutorial test sets none seen and reloads).
const QUIET_SCRIPT = `try {
  sessionStorage.setItem('drawhall.ads.fullShown', '1');
  sessionStorage.setItem('drawhall.ads.topHidden', '1');
  if (localStorage.getItem('drawhall.tutorialsSeen') === null)
    localStorage.setItem('drawhall.tutorialsSeen', JSON.stringify(${JSON.stringify(TUTORIAL_KINDS)}));
} catch {}`;

export function quietAds(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    if (!showingAds.has(browser)) await context.addInitScript(QUIET_SCRIPT);
    return context;
  };
  return browser;
}
