// Finding (issue 36): the ad impression and click counters counted every request (1,000 clicks
// from one address in 1.06 s, all counted). Now one viewer (a session, else a client address)
// counts one impression per ad in a window, and one click per impression.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../server/app';
import { startTestServer } from '../../support/testServer';

describe('ad counters count viewers, not requests', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
  });
  afterAll(() => server?.close());

  const get = (path: string, from: string) =>
    fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': from } }).then((r) => r.status);
  const counters = async () => (await server.services.content.ads.counters(1)).find((c) => c.adId === 3);

  it('counts one impression per viewer and one click per impression', async () => {
    for (let i = 0; i < 30; i++) expect(await get('/client/ads/1/3', '203.0.113.1')).toBe(200);
    for (let i = 0; i < 30; i++) expect(await get('/client/ads/1/3/click', '203.0.113.1')).toBe(200);
    expect(await counters()).toEqual({ adId: 3, impressions: 1, clicks: 1 });

    // A click with no impression before it counts nothing; another viewer counts again.
    await get('/client/ads/1/3/click', '203.0.113.2');
    expect(await counters()).toEqual({ adId: 3, impressions: 1, clicks: 1 });
    await get('/client/ads/1/3', '203.0.113.2');
    await get('/client/ads/1/3/click', '203.0.113.2');
    expect(await counters()).toEqual({ adId: 3, impressions: 2, clicks: 2 });
  });
});
