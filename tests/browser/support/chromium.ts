import { chromium, type Browser } from 'playwright-core';
import { watchBrowser } from './pageErrors';
import { quietAds } from './quietAds';

/**
 * Debian's chromium, never a downloaded browser. The flags keep it from reaching for the network,
 * which this machine does not have. WebGL runs on the software renderer. Every page it opens is
 * watched for errors (pageErrors.ts) and starts without the demo ads (quietAds.ts).
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // quietAds first: watchBrowser's newPage goes through newContext, so both wrap every page.
  return watchBrowser(quietAds(browser));
}
