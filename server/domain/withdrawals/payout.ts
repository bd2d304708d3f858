import { CashierError } from '../cashier/cashierError';
import type { CashierDeps } from '../cashier/deps';
import { publishOrder } from '../cashier/orderEvents';
import { ordersRepo, type OrderRow } from '../cashier/ordersRepo';
import { OrderStatus, OrderType } from '../cashier/orderStatus';
import { accountsRepo } from '../ledger/accounts';
import { HouseAccount } from '../ledger/houseAccounts';
import { moneyTx, type MoneyQuery } from '../ledger/moneyTx';
import type { Queryable } from '../../storage/db';
import type { PayoutRequest, ProviderEvent } from '../payments/provider';
import { completeWithdrawal } from './flow';

/**
 * Pays a pending withdrawal out through the payment provider (the operator's approval). The order
 * is marked as being paid first, in its own transaction, so the player can no longer cancel it and
 * a second approval sends nothing; then the provider is asked. Its answer arrives by webhook:
 * `payout.paid` completes the withdrawal, `payout.failed` returns the money to the player's cash.
 * A payout refused at once is returned the same way. Returns false when the order is not a
 * pending withdrawal or is already being paid.
 */
export async function payWithdrawal(deps: CashierDeps, withdrawalId: number): Promise<boolean> {
  const now = deps.clock.now();
  const order = await deps.db.tx(async (q) => {
    const row = await ordersRepo.lock(q, withdrawalId);
    if (!row || row.order_type !== OrderType.withdrawal || row.status !== OrderStatus.pending) return null;
    if (row.details.payout) return null;
    await markSent(q, row.id, now);
    return row;
  });
  if (!order) return false;
  await sendPayout(deps, order);
  return true;
}

const markSent = (q: Queryable, orderId: number, now: number, extra: Record<string, unknown> = {}) =>
  ordersRepo.transition(q, orderId, [OrderStatus.pending], OrderStatus.pending, now, {
    details: { payout: 'sent', payoutSentAt: now, ...extra },
  });

/** The provider asked to pay an order marked as sent; a payout refused at once is returned. */
async function sendPayout(deps: CashierDeps, order: OrderRow): Promise<void> {
  const start = await deps.provider.startPayout({
    orderId: order.id,
    amountMinor: order.amount_minor - order.fee_minor,
    currency: order.currency,
    destination: await destinationOf(deps, order),
  });
  await deps.db.tx((q) =>
    ordersRepo.transition(q, order.id, [OrderStatus.pending], OrderStatus.pending, deps.clock.now(), {
      providerRef: start.ref,
    }),
  );
  if (start.kind === 'declined') await failWithdrawal(deps, order.id, start.reason);
}

/** An operator's decision on a withdrawal, kept on the order (`details.decision`). */
export interface WithdrawalDecision {
  approve: boolean;
  reason: string;
  by: string;
}

/**
 * The back office's approval or rejection of a pending withdrawal, once: the order row is locked,
 * and a withdrawal already decided, already being paid or no longer pending is refused
 * (`withdrawal.decided`), so a second click or a second operator changes nothing. An approval
 * marks the order as being paid and then asks the provider, as payWithdrawal does; a rejection
 * returns the held amount to the player's cash through the ledger and declines the order, in one
 * transaction. `record` runs inside the decision's transaction (the audit entry) with the order
 * as it was.
 */
