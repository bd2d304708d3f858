import type { WithdrawalStep } from '../../../protocol/calls/cashier';
import type { Withdrawal } from '../../../protocol/types';
import type { SessionInfo } from '../../ports/session';
import { CashierError } from '../cashier/cashierError';
import { minorIn, scopedKey, siteFor, type CashierDeps } from '../cashier/deps';
import { publishOrder, toWithdrawal } from '../cashier/orderEvents';
import { ordersRepo } from '../cashier/ordersRepo';
import { OrderStatus, OrderType } from '../cashier/orderStatus';
import { wageringMet, wageringOf } from '../cashier/wagering';
import { accountsRepo } from '../ledger/accounts';
import { InsufficientFundsError } from '../ledger/errors';
import { HouseAccount } from '../ledger/houseAccounts';
import { moneyTx, type MoneyQuery } from '../ledger/moneyTx';
import { toMajor } from '../money';
import { registrationOf, withdrawalRefusal } from './rules';

/**
 * getWithdrawalStep: limits, fee, processing time and methods for the amount, and what stands in
 * the way (registration, identity check) so the player learns it before confirming, not after.
 * payoutSubmit still enforces every rule.
 */
export async function withdrawalStep(
  deps: CashierDeps,
  session: SessionInfo,
  amount: number,
  currency: string,
): Promise<WithdrawalStep> {
  const site = siteFor(deps, session.memberId);
  minorIn(site, currency, amount);
  const w = site.cashier.withdrawals;
  const blocker = await registrationBlocker(deps, session.playerId, w.requireVerification);
  return {
    amount,
    currencyId: currency,
    fee: toMajor(w.feeMinor, currency),
    minAmount: toMajor(w.minMinor, currency),
    maxAmount: toMajor(w.maxMinor, currency),
    processingTime: w.processingTime,
    methods: w.methods,
    ...(blocker ? { blocker } : {}),
  };
}

async function registrationBlocker(deps: CashierDeps, playerId: number, requireVerification: boolean) {
  const [player] = await deps.db.query<{
    segment: string;
    details: Record<string, unknown>;
    verification: Record<string, unknown>;
  }>('SELECT segment, details, verification FROM players WHERE id = $1', [playerId]);
  if (!player) return null;
  const { fullyRegistered, verified, claimed } = registrationOf(player);
  if (!claimed) return { reason: 'withdrawal.emailConfirmation' as const };
  if (!requireVerification) return null;
  if (!fullyRegistered) return { reason: 'withdrawal.registration' as const };
  if (!verified) return { reason: 'withdrawal.verification' as const };
  return null;
}

export async function withdrawalStep2(
  deps: CashierDeps,
  session: SessionInfo,
  amount: number,
  currency: string,
  method: string,
): Promise<WithdrawalStep & { method: string }> {
  const step = await withdrawalStep(deps, session, amount, currency);
  if (!step.methods.includes(method))
    throw new CashierError('method', 'This payout method is not offered', 'method');
  return { ...step, method };
}

/**
 * payoutSubmit: every rule of spec section 5, then in one transaction the pending order and the
 * move of the amount from cash to withdrawals_pending. The partial unique index refuses a second
 * pending withdrawal even when two submits race; the balance CHECK refuses an overdraw.
 */
