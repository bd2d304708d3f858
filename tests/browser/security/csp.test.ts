import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../support/session';
import { startPlatform, type Platform } from '../support/platform';

// The built client runs under the server's Content-Security-Policy: a blocked script, style,
// image, worker or socket is a console error, which the suite's page-error rule turns into a
// failure (support/pageErrors.ts). The lobby draws on the PixiJS stage; the cashier is the page
// that must never be framable.
describe('the client under the Content-Security-Policy', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('opens the lobby and, logged in, the cashier without a policy violation', async () => {
    const page = await platform.newPage('/?login=true');
    const response = await page.request.get(`${platform.url}/cashier`);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await logIn(page, 'demo', 'demo1234');
    await page.goto(`${platform.url}/cashier`);
    await expect.poll(() => page.getByTestId('cashier-page').count(), { timeout: 15_000 }).toBe(1);
    await page.goto(`${platform.url}/`);
    await expect.poll(() => page.getByTestId('player-menu').count(), { timeout: 15_000 }).toBe(1);
  });
});