export async function decideWithdrawal(
  deps: CashierDeps,
  withdrawalId: number,
  decision: WithdrawalDecision,
  record: (q: Queryable, before: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  const now = deps.clock.now();
  const stamp = { decision: { ...decision, at: now } };
  const open = (row: OrderRow | null): OrderRow => {
    if (!row || row.order_type !== OrderType.withdrawal)
      throw new CashierError('withdrawal.unknown', `No withdrawal ${withdrawalId}`);
    if (row.status !== OrderStatus.pending || row.details.payout || row.details.decision)
      throw new CashierError('withdrawal.decided', `Withdrawal ${withdrawalId} has already been decided`);
    return row;
  };
  if (decision.approve) {
    const order = await deps.db.tx(async (q) => {
      const row = open(await ordersRepo.lock(q, withdrawalId));
      await markSent(q, row.id, now, stamp);
      await record(q, row);
      return row;
    });
    await sendPayout(deps, order);
    return order;
  }
  const order = await moneyTx(deps, async (q) => {
    const row = open(await ordersRepo.lock(q, withdrawalId));
    await returnHeld(q, row, decision.reason, now);
    await ordersRepo.transition(q, row.id, [OrderStatus.pending], OrderStatus.declined, now, {
      details: { declineReason: decision.reason, ...stamp },
    });
    await record(q, row);
    return row;
  });
  publishOrder(deps, { ...order, status: OrderStatus.declined });
  return order;
}

async function destinationOf(deps: CashierDeps, order: OrderRow): Promise<PayoutRequest['destination']> {
  const id = order.details.recurringDetailId;
  if (typeof id !== 'number') return { kind: 'onFile' };
  const rows = await deps.db.query<{ method: string; details: Record<string, string> }>(
    'SELECT method, details FROM payment_details WHERE id = $1 AND player_id = $2',
    [id, order.player_id],
  );
  const saved = rows[0];
  if (!saved) throw new CashierError('withdrawal.destination', 'The saved payment details are gone');
  if (saved.method === 'card') return { kind: 'card', token: saved.details.token ?? '' };
  return {
    kind: 'bank',
    accountHolder: saved.details.accountHolder,
    sortCode: saved.details.sortCode,
    accountNumber: saved.details.accountNumber,
  };
}

/** A provider's payout webhook, applied once: paid completes the withdrawal, failed refunds it. */
export async function applyPayoutEvent(deps: CashierDeps, event: ProviderEvent): Promise<boolean> {
  const order = await ordersRepo.byId(deps.db, event.orderId);
  if (!order || order.order_type !== OrderType.withdrawal || order.status !== OrderStatus.pending)
    return false;
  // The webhook may beat the stored ref (the provider answers fast): the order must have been
  // sent, and a stored ref must match.
  if (
    !order.details.payout ||
    (order.provider_ref !== null && order.provider_ref !== event.ref) ||
    order.currency !== event.currency ||
    order.amount_minor - order.fee_minor !== event.amountMinor
  ) {
    deps.log.warn({ orderId: order.id, event }, 'payout event does not match its withdrawal; ignored');
    return false;
  }
  if (event.type === 'payout.paid') return completeWithdrawal(deps, order.id);
  return failWithdrawal(deps, order.id, event.reason ?? 'payout failed');
}

/**
 * The held amount back to the player's cash (keyed by the order) and the withdrawal declined.
 * `record` (the back office's reversal: its check and audit entry) runs first in the same
 * transaction, with the locked order as it was; what it throws undoes everything.
 */
export async function failWithdrawal(
  deps: CashierDeps,
  withdrawalId: number,
  reason: string,
  record?: (q: MoneyQuery, before: OrderRow) => Promise<void>,
): Promise<boolean> {
  const now = deps.clock.now();
  const order = await moneyTx(deps, async (q) => {
    const row = await ordersRepo.lock(q, withdrawalId);
    if (!row || row.order_type !== OrderType.withdrawal || row.status !== OrderStatus.pending) return null;
    await record?.(q, row);
    await returnHeld(q, row, reason, now);
    await ordersRepo.transition(q, row.id, [OrderStatus.pending], OrderStatus.declined, now, {
      details: { declineReason: reason },
    });
    return { ...row, status: OrderStatus.declined };
  });
  if (order) publishOrder(deps, order);
  return order !== null;
}

/** The held amount from withdrawals_pending back to the player's cash, keyed by the order. */
async function returnHeld(q: MoneyQuery, row: OrderRow, reason: string, now: number): Promise<void> {
  const cash = await accountsRepo.ensurePlayerAccount(q, {
    playerId: row.player_id,
    currency: row.currency,
    type: 'cash',
    now,
  });
  const held = await accountsRepo.ensureHouseAccount(q, {
    code: HouseAccount.withdrawalsPending,
    currency: row.currency,
    now,
  });
  await q.transfer({
    key: `withdrawal.failed:${row.id}`,
    kind: 'withdrawal.failed',
    entries: [
      { accountId: held, amountMinor: -row.amount_minor },
      { accountId: cash, amountMinor: row.amount_minor },
    ],
    meta: { orderId: row.id, reason },
    now,
  });
}
