// Finding: /metrics was public. It answers only with METRICS_TOKEN set and that token as a bearer
// credential; otherwise it is a 404 like any unknown path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';

const BASE = {
  allowSandboxPayments: true,
  port: 0,
  host: '127.0.0.1',
  dataDir: 'memory://',
  logLevel: 'silent',
  startEngine: false,
} as const;
const TOKEN = 'a-long-random-scrape-token';

describe('/metrics access', { timeout: 240_000 }, () => {
  let open: RunningServer;
  let guarded: RunningServer;
  beforeAll(async () => {
    open = await startServer(BASE);
    guarded = await startServer({ ...BASE, metricsToken: TOKEN });
  });
  afterAll(async () => {
    await open?.close();
    await guarded?.close();
  });

  it('is not served without a configured token, whatever the request carries', async () => {
    expect((await fetch(`${open.url}/metrics`)).status).toBe(404);
    const withHeader = await fetch(`${open.url}/metrics`, { headers: { authorization: 'Bearer ' } });
    expect(withHeader.status).toBe(404);
  });

  it('answers only the right bearer token when one is configured', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await fetch(`${guarded.url}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status, authorization).toBe(404);
      expect(await response.text()).not.toContain('drawhall_');
    }
    const scraped = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('drawhall_rpc_calls_total');
  });
});
