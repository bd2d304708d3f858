import { makeAutoObservable, runInAction } from 'mobx';
import type { DepositMethod, WithdrawalStep } from '../../../protocol/calls/cashier';
import { isOne } from '../../../protocol/calls/results';
import { couponErrors } from '../../../protocol/errors';
import { FaultCode, RpcFault } from '../../../protocol/faults';
import type {
  CouponEvent,
  DepositRequest,
  OrderEvent,
  Prize,
  PrizeItem,
  Transaction,
  Withdrawal,
} from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';
import type { DeviceKind } from '../../../protocol/types';
import type { ShownAd } from '../ads/AdsStore';
import { FormState } from '../forms/FormState';
import { campaignAds, type CampaignAdsDeps } from './campaignAds';
import { failureOf, type FailureMessage } from '../forms/faultMessage';
import type { ResponsibleGamingStore } from '../responsibleGaming/ResponsibleGamingStore';
import type { SessionStore } from '../session/SessionStore';
import type { UiStore } from '../UiStore';
import { depositRules, type DepositValues } from './depositRules';
import { newRequestKey } from './requestKey';
import { PinPrompt } from './PinPrompt';
import { ReturnedDeposit } from './ReturnedDeposit';
import { HISTORY_PAGE_SIZE, historyWindow, type HistoryRangeDays } from './historyRange';

/** The withdraw page's message for what stands in the way (design.withdraw.*). */
const BLOCKER_KEYS = {
  'withdrawal.emailConfirmation': 'emailConfirmation',
  'withdrawal.registration': 'registration',
  'withdrawal.verification': 'verification',
} as const;

export type DepositState =
  'idle' | 'submitting' | 'done' | 'redirect' | 'pending' | 'requested' | 'failed' | 'declined';
export type WithdrawStage = 'amount' | 'confirm' | 'submitting' | 'done' | 'error';
/** A prize as the cashier lists it; prize items may carry the HTML fields of spec section 3. */
export type PrizeEntry = Prize & Partial<PrizeItem>;

// The spec's Order event codes (server/domain/cashier/orderStatus.ts): type 1 deposit, 2
// withdrawal; status 1 pending, 2 completed, 3 declined, 4 cancelled.
const ORDER_TYPE_DEPOSIT = 1;
const ORDER_TYPE_WITHDRAWAL = 2;
const ORDER_PENDING = 1;
const ORDER_COMPLETED = 2;
const ORDER_DECLINED = 3;
const ORDER_CANCELLED = 4;

const DEPOSIT_STEPS: ReadonlySet<string> = new Set(['done', 'redirect', 'pending']);
const COUPON_CODES = new Set([...couponErrors.keys()].map(String));
/** Coupon fault 50, 'Coupon not found' (protocol/errors.ts). */
const COUPON_NOT_FOUND = '50';
const METHOD_FIELDS: Record<DepositMethod, (keyof DepositValues)[]> = {
  coupon: ['couponCode', 'amount'],
  card: ['amount', 'cardNumber', 'cardExpiry', 'cardCvc'],
  directDebit: ['amount', 'bankCode', 'accountHolder', 'sortCode', 'accountNumber'],
  mbob: ['amount'],
};
/**
 * What a deposit that went through clears: the amount, the code and every card field (issue 32:
 * the expiry stayed behind while the number and CVC cleared). The method and bank details stay.
 */
const CLEARED_AFTER_DEPOSIT = {
  amount: '',
  couponCode: '',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
} as const;

/** The payout method each kind of saved payment detail is paid through. */
const PAYOUT_METHOD_OF: Record<string, string> = { card: 'card', directDebit: 'bankTransfer' };

export interface CashierStoreDeps extends CampaignAdsDeps {
  readonly transport: RpcClient;
  readonly ui: UiStore;
  /** The player's accounts: the cashier's balances and what its calls answer with. */
  readonly session: SessionStore;
  /** Told of a refused deposit (a deposit limit's popup). */
  readonly responsibleGaming: ResponsibleGamingStore;
}

