import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CashierError } from '../../../../server/domain/cashier/cashierError';
import { CouponError } from '../../../../server/domain/coupons/couponError';
import { ledgerCheck } from '../../../../server/domain/ledger/check';
import { TestCards } from '../../../../server/domain/payments/testCards';
import type { PushMessage } from '../../../../protocol/events';
import type { Db } from '../../../../server/storage/db';
import { backends } from '../support/testDb';
import { cashierHarness, moneyConfig, type Harness } from './harness';

describe.each(backends)('deposits on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let h: Harness;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    h = cashierHarness(
      db,
      moneyConfig({ tracking: { trackingURL: 'http://127.0.0.1:9/t', trackOnDeposit: true } }),
    );
  });
  afterAll(async () => {
    h.close();
    await dispose();
  });

  const card = (amount: number, paymentId: string, extra: Record<string, unknown> = {}) =>
    ({ method: 'card', amount, currencyId: 'USD', paymentId, ...extra }) as const;

  it('settles a good card through the webhook, pushes the balance after the commit and tracks the first deposit', async () => {
    const s = await h.newPlayer();
    const pushes: PushMessage[] = [];
    h.hub.subscribe(`cashier.${s.playerId}`, (p) => pushes.push(p));
    const step = await h.cashier.deposit(s, card(25, TestCards.success));
    expect(step).toMatchObject({ step: 'pending', orderStatus: 1 });
    await h.provider.idle();
    expect(await h.cash(s.playerId)).toBe(2500);
    const events = pushes.map((p) => p.event);
    expect(events).toContain('balanceUpdate');
    expect(events).toContain('order');
    expect(pushes.find((p) => p.event === 'balanceUpdate')!.data).toMatchObject({
      accountBalance: 25,
      accountCurrency: 'USD',
    });
    expect(pushes.find((p) => p.event === 'order')!.data).toMatchObject({
      orderType: 1,
      orderStatus: 2,
      orderAmount: 25,
    });
    expect(h.tracked).toEqual([expect.stringContaining(`playerId=${s.playerId}`)]);
    // A second deposit is not a first deposit.
    await h.cashier.deposit(s, card(10, TestCards.successMastercard));
    await h.provider.idle();
    expect(await h.cash(s.playerId)).toBe(3500);
    expect(h.tracked).toHaveLength(1);
  });

  it('declines a declined card with a fault and moves nothing', async () => {
    const s = await h.newPlayer();
    await expect(h.cashier.deposit(s, card(25, TestCards.declined))).rejects.toMatchObject({
      reason: 'declined',
    });
    await expect(h.cashier.deposit(s, card(25, '4111111111111112'))).rejects.toBeInstanceOf(CashierError);
    await h.provider.idle();
    expect(await h.cash(s.playerId)).toBe(0);
  });

  it('asks for the second step and settles only when it passes', async () => {
    const s = await h.newPlayer();
    const step = await h.cashier.deposit(s, card(30, TestCards.challenge));
    expect(step).toMatchObject({
      step: 'redirect',
      orderStatus: 5,
      redirectUrl: expect.stringContaining('/payments/sandbox/challenge/'),
    });
    const ref = step.redirectUrl!.split('/').pop()!;
    expect(await h.provider.completeChallenge(ref, true)).toBe(true);
    await h.provider.idle();
    expect(await h.cash(s.playerId)).toBe(3000);

    const failed = await h.cashier.deposit(s, card(30, TestCards.challenge));
    await h.provider.completeChallenge(failed.redirectUrl!.split('/').pop()!, false);
    await h.provider.idle();
    expect(await h.cash(s.playerId)).toBe(3000);
    expect(
      (
        await db.query<{ status: number }>('SELECT status FROM cashier_orders WHERE id = $1', [
          failed.orderId,
        ])
      )[0].status,
    ).toBe(3);
  });

  it('declines a card nobody answers after the timeout', async () => {
    const s = await h.newPlayer();
    const step = await h.cashier.deposit(s, card(20, TestCards.timeout));
    expect(step.step).toBe('pending');
    expect(await h.cashier.expireStale()).toBe(0);
    h.clock.advance(31 * 60_000);
    expect(await h.cashier.expireStale()).toBeGreaterThanOrEqual(1);
    expect(
      (
        await db.query<{ status: number }>('SELECT status FROM cashier_orders WHERE id = $1', [step.orderId])
      )[0].status,
    ).toBe(3);
    expect(await h.cash(s.playerId)).toBe(0);
  });

  it('answers a repeated request key with the first order and credits once', async () => {
    const s = await h.newPlayer();
    const first = await h.cashier.deposit(s, card(12, TestCards.success, { requestKey: 'dep-key-0001' }));
    const again = await h.cashier.deposit(s, card(12, TestCards.success, { requestKey: 'dep-key-0001' }));
    expect(again.orderId).toBe(first.orderId);
    await h.provider.idle();
    expect(await h.cash(s.playerId)).toBe(1200);
  });

  it('ignores a forged or replayed webhook', async () => {
    const s = await h.newPlayer();
    const step = await h.cashier.deposit(s, card(15, TestCards.success));
    await h.provider.idle();
    const body = JSON.stringify({
      eventId: 'x',
      type: 'payment.settled',
      ref: 'r',
      orderId: step.orderId,
      amountMinor: 1500,
      currency: 'USD',
    });
    expect(await h.cashier.handleWebhook(body, 'a'.repeat(64))).toBe(false);
    const replay = await h.cashier.applyProviderEvent(JSON.parse(body));
    expect(replay.applied).toBe(false);
    expect(await h.cash(s.playerId)).toBe(1500);
  });

  it('refuses amounts outside the limits and unknown currencies before writing anything', async () => {
    const s = await h.newPlayer();
    await expect(h.cashier.deposit(s, card(4.99, TestCards.success))).rejects.toMatchObject({
      field: 'amount',
    });
    await expect(h.cashier.deposit(s, card(1000.01, TestCards.success))).rejects.toMatchObject({
      field: 'amount',
    });
    await expect(
      h.cashier.deposit(s, { ...card(10, TestCards.success), currencyId: 'GBP' }),
    ).rejects.toMatchObject({ field: 'currencyId' });
    await expect(
      h.cashier.deposit(s, { method: 'card', amount: 10, currencyId: 'USD' }),
    ).rejects.toMatchObject({ field: 'paymentId' });
    expect(await db.query('SELECT 1 FROM cashier_orders WHERE player_id = $1', [s.playerId])).toHaveLength(0);
  });

  it('collects a direct debit against the mandate it saves; the refused account is declined', async () => {
    const s = await h.newPlayer();
    await h.cashier.directDebit(s, {
      accountHolder: 'Ann Smith',
      // Site 1 lists its banks (getBanksList): a mandate names one of them.
      bankCode: 'BARC',
      sortCode: '12-34-56',
      accountNumber: '12345678',
      amount: 40,
      currencyId: 'USD',
    });
    await h.provider.idle();
    expect(await h.cash(s.playerId)).toBe(4000);
    const [mandate] = await h.cashier.recurringDetails(s);
    expect(mandate).toMatchObject({ method: 'directDebit', label: 'Bank 123456 ****5678' });
    await h.cashier.deposit(s, {
      method: 'directDebit',
      amount: 10,
      currencyId: 'USD',
      savedPaymentId: mandate.id,
    });
    await h.provider.idle();
    expect(await h.cash(s.playerId)).toBe(5000);
    await h.cashier.directDebit(s, {
      accountHolder: 'Ann Smith',
      bankCode: 'BARC',
      sortCode: '123456',
      accountNumber: '99999999',
      amount: 40,
      currencyId: 'USD',
    });
    await h.provider.idle();
    expect(await h.cash(s.playerId)).toBe(5000);
  });

  it('keeps mBoB requests pending until settled or cancelled', async () => {
    const s = await h.newPlayer();
    const info = await h.cashier.depositRequestInfo(s, 50, 'USD');
    expect(info.reference).toMatch(/^MBOB-\d{8}$/);
    const step = await h.cashier.deposit(s, { method: 'mbob', amount: 20, currencyId: 'USD' });
    expect(step.step).toBe('pending');
    expect((await h.cashier.depositRequests(s)).map((r) => r.id).sort()).toEqual(
      [info.requestId, step.orderId].sort(),
    );
    expect(await h.cashier.cancelDepositRequest(s, step.orderId!)).toBe(1);
    expect(await h.cashier.cancelDepositRequest(s, step.orderId!)).toBe(1);
    await h.cashier.applyProviderEvent({
      eventId: 'b1',
      type: 'payment.settled',
      ref: info.reference,
      orderId: step.orderId!,
      amountMinor: 2000,
      currency: 'USD',
    });
    await h.cashier.applyProviderEvent({
      eventId: 'b2',
      type: 'payment.settled',
      ref: info.reference,
      orderId: info.requestId,
      amountMinor: 5000,
      currency: 'USD',
    });
    expect(await h.cash(s.playerId)).toBe(5000);
    expect(await h.cashier.checkDepositRequest(s, info.requestId)).toMatchObject({
      status: 'completed',
      amount: 50,
    });
    const other = await h.newPlayer();
    expect(await h.cashier.checkDepositRequest(other, info.requestId)).toBeNull();
    await expect(h.cashier.cancelDepositRequest(other, info.requestId)).rejects.toBeInstanceOf(CashierError);
    h.clock.advance(49 * 3_600_000);
    const stale = await h.cashier.depositRequestInfo(s, 10, 'USD');
    h.clock.advance(49 * 3_600_000);
    await h.cashier.expireStale();
    expect(await h.cashier.checkDepositRequest(s, stale.requestId)).toMatchObject({ status: 'cancelled' });
  });

  it('pays a deposit coupon on settlement into the bonus bucket', async () => {
    const s = await h.newPlayer();
    await expect(
      h.cashier.deposit(s, card(5, TestCards.success, { couponCode: 'match50' })),
    ).rejects.toMatchObject({ code: 56 });
    await h.cashier.deposit(s, card(40, TestCards.success, { couponCode: 'match50' }));
    await h.provider.idle();
    expect(await h.cash(s.playerId)).toBe(4000);
    expect(await h.cash(s.playerId, 'USD', 'bonus')).toBe(2000);
  });

  it('leaves the ledger consistent', async () => {
    expect(await ledgerCheck(db)).toMatchObject({ ok: true, unbalanced: [], mismatched: [], negative: [] });
  });

  it('exposes the coupon refusal as CouponError', () => {
    expect(new CouponError(53).message).toMatch(/maximum usage/i);
  });
});
