import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's chromium, never a downloaded browser. The flags keep it from reaching for the network,
 * which this machine does not have. WebGL runs on the software renderer.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
}
