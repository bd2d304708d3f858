import type { DepositStepResult } from '../../../protocol/calls/cashier';
import type { SessionInfo } from '../../ports/session';
import { CouponError } from '../coupons/couponError';
import { redeemCoupon, type Redemption } from '../coupons/redeem';
import { couponsRepo } from '../coupons/repository';
import { couponAward, couponRefusal } from '../coupons/rules';
import { accountsRepo } from '../ledger/accounts';
import { moneyTx } from '../ledger/moneyTx';
import { toAccount } from '../accounts/service';
import { toMajor } from '../money';
import { cardLabel } from '../payments/testCards';
import type { PaymentStart } from '../payments/provider';
import { auditRefusal, depositLimitExceeded, restrictionOf } from '../responsibleGaming/limits';
import { CashierError } from './cashierError';
import { couponFor, minorIn, scopedKey, siteFor, type CashierDeps } from './deps';
import { publishOrder, toOrderEvent } from './orderEvents';
import { ordersRepo, type OrderRow } from './ordersRepo';
import { OrderStatus, OrderType } from './orderStatus';

export interface DepositParams {
  method: 'coupon' | 'card' | 'directDebit' | 'mbob';
  amount: number;
  currencyId: string;
  couponCode?: string;
  paymentId?: string;
  savedPaymentId?: number;
  returnUrl?: string;
  requestKey?: string;
}

/** getDepositStep: one deposit by the chosen method. Bad input throws before anything is written. */
export async function depositStep(
  deps: CashierDeps,
  session: SessionInfo,
  p: DepositParams,
): Promise<DepositStepResult> {
  const site = siteFor(deps, session.memberId);
  if (!site.cashier.depositMethods.includes(p.method))
    throw new CashierError('method', 'This deposit method is not offered', 'method');
  const amountMinor = minorIn(site, p.currencyId, p.amount);
  const key = scopedKey(session.playerId, 'deposit', p.requestKey);
  if (key) {
    const earlier = await ordersRepo.byRequestKey(deps.db, key);
    if (earlier) return stepOf(deps, earlier);
  }
  await checkResponsibleGaming(deps, session.playerId, amountMinor, p.currencyId);
  if (p.method === 'coupon')
    return couponDeposit(deps, session, p.couponCode ?? '', amountMinor, p.currencyId, key);

  checkDepositLimits(site.cashier, amountMinor);
  if (p.couponCode?.trim())
    await precheckCoupon(deps, session, p.couponCode, amountMinor, p.currencyId, false);
  const details = p.couponCode?.trim() ? { couponCode: p.couponCode.trim().toUpperCase() } : {};

  if (p.method === 'mbob') {
    const order = await createDepositRequest(deps, session, amountMinor, p.currencyId, key, details);
    return stepOf(deps, order);
  }
  if (p.method === 'card') {
    if (!p.paymentId) throw new CashierError('card', 'Enter the card number', 'paymentId');
    const card = p.paymentId;
    return startProviderDeposit(deps, session, 'card', amountMinor, p.currencyId, key, details, (order) =>
      deps.provider.startCardPayment({
        orderId: order.id,
        amountMinor,
        currency: p.currencyId,
        card,
        returnUrl: p.returnUrl,
      }),
    ).then(async (result) => {
      // The provider's token, never the number: payouts to this card use it.
      await saveDetail(deps, session.playerId, 'card', cardLabel(card), {
        token: deps.provider.cardToken(card),
      });
      return result;
    });
  }
  // Direct debit against a saved mandate (directDebitRequest creates one).
  const mandate = p.savedPaymentId ? await mandateOf(deps, session.playerId, p.savedPaymentId) : null;
  if (!mandate) throw new CashierError('mandate', 'Choose a direct-debit mandate', 'savedPaymentId');
  return startProviderDeposit(
    deps,
    session,
    'directDebit',
    amountMinor,
    p.currencyId,
    key,
    details,
    (order) =>
      deps.provider.startDirectDebit({ orderId: order.id, amountMinor, currency: p.currencyId, ...mandate }),
  );
}

