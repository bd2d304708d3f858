// Finding: no security headers. Every answer carries a strict Content-Security-Policy (no inline
// script, no eval, not framable), nosniff and a referrer policy; HSTS only behind TLS.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';

const DIST = fileURLToPath(new URL('../../../dist', import.meta.url));

function directives(policy: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

function expectHardened(response: Response) {
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  return csp;
}

describe('security headers', { timeout: 240_000 }, () => {
  let server: RunningServer;
  let proxied: RunningServer;

  beforeAll(async () => {
    const base = {
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      logLevel: 'silent',
      startEngine: false,
    } as const;
    server = await startServer({ ...base, clientDir: DIST });
    proxied = await startServer({ ...base, clientDir: DIST, trustProxy: true });
  });
  afterAll(async () => {
    await server?.close();
    await proxied?.close();
  });

  it('hardens the client page: scripts from self only, sockets to self, images from blob and data', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    const csp = expectHardened(response);
    const host = new URL(server.url).host;
    expect(csp.get('connect-src')).toBe(`'self' ws://${host} wss://${host}`);
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('worker-src')).toBe("'self' blob:");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // The page itself satisfies the policy: no inline script.
    expect(await response.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('hardens an asset, a client route, /rpc and the sandbox card page', async () => {
    const asset = readdirSync(`${DIST}/assets`).find((name) => name.endsWith('.js'));
    expect(asset).toBeDefined();
    for (const path of [`/assets/${asset}`, '/cashier', '/payments/sandbox/challenge/ref-1']) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(200);
      expectHardened(response);
    }
    const rpc = await fetch(`${server.url}/rpc/anon`, { method: 'POST', body: new Uint8Array([0x80]) });
    expectHardened(rpc);
    const page = await (await fetch(`${server.url}/payments/sandbox/challenge/ref-1`)).text();
    expect(page).not.toMatch(/<script|<style|\son\w+=/i);
  });

  it('sends HSTS only when the trusted proxy says the request came over TLS', async () => {
    const plain = await fetch(`${proxied.url}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const tls = await fetch(`${proxied.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}; includeSubDomains/);
    const spoofed = await fetch(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });
});