export async function submitWithdrawal(
  deps: CashierDeps,
  session: SessionInfo,
  p: { amount: number; currencyId: string; method: string; recurringDetailId?: number; requestKey?: string },
): Promise<{ success: 1; withdrawal: Withdrawal }> {
  const site = siteFor(deps, session.memberId);
  const settings = site.cashier.withdrawals;
  const amountMinor = minorIn(site, p.currencyId, p.amount);
  if (!settings.methods.includes(p.method))
    throw new CashierError('method', 'This payout method is not offered', 'method');
  const destination = p.recurringDetailId
    ? await savedDestination(deps, session.playerId, p.method, p.recurringDetailId)
    : null;
  const key = scopedKey(session.playerId, 'withdrawal', p.requestKey);
  if (key) {
    const earlier = await ordersRepo.byRequestKey(deps.db, key);
    if (earlier) return { success: 1, withdrawal: toWithdrawal(earlier, settings.processingTime) };
  }
  const now = deps.clock.now();
  try {
    const order = await moneyTx(deps, async (q) => {
      const facts = await factsOf(q, session.playerId, p.currencyId);
      const refusal = withdrawalRefusal({ amountMinor, settings, ...facts });
      if (refusal) throw new CashierError(refusal.reason, refusal.message);
      const pending = await q.query(
        'SELECT 1 FROM cashier_orders WHERE player_id = $1 AND order_type = 2 AND status = 1',
        [session.playerId],
      );
      if (pending.length > 0) throw onePending();
      const { order, created } = await ordersRepo.insert(q, {
        playerId: session.playerId,
        orderType: OrderType.withdrawal,
        method: p.method,
        status: OrderStatus.pending,
        currency: p.currencyId,
        amountMinor,
        feeMinor: settings.feeMinor,
        requestKey: key,
        details: destination ? { recurringDetailId: destination } : {},
        now,
      });
      if (!created) return order;
      await moveWithdrawal(q, order.id, session.playerId, p.currencyId, amountMinor, 'withdrawal', now);
      return order;
    });
    publishOrder(deps, order);
    return { success: 1, withdrawal: toWithdrawal(order, settings.processingTime) };
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw new CashierError('withdrawal.funds', 'Insufficient funds');
    if ((error as { code?: string }).code === '23505') {
      // Same request key raced with itself: answer the first; else the one-pending index refused it.
      const earlier = key ? await ordersRepo.byRequestKey(deps.db, key) : null;
      if (earlier) return { success: 1, withdrawal: toWithdrawal(earlier, settings.processingTime) };
      throw onePending();
    }
    throw error;
  }
}

const onePending = () => new CashierError('withdrawal.pending', 'A withdrawal is already pending');

async function factsOf(q: MoneyQuery, playerId: number, currency: string) {
  const [player] = await q.query<{
    segment: string;
    details: Record<string, unknown>;
    verification: Record<string, unknown>;
  }>('SELECT segment, details, verification FROM players WHERE id = $1', [playerId]);
  const cash = await q.query<{ balance_minor: number }>(
    `SELECT balance_minor FROM accounts WHERE player_id = $1 AND currency = $2 AND type = 'cash'`,
    [playerId, currency],
  );
  return {
    hasDeposit: await ordersRepo.hasCompletedDeposit(q, playerId),
    ...registrationOf(player),
    wageringMet: wageringMet(await wageringOf(q, playerId, currency)),
    cashMinor: cash[0]?.balance_minor ?? 0,
  };
}

/** Cash to withdrawals_pending (submit) or back (cancel), keyed by the order. */
async function moveWithdrawal(
  q: MoneyQuery,
  orderId: number,
  playerId: number,
  currency: string,
  amountMinor: number,
  kind: 'withdrawal' | 'withdrawal.cancel',
  now: number,
) {
  const cash = await accountsRepo.ensurePlayerAccount(q, { playerId, currency, type: 'cash', now });
  const held = await accountsRepo.ensureHouseAccount(q, {
    code: HouseAccount.withdrawalsPending,
    currency,
    now,
  });
  const sign = kind === 'withdrawal' ? 1 : -1;
  await q.transfer({
    key: `${kind}:${orderId}`,
    kind,
    entries: [
      { accountId: cash, amountMinor: -sign * amountMinor },
      { accountId: held, amountMinor: sign * amountMinor },
    ],
    meta: { orderId },
    now,
  });
}