/** Cashier: deposits, withdrawal, pending withdrawal, history, prizes and deposit requests. */
export class CashierStore {
  readonly deposit: FormState<DepositValues>;
  methods: DepositMethod[] = ['coupon', 'card', 'directDebit'];
  limits = { min: 0, max: 0 };
  /** The banks a direct-debit mandate may name (getBanksList); empty when the site lists none. */
  banks: { code: string; name: string }[] = [];
  depositState: DepositState = 'idle';
  depositFailure: FailureMessage | null = null;
  redirectUrl: string | null = null;
  /** The mBoB deposit request just made: what to pay, quoting which reference, by when. */
  depositRequest: { reference: string; instructions: string; expiresAt: number } | null = null;

  withdrawAmount = '';
  withdrawStage: WithdrawStage = 'amount';
  withdrawStep: (WithdrawalStep & { method?: string }) | null = null;
  withdrawFailure: FailureMessage | null = null;
  /** The enter-PIN prompt a pinRequired site's withdrawal opens. */
  readonly pinPrompt = new PinPrompt();
  /** The deposit a payment provider returned the player with (?pid=). */
  readonly returnedDeposit: ReturnedDeposit;
  pending: Withdrawal[] = [];
  /** Saved payment options (payoutListRecurringDetails) a payout can go to, and the chosen one. */
  savedPayments: { id: number; method: string; label: string }[] = [];
  payoutDetailId: number | null = null;
  cancelState: 'false' | 'true' | 'error' | null = null;

  historyDays: HistoryRangeDays = 10;
  historyPage = 0;
  history: Transaction[] = [];
  historyTotal = 0;
  historyLoading = false;
  historyError: string | null = null;

  prizes: PrizeEntry[] = [];
  prizeAgents: { id: number; name: string; address: string; phone: string }[] = [];
  /** Prize claim: 'false' while claiming, 'true' done, 'error' refused or already claimed. */
  claimState: 'false' | 'true' | 'error' | null = null;
  depositRequests: DepositRequest[] = [];
  /** The deposit request whose state is being asked for, or null. */
  checkingRequestId: number | null = null;
  loadError: string | null = null;
  /** The running campaigns' ads, shown on the cashier page. */
  campaignAds: ShownAd[] = [];

  constructor(
    private readonly deps: CashierStoreDeps,
    private readonly now: () => number = Date.now,
  ) {
    this.deposit = new FormState<DepositValues>(
      {
        method: 'coupon',
        amount: '',
        couponCode: '',
        cardNumber: '',
        cardExpiry: '',
        cardCvc: '',
        bankCode: '',
        accountHolder: '',
        sortCode: '',
        accountNumber: '',
      },
      () =>
        depositRules(
          () => this.limits,
          undefined,
          () => this.banks,
        ),
    );
    this.returnedDeposit = new ReturnedDeposit(deps);
    makeAutoObservable<CashierStore, 'deps' | 'now'>(this, {
      deps: false,
      now: false,
      pinPrompt: false,
      returnedDeposit: false,
    });
  }

  /** The currency money moves in: the cash account's. */
  get currencyId(): string {
    return this.deps.session.primaryAccount?.accountCurrency ?? 'USD';
  }

  get accounts() {
    return [...this.deps.session.accounts.values()];
  }

  async loadAccounts(): Promise<void> {
    await this.load(async () => {
      const accounts = await this.deps.transport.call('getPlayerAccounts', {});
      runInAction(() => this.deps.session.applyAccounts(accounts));
    });
  }

  /** Throws the coupon's refusal (codes 50..62); a coupon the server calls not valid is 'not found'. */
  private async checkCoupon(couponCode: string, amount: number): Promise<void> {
    const check = await this.deps.transport.call('validateCoupon', {
      couponCode,
      amount,
      currencyId: this.currencyId,
    });
    if (!check.valid) throw new RpcFault(COUPON_NOT_FOUND, 'Coupon not found');
  }

  async loadCampaignAds(deviceKind: DeviceKind): Promise<void> {
    const shown = await campaignAds(this.deps, deviceKind);
    runInAction(() => (this.campaignAds = shown));
  }