/** Spec section 8: 'deposit limit reached, retry after 24 hours'. */
export const DEPOSIT_LIMIT_MESSAGE = 'Deposit limit reached: please retry after 24 hours';
export const DEPOSIT_RETRY_MS = 24 * 3_600_000;

/**
 * The player's own rules before any deposit: no deposit during a time-out or self-exclusion, and
 * none past a daily, weekly or monthly deposit limit (rolling, pending deposits included). Each
 * refusal is audited.
 */
export async function checkResponsibleGaming(
  deps: CashierDeps,
  playerId: number,
  amountMinor: number,
  currency: string,
): Promise<void> {
  const now = deps.clock.now();
  const restriction = await restrictionOf(deps.db, playerId, now);
  if (restriction) {
    await auditRefusal(deps.db, { playerId, action: 'deposit', rule: restriction.rule, now });
    throw new CashierError('selfRestricted', 'Deposits are closed until your self-restriction ends');
  }
  const over = await depositLimitExceeded(deps.db, playerId, currency, amountMinor, now);
  if (over) {
    await auditRefusal(deps.db, {
      playerId,
      action: 'deposit',
      rule: over.rule,
      detail: { amountMinor, currency, ...over },
      now,
    });
    throw new CashierError('depositLimitReached', DEPOSIT_LIMIT_MESSAGE);
  }
}

export function checkDepositLimits(
  cashier: { minDepositMinor: number; maxDepositMinor: number },
  minor: number,
) {
  if (minor < cashier.minDepositMinor || minor > cashier.maxDepositMinor)
    throw new CashierError('depositLimits', 'The amount is outside the deposit limits', 'amount');
}

/** A standalone coupon: the award is the deposit, paid from promotions in one transaction. */
async function couponDeposit(
  deps: CashierDeps,
  session: SessionInfo,
  code: string,
  amountMinor: number,
  currency: string,
  key: string | null,
): Promise<DepositStepResult> {
  const now = deps.clock.now();
  const coupon = await couponFor(deps, code);
  if (deps.fraudGuard.blocked(session.playerId, now)) throw new CouponError(61);
  const award = coupon ? couponAward(coupon, amountMinor) : 0;
  let redemption: Redemption | null = null;
  try {
    const order = await moneyTx(deps, async (q) => {
      if (award <= 0) {
        // Let the rules name the reason (not found, inactive, ... no discount).
        await redeemCoupon(q, {
          coupon,
          code,
          playerId: session.playerId,
          memberId: session.memberId,
          orderId: 0,
          currency,
          amountMinor,
          standalone: true,
          now,
        });
      }
      const { order, created } = await ordersRepo.insert(q, {
        playerId: session.playerId,
        orderType: OrderType.deposit,
        method: 'coupon',
        status: OrderStatus.completed,
        currency,
        amountMinor: award,
        requestKey: key,
        details: { couponCode: coupon!.code },
        now,
      });
      if (!created) return order;
      redemption = await redeemCoupon(q, {
        coupon,
        code,
        playerId: session.playerId,
        memberId: session.memberId,
        orderId: order.id,
        currency,
        amountMinor,
        standalone: true,
        now,
      });
      return order;
    });
    publishOrder(deps, order, redemption);
    return stepOf(deps, order);
  } catch (error) {
    if (error instanceof CouponError) deps.fraudGuard.recordFailure(session.playerId, now);
    throw error;
  }
}

