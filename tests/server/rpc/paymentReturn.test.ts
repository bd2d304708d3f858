import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/app';
import type { SandboxProvider } from '../../../server/domain/payments/sandbox';
import { returnUrlWithPid } from '../../../server/domain/payments/returnUrl';
import { TestCards } from '../../../server/domain/payments/testCards';
import { DEMO_LOGIN, startTestServer } from '../support/testServer';
import { httpCall } from '../support/wire';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const challengeDeposit = (returnUrl?: string) => ({
  method: 'card',
  amount: 10,
  currencyId: 'USD',
  paymentId: TestCards.challenge,
  ...(returnUrl ? { returnUrl } : {}),
});

describe('the provider returns the player with ?pid=<orderId> (spec section 5)', () => {
  let server: RunningServer;
  let token: string;
  const call = async (name: string, params: unknown = {}) =>
    (await httpCall(server.url, name, params, { token })).body as Any;
  const answer = (redirectUrl: string, passed: boolean) =>
    fetch(`${server.url}${redirectUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `passed=${passed}`,
      redirect: 'manual',
    });

  beforeAll(async () => {
    server = await startTestServer();
    token = (await httpCall(server.url, 'login', DEMO_LOGIN, { endpoint: 'anon' })).token!;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends the browser back to the returnUrl naming the order, whose state the player can ask for', async () => {
    const step = (await call('getDepositStep', challengeDeposit('/cashier'))).result;
    expect(step.step).toBe('redirect');
    const orderId = step.orderId as number;
    expect((await call('getDepositOrder', { orderId })).result).toMatchObject({
      orderId,
      status: 'challenge',
      amount: 10,
      currencyId: 'USD',
    });
    const back = await answer(step.redirectUrl, true);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/cashier?pid=${orderId}`);
    await (server.services.cashier.provider as SandboxProvider).idle();
    expect((await call('getDepositOrder', { orderId })).result).toMatchObject({ status: 'completed' });
  });

  it('a failed second step returns declined; no returnUrl answers on the page as before', async () => {
    const step = (await call('getDepositStep', challengeDeposit('/checkout?step=payment'))).result;
    const back = await answer(step.redirectUrl, false);
    expect(back.headers.get('location')).toBe(`/checkout?step=payment&pid=${step.orderId}`);
    await (server.services.cashier.provider as SandboxProvider).idle();
    expect((await call('getDepositOrder', { orderId: step.orderId })).result.status).toBe('declined');

    const bare = (await call('getDepositStep', challengeDeposit())).result;
    const page = await answer(bare.redirectUrl, true);
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({ ok: true, passed: true });
  });

  it("answers null for an order that is not the player's deposit", async () => {
    expect((await call('getDepositOrder', { orderId: 987654 })).result).toBeNull();
  });
});

describe('returnUrlWithPid', () => {
  it('keeps only a path on this site', () => {
    expect(returnUrlWithPid('/cashier', 7)).toBe('/cashier?pid=7');
    expect(returnUrlWithPid('/checkout?step=pay&pid=1#x', 7)).toBe('/checkout?step=pay&pid=7');
    for (const elsewhere of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'cashier', ''])
      expect(returnUrlWithPid(elsewhere, 7)).toBeNull();
    expect(returnUrlWithPid(undefined, 7)).toBeNull();
  });
});
