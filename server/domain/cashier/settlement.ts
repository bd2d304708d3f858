import { CouponError } from '../coupons/couponError';
import { redeemCoupon, type Redemption } from '../coupons/redeem';
import { accountsRepo } from '../ledger/accounts';
import { HouseAccount } from '../ledger/houseAccounts';
import { moneyTx } from '../ledger/moneyTx';
import { toMajor } from '../money';
import type { ProviderEvent } from '../payments/provider';
import { couponFor, siteFor, type CashierDeps } from './deps';
import { publishOrder } from './orderEvents';
import { ordersRepo, type OrderRow } from './ordersRepo';
import { OrderStatus, OrderType } from './orderStatus';
import { addWageringRequirement } from './wagering';
import { holdReferralReward } from '../referrals/reward';
import { applyPayoutEvent } from '../withdrawals/payout';
import type { Queryable } from '../../storage/db';

const OPEN = [OrderStatus.pending, OrderStatus.challenge];

export interface SettlementOutcome {
  applied: boolean;
  order: OrderRow | null;
}

/**
 * Applies a provider's webhook event to its deposit order, once: a settled payment moves the money
 * from payment clearing to the player's cash in the same transaction as the order's status, pays
 * a coupon that came with it and adds the deposit's wagering requirement. A redelivered event, or
 * one for an order already closed, changes nothing. Amount or currency that differ from the order
 * are refused (logged), never credited. `record` (the back office's audit entry for a settlement it
 * made) runs in the same transaction, with the order as it now stands, only when a deposit settled.
 */
export async function applyProviderEvent(
  deps: CashierDeps,
  event: ProviderEvent,
  record?: (q: Queryable, settled: OrderRow) => Promise<void>,
): Promise<SettlementOutcome> {
  if (event.type === 'payout.paid' || event.type === 'payout.failed')
    return {
      applied: await applyPayoutEvent(deps, event),
      order: await ordersRepo.byId(deps.db, event.orderId),
    };
  const now = deps.clock.now();
  let redemption: Redemption | null = null;
  let firstDeposit = false;
  const outcome = await moneyTx(deps, async (q): Promise<SettlementOutcome> => {
    redemption = null;
    firstDeposit = false;
    const order = await ordersRepo.lock(q, event.orderId);
    if (!order || order.order_type !== OrderType.deposit) return { applied: false, order };
    if (order.amount_minor !== event.amountMinor || order.currency !== event.currency) {
      deps.log.warn({ orderId: order.id, event }, 'payment event does not match its order; ignored');
      return { applied: false, order };
    }
    if (!OPEN.includes(order.status as 1 | 5)) return { applied: false, order };
    if (event.type === 'payment.declined') {
      await ordersRepo.transition(q, order.id, OPEN, OrderStatus.declined, now, {
        providerRef: event.ref,
        details: { declineReason: event.reason ?? 'declined' },
      });
      return { applied: true, order: await ordersRepo.byId(q, order.id) };
    }
    firstDeposit = !(await ordersRepo.hasCompletedDeposit(q, order.player_id, order.id));
    await creditDeposit(deps, q, order, now);
    const player = await q.query<{ member_id: number }>('SELECT member_id FROM players WHERE id = $1', [
      order.player_id,
    ]);
    const site = siteFor(deps, player[0].member_id);
    // A referred player's first deposit holds their referrer's reward (paid once they have wagered).
    if (firstDeposit) await holdReferralReward(q, site, order.player_id, now);
    const multiplier = site.cashier.depositWageringMultiplier;
    if (multiplier > 0)
      await addWageringRequirement(
        q,
        order.player_id,
        order.currency,
        Math.ceil(order.amount_minor * multiplier),
        now,
      );
    const code = order.details.couponCode;
    let couponError: number | undefined;
    if (typeof code === 'string') {
      try {
        redemption = await redeemCoupon(q, {
          coupon: await couponFor(deps, code, q),
          code,
          playerId: order.player_id,
          memberId: site.memberId,
          orderId: order.id,
          currency: order.currency,
          amountMinor: order.amount_minor,
          standalone: false,
          now,
        });
      } catch (error) {
        // The deposit stands even when its coupon can no longer be used (e.g. its uses ran out).
        if (!(error instanceof CouponError)) throw error;
        couponError = error.code;
      }
    }
    await ordersRepo.transition(q, order.id, OPEN, OrderStatus.completed, now, {
      providerRef: event.ref,
      details: couponError ? { couponError } : {},
    });
    const settled = (await ordersRepo.byId(q, order.id))!;
    await record?.(q, settled);
    return { applied: true, order: settled };
  });
  if (outcome.applied && outcome.order) {
    publishOrder(deps, outcome.order, redemption);
    if (firstDeposit && outcome.order.status === OrderStatus.completed)
      await trackFirstDeposit(deps, outcome.order);
  }
  return outcome;
}