/** validateCoupon and the coupon along a deposit: the rules as of now, without the lock or any write. */
export async function precheckCoupon(
  deps: CashierDeps,
  session: { playerId: number; memberId: number },
  code: string,
  amountMinor: number,
  currency: string,
  standalone: boolean,
) {
  const now = deps.clock.now();
  if (deps.fraudGuard.blocked(session.playerId, now)) throw new CouponError(61);
  const coupon = await couponFor(deps, code);
  const refusal = couponRefusal(coupon, {
    now,
    memberId: session.memberId,
    currency,
    amountMinor,
    standalone,
    usesSoFar: coupon ? await couponsRepo.uses(deps.db, coupon.code) : 0,
    playerUsesSoFar: coupon ? await couponsRepo.playerUses(deps.db, coupon.code, session.playerId) : 0,
  });
  if (refusal !== null || !coupon) {
    deps.fraudGuard.recordFailure(session.playerId, now);
    throw new CouponError(refusal ?? 50);
  }
  return { coupon, awardMinor: couponAward(coupon, amountMinor) };
}

/**
 * Card and direct debit: the order is written pending first (so a fast webhook finds it), then the
 * provider is asked; its answer moves the order on only from where it still is.
 */
async function startProviderDeposit(
  deps: CashierDeps,
  session: SessionInfo,
  method: 'card' | 'directDebit',
  amountMinor: number,
  currency: string,
  key: string | null,
  details: Record<string, unknown>,
  start: (order: OrderRow) => Promise<PaymentStart>,
): Promise<DepositStepResult> {
  const now = deps.clock.now();
  const { order, created } = await deps.db.tx((q) =>
    ordersRepo.insert(q, {
      playerId: session.playerId,
      orderType: OrderType.deposit,
      method,
      status: OrderStatus.pending,
      currency,
      amountMinor,
      requestKey: key,
      details,
      now,
    }),
  );
  if (!created) return stepOf(deps, order);
  let outcome: PaymentStart;
  try {
    outcome = await start(order);
  } catch (error) {
    await deps.db.tx((q) =>
      ordersRepo.transition(q, order.id, [OrderStatus.pending], OrderStatus.declined, now, {
        details: { declineReason: 'provider unavailable' },
      }),
    );
    throw error;
  }
  await deps.db.tx(async (q) => {
    if (outcome.kind === 'declined')
      await ordersRepo.transition(q, order.id, [OrderStatus.pending], OrderStatus.declined, now, {
        providerRef: outcome.ref,
        details: { declineReason: outcome.reason },
      });
    else if (outcome.kind === 'challenge')
      await ordersRepo.transition(q, order.id, [OrderStatus.pending], OrderStatus.challenge, now, {
        providerRef: outcome.ref,
        details: { redirectUrl: outcome.redirectUrl },
      });
    else await q.query('UPDATE cashier_orders SET provider_ref = $2 WHERE id = $1', [order.id, outcome.ref]);
  });
  const latest = (await ordersRepo.byId(deps.db, order.id))!;
  if (outcome.kind === 'declined') publishOrder(deps, latest);
  return stepOf(deps, latest);
}

/** An mBoB deposit request: pending until the bank's settlement (or the player's cancel). */
export async function createDepositRequest(
  deps: CashierDeps,
  session: SessionInfo,
  amountMinor: number,
  currency: string,
  key: string | null,
  details: Record<string, unknown> = {},
): Promise<OrderRow> {
  const now = deps.clock.now();
  const { order } = await deps.db.tx(async (q) => {
    const inserted = await ordersRepo.insert(q, {
      playerId: session.playerId,
      orderType: OrderType.deposit,
      method: 'mbob',
      status: OrderStatus.pending,
      currency,
      amountMinor,
      requestKey: key,
      details,
      now,
    });
    if (inserted.created)
      await q.query(`UPDATE cashier_orders SET provider_ref = $2 WHERE id = $1`, [
        inserted.order.id,
        depositReference(inserted.order.id),
      ]);
    return inserted;
  });
  return (await ordersRepo.byId(deps.db, order.id))!;
}

export const depositReference = (orderId: number) => `MBOB-${String(orderId).padStart(8, '0')}`;

