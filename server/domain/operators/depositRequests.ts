import { randomUUID } from 'node:crypto';
import type { DepositListing } from '../../../protocol/operator/deposits';
import type { Queryable } from '../../storage/db';
import type { CashierDeps } from '../cashier/deps';
import { depositReference } from '../cashier/deposits';
import { publishOrder } from '../cashier/orderEvents';
import { ordersRepo, type OrderRow } from '../cashier/ordersRepo';
import { OrderStatus, OrderType, orderStatusName } from '../cashier/orderStatus';
import { applyProviderEvent } from '../cashier/settlement';
import { depositById, stampDecision } from './deposits';

/** Why the back office cannot settle or decline a deposit request. */
export class DepositRequestError extends Error {
  constructor(
    readonly reason: 'unknown' | 'closed',
    message: string,
  ) {
    super(message);
    this.name = 'DepositRequestError';
  }
}

/** The operator's decision: who, why; `record` writes the audit entry in the change's transaction. */
export interface RequestDecision {
  by: string;
  reason: string;
  record: (q: Queryable, order: OrderRow) => Promise<void>;
}

const unknown = (orderId: number) => new DepositRequestError('unknown', `No deposit request ${orderId}`);
const closed = (order: OrderRow) =>
  new DepositRequestError(
    'closed',
    `Deposit request ${order.id} is no longer pending (${orderStatusName[order.status]}); nothing changed`,
  );

/** An mBoB deposit request, checked to be one (else `unknown`) and still pending (else `closed`). */
function openRequest(order: OrderRow | null, orderId: number): OrderRow {
  if (!order || order.order_type !== OrderType.deposit || order.method !== 'mbob') throw unknown(orderId);
  if (order.status !== OrderStatus.pending) throw closed(order);
  return order;
}

/**
 * The bank paid an mBoB request: the same `payment.settled` event `scripts/withdrawals.ts
 * settle-request` applies, so the credit, a coupon that came with it, the wagering requirement and
 * a referrer's reward follow the provider's settlement path. Once: the settlement locks the order
 * and applies only to an open one, so of two clicks one credits and the other is `closed`.
 */
export async function settleDepositRequest(
  deps: CashierDeps,
  orderId: number,
  decision: RequestDecision,
): Promise<DepositListing> {
  const order = openRequest(await ordersRepo.byId(deps.db, orderId), orderId);
  const outcome = await applyProviderEvent(
    deps,
    {
      eventId: randomUUID(),
      type: 'payment.settled',
      ref: order.provider_ref ?? depositReference(order.id),
      orderId: order.id,
      amountMinor: order.amount_minor,
      currency: order.currency,
    },
    async (q, settled) => {
      const at = deps.clock.now();
      await stampDecision(q, order.id, { settle: true, by: decision.by, reason: decision.reason, at });
      await decision.record(q, settled);
    },
  );
  if (!outcome.applied) throw closed(outcome.order ?? order);
  return (await depositById(deps.db, order.id))!;
}

/**
 * The bank says the money never came: the request is cancelled, as the player's own cancel or
 * the expiry sweep would. Nothing was credited, so no money moves; the player's page hears it.
 */
export async function declineDepositRequest(
  deps: CashierDeps,
  orderId: number,
  decision: RequestDecision,
): Promise<DepositListing> {
  const at = deps.clock.now();
  const order = await deps.db.tx(async (q) => {
    const row = openRequest(await ordersRepo.lock(q, orderId), orderId);
    await ordersRepo.transition(q, row.id, [OrderStatus.pending], OrderStatus.cancelled, at, {
      details: {
        cancelReason: decision.reason,
        decision: { settle: false, by: decision.by, reason: decision.reason, at },
      },
    });
    await decision.record(q, row);
    return row;
  });
  publishOrder(deps, { ...order, status: OrderStatus.cancelled });
  return (await depositById(deps.db, order.id))!;
}
