import { PushEvent, Topic } from '../../../protocol/events';
import type { CouponEvent, DepositRequest, OrderEvent, Withdrawal } from '../../../protocol/types';
import { toMajor } from '../money';
import type { Redemption } from '../coupons/redeem';
import type { CashierDeps } from './deps';
import type { OrderRow } from './ordersRepo';
import { orderStatusName } from './orderStatus';

export function toOrderEvent(order: OrderRow): OrderEvent {
  const amount = toMajor(order.amount_minor, order.currency);
  return {
    orderType: order.order_type,
    orderStatus: order.status,
    orderAmount: amount,
    amount,
    orderId: order.id,
    currencyId: order.currency,
  };
}

export function toCouponEvent(r: Redemption): CouponEvent {
  return { instantCoupon: r.instant, amount: toMajor(r.amountMinor, r.currency), currencyId: r.currency };
}

export function toDepositRequest(order: OrderRow): DepositRequest {
  return {
    id: order.id,
    amount: toMajor(order.amount_minor, order.currency),
    currencyId: order.currency,
    method: order.method,
    status: orderStatusName[order.status] ?? String(order.status),
    createdOn: order.created_at,
  };
}

export function toWithdrawal(order: OrderRow, processingTime: string): Withdrawal {
  return {
    id: order.id,
    amount: toMajor(order.amount_minor, order.currency),
    currencyId: order.currency,
    method: order.method,
    fee: toMajor(order.fee_minor, order.currency),
    processingTime,
    requestedOn: order.created_at,
    ...(order.details.payout ? { paying: true } : {}),
  };
}

/** After the commit: the order (and a coupon it paid) on the player's cashier topic. */
export function publishOrder(
  deps: Pick<CashierDeps, 'push'>,
  order: OrderRow,
  redemption?: Redemption | null,
) {
  deps.push.publish(Topic.cashierOf(order.player_id), PushEvent.order, toOrderEvent(order));
  if (redemption)
    deps.push.publish(Topic.cashierOf(order.player_id), PushEvent.couponApplied, toCouponEvent(redemption));
}