  async loadDepositOptions(): Promise<void> {
    await this.load(async () => {
      const popup = await this.deps.transport.call('getDepositPopup', {
        currencyId: this.currencyId,
        languageId: this.deps.ui.language,
      });
      runInAction(() => {
        this.methods = popup.methods;
        this.limits = { min: popup.minAmount, max: popup.maxAmount };
        if (!this.methods.includes(this.deposit.values.method as DepositMethod) && this.methods[0])
          this.deposit.reset({ method: this.methods[0] });
      });
      if (this.methods.includes('directDebit')) await this.loadBanks();
    });
  }

  /** The bank picker's list; the server refuses a mandate naming any other bank. */
  private async loadBanks(): Promise<void> {
    const banks = await this.deps.transport.call('getBanksList', {});
    runInAction(() => (this.banks = banks));
  }

  chooseMethod(method: DepositMethod): void {
    this.deposit.reset({ method });
    this.depositState = 'idle';
    this.depositFailure = null;
  }

  /** Deposit by the chosen method; coupon errors 50..62 come back as their catalogue keys. */
  async submitDeposit(): Promise<boolean> {
    const method = this.deposit.values.method as DepositMethod;
    if (!this.deposit.validate(METHOD_FIELDS[method])) return false;
    const v = this.deposit.values;
    const amount = v.amount.trim() === '' ? 0 : Number(v.amount);
    this.depositState = 'submitting';
    this.depositFailure = null;
    try {
      // One key per submit: a retry after a lost reply cannot move the money twice.
      const requestKey = newRequestKey();
      if (method === 'mbob') {
        const info = await this.deps.ui.whileProcessing(() =>
          this.deps.transport.call('depositRequestInfo', {
            amount,
            currencyId: this.currencyId,
            languageId: this.deps.ui.language,
            requestKey,
          }),
        );
        runInAction(() => {
          this.depositRequest = info;
          this.depositState = 'requested';
          this.deposit.reset({ amount: '' });
        });
        return true;
      }
      // A coupon is checked first (validateCoupon): a refused one says why and deposits nothing.
      if (method === 'coupon') await this.checkCoupon(v.couponCode.trim(), amount);
      const savedPaymentId =
        method === 'directDebit' ? await this.createMandate(amount, requestKey) : undefined;
      const step = await this.deps.ui.whileProcessing(() =>
        this.deps.transport.call('getDepositStep', {
          method,
          amount,
          currencyId: this.currencyId,
          requestKey,
          ...(method === 'coupon' ? { couponCode: v.couponCode.trim() } : {}),
          // The sandbox processor takes the card number as the payment id.
          ...(method === 'card'
            ? { paymentId: v.cardNumber.replace(/[\s-]/g, ''), returnUrl: '/cashier' }
            : {}),
          ...(savedPaymentId ? { savedPaymentId } : {}),
        }),
      );
      runInAction(() => {
        if (step.accounts) this.deps.session.applyAccounts(step.accounts);
        this.redirectUrl = step.redirectUrl ?? null;
        this.depositState = DEPOSIT_STEPS.has(step.step) ? step.step : 'failed';
        if (step.step === 'done') this.deposit.reset(CLEARED_AFTER_DEPOSIT);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.depositState = 'failed';
        this.depositFailure = failureOf(error, 'errors.coupon', COUPON_CODES);
        this.deposit.setErrors(this.depositFailure.fields);
      });
      this.deps.responsibleGaming.onDepositRefused(error);
      return false;
    }
  }

  /** Direct debit: set up the mandate, then deposit against it (the newest saved direct-debit detail). */
  private async createMandate(amount: number, requestKey: string): Promise<number | undefined> {
    const v = this.deposit.values;
    const ok = isOne(
      await this.deps.transport.call('directDebitRequest', {
        ...(this.banks.length ? { bankCode: v.bankCode } : {}),
        accountHolder: v.accountHolder.trim(),
        sortCode: v.sortCode.trim(),
        accountNumber: v.accountNumber.trim(),
        amount,
        currencyId: this.currencyId,
        requestKey: `${requestKey}:dd`,
      }),
    );
    if (!ok) throw new Error('direct debit mandate refused');
    const saved = await this.deps.transport.call('payoutListRecurringDetails', {});
    const mandates = saved.filter((d) => d.method === 'directDebit');
    return mandates.length ? Math.max(...mandates.map((d) => d.id)) : undefined;
  }

