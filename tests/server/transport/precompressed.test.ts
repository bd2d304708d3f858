import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress';
import { startFakeServer, type FakeServer } from '../support/fakeServer';
import { testHandlers } from '../support/testHandlers';

/** Raw bytes and headers as the wire carries them (fetch would decode them). */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        url,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the built client, precompressed', () => {
  let server: FakeServer;
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, name: `row ${i}` })))};\n`;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'drawhall-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><div id="root"></div>${'<!-- pad -->'.repeat(200)}`,
    );
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
    expect(precompressDir(dist)).toBe(2); // the tiny file is not worth a copy
    server = await startFakeServer({ handlers: testHandlers(new Map()), clientDir: dist });
  });
  afterAll(() => server.close());

  it('sends the brotli copy to a browser that takes it, cached for good, varying on Accept-Encoding', async () => {
    const r = await rawGet(`${server.url}/assets/app-abc123.js`, 'gzip, deflate, br');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(r.body).toString()).toBe(script);
  });

  it('sends gzip to a gzip-only client and the raw file to one that asks for nothing', async () => {
    const gz = await rawGet(`${server.url}/assets/app-abc123.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await rawGet(`${server.url}/assets/app-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('serves index.html compressed and never cached without revalidation', async () => {
    const r = await rawGet(`${server.url}/`, 'br');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(r.body).toString()).toContain('id="root"');
  });
});