/** Payment clearing to the player's cash, keyed by the order: one credit per deposit, ever. */
async function creditDeposit(
  deps: CashierDeps,
  q: Parameters<Parameters<typeof moneyTx>[1]>[0],
  order: OrderRow,
  now: number,
) {
  const cash = await accountsRepo.ensurePlayerAccount(q, {
    playerId: order.player_id,
    currency: order.currency,
    type: 'cash',
    now,
  });
  const clearing = await accountsRepo.ensureHouseAccount(q, {
    code: HouseAccount.paymentClearing,
    currency: order.currency,
    now,
  });
  await q.transfer({
    key: `deposit:${order.id}`,
    kind: 'deposit',
    entries: [
      { accountId: cash, amountMinor: order.amount_minor },
      { accountId: clearing, amountMinor: -order.amount_minor },
    ],
    meta: { orderId: order.id, method: order.method },
    now,
  });
}

async function trackFirstDeposit(deps: CashierDeps, order: OrderRow) {
  const rows = await deps.db.query<{ member_id: number }>('SELECT member_id FROM players WHERE id = $1', [
    order.player_id,
  ]);
  const site = deps.config.sites.find((s) => s.memberId === rows[0]?.member_id);
  if (!site) return;
  await deps.tracker.firstDeposit(site, {
    playerId: order.player_id,
    orderId: order.id,
    amount: toMajor(order.amount_minor, order.currency),
    currency: order.currency,
  });
}

/**
 * Closes deposits nobody will answer: card payments still pending or in the second step after the
 * site's card timeout are declined, mBoB requests unpaid after depositRequestHours are cancelled.
 * Nothing was credited for them, so no money moves.
 */
export async function expireStaleDeposits(deps: CashierDeps): Promise<number> {
  const now = deps.clock.now();
  let closed = 0;
  for (const site of deps.config.sites) {
    const cardBefore = now - site.cashier.cardTimeoutMinutes * 60_000;
    const requestBefore = now - site.cashier.depositRequestHours * 3_600_000;
    for (const [method, before, status] of [
      ['card', cardBefore, OrderStatus.declined],
      ['mbob', requestBefore, OrderStatus.cancelled],
    ] as const) {
      const stale = await deps.db.query<OrderRow & Record<string, unknown>>(
        `SELECT o.* FROM cashier_orders o JOIN players p ON p.id = o.player_id
         WHERE p.member_id = $1 AND o.order_type = 1 AND o.method = $2 AND o.status IN (1, 5) AND o.created_at < $3
         ORDER BY o.id LIMIT 500`,
        [site.memberId, method, before],
      );
      for (const order of stale) {
        const done = await deps.db.tx((q) =>
          ordersRepo.transition(q, order.id, OPEN, status, now, { details: { expired: true } }),
        );
        if (done) {
          closed++;
          publishOrder(deps, { ...order, status });
        }
      }
    }
  }
  return closed;
}
