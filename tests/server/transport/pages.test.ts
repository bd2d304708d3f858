import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../../server/transport/sitePages';
import { startFakeServer, type FakeServer } from '../support/fakeServer';
import { testHandlers } from '../support/testHandlers';

const siteContent: SiteContent = {
  languages: async (siteId) => (siteId === 1 ? [{ code: 'en_US', name: 'English' }] : null),
  messages: async (siteId, code) => (siteId === 1 && code === 'en_US' ? { 'nav.home': 'Home' } : null),
  customPageById: async (merchantId, pageId) =>
    merchantId === 1 && pageId === 5
      ? { html: '<h1>Terms</h1>' }
      : merchantId === 1 && pageId === 6
        ? { url: 'https://example.com/faq' }
        : null,
  customPageByLink: async (merchantId, link) =>
    merchantId === 1 && link === 'about-us' ? { html: '<p>About</p>' } : null,
  stylesheet: async (siteId) => (siteId === 1 ? ':root { --brand-primary: #123456; }\n' : null),
};

describe('plain HTTP routes and the static client', () => {
  let server: FakeServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'drawhall-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    server = await startFakeServer({ handlers: testHandlers(new Map()), siteContent, clientDir: dist });
  });
  afterAll(() => server.close());

  const get = (path: string) => fetch(server.url + path);

  it('serves the languages and messages of a site as JSON, 404 otherwise', async () => {
    const languages = await get('/client/i18n/locales/1');
    expect(languages.status).toBe(200);
    expect(await languages.json()).toEqual([{ code: 'en_US', name: 'English' }]);
    expect(await (await get('/client/i18n/locales/1/en_US')).json()).toEqual({ 'nav.home': 'Home' });
    expect((await get('/client/i18n/locales/2')).status).toBe(404);
    expect((await get('/client/i18n/locales/1/xx_XX')).status).toBe(404);
    expect((await get('/client/i18n/locales/abc')).status).toBe(404);
    expect((await get('/client/i18n/locales/1/..%2F..%2Fetc')).status).toBe(404);
  });

  it("serves a site's client stylesheet as CSS, revalidated on every load; 404 otherwise", async () => {
    const css = await get('/client/styles/1');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.headers.get('cache-control')).toBe('no-cache');
    expect(await css.text()).toContain('--brand-primary: #123456');
    expect((await get('/client/styles/2')).status).toBe(404);
    expect((await get('/client/styles/1.css')).status).toBe(404);
  });

  it('serves custom pages as HTML or as a URL in text, 404 when missing', async () => {
    const html = await get('/client/i18n/customPageById/1/5/en_US');
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(await html.text()).toBe('<h1>Terms</h1>');
    const url = await get('/client/i18n/customPageById/1/6/en_US');
    expect(url.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await url.text()).toBe('https://example.com/faq');
    expect(await (await get('/client/i18n/customPageByLink/1/about-us/en')).text()).toBe('<p>About</p>');
    expect((await get('/client/i18n/customPageByLink/1/nope/en')).status).toBe(404);
    expect((await get('/client/i18n/customPageById/1/99/en')).status).toBe(404);
  });

  it('serves the built client with an SPA fallback for client routes', async () => {
    const root = await get('/');
    expect(await root.text()).toContain('id="root"');
    const route = await get('/account/history?x=1');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('id="root"');
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('does not hide server paths behind the fallback', async () => {
    for (const path of ['/rpc/other', '/client/unknown', '/metrics/x', '/healthz/deep']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('static client without a build', () => {
  it('says how to build the client', async () => {
    const server = await startFakeServer({ handlers: testHandlers(new Map()) });
    try {
      for (const path of ['/', '/lobby']) {
        const page = await fetch(server.url + path);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('npm run build');
      }
    } finally {
      await server.close();
    }
  });
});
