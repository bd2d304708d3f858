import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalSettingsSchema } from '../../../../server/config/moneySchema';
import { completeWithdrawal } from '../../../../server/domain/withdrawals/flow';
import { registrationOf, withdrawalRefusal } from '../../../../server/domain/withdrawals/rules';
import { ledgerCheck } from '../../../../server/domain/ledger/check';
import { TestCards } from '../../../../server/domain/payments/testCards';
import type { Db } from '../../../../server/storage/db';
import { backends } from '../support/testDb';
import { cashierHarness, moneyConfig, type Harness } from './harness';

describe('withdrawal rules', () => {
  const settings = withdrawalSettingsSchema.parse({ minMinor: 1000, maxMinor: 5000, feeMinor: 100 });
  const ok = {
    amountMinor: 2000,
    settings,
    hasDeposit: true,
    fullyRegistered: true,
    verified: true,
    claimed: true,
    wageringMet: true,
    cashMinor: 3000,
  };
  it.each([
    ['withdrawal.minAmount', { amountMinor: 999 }],
    ['withdrawal.maxAmount', { amountMinor: 5001 }],
    ['withdrawal.noDeposit', { hasDeposit: false }],
    ['withdrawal.emailConfirmation', { claimed: false }],
    ['withdrawal.registration', { fullyRegistered: false }],
    ['withdrawal.verification', { verified: false }],
    ['withdrawal.wagering', { wageringMet: false }],
    ['withdrawal.funds', { cashMinor: 1999 }],
  ])('refuses %s', (reason, over) => {
    expect(withdrawalRefusal({ ...ok, ...over })?.reason).toBe(reason);
  });
  it('passes a good one, and skips verification when the site does not require it', () => {
    expect(withdrawalRefusal(ok)).toBeNull();
    const lax = { ...settings, requireVerification: false };
    expect(withdrawalRefusal({ ...ok, settings: lax, verified: false, fullyRegistered: false })).toBeNull();
  });
  it('reads registration and verification from the player row', () => {
    expect(registrationOf({ segment: 'B', details: {}, verification: {} })).toEqual({
      fullyRegistered: false,
      verified: false,
      claimed: true,
    });
    expect(
      registrationOf({
        segment: 'C',
        details: {},
        verification: { idVerified: true, addressVerified: true },
      }),
    ).toEqual({ fullyRegistered: true, verified: true, claimed: true });
    expect(registrationOf({ segment: 'C', details: { guestCheckout: true }, verification: {} }).claimed).toBe(
      false,
    );
  });
});

