import { chromium, type Browser } from 'playwright-core';
import { watchBrowser } from './pageErrors';

/**
 * Debian's chromium, never a downloaded browser. The flags keep it from reaching for the network,
 * which this machine does not have. WebGL runs on the software renderer. Every page it opens is
 * watched for errors (pageErrors.ts).
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
  return watchBrowser(browser);
}
