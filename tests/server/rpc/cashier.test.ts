import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/app';
import type { SandboxProvider } from '../../../server/domain/payments/sandbox';
import { signBody } from '../../../server/domain/payments/signature';
import { TestCards } from '../../../server/domain/payments/testCards';
import { DEMO_LOGIN, startTestServer } from '../support/testServer';
import { httpCall } from '../support/wire';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

describe('cashier calls over HTTP (demo config)', () => {
  let server: RunningServer;
  let token: string;
  // The payment callbacks are mounted on the game server itself.
  const webhookUrl = () => server.url;
  const call = async (name: string, params: unknown = {}) =>
    (await httpCall(server.url, name, params, { token })).body as Any;

  beforeAll(async () => {
    server = await startTestServer();
    const login = await httpCall(server.url, 'login', DEMO_LOGIN, { endpoint: 'anon' });
    token = login.token!;
  });
  afterAll(async () => {
    await server?.close();
  });

  const sandbox = () => server.services.cashier.provider as SandboxProvider;
  const balance = async () =>
    (await call('getPlayerAccountBalance', { currencyId: 'USD' })).result.accountBalance as number;

  it('lists accounts and one balance (created on demand)', async () => {
    expect((await call('getPlayerAccounts')).result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountCurrency: 'USD', type: 'cash', accountBalance: 100 }),
      ]),
    );
    expect(
      (await call('getPlayerAccountBalance', { currencyId: 'EUR', type: 'points' })).result,
    ).toMatchObject({
      accountBalance: 0,
      type: 'points',
    });
    expect(await call('getPlayerAccountBalance', { currencyId: 'GBP' })).toMatchObject({
      ok: false,
      fault: { code: 'Server.Validation', detail: { currencyId: 'validation.invalid' } },
    });
  });

  it('lists prizes won (none yet for the demo player)', async () => {
    expect(await call('getPlayerPrizeItems')).toEqual({ id: 1, ok: true, result: [] });
  });

  it('tells a visitor naming its site the deposit limits (one-click checkout), nobody else', async () => {
    const visitor = (params: unknown) =>
      httpCall(server.url, 'getDepositPopup', params, { endpoint: 'anon' }).then((r) => r.body as Any);
    expect((await visitor({ currencyId: 'USD', memberId: 1 })).result).toMatchObject({
      minAmount: 5,
      maxAmount: 1000,
    });
    expect(await visitor({ currencyId: 'USD' })).toMatchObject({ ok: false, fault: { code: '101' } });
    expect(await visitor({ currencyId: 'USD', memberId: 99 })).toMatchObject({
      ok: false,
      fault: { code: 'Server.Validation', detail: { memberId: 'validation.invalid' } },
    });
  });

  it('needs a session even for the calls open on either endpoint', async () => {
    const reply = await httpCall(server.url, 'getPlayerAccounts', {}, { endpoint: 'anon' });
    expect(reply.body).toMatchObject({ ok: false, fault: { code: '101' } });
  });

  it('validates and redeems a coupon, refusing with the spec code', async () => {
    expect(
      (await call('validateCoupon', { couponCode: 'welcome10', amount: 0, currencyId: 'USD' })).result,
    ).toEqual({
      valid: true,
      couponAmount: 10,
      currencyId: 'USD',
      instantCoupon: true,
    });
    const before = await balance();
    const step = await call('getDepositStep', {
      method: 'coupon',
      amount: 0,
      currencyId: 'USD',
      couponCode: 'WELCOME10',
    });
    expect(step.result).toMatchObject({ step: 'done', orderStatus: 2 });
    expect(await balance()).toBe(before + 10);
    expect(
      await call('getDepositStep', {
        method: 'coupon',
        amount: 0,
        currencyId: 'USD',
        couponCode: 'WELCOME10',
      }),
    ).toMatchObject({
      ok: false,
      fault: { code: '54' },
    });
    expect(await call('validateCoupon', { couponCode: 'EURO5', amount: 0, currencyId: 'USD' })).toMatchObject(
      {
        ok: false,
        fault: { code: '62' },
      },
    );
    expect(await call('getDepositStep', { method: 'coupon', amount: 0, currencyId: 'USD' })).toMatchObject({
      ok: false,
      fault: { code: 'Server.Validation', detail: { couponCode: 'deposit.coupon.required' } },
    });
    expect(await call('getDepositStep', { method: 'card', amount: -1, currencyId: 'USD' })).toMatchObject({
      ok: false,
      fault: { code: 'Server.Validation' },
    });
  });

  it('deposits by sandbox card, settled through the signed webhook route', async () => {
    const before = await balance();
    const step = await call('getDepositStep', {
      method: 'card',
      amount: 25,
      currencyId: 'USD',
      paymentId: TestCards.success,
    });
    expect(step.result).toMatchObject({ step: 'pending' });
    await sandbox().idle();
    expect(await balance()).toBe(before + 25);

    // A challenge card: settled by a webhook posted to the real route, once.
    const challenge = await call('getDepositStep', {
      method: 'card',
      amount: 10,
      currencyId: 'USD',
      paymentId: TestCards.challenge,
    });
    expect(challenge.result.step).toBe('redirect');
    const page = await fetch(`${webhookUrl()}${challenge.result.redirectUrl}`);
    expect(await page.text()).toContain('Sandbox bank check');
    const body = JSON.stringify({
      eventId: 'evt-1',
      type: 'payment.settled',
      ref: 'r1',
      orderId: challenge.result.orderId,
      amountMinor: 1000,
      currency: 'USD',
    });
    const secret = server.services.config.payments.webhookSecret;
    const post = (signature: string) =>
      fetch(`${webhookUrl()}/payments/webhook/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        body,
      });
    expect((await post('0'.repeat(64))).status).toBe(401);
    expect((await post(signBody(secret, body))).status).toBe(200);
    expect((await post(signBody(secret, body))).status).toBe(200);
    expect(await balance()).toBe(before + 35);
    const declined = await call('getDepositStep', {
      method: 'card',
      amount: 10,
      currencyId: 'USD',
      paymentId: TestCards.declined,
    });
    expect(declined).toMatchObject({
      ok: false,
      fault: { code: 'Server.Processing', detail: { reason: 'declined' } },
    });
  });

  it('offers the popup, banks, mBoB requests and saved details', async () => {
    expect((await call('getDepositPopup', { currencyId: 'USD' })).result).toEqual({
      methods: ['coupon', 'card', 'directDebit', 'mbob'],
      minAmount: 5,
      maxAmount: 1000,
    });
    expect((await call('getBanksList', { country: 'GB' })).result).toHaveLength(2);
    const info = (await call('depositRequestInfo', { amount: 20, currencyId: 'USD' })).result;
    expect(info.reference).toMatch(/^MBOB-/);
    const requests = (await call('getDepositRequests')).result;
    expect(requests).toEqual([expect.objectContaining({ amount: 20, status: 'pending', method: 'mbob' })]);
    expect((await call('checkDepositRequest', { requestId: requests[0].id })).result).toMatchObject({
      status: 'pending',
    });
    expect((await call('cancelDepositRequest', { requestId: requests[0].id })).result).toBe(1);
    expect((await call('getDepositRequests')).result).toEqual([]);
    // The site lists banks: a mandate must name one of them; a refused one saves nothing.
    const mandate = {
      accountHolder: 'Ann Smith',
      sortCode: '12-34-56',
      accountNumber: '12345678',
      amount: 10,
      currencyId: 'USD',
    };
    const before = (await call('payoutListRecurringDetails')).result;
    for (const params of [{ ...mandate, bankCode: 'NOPE' }, mandate])
      expect(await call('directDebitRequest', params)).toMatchObject({
        ok: false,
        fault: { code: 'Server.Validation', detail: { bankCode: 'validation.invalid' } },
      });
    expect((await call('payoutListRecurringDetails')).result).toEqual(before);
    expect((await call('directDebitRequest', { ...mandate, bankCode: 'BARC' })).result).toBe(1);
    expect(
      await call('directDebitRequest', {
        accountHolder: 'An',
        sortCode: '12-3456',
        accountNumber: '1234',
        amount: 10,
        currencyId: 'USD',
      }),
    ).toMatchObject({
      ok: false,
      fault: {
        code: 'Server.Validation',
        detail: {
          accountHolder: 'validation.minlength.3',
          sortCode: expect.any(String),
          accountNumber: expect.any(String),
        },
      },
    });
    const details = (await call('payoutListRecurringDetails')).result;
    expect([...new Set(details.map((d: Any) => d.method))].sort()).toEqual(['card', 'directDebit']);
    expect(details.map((d: Any) => d.label)).toContain('Visa **** 1111');
  });

  it('submits and cancels on the demo configuration: the seed verified the demo player', async () => {
    const before = await balance();
    const submit = await call('payoutSubmit', {
      amount: 20,
      currencyId: 'USD',
      method: 'card',
      requestKey: 'rpc-wd-0001',
    });
    expect(submit.result).toMatchObject({ success: 1, withdrawal: { amount: 20, fee: 1 } });
    expect(await balance()).toBe(before - 20);
    const pending = (await call('getPendingWithdrawals')).result;
    expect(pending).toHaveLength(1);
    expect((await call('loadPlayer')).result.pendingWithdrawals).toEqual(pending);
    expect((await call('payoutCancel', { withdrawalId: pending[0].id, currencyId: 'USD' })).result).toBe(1);
    expect(await balance()).toBe(before);
  });

  it('walks the withdrawal steps; an unverified player is refused with the reason', async () => {
    await server.services.db.query(
      `UPDATE players SET verification = verification || '{"addressVerified": false}' WHERE username = 'demo'`,
    );
    expect((await call('getWithdrawalStep', { amount: 20, currencyId: 'USD' })).result).toMatchObject({
      fee: 1,
      minAmount: 10,
      maxAmount: 2000,
    });
    expect(
      (await call('getWithdrawalStep2', { amount: 20, currencyId: 'USD', method: 'card' })).result,
    ).toMatchObject({ method: 'card' });
    expect(await call('payoutSubmit', { amount: 20, currencyId: 'USD', method: 'card' })).toMatchObject({
      ok: false,
      fault: { code: 'Server.Processing', detail: { reason: 'withdrawal.verification' } },
    });
    expect((await call('getPendingWithdrawals')).result).toEqual([]);
    expect(await call('payoutCancel', { withdrawalId: 999999, currencyId: 'USD' })).toMatchObject({
      ok: false,
    });
  });

  it('searches the history in a range, paged, and converts currencies', async () => {
    const now = Date.now();
    const page = (
      await call('searchTransactions', {
        from: now - 10 * 86_400_000,
        to: now + 60_000,
        page: 0,
        maxResults: 3,
      })
    ).result;
    expect(page.totalCount).toBeGreaterThan(3);
    expect(page.result).toHaveLength(3);
    const deposits = (
      await call('searchTransactions', {
        from: 0,
        to: now + 60_000,
        kind: 'deposits',
        page: 0,
        maxResults: 100,
      })
    ).result;
    expect(
      deposits.result.every((t: Any) => t.type.startsWith('deposit') || t.type === 'coupon.instant'),
    ).toBe(true);
    expect(await call('searchTransactions', { from: 10, to: 5, page: 0, maxResults: 3 })).toMatchObject({
      ok: false,
      fault: { code: 'Server.Validation' },
    });
    expect(
      (await call('currencyConversionV2', { fromCurrency: 'EUR', toCurrency: 'USD', amount: 10 })).result,
    ).toMatchObject({
      converted: 10.8,
      rate: 1.08,
    });
  });
});