  setWithdrawAmount(value: string): void {
    this.withdrawAmount = value;
  }

  async loadSavedPayments(): Promise<void> {
    await this.load(async () => {
      const saved = await this.deps.transport.call('payoutListRecurringDetails', {});
      runInAction(() => {
        this.savedPayments = saved.filter((d) => d.method in PAYOUT_METHOD_OF);
        if (!this.savedPayments.some((d) => d.id === this.payoutDetailId)) this.payoutDetailId = null;
      });
    });
  }

  /** Where the payout goes: a saved card or bank account, or null for the details on file. */
  choosePayoutDetail(id: number | null): void {
    this.payoutDetailId = id;
  }

  /** Step 1: limits, fee and methods for the amount. */
  async requestWithdrawal(): Promise<boolean> {
    const amount = Number(this.withdrawAmount);
    if (!this.withdrawAmount.trim() || !Number.isFinite(amount) || amount <= 0) {
      this.withdrawFailure = { code: 'amount', key: 'deposit.coupon.amount.required', text: '', fields: {} };
      return false;
    }
    return this.withdrawCall(async () => {
      const step = await this.deps.transport.call('getWithdrawalStep', {
        amount,
        currencyId: this.currencyId,
      });
      // Registration or an identity check stands in the way: say so now, before any confirmation.
      if (step.blocker) {
        const reason = BLOCKER_KEYS[step.blocker.reason];
        runInAction(() => {
          this.withdrawStep = step;
          this.withdrawFailure = { code: 'blocker', key: `design.withdraw.${reason}`, text: '', fields: {} };
        });
        return;
      }
      if (amount < step.minAmount || (step.maxAmount > 0 && amount > step.maxAmount)) {
        runInAction(() => {
          this.withdrawStep = step;
          this.withdrawFailure = { code: 'limits', key: 'withdraw.limits', text: '', fields: {} };
        });
        return;
      }
      const saved = this.savedPayments.find((d) => d.id === this.payoutDetailId);
      const wanted = saved ? PAYOUT_METHOD_OF[saved.method] : undefined;
      const method = wanted && step.methods.includes(wanted) ? wanted : (step.methods[0] ?? 'bank');
      const confirm = await this.deps.transport.call('getWithdrawalStep2', {
        amount,
        currencyId: this.currencyId,
        method,
      });
      runInAction(() => {
        this.withdrawStep = confirm;
        this.withdrawStage = 'confirm';
      });
    });
  }

  /** Step 2: the player confirmed; submit passes on 1 or a success flag of 1. */
  async confirmWithdrawal(): Promise<boolean> {
    const step = this.withdrawStep;
    if (!step) return false;
    this.withdrawStage = 'submitting';
    return this.withdrawCall(async () => {
      // A pinRequired site answers Player.PinRequired: the prompt asks and the submit goes again.
      const result = await this.pinPrompt.withPin((pin) =>
        this.deps.ui.whileProcessing(() =>
          this.deps.transport.call('payoutSubmit', {
            amount: step.amount,
            currencyId: step.currencyId,
            method: step.method ?? step.methods[0] ?? 'bank',
            ...(this.payoutDetailId !== null ? { recurringDetailId: this.payoutDetailId } : {}),
            ...(pin !== undefined ? { pin } : {}),
          }),
        ),
      );
      const ok = isOne(result) || (typeof result === 'object' && result !== null && result.success === 1);
      runInAction(() => (this.withdrawStage = ok ? 'done' : 'error'));
      if (ok) await Promise.all([this.loadPending(), this.loadAccounts()]);
    });
  }