describe.each(backends)('withdrawals on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let h: Harness;
  let strict: Harness;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    h = cashierHarness(db, moneyConfig());
    strict = cashierHarness(
      db,
      moneyConfig({
        cashier: { withdrawals: { minMinor: 1000, maxMinor: 50_000, feeMinor: 100, allowCancel: false } },
      }),
    );
  });
  afterAll(async () => {
    h.close();
    strict.close();
    await dispose();
  });

  async function depositor(cash = 50) {
    const s = await h.newPlayer();
    await h.cashier.deposit(s, {
      method: 'card',
      amount: cash,
      currencyId: 'USD',
      paymentId: TestCards.success,
    });
    await h.provider.idle();
    return s;
  }
  const submit = (s: Awaited<ReturnType<typeof depositor>>, amount: number, requestKey?: string, x = h) =>
    x.cashier.submitWithdrawal(s, { amount, currencyId: 'USD', method: 'bankTransfer', requestKey });

  it('shows limits, fee and processing time', async () => {
    const s = await h.newPlayer();
    expect(await h.cashier.withdrawalStep(s, 20, 'USD')).toEqual({
      amount: 20,
      currencyId: 'USD',
      fee: 1,
      minAmount: 10,
      maxAmount: 500,
      processingTime: '1-3 business days',
      methods: ['bankTransfer', 'card'],
    });
    expect(await h.cashier.withdrawalStep2(s, 20, 'USD', 'card')).toMatchObject({ method: 'card' });
    await expect(h.cashier.withdrawalStep2(s, 20, 'USD', 'pigeon')).rejects.toThrow(/not offered/);
  });

  it('names what stands in the way before the player confirms: verification first', async () => {
    const s = await h.newPlayer({ verified: false });
    expect(await h.cashier.withdrawalStep(s, 20, 'USD')).toMatchObject({
      blocker: { reason: 'withdrawal.verification' },
    });
  });

  it('holds the amount, keeps one pending at most, and cancel refunds', async () => {
    const s = await depositor(50);
    const { success, withdrawal } = await submit(s, 20);
    expect(success).toBe(1);
    expect(withdrawal).toMatchObject({ amount: 20, fee: 1, processingTime: '1-3 business days' });
    expect(await h.cash(s.playerId)).toBe(3000);
    await expect(submit(s, 10)).rejects.toMatchObject({ reason: 'withdrawal.pending' });
    expect(await h.cashier.pendingWithdrawals(s)).toHaveLength(1);
    expect(await h.cashier.cancelWithdrawal(s, withdrawal.id)).toBe(1);
    expect(await h.cashier.cancelWithdrawal(s, withdrawal.id)).toBe(1);
    expect(await h.cash(s.playerId)).toBe(5000);
    expect(await h.cashier.pendingWithdrawals(s)).toHaveLength(0);
  });

  it('lets the database refuse a second pending withdrawal even when submits race', async () => {
    const s = await depositor(50);
    const results = await Promise.allSettled([submit(s, 10), submit(s, 11), submit(s, 12)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await h.cashier.pendingWithdrawals(s)).toHaveLength(1);
  });

  it('answers a repeated request key with the first withdrawal', async () => {
    const s = await depositor(50);
    const a = await submit(s, 15, 'wd-key-0001');
    const b = await submit(s, 15, 'wd-key-0001');
    expect(b.withdrawal.id).toBe(a.withdrawal.id);
    expect(await h.cash(s.playerId)).toBe(3500);
  });

  it('refuses without a deposit, unverified, over the balance, with wagering due', async () => {
    const rich = await h.newPlayer({ cashMinor: 10_000 });
    await expect(submit(rich, 20)).rejects.toMatchObject({ reason: 'withdrawal.noDeposit' });
    const unverified = await h.newPlayer({ verified: false });
    await h.cashier.deposit(unverified, {
      method: 'card',
      amount: 50,
      currencyId: 'USD',
      paymentId: TestCards.success,
    });
    await h.provider.idle();
    await expect(submit(unverified, 20)).rejects.toMatchObject({ reason: 'withdrawal.verification' });
    const quick = await h.newPlayer({ segment: 'B' });
    await expect(submit(quick, 20)).rejects.toMatchObject({ reason: 'withdrawal.noDeposit' });
    const s = await depositor(20);
    await expect(submit(s, 21)).rejects.toMatchObject({ reason: 'withdrawal.funds' });
    await h.cashier.deposit(s, { method: 'coupon', amount: 0, currencyId: 'USD', couponCode: 'BONUS20' });
    await expect(submit(s, 10)).rejects.toMatchObject({ reason: 'withdrawal.wagering' });
  });

  it('pays out less the fee, and a site may forbid cancelling', async () => {
    const s = await depositor(50);
    const { withdrawal } = await submit(s, 20, undefined, strict);
    await expect(strict.cashier.cancelWithdrawal(s, withdrawal.id)).rejects.toMatchObject({
      reason: 'withdrawal.cancelForbidden',
    });
    expect(await completeWithdrawal(h.cashier.deps, withdrawal.id)).toBe(true);
    expect(await completeWithdrawal(h.cashier.deps, withdrawal.id)).toBe(false);
    const [fees] = await db.query<{ balance_minor: number }>(
      "SELECT balance_minor FROM account_balances WHERE house_code = 'fees' AND currency = 'USD'",
    );
    expect(fees.balance_minor).toBeGreaterThanOrEqual(100);
    await expect(h.cashier.cancelWithdrawal(s, withdrawal.id)).rejects.toMatchObject({
      reason: 'withdrawal.notPending',
    });
  });

  async function savedCard(s: Awaited<ReturnType<typeof depositor>>, card: string) {
    await h.cashier.deposit(s, { method: 'card', amount: 10, currencyId: 'USD', paymentId: card });
    await h.provider.idle();
    const saved = await h.cashier.recurringDetails(s);
    return saved.find((d) => d.method === 'card' && d.label.endsWith(card.slice(-4)))!.id;
  }

  const orderOf = async (id: number) =>
    (
      await db.query<{ status: number; details: Record<string, unknown> }>(
        'SELECT status, details FROM cashier_orders WHERE id = $1',
        [id],
      )
    )[0];

  it('pays out through the provider to a saved card: settled by its webhook, less the fee, once', async () => {
    const s = await depositor(50);
    const card = await savedCard(s, TestCards.success);
    const { withdrawal } = await h.cashier.submitWithdrawal(s, {
      amount: 20,
      currencyId: 'USD',
      method: 'card',
      recurringDetailId: card,
    });
    const cashAfterSubmit = await h.cash(s.playerId);
    const [clearingBefore] = await db.query<{ balance_minor: number }>(
      "SELECT balance_minor FROM account_balances WHERE house_code = 'payment_clearing' AND currency = 'USD'",
    );
    expect(await h.cashier.payWithdrawal(withdrawal.id)).toBe(true);
    expect(await h.cashier.payWithdrawal(withdrawal.id)).toBe(false); // sent already
    await h.provider.idle();
    expect((await orderOf(withdrawal.id)).status).toBe(2);
    expect(await h.cash(s.playerId)).toBe(cashAfterSubmit);
    const [clearingAfter] = await db.query<{ balance_minor: number }>(
      "SELECT balance_minor FROM account_balances WHERE house_code = 'payment_clearing' AND currency = 'USD'",
    );
    expect(clearingAfter.balance_minor - clearingBefore.balance_minor).toBe(2000 - 100);
    expect(await h.cashier.pendingWithdrawals(s)).toEqual([]);
  });

  it("returns the money when the payout fails, and refuses a destination that is not the player's", async () => {
    const s = await depositor(50);
    const refused = await savedCard(s, TestCards.payoutRefused);
    const other = await depositor(50);
    await expect(
      h.cashier.submitWithdrawal(other, {
        amount: 20,
        currencyId: 'USD',
        method: 'card',
        recurringDetailId: refused,
      }),
    ).rejects.toMatchObject({ reason: 'withdrawal.destination' });
    const before = await h.cash(s.playerId);
    const { withdrawal } = await h.cashier.submitWithdrawal(s, {
      amount: 20,
      currencyId: 'USD',
      method: 'card',
      recurringDetailId: refused,
    });
    expect(await h.cash(s.playerId)).toBe(before - 2000);
    expect(await h.cashier.payWithdrawal(withdrawal.id)).toBe(true);
    await h.provider.idle();
    const order = await orderOf(withdrawal.id);
    expect(order.status).toBe(3);
    expect(order.details.declineReason).toMatch(/refused/);
    expect(await h.cash(s.playerId)).toBe(before);
    // A redelivered failure changes nothing; a new withdrawal may be submitted.
    expect(await h.cash(s.playerId)).toBe(before);
    expect(
      (await h.cashier.submitWithdrawal(s, { amount: 10, currencyId: 'USD', method: 'bankTransfer' }))
        .success,
    ).toBe(1);
  });

  it('cannot be cancelled once sent to the provider', async () => {
    const s = await depositor(50);
    const { withdrawal } = await submit(s, 20);
    // As payWithdrawal marks it before asking the provider (whose answer may take days).
    await db.query(
      `UPDATE cashier_orders SET details = details || '{"payout":"sent"}'::jsonb WHERE id = $1`,
      [withdrawal.id],
    );
    await expect(h.cashier.cancelWithdrawal(s, withdrawal.id)).rejects.toMatchObject({
      reason: 'withdrawal.paying',
    });
    expect((await h.cashier.pendingWithdrawals(s))[0]).toMatchObject({ id: withdrawal.id, paying: true });
    expect(await h.cashier.payWithdrawal(withdrawal.id)).toBe(false); // sent already: nothing sent twice
  });

  it('ignores a forged or mismatched payout webhook', async () => {
    const s = await depositor(50);
    const { withdrawal } = await submit(s, 20);
    expect(await h.cashier.payWithdrawal(withdrawal.id)).toBe(true);
    const forged = JSON.stringify({
      eventId: 'x',
      type: 'payout.paid',
      ref: 'sbx_po_forged',
      orderId: withdrawal.id,
      amountMinor: 1900,
      currency: 'USD',
    });
    expect(await h.cashier.handleWebhook(forged, 'bad-signature')).toBe(false);
    expect((await h.cashier.applyProviderEvent({ ...JSON.parse(forged), ref: 'sbx_po_other' })).applied).toBe(
      false,
    );
    await h.provider.idle();
    expect((await orderOf(withdrawal.id)).status).toBe(2);
  });

  it('leaves the ledger consistent', async () => {
    expect((await ledgerCheck(db)).ok).toBe(true);
  });
});
