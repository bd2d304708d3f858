import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../../server/app';
import { launchChromium } from './chromium';

export interface Platform {
  url: string;
  browser: Browser;
  newPage(path?: string): Promise<Page>;
  close(): Promise<void>;
}

/**
 * A real server (embedded storage, demo seed, built client from dist/) on a free port and a real
 * chromium. `npm run test:browser` builds the client first.
 */
export async function startPlatform(): Promise<Platform> {
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: 'memory://', seed: true });
  const browser = await launchChromium();
  return {
    url: server.url,
    browser,
    async newPage(path = '/') {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.on('pageerror', (error) => console.error('[page error]', error.message));
      await page.goto(server.url + path);
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