  restartWithdrawal(): void {
    this.withdrawStage = 'amount';
    this.withdrawStep = null;
    this.withdrawFailure = null;
  }

  async loadPending(): Promise<void> {
    await this.load(async () => {
      const pending = await this.deps.transport.call('getPendingWithdrawals', {});
      runInAction(() => (this.pending = pending));
    });
  }

  /** Cancel clears the pending withdrawal; the server refunds it. */
  async cancelPending(withdrawal: Withdrawal): Promise<boolean> {
    this.cancelState = 'false';
    try {
      const ok = isOne(
        await this.deps.transport.call('payoutCancel', {
          withdrawalId: withdrawal.id,
          currencyId: withdrawal.currencyId,
        }),
      );
      runInAction(() => {
        this.cancelState = ok ? 'true' : 'error';
        if (ok) this.pending = this.pending.filter((w) => w.id !== withdrawal.id);
      });
      if (ok) await this.loadAccounts();
      return ok;
    } catch (error) {
      console.warn('payoutCancel failed', error);
      runInAction(() => (this.cancelState = 'error'));
      return false;
    }
  }

  async loadHistory(days: HistoryRangeDays = this.historyDays, page = 0): Promise<void> {
    this.historyDays = days;
    this.historyPage = page;
    this.historyLoading = true;
    this.historyError = null;
    try {
      const { result, totalCount } = await this.deps.transport.call('searchTransactions', {
        ...historyWindow(days, this.now()),
        page,
        maxResults: HISTORY_PAGE_SIZE,
      });
      runInAction(() => {
        this.history = result;
        this.historyTotal = totalCount;
      });
    } catch (error) {
      runInAction(() => (this.historyError = failureOf(error).text));
    } finally {
      runInAction(() => (this.historyLoading = false));
    }
  }

  get historyPages(): number {
    return Math.max(1, Math.ceil(this.historyTotal / HISTORY_PAGE_SIZE));
  }

  async loadPrizes(): Promise<void> {
    await this.load(async () => {
      const prizes = await this.deps.transport.call('getPlayerPrizeItems', {});
      runInAction(() => (this.prizes = prizes));
    });
  }

  /** A listed prize; kind tells a prize item from a cash prize (their ids are separate). */
  prize(id: number, kind: 'cash' | 'item' = 'item'): PrizeEntry | undefined {
    return this.prizes.find((p) => p.id === id && (p.kind ?? 'cash') === kind);
  }

  /** Where a prize item can be collected. */
  async loadPrizeAgents(prizeId: number): Promise<void> {
    this.prizeAgents = [];
    await this.load(async () => {
      const agents = await this.deps.transport.call('getPlayerPrizeItemAgents', { prizeId });
      runInAction(() => (this.prizeAgents = agents));
    });
  }

  /** Claims a prize item as the item or its cash option (claimInGameBonusNew), then reloads prizes. */
  async claimPrize(prize: PrizeEntry, as: 'item' | 'cash'): Promise<boolean> {
    if (prize.kind !== 'item' || prize.gameId === undefined || prize.gameInstanceId === undefined)
      return false;
    this.claimState = 'false';
    try {
      const result = await this.deps.transport.call('claimInGameBonusNew', {
        gameId: prize.gameId,
        gameInstanceId: prize.gameInstanceId,
        bonusId: prize.id,
        choice: as === 'cash' ? 1 : 0,
        currencyId: prize.currencyId,
      });
      runInAction(() => (this.claimState = result.claimed ? 'true' : 'error'));
      await this.loadPrizes();
      return result.claimed;
    } catch (error) {
      console.warn('claimInGameBonusNew failed', error);
      runInAction(() => (this.claimState = 'error'));
      return false;
    }
  }

  async loadDepositRequests(): Promise<void> {
    await this.load(async () => {
      const requests = await this.deps.transport.call('getDepositRequests', {});
      runInAction(() => (this.depositRequests = requests));
    });
  }

