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
    wageringMet: true,
    cashMinor: 3000,
  };
  it.each([
    ['withdrawal.minAmount', { amountMinor: 999 }],
    ['withdrawal.maxAmount', { amountMinor: 5001 }],
    ['withdrawal.noDeposit', { hasDeposit: false }],
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
    expect(registrationOf({ segment: 'B', verification: {} })).toEqual({
      fullyRegistered: false,
      verified: false,
    });
    expect(
      registrationOf({ segment: 'C', verification: { idVerified: true, addressVerified: true } }),
    ).toEqual({ fullyRegistered: true, verified: true });
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
    expect(h.cashier.withdrawalStep(s, 20, 'USD')).toEqual({
      amount: 20,
      currencyId: 'USD',
      fee: 1,
      minAmount: 10,
      maxAmount: 500,
      processingTime: '1-3 business days',
      methods: ['bankTransfer', 'card'],
    });
    expect(h.cashier.withdrawalStep2(s, 20, 'USD', 'card')).toMatchObject({ method: 'card' });
    expect(() => h.cashier.withdrawalStep2(s, 20, 'USD', 'pigeon')).toThrow(/not offered/);
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
      "SELECT balance_minor FROM accounts WHERE house_code = 'fees' AND currency = 'USD'",
    );
    expect(fees.balance_minor).toBeGreaterThanOrEqual(100);
    await expect(h.cashier.cancelWithdrawal(s, withdrawal.id)).rejects.toMatchObject({
      reason: 'withdrawal.notPending',
    });
  });

  it('leaves the ledger consistent', async () => {
    expect((await ledgerCheck(db)).ok).toBe(true);
  });
});
