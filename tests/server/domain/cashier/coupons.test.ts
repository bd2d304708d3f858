import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponSchema } from '../../../../server/config/moneySchema';
import { createCouponFraudGuard } from '../../../../server/domain/coupons/fraudGuard';
import { couponAward, couponRefusal, type CouponUse } from '../../../../server/domain/coupons/rules';
import type { Db } from '../../../../server/storage/db';
import { backends } from '../support/testDb';
import { cashierHarness, moneyConfig, type Harness } from './harness';

const coupon = (over: Record<string, unknown> = {}) =>
  couponSchema.parse({ code: 'TEST', instant: true, amountMinor: 1000, currency: 'USD', ...over });
const use = (over: Partial<CouponUse> = {}): CouponUse => ({
  now: 1000,
  memberId: 1,
  currency: 'USD',
  amountMinor: 0,
  standalone: true,
  usesSoFar: 0,
  playerUsesSoFar: 0,
  ...over,
});

describe('coupon rules: every refusal of spec section 8', () => {
  it.each([
    [50, undefined, use()],
    [50, coupon({ memberIds: [2] }), use()],
    [51, coupon({ active: false }), use()],
    [51, coupon({ validFrom: 2000 }), use()],
    [52, coupon({ validUntil: 999 }), use()],
    [53, coupon({ maxUses: 3 }), use({ usesSoFar: 3 })],
    [54, coupon({ maxPerPlayer: 1 }), use({ playerUsesSoFar: 1 })],
    [55, coupon({ usage: 'withDeposit' }), use({ standalone: true })],
    [55, coupon(), use({ standalone: false })],
    [60, coupon({ percentOfDeposit: 10, amountMinor: 0 }), use({ amountMinor: 0 })],
    [56, coupon({ minDepositMinor: 500 }), use({ amountMinor: 499 })],
    [62, coupon(), use({ currency: 'EUR' })],
    [57, coupon({ percentOfDeposit: 10, amountMinor: 0 }), use({ amountMinor: 5 })],
  ] as const)('answers %i', (code, c, u) => {
    expect(couponRefusal(c, u)).toBe(code);
  });

  it('accepts a good coupon and computes fixed and percentage awards', () => {
    expect(couponRefusal(coupon(), use())).toBeNull();
    expect(couponAward(coupon({ percentOfDeposit: 50, amountMinor: 0 }), 3001)).toBe(1500);
    expect(couponAward(coupon({ percentOfDeposit: 50, amountMinor: 1000 }), 5000)).toBe(1000);
  });

  it('blocks a player after too many refused codes (61)', () => {
    const guard = createCouponFraudGuard({ maxFailures: 2, windowMs: 100 });
    guard.recordFailure(1, 0);
    expect(guard.blocked(1, 1)).toBe(false);
    guard.recordFailure(1, 1);
    expect(guard.blocked(1, 2)).toBe(true);
    expect(guard.blocked(2, 2)).toBe(false);
    expect(guard.blocked(1, 200)).toBe(false);
  });
});

describe.each(backends)('coupon deposits on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let h: Harness;
  const redeem = (
    s: Parameters<Harness['cashier']['deposit']>[0],
    code: string,
    amount = 0,
    currencyId = 'USD',
  ) => h.cashier.deposit(s, { method: 'coupon', amount, currencyId, couponCode: code });

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    h = cashierHarness(db, moneyConfig());
  });
  afterAll(async () => {
    h.close();
    await dispose();
  });

  it('pays an instant coupon into cash and pushes couponApplied', async () => {
    const s = await h.newPlayer();
    const pushes: string[] = [];
    h.hub.subscribe(`cashier.${s.playerId}`, (p) => pushes.push(p.event));
    const validated = await h.cashier.validateCoupon(s, 'cash10', 0, 'USD');
    expect(validated).toEqual({ valid: true, couponAmount: 10, currencyId: 'USD', instantCoupon: true });
    const step = await redeem(s, 'cash10');
    expect(step).toMatchObject({ step: 'done', orderStatus: 2 });
    expect(step.accounts).toEqual([expect.objectContaining({ type: 'cash', accountBalance: 10 })]);
    expect(await h.cash(s.playerId)).toBe(1000);
    expect(pushes).toEqual(expect.arrayContaining(['balanceUpdate', 'order', 'couponApplied']));
    await expect(redeem(s, 'CASH10')).rejects.toMatchObject({ code: 54 });
  });

  it('fills the bonus bucket and adds the wagering requirement', async () => {
    const s = await h.newPlayer();
    await redeem(s, 'BONUS20');
    expect(await h.cash(s.playerId, 'USD', 'bonus')).toBe(2000);
    const [w] = await db.query<{ required_minor: number }>(
      'SELECT required_minor FROM player_wagering WHERE player_id = $1',
      [s.playerId],
    );
    expect(w.required_minor).toBe(4000);
  });

  it('refuses with the spec codes and writes nothing', async () => {
    const s = await h.newPlayer();
    await expect(redeem(s, 'NOPE')).rejects.toMatchObject({ code: 50 });
    await expect(redeem(s, 'MATCH50', 20)).rejects.toMatchObject({ code: 55 });
    await expect(redeem(s, 'CASH10', 0, 'EUR')).rejects.toMatchObject({ code: 62 });
    await expect(h.cashier.validateCoupon(s, 'NOPE', 0, 'USD')).rejects.toMatchObject({ code: 50 });
    expect(await db.query('SELECT 1 FROM cashier_orders WHERE player_id = $1', [s.playerId])).toHaveLength(0);
    expect(await h.cash(s.playerId)).toBe(0);
  });

  it('holds max uses under concurrent redemptions (53)', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => h.newPlayer()));
    const results = await Promise.allSettled(players.map((s) => redeem(s, 'MANY')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 53 });
    const [{ n }] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM coupon_redemptions WHERE code = 'MANY'",
    );
    expect(n).toBe(2);
  });

  it('answers 61 after repeated bad codes', async () => {
    const s = await h.newPlayer();
    for (let i = 0; i < 10; i++) await expect(redeem(s, `BAD${i}`)).rejects.toMatchObject({ code: 50 });
    await expect(redeem(s, 'CASH10')).rejects.toMatchObject({ code: 61 });
  });
});
