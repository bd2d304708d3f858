// Finding: no security headers. Every answer carries a strict Content-Security-Policy (no inline
// script, no eval, not framable), nosniff and a referrer policy; HSTS only behind TLS.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';

/**
 * A client directory shaped like Vite's dist/ (the unit suite runs before the build): the
 * repository's index.html, whose scripts are all external as in the build, and one hashed asset.
 */
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'drawhall-client-'));
  mkdirSync(join(dir, 'assets'));
  copyFileSync(fileURLToPath(new URL('../../../index.html', import.meta.url)), join(dir, 'index.html'));
  writeFileSync(join(dir, 'assets', 'app-3f2a1b.js'), 'export const ok = true;\n');
  return dir;
}
const DIST = clientDir();

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
  // WebAssembly (the draw machine's Rapier) may compile; eval of strings may not.
  expect(csp.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
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
      allowSandboxPayments: true,
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
    expect(csp.get('connect-src')).toBe(`'self' data: blob: ws://${host} wss://${host}`);
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('worker-src')).toBe("'self' blob:");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // The page itself satisfies the policy: no inline script.
    expect(await response.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('hardens an asset, a client route and the sandbox card page', async () => {
    const asset = readdirSync(`${DIST}/assets`).find((name) => name.endsWith('.js'));
    expect(asset).toBeDefined();
    for (const path of [`/assets/${asset}`, '/cashier', '/payments/sandbox/challenge/ref-1']) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(200);
      expectHardened(response);
    }
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

  it('answers RPC with the API profile: nothing may load, frame, sniff, read across origins or cache it', async () => {
    const expected = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    };
    const answers = [
      await fetch(`${server.url}/rpc/anon`, { method: 'POST', body: new Uint8Array([0x80]) }),
      await fetch(`${server.url}/rpc/nothing-here`),
    ];
    for (const rpc of answers) {
      expect(Object.fromEntries(rpc.headers.entries())).toMatchObject(expected);
      // None of the document-only headers.
      expect(rpc.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(rpc.headers.get('x-xss-protection')).toBeNull();
    }
    const tls = await fetch(`${proxied.url}/rpc/anon`, {
      method: 'POST',
      body: new Uint8Array([0x80]),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}; includeSubDomains/);
  });

  it('sends the whole set helmet sent, built once: on a 404 too, the same on each answer', async () => {
    const first = await fetch(`${server.url}/metrics`);
    const second = await fetch(`${server.url}/metrics`);
    expect(first.status).toBe(404);
    const pick = (r: Response) =>
      Object.fromEntries(
        [...r.headers.entries()].filter(([name]) =>
          /^(x-|cross-origin|origin-agent|referrer|content-security)/.test(name),
        ),
      );
    expect(pick(first)).toEqual(pick(second));
    expect(pick(first)).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expectHardened(first);
  });
});
