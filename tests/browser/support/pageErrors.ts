import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';

/**
 * What a player would see go wrong on a page: uncaught errors and console errors. Every page the
 * browser suite opens is watched (see watchBrowser), and the suite's setup fails a test that left
 * any behind (failOnPageErrors.setup.ts). A test that provokes an error on purpose says so first
 * with expectPageError, naming why.
 */
interface Allowance {
  pattern: RegExp;
  reason: string;
}

/** Console errors that are not a fault of the page, with why they are allowed in every test. */
const ALWAYS_ALLOWED: Allowance[] = [
  {
    // Chromium logs a 4xx answer to fetch/XHR as a console error; the app shows those answers to
    // the player itself (a wrong password is a 4xx on HTTP RPC), so the text is not an error here.
    pattern: /^Failed to load resource: the server responded with a status of 4\d\d/,
    reason: 'an HTTP 4xx the page handles and explains to the player',
  },
];

const errors: string[] = [];
let allowedThisTest: Allowance[] = [];

/** Allows errors matching `pattern` until the current test ends (say why, for the reader). */
export function expectPageError(pattern: RegExp, reason: string): void {
  allowedThisTest.push({ pattern, reason });
}

function allowed(text: string): boolean {
  return [...ALWAYS_ALLOWED, ...allowedThisTest].some((a) => a.pattern.test(text));
}

function watchPage(page: Page): void {
  page.on('pageerror', (error) => {
    const text = `${error.name}: ${error.message}`;
    if (!allowed(text)) errors.push(`[page error] ${page.url()}: ${text}\n${error.stack ?? ''}`);
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!allowed(text)) errors.push(`[console error] ${page.url()}: ${text}`);
  });
}

function watchContext(context: BrowserContext): BrowserContext {
  context.on('page', watchPage);
  for (const page of context.pages()) watchPage(page);
  return context;
}

/** Watches every page the browser opens, through newPage or a new context. */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => watchContext(await newContext(...args));
  browser.newPage = async (...args) => {
    const context = await browser.newContext(...args);
    const page = await context.newPage();
    // A page load waits on the built client's chunks: give it more than an element lookup.
    page.setDefaultNavigationTimeout(30_000);
    // Closing the page closes its own context, as Browser.newPage does.
    page.on('close', () => void context.close().catch(() => undefined));
    return page;
  };
  return browser;
}

/** The errors seen since the last call, and the end of this test's allowances. */
export function takePageErrors(): string[] {
  allowedThisTest = [];
  return errors.splice(0);
}
