import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import { ledgerCheck } from '../../../../server/domain/ledger/check';
import type { AppliedPromotion } from '../../../../server/domain/play/subscriptionOffers';
import { backends } from '../support/testDb';
import {
  balanceOf,
  fundedPlayer,
  houseBalance,
  makeWorld,
  openInstance,
  S,
  tinyGame,
  type World,
} from './support/gameWorld';

// 15% off a price of 110 (cost 100 + fee 10) per draw. No rank pays, so balances move only by
// what the subscriptions charge and refund.
const SAVE15: AppliedPromotion = { promotionId: 7, discountPercent: 15 };

describe.each(backends)('subscription promotions on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let open: GameInstance;

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    w = await makeWorld(
      opened.db,
      tinyGame({
        progressive: { enabled: false },
        ranks: [{ rankNumber: 1 }],
        subscriptions: {
          monthly: true,
          payGo: true,
          promotions: [
            { promotionId: 7, code: 'SAVE15', discountPercent: 15, title: { en_US: '15% off' } },
            // Ended the day before the world's clock starts (NOON, 1 January 2030).
            { promotionId: 9, code: 'OLD', discountPercent: 50, endsAt: '2029-12-31T00:00:00Z', title: {} },
          ],
        },
      }),
    );
  });
  afterAll(() => dispose());

  const request = (playerId: number) => ({
    playerId,
    gameId: open.gameId,
    gameInstanceId: open.gameInstanceId,
    userPlays: ['1,3'],
    userPlaysCount: 1,
    currencyId: 'USD',
  });
  const subscriptionsBalance = async (playerId: number) =>
    (
      await w.db.query<{ balance_minor: number }>(
        "SELECT balance_minor FROM accounts WHERE player_id = $1 AND type = 'subscriptions'",
        [playerId],
      )
    )[0]?.balance_minor ?? 0;
  const row = async (id: number) =>
    (
      await w.db.query<{ paid_minor: number; discount_minor: number; remaining_minor: number }>(
        'SELECT paid_minor, discount_minor, remaining_minor FROM subscriptions WHERE id = $1',
        [id],
      )
    )[0];
  /** The next scheduled start: the instance open now is drawn, the next opens and gets the plays. */
  async function nextDraw(): Promise<void> {
    w.clock.set(open.tournamentStartTime + 30 * S);
    await w.engine.tick();
    open = await openInstance(w);
  }

  it('debits the discounted price up front, spends per-draw shares of it, and a cancel refunds exactly the unused share', async () => {
    open = await openInstance(w);
    const p = await fundedPlayer(w.db, 10_000);
    const promotionsBefore = await houseBalance(w.db, 'promotions');
    const bought = await w.joins.join(w.subscriptions.withSubscription(request(p.id), 3, 1, SAVE15));
    expect(bought.exitCode).toBe(0);
    const id = Number(bought.subscriptionCode);
    // 3 draws of 110 = 330, less floor(15% of 330) = 49: 281 paid ahead; the join itself is 110.
    expect(await balanceOf(w.db, p.cashId)).toBe(10_000 - 110 - 281);
    expect(await subscriptionsBalance(p.id)).toBe(281);
    expect(await row(id)).toEqual({ paid_minor: 281, discount_minor: 49, remaining_minor: 281 });
    expect(await w.subscriptions.get(p.id, id)).toMatchObject({
      discountPercent: 15,
      amountPaid: 2.81,
      discount: 0.49,
      remainingBalance: 2.81,
    });

    await nextDraw();
    // Draw 1 of 3 spends floor(281 / 3) = 93 of what was paid; the promotions account pays 17.
    expect(await w.subscriptions.get(p.id, id)).toMatchObject({ gamesJoined: 1, remainingBalance: 1.88 });
    expect(await subscriptionsBalance(p.id)).toBe(188);
    expect(await houseBalance(w.db, 'promotions')).toBe(promotionsBefore - 17);

    expect(await w.subscriptions.cancel(p.id, id)).toBe(true);
    // 281 - 93 = 188 back: the unused share of what was paid, never the undiscounted 220.
    expect(await balanceOf(w.db, p.cashId)).toBe(10_000 - 110 - 93);
    expect(await subscriptionsBalance(p.id)).toBe(0);
    expect(await houseBalance(w.db, 'promotions')).toBe(promotionsBefore - 17);
    expect((await ledgerCheck(w.db)).ok).toBe(true);
  });

  it('spends exactly what was paid over all draws; the promotions account pays exactly the discount', async () => {
    const p = await fundedPlayer(w.db, 10_000);
    const promotionsBefore = await houseBalance(w.db, 'promotions');
    const bought = await w.joins.join(w.subscriptions.withSubscription(request(p.id), 3, 1, SAVE15));
    const id = Number(bought.subscriptionCode);
    const spent: number[] = [];
    for (let draw = 1; draw <= 3; draw++) {
      await nextDraw();
      spent.push(281 - (await row(id)).remaining_minor - spent.reduce((a, b) => a + b, 0));
    }
    // floor(281k/3) - floor(281(k-1)/3): the rounding remainder goes to later draws.
    expect(spent).toEqual([93, 94, 94]);
    expect(await w.subscriptions.get(p.id, id)).toMatchObject({ completed: true, remainingBalance: 0 });
    expect(await subscriptionsBalance(p.id)).toBe(0);
    expect(await balanceOf(w.db, p.cashId)).toBe(10_000 - 110 - 281);
    expect(await houseBalance(w.db, 'promotions')).toBe(promotionsBefore - 49);
    expect(await w.subscriptions.cancel(p.id, id)).toBe(false); // completed: nothing left to refund
    expect((await ledgerCheck(w.db)).ok).toBe(true);
  });

  it('pay as you go charges each draw less the discount; cancelling a placed draw refunds only what was paid', async () => {
    const p = await fundedPlayer(w.db, 1_000);
    const promotionsBefore = await houseBalance(w.db, 'promotions');
    const bought = await w.joins.join(w.subscriptions.withPlan(request(p.id), 'paygo', 1, SAVE15));
    const id = Number(bought.subscriptionCode);
    expect(await balanceOf(w.db, p.cashId)).toBe(1_000 - 110); // the join itself: the ordinary price
    await nextDraw();
    await nextDraw();
    // Each placed draw: 110 less floor(15% of 110) = 16, so 94 from cash.
    expect(await balanceOf(w.db, p.cashId)).toBe(1_000 - 110 - 2 * 94);
    expect(await houseBalance(w.db, 'promotions')).toBe(promotionsBefore - 2 * 16);
    expect(await row(id)).toEqual({ paid_minor: 188, discount_minor: 32, remaining_minor: 0 });
    const page = (await w.subscriptions.payGoTransactions(p.id, id, { page: 0, maxResults: 5 }))!;
    expect(page.result.map((t) => t.amount)).toEqual([-0.94, -0.94]);

    // The draw just placed is still open: cancelling it gives the player 94 back, the house 16.
    expect((await w.joins.cancel(p.id, open.gameInstanceId)).exitCode).toBe(0);
    expect(await balanceOf(w.db, p.cashId)).toBe(1_000 - 110 - 94);
    expect(await houseBalance(w.db, 'promotions')).toBe(promotionsBefore - 16);
    expect(await w.subscriptions.cancel(p.id, id)).toBe(true);
    expect(await balanceOf(w.db, p.cashId)).toBe(1_000 - 110 - 94); // nothing held, nothing back
    expect((await ledgerCheck(w.db)).ok).toBe(true);
  });

  it('a discounted month pays the discounted month up front; a cancel after one draw refunds the unspent share', async () => {
    const p = await fundedPlayer(w.db, 10_000_000);
    const promotionsBefore = await houseBalance(w.db, 'promotions');
    const bought = await w.joins.join(w.subscriptions.withPlan(request(p.id), 'monthly', 1, SAVE15));
    expect(bought.exitCode).toBe(0);
    const id = Number(bought.subscriptionCode);
    const [{ draws_total: n }] = await w.db.query<{ draws_total: number }>(
      'SELECT draws_total FROM subscriptions WHERE id = $1',
      [id],
    );
    // Every minute for 30 days: the month's draws at 110, less 15% rounded down.
    const paid = n * 110 - Math.floor((n * 110 * 15) / 100);
    expect(await row(id)).toEqual({
      paid_minor: paid,
      discount_minor: n * 110 - paid,
      remaining_minor: paid,
    });
    expect(await balanceOf(w.db, p.cashId)).toBe(10_000_000 - 110 - paid);
    await nextDraw();
    const first = Math.floor(paid / n);
    expect(await subscriptionsBalance(p.id)).toBe(paid - first);
    expect(await houseBalance(w.db, 'promotions')).toBe(promotionsBefore - (110 - first));
    expect(await w.subscriptions.cancel(p.id, id)).toBe(true);
    expect(await balanceOf(w.db, p.cashId)).toBe(10_000_000 - 110 - first);
    expect((await ledgerCheck(w.db)).ok).toBe(true);
  });

  it('checks a promotion by id or code: a wrong or missing code, another game, or an ended offer is refused', () => {
    const check = (q: { promotionId?: number; code?: string; gameId?: number }) =>
      w.subscriptions.redeemable({ gameId: q.gameId ?? 901, memberId: 1, ...q });
    expect(check({ code: 'save15' })).toEqual({ ok: true, promotion: SAVE15 });
    expect(check({ promotionId: 7, code: 'SAVE15' })).toEqual({ ok: true, promotion: SAVE15 });
    expect(check({ promotionId: 7 })).toEqual({ ok: false, reason: 'code' });
    expect(check({ promotionId: 7, code: 'SAVE50' })).toEqual({ ok: false, reason: 'code' });
    expect(check({ code: 'SAVE50' })).toEqual({ ok: false, reason: 'unknown' });
    expect(check({ promotionId: 8, code: 'SAVE15' })).toEqual({ ok: false, reason: 'unknown' });
    expect(check({ code: 'SAVE15', gameId: 902 })).toEqual({ ok: false, reason: 'unknown' });
    expect(check({ code: 'old' })).toEqual({ ok: false, reason: 'expired' });
    expect(
      w.subscriptions.promotion({ promotionId: 9, code: 'OLD', languageId: 'en_US', memberId: 1 }),
    ).toBeNull();
    expect(
      w.subscriptions.promotion({ promotionId: 7, code: 'SAVE15', languageId: 'es_ES', memberId: 1 }),
    ).toEqual({
      title: '15% off',
      html: '',
      discountPercent: 15,
    });
  });
});