  /**
   * Refreshes one request's state (checkDepositRequest) after the player has paid at the bank: a
   * settled, declined or expired one shows its new state in place; one the server no longer knows
   * as the player's leaves the list. False when the server could not be asked.
   */
  async checkDepositRequest(requestId: number): Promise<boolean> {
    this.checkingRequestId = requestId;
    try {
      const found = await this.deps.transport.call('checkDepositRequest', { requestId });
      runInAction(() => {
        this.depositRequests = found
          ? this.depositRequests.map((r) => (r.id === requestId ? found : r))
          : this.depositRequests.filter((r) => r.id !== requestId);
      });
      return true;
    } catch (error) {
      console.warn('checkDepositRequest failed', error);
      return false;
    } finally {
      runInAction(() => (this.checkingRequestId = null));
    }
  }

  async cancelDepositRequest(requestId: number): Promise<boolean> {
    try {
      const ok = isOne(await this.deps.transport.call('cancelDepositRequest', { requestId }));
      if (ok)
        runInAction(() => (this.depositRequests = this.depositRequests.filter((r) => r.id !== requestId)));
      return ok;
    } catch (error) {
      console.warn('cancelDepositRequest failed', error);
      return false;
    }
  }

  /** 'Promotion Awarded!' (spec section 8): instant coupons are paid now, others fill the bonus bucket. */
  onCouponApplied(event: CouponEvent, amountText: string): void {
    this.deps.ui.showNotice({
      titleKey: 'notices.promotion.title',
      bodyKey: event.instantCoupon ? 'notices.promotion.instant' : 'notices.promotion.bonus',
      values: { amount: amountText },
    });
  }

  /**
   * A deposit's order settles after the page said "being processed": the push moves the page on
   * (completed: done, the form cleared; declined or cancelled: say so) instead of waiting forever.
   */
  onOrder(order: OrderEvent): void {
    if (order.balanceUpdateEvent) this.deps.session.applyAccounts([order.balanceUpdateEvent as never]);
    if (order.orderType === ORDER_TYPE_WITHDRAWAL) {
      // The back office decided (or the provider paid) a withdrawal the page lists: show the server's list.
      if (order.orderStatus !== ORDER_PENDING && this.pending.some((w) => w.id === order.orderId))
        void this.loadPending();
      return;
    }
    if (order.orderType !== ORDER_TYPE_DEPOSIT) return;
    this.returnedDeposit.onOrder(order);
    if (this.depositState !== 'pending' && this.depositState !== 'redirect') return;
    if (order.orderStatus === ORDER_COMPLETED) {
      this.depositState = 'done';
      this.deposit.reset(CLEARED_AFTER_DEPOSIT);
    } else if (order.orderStatus === ORDER_DECLINED || order.orderStatus === ORDER_CANCELLED) {
      this.depositState = 'declined';
    }
  }

  /** Join refused for insufficient funds: the popup offering a deposit. */
  offerDeposit(): void {
    this.deps.ui.openModal('notEnoughFunds');
  }

  clear(): void {
    this.pending = [];
    this.history = [];
    this.historyTotal = 0;
    this.prizes = [];
    this.prizeAgents = [];
    this.claimState = null;
    this.depositRequests = [];
    this.returnedDeposit.clear();
    this.restartWithdrawal();
    this.depositState = 'idle';
  }

  private async withdrawCall(work: () => Promise<void>): Promise<boolean> {
    this.withdrawFailure = null;
    try {
      await work();
      return this.withdrawFailure === null;
    } catch (error) {
      runInAction(() => {
        // Spec section 8: a withdrawal submit failure stores and shows the message.
        const failure = failureOf(error);
        // No PIN set yet on a pinRequired site: the page links to account settings to set one.
        this.withdrawFailure =
          failure.code === FaultCode.PinNotSet ? { ...failure, key: 'pin.notSet' } : failure;
        if (this.withdrawStage === 'submitting') this.withdrawStage = 'error';
      });
      return false;
    }
  }

  private async load(work: () => Promise<void>): Promise<void> {
    this.loadError = null;
    try {
      await work();
    } catch (error) {
      runInAction(() => (this.loadError = failureOf(error).text));
    }
  }
}