/** What getDepositStep answers for an order, whatever state it is in. */
export async function stepOf(deps: CashierDeps, order: OrderRow): Promise<DepositStepResult> {
  const base = { orderId: order.id, orderStatus: order.status, order: toOrderEvent(order) };
  if (order.status === OrderStatus.completed) {
    const rows = await accountsRepo.listForPlayer(deps.db, order.player_id);
    return { step: 'done', ...base, accounts: rows.map((r) => toAccount(r, deps.currencies)) };
  }
  if (order.status === OrderStatus.challenge)
    return { step: 'redirect', redirectUrl: String(order.details.redirectUrl ?? ''), ...base };
  if (order.status === OrderStatus.declined || order.status === OrderStatus.cancelled)
    throw new CashierError(
      order.status === OrderStatus.declined ? 'declined' : 'cancelled',
      `Payment ${order.status === OrderStatus.declined ? 'declined' : 'cancelled'}: ${String(order.details.declineReason ?? order.details.cancelReason ?? 'no reason given')}`,
    );
  return { step: 'pending', ...base };
}

async function mandateOf(deps: CashierDeps, playerId: number, id: number) {
  const rows = await deps.db.query<{
    details: { accountHolder: string; sortCode: string; accountNumber: string };
  }>(`SELECT details FROM payment_details WHERE id = $1 AND player_id = $2 AND method = 'directDebit'`, [
    id,
    playerId,
  ]);
  return rows[0]?.details ?? null;
}

export async function saveDetail(
  deps: CashierDeps,
  playerId: number,
  method: string,
  label: string,
  details: Record<string, unknown>,
): Promise<number> {
  const rows = await deps.db.query<{ id: number }>(
    `INSERT INTO payment_details (player_id, method, label, details, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (player_id, method, label) DO UPDATE SET details = EXCLUDED.details RETURNING id`,
    [playerId, method, label, JSON.stringify(details), deps.clock.now()],
  );
  return rows[0].id;
}

/**
 * A mandate names one of the site's banks (getBanksList) when the site lists any: a code not in
 * the list, or none, is refused before anything is written.
 */
function checkBankCode(banks: readonly { code: string }[], bankCode: string | undefined): void {
  if (banks.length === 0 && bankCode === undefined) return;
  if (!banks.some((b) => b.code === bankCode)) throw new CashierError('bank', 'Unknown bank', 'bankCode');
}

/** directDebitRequest: saves the mandate and collects the first amount through the provider. */
export async function directDebitRequest(
  deps: CashierDeps,
  session: SessionInfo,
  p: {
    bankCode?: string;
    accountHolder: string;
    sortCode: string;
    accountNumber: string;
    amount: number;
    currencyId: string;
    requestKey?: string;
  },
): Promise<DepositStepResult> {
  const site = siteFor(deps, session.memberId);
  if (!site.cashier.depositMethods.includes('directDebit'))
    throw new CashierError('method', 'Direct debit is not offered', 'method');
  checkBankCode(site.cashier.banks, p.bankCode);
  const amountMinor = minorIn(site, p.currencyId, p.amount);
  checkDepositLimits(site.cashier, amountMinor);
  const key = scopedKey(session.playerId, 'deposit', p.requestKey);
  if (key) {
    const earlier = await ordersRepo.byRequestKey(deps.db, key);
    if (earlier) return stepOf(deps, earlier);
  }
  const mandate = {
    accountHolder: p.accountHolder.trim(),
    sortCode: p.sortCode.replace(/-/g, ''),
    accountNumber: p.accountNumber,
  };
  const savedId = await saveDetail(
    deps,
    session.playerId,
    'directDebit',
    `Bank ${mandate.sortCode} ****${p.accountNumber.slice(-4)}`,
    p.bankCode ? { ...mandate, bankCode: p.bankCode } : mandate,
  );
  const result = await startProviderDeposit(
    deps,
    session,
    'directDebit',
    amountMinor,
    p.currencyId,
    key,
    { savedPaymentId: savedId },
    (order) =>
      deps.provider.startDirectDebit({ orderId: order.id, amountMinor, currency: p.currencyId, ...mandate }),
  );
  return result;
}

export const majorOf = toMajor;