/** payoutCancel: the pending withdrawal back to cash (1), unless the site forbids cancelling. */
export async function cancelWithdrawal(
  deps: CashierDeps,
  session: SessionInfo,
  withdrawalId: number,
): Promise<1> {
  const site = siteFor(deps, session.memberId);
  if (!site.cashier.withdrawals.allowCancel)
    throw new CashierError(
      'withdrawal.cancelForbidden',
      'A submitted withdrawal cannot be cancelled on this site',
    );
  const now = deps.clock.now();
  const order = await moneyTx(deps, async (q) => {
    const order = await ordersRepo.lock(q, withdrawalId);
    if (!order || order.player_id !== session.playerId || order.order_type !== OrderType.withdrawal)
      throw new CashierError('withdrawal.unknown', 'No such withdrawal', 'withdrawalId');
    if (order.status === OrderStatus.cancelled) return null; // a retried cancel: done already
    if (order.status !== OrderStatus.pending)
      throw new CashierError('withdrawal.notPending', 'The withdrawal is no longer pending');
    if (order.details.payout)
      throw new CashierError(
        'withdrawal.paying',
        'The withdrawal is being paid out and can no longer be cancelled',
      );
    await moveWithdrawal(
      q,
      order.id,
      order.player_id,
      order.currency,
      order.amount_minor,
      'withdrawal.cancel',
      now,
    );
    await ordersRepo.transition(q, order.id, [OrderStatus.pending], OrderStatus.cancelled, now);
    return { ...order, status: OrderStatus.cancelled };
  });
  if (order) publishOrder(deps, order);
  return 1;
}

/**
 * Pays a pending withdrawal out (operator approval or the provider's payout confirmation): the
 * held amount goes to payment clearing less the fee, which goes to the fees account.
 */
export async function completeWithdrawal(deps: CashierDeps, withdrawalId: number): Promise<boolean> {
  const now = deps.clock.now();
  const order = await moneyTx(deps, async (q) => {
    const order = await ordersRepo.lock(q, withdrawalId);
    if (!order || order.order_type !== OrderType.withdrawal || order.status !== OrderStatus.pending)
      return null;
    const held = await accountsRepo.ensureHouseAccount(q, {
      code: HouseAccount.withdrawalsPending,
      currency: order.currency,
      now,
    });
    const clearing = await accountsRepo.ensureHouseAccount(q, {
      code: HouseAccount.paymentClearing,
      currency: order.currency,
      now,
    });
    const entries = [
      { accountId: held, amountMinor: -order.amount_minor },
      { accountId: clearing, amountMinor: order.amount_minor - order.fee_minor },
    ];
    if (order.fee_minor > 0) {
      const fees = await accountsRepo.ensureHouseAccount(q, {
        code: HouseAccount.fees,
        currency: order.currency,
        now,
      });
      entries.push({ accountId: fees, amountMinor: order.fee_minor });
    }
    await q.transfer({
      key: `withdrawal.paid:${order.id}`,
      kind: 'withdrawal.paid',
      entries,
      meta: { orderId: order.id },
      now,
    });
    await ordersRepo.transition(q, order.id, [OrderStatus.pending], OrderStatus.completed, now);
    return { ...order, status: OrderStatus.completed };
  });
  if (order) publishOrder(deps, order);
  return order !== null;
}

export async function pendingWithdrawals(deps: CashierDeps, session: SessionInfo): Promise<Withdrawal[]> {
  const site = siteFor(deps, session.memberId);
  const rows = await ordersRepo.listForPlayer(deps.db, session.playerId, {
    orderType: OrderType.withdrawal,
    statuses: [OrderStatus.pending],
  });
  return rows.map((row) => toWithdrawal(row, site.cashier.withdrawals.processingTime));
}

/** Saved payment details a payout by this method may go to: cards for card, bank mandates for bank transfers. */
const DETAIL_METHODS: Record<string, string> = { card: 'card', bankTransfer: 'directDebit' };

async function savedDestination(deps: CashierDeps, playerId: number, method: string, id: number) {
  const rows = await deps.db.query<{ id: number }>(
    'SELECT id FROM payment_details WHERE id = $1 AND player_id = $2 AND method = $3',
    [id, playerId, DETAIL_METHODS[method] ?? ''],
  );
  if (rows.length === 0)
    throw new CashierError(
      'withdrawal.destination',
      'Choose one of your saved payment details',
      'recurringDetailId',
    );
  return rows[0].id;
}
