import type { Logger } from 'pino';
import type { DepositOrderState, DepositStepResult } from '../../../protocol/calls/cashier';
import type {
  Account,
  AccountType,
  DepositRequest,
  SearchResult,
  Transaction,
  Withdrawal,
} from '../../../protocol/types';
import type { OperatorConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { PushHub } from '../../ports/pushHub';
import type { SessionInfo } from '../../ports/session';
import type { Db } from '../../storage/db';
import { toAccount } from '../accounts/service';
import { createCouponFraudGuard } from '../coupons/fraudGuard';
import { accountsRepo } from '../ledger/accounts';
import { foldHouseDeltas } from '../ledger/foldHouseDeltas';
import { toMajor, type CurrencyBook } from '../money';
import type { PaymentProvider, ProviderEvent } from '../payments/provider';
import {
  cancelWithdrawal,
  completeWithdrawal,
  pendingWithdrawals,
  submitWithdrawal,
  withdrawalStep,
  withdrawalStep2,
} from '../withdrawals/flow';
import { decideWithdrawal, payWithdrawal, type WithdrawalDecision } from '../withdrawals/payout';
import { expireUnclaimedGuests } from '../withdrawals/unclaimedGuests';
import type { Queryable } from '../../storage/db';
import { CashierError } from './cashierError';
import { convert, type ConversionPurpose } from './conversion';
import { couponFor, minorIn, siteFor, type CashierDeps } from './deps';
import {
  checkDepositLimits,
  checkResponsibleGaming,
  createDepositRequest,
  depositReference,
  depositStep,
  directDebitRequest,
  precheckCoupon,
  type DepositParams,
} from './deposits';
import { searchTransactions, type HistoryQuery } from './history';
import { publishOrder, toDepositRequest } from './orderEvents';
import { ordersRepo, type OrderRow } from './ordersRepo';
import { prizesOf } from './prizes';
import { prizeItemAgents } from '../prizes/agents';
import { claimPrizeItem, type ClaimParams } from '../prizes/claimPrizeItem';
import { OrderStatus, OrderType, orderStatusName } from './orderStatus';
import { applyProviderEvent, expireStaleDeposits, type SettlementOutcome } from './settlement';
import { createDepositTracker, type HttpGet } from './tracking';

export interface CashierServiceOptions {
  db: Db;
  push: PushHub;
  clock: Clock;
  currencies: CurrencyBook;
  config: OperatorConfig;
  provider: PaymentProvider;
  log: Logger;
  /** The tracking GET (tests give a fake; default fetch). */
  httpGet?: HttpGet;
}

export type CashierService = ReturnType<typeof createCashierService>;

/** The cashier: accounts, deposits, deposit requests, withdrawals, history and provider events. */
export function createCashierService(options: CashierServiceOptions) {
  const deps: CashierDeps = {
    ...options,
    tracker: createDepositTracker({ get: options.httpGet, log: options.log }),
    fraudGuard: createCouponFraudGuard(),
  };

  return {
    deps,
    provider: options.provider,

    async accounts(playerId: number): Promise<Account[]> {
      const rows = await accountsRepo.listForPlayer(deps.db, playerId);
      return rows.map((r) => toAccount(r, deps.currencies));
    },

    /** One account, created empty on first use (accounts exist on demand). */
    accountBalance: (session: SessionInfo, currency: string, type: AccountType): Promise<Account> =>
      accountBalance(deps, session, currency, type),

    deposit: (session: SessionInfo, p: DepositParams): Promise<DepositStepResult> =>
      depositStep(deps, session, p),
    directDebit: (session: SessionInfo, p: Parameters<typeof directDebitRequest>[2]) =>
      directDebitRequest(deps, session, p),

    validateCoupon: (session: SessionInfo, code: string, amount: number, currency: string) =>
      validateCoupon(deps, session, code, amount, currency),

    depositPopup: (memberId: number, currency?: string) => depositPopup(deps, memberId, currency),
    banks: (memberId: number, country?: string) => banks(deps, memberId, country),

    depositRequestInfo: (session: SessionInfo, amount: number, currency: string, requestKey?: string) =>
      depositRequestInfo(deps, session, amount, currency, requestKey),

    async checkDepositRequest(session: SessionInfo, requestId: number): Promise<DepositRequest | null> {
      const order = await ownRequest(deps, session, requestId);
      return order ? toDepositRequest(order) : null;
    },

    /** getDepositOrder: the player's own deposit by the pid a provider returned with, else null. */
    async depositOrder(session: SessionInfo, orderId: number): Promise<DepositOrderState | null> {
      const order = await ordersRepo.byId(deps.db, orderId);
      if (!order || order.player_id !== session.playerId || order.order_type !== OrderType.deposit)
        return null;
      return {
        orderId: order.id,
        status: orderStatusName[order.status] as DepositOrderState['status'],
        amount: toMajor(order.amount_minor, order.currency),
        currencyId: order.currency,
        method: order.method,
      };
    },

    async depositRequests(session: SessionInfo): Promise<DepositRequest[]> {
      const rows = await ordersRepo.listForPlayer(deps.db, session.playerId, {
        orderType: OrderType.deposit,
        method: 'mbob',
        statuses: [OrderStatus.pending],
      });
      return rows.map(toDepositRequest);
    },

    cancelDepositRequest: (session: SessionInfo, requestId: number): Promise<1> =>
      cancelDepositRequest(deps, session, requestId),

    withdrawalStep: (session: SessionInfo, amount: number, currency: string) =>
      withdrawalStep(deps, session, amount, currency),
    withdrawalStep2: (session: SessionInfo, amount: number, currency: string, method: string) =>
      withdrawalStep2(deps, session, amount, currency, method),
    submitWithdrawal: (session: SessionInfo, p: Parameters<typeof submitWithdrawal>[2]) =>
      submitWithdrawal(deps, session, p),
    cancelWithdrawal: (session: SessionInfo, id: number) => cancelWithdrawal(deps, session, id),
    completeWithdrawal: (id: number) => completeWithdrawal(deps, id),
    /** Operator approval: the withdrawal paid out through the provider (settled by its webhook). */
    payWithdrawal: (id: number) => payWithdrawal(deps, id),
    /** The back office's approval or rejection, once (withdrawals/payout.ts); `record` audits it in its transaction. */
    decideWithdrawal: (
      id: number,
      decision: WithdrawalDecision,
      record: (q: Queryable, before: OrderRow) => Promise<void>,
    ) => decideWithdrawal(deps, id, decision, record),
    pendingWithdrawals: (session: SessionInfo): Promise<Withdrawal[]> => pendingWithdrawals(deps, session),

    recurringDetails: (session: SessionInfo) => recurringDetails(deps, session),

    prizes: (playerId: number) => prizesOf(deps.db, playerId),
    prizeAgents: (session: SessionInfo, prizeId: number) => prizeItemAgents(deps, session, prizeId),
    claimPrize: (session: SessionInfo, p: ClaimParams) => claimPrizeItem(deps, session, p),

    search: (h: HistoryQuery): Promise<SearchResult<Transaction>> => searchTransactions(deps.db, h),

    conversion: (
      session: SessionInfo,
      p: { fromCurrency: string; toCurrency: string; amount: number; purpose: ConversionPurpose },
    ) => conversion(deps, session, p),

    /** A provider's (or the mBoB bank's) settlement, already verified. */
    applyProviderEvent: (event: ProviderEvent): Promise<SettlementOutcome> => applyProviderEvent(deps, event),

    /** Verifies and applies a webhook body; false when the signature or shape is wrong. */
    async handleWebhook(rawBody: string, signature: string | undefined): Promise<boolean> {
      const event = deps.provider.parseWebhook(rawBody, signature);
      if (!event) return false;
      await applyProviderEvent(deps, event);
      return true;
    },

    /** The periodic sweep: stale deposits closed, house balance deltas folded into their rows. */
    async expireStale() {
      const closed = await expireStaleDeposits(deps);
      await foldHouseDeltas(deps.db);
      return closed;
    },

    /** Guest checkout accounts nobody claimed in time: closed, their cash refunded to their card. */
    expireUnclaimedGuests: () => expireUnclaimedGuests(deps),
  };
}

/** One account, created empty on first use (accounts exist on demand). */
async function accountBalance(
  deps: CashierDeps,
  session: SessionInfo,
  currency: string,
  type: AccountType,
): Promise<Account> {
  const site = siteFor(deps, session.memberId);
  minorIn(site, currency, 0);
  const id = await deps.db.tx((q) =>
    accountsRepo.ensurePlayerAccount(q, {
      playerId: session.playerId,
      currency,
      type,
      now: deps.clock.now(),
    }),
  );
  return toAccount((await accountsRepo.byId(deps.db, id))!, deps.currencies);
}

async function validateCoupon(
  deps: CashierDeps,
  session: SessionInfo,
  code: string,
  amount: number,
  currency: string,
) {
  const site = siteFor(deps, session.memberId);
  const amountMinor = minorIn(site, currency, amount);
  // A coupon's kind decides whether it stands alone; validate it as it would be used.
  const standalone = (await couponFor(deps, code))?.usage !== 'withDeposit';
  const { coupon, awardMinor } = await precheckCoupon(deps, session, code, amountMinor, currency, standalone);
  return {
    valid: true,
    couponAmount: toMajor(awardMinor, coupon.currency),
    currencyId: coupon.currency,
    instantCoupon: coupon.instant,
  };
}

async function depositRequestInfo(
  deps: CashierDeps,
  session: SessionInfo,
  amount: number,
  currency: string,
  requestKey?: string,
) {
  const site = siteFor(deps, session.memberId);
  if (!site.cashier.depositMethods.includes('mbob'))
    throw new CashierError('method', 'Deposit requests are not offered', 'method');
  const amountMinor = minorIn(site, currency, amount);
  checkDepositLimits(site.cashier, amountMinor);
  await checkResponsibleGaming(deps, session.playerId, amountMinor, currency);
  const key = requestKey ? `${session.playerId}:deposit:${requestKey}` : null;
  const order = await createDepositRequest(deps, session, amountMinor, currency, key);
  const expiresAt = order.created_at + site.cashier.depositRequestHours * 3_600_000;
  return {
    requestId: order.id,
    reference: depositReference(order.id),
    instructions: `Pay ${toMajor(order.amount_minor, order.currency)} ${order.currency} through mBoB quoting reference ${depositReference(order.id)}.`,
    expiresAt,
  };
}

async function ownRequest(deps: CashierDeps, session: SessionInfo, requestId: number) {
  const order = await ordersRepo.byId(deps.db, requestId);
  return order && order.player_id === session.playerId && order.method === 'mbob' ? order : null;
}

async function cancelDepositRequest(deps: CashierDeps, session: SessionInfo, requestId: number): Promise<1> {
  const order = await ownRequest(deps, session, requestId);
  if (!order) throw new CashierError('request.unknown', 'No such deposit request', 'requestId');
  if (order.status === OrderStatus.cancelled) return 1;
  const done = await deps.db.tx((q) =>
    ordersRepo.transition(q, order.id, [OrderStatus.pending], OrderStatus.cancelled, deps.clock.now(), {
      details: { cancelReason: 'cancelled by the player' },
    }),
  );
  if (!done) throw new CashierError('request.closed', 'The deposit request is no longer open');
  publishOrder(deps, { ...order, status: OrderStatus.cancelled });
  return 1;
}

async function recurringDetails(deps: CashierDeps, session: SessionInfo) {
  const rows = await deps.db.query<{ id: number; method: string; label: string }>(
    'SELECT id, method, label FROM payment_details WHERE player_id = $1 ORDER BY id',
    [session.playerId],
  );
  return rows.map((r) => ({ id: r.id, method: r.method, label: r.label }));
}

function conversion(
  deps: CashierDeps,
  session: SessionInfo,
  p: { fromCurrency: string; toCurrency: string; amount: number; purpose: ConversionPurpose },
) {
  const site = siteFor(deps, session.memberId);
  const result = convert(deps.config, { ...p, marginPercent: site.cashier.conversionMarginPercent });
  if (!result) throw new CashierError('currency', 'Unknown currency', 'toCurrency');
  return result;
}

function depositPopup(deps: CashierDeps, memberId: number, currency?: string) {
  const site = siteFor(deps, memberId);
  const cur = currency && site.currencies.includes(currency) ? currency : site.currencies[0];
  return {
    methods: site.cashier.depositMethods,
    minAmount: toMajor(site.cashier.minDepositMinor, cur),
    maxAmount: toMajor(site.cashier.maxDepositMinor, cur),
  };
}

function banks(deps: CashierDeps, memberId: number, country?: string) {
  const site = siteFor(deps, memberId);
  return site.cashier.banks
    .filter((b) => !country || b.country === country.toUpperCase())
    .map((b) => ({ code: b.code, name: b.name }));
}
