import { makeAutoObservable, runInAction, toJS, when } from 'mobx';
import type { DepositStepResult } from '../../../protocol/calls/cashier';
import { joinErrorOf, joinFailureCode, registrationErrors } from '../../../protocol/errors';
import { FaultCode } from '../../../protocol/faults';
import type { Currency, GameInstance } from '../../../protocol/types';
import { ValidationKey } from '../../../protocol/validation';
import { toRpcFault } from '../../net/clientFaults';
import { newRequestKey } from '../cashier/requestKey';
import { FormState } from '../forms/FormState';
import { failureOf, type FailureMessage } from '../forms/faultMessage';
import type { RootStore } from '../RootStore';
import {
  addressRules,
  confirmRules,
  detailsRules,
  paymentRules,
  type AddressValues,
  type ConfirmValues,
  type DetailsValues,
  type PaymentValues,
} from './checkoutRules';
import {
  isCheckoutGame,
  isRaffle,
  lineOf,
  orderTotalMinor,
  randomBalls,
  toMajor,
  toMinor,
} from './checkoutOrder';
import { emptyProgress, readProgress, writeProgress, type CheckoutProgress } from './checkoutProgress';
import {
  CHECKOUT_STEPS,
  DRAW_OPTIONS,
  MAX_CHECKOUT_PLAYS,
  stepIndex,
  TITLES,
  type CheckoutStep,
  type Title,
} from './checkoutSteps';

/** Where the payment stands: each stage is one call (or wait) of pay(), in this order. */
export type CheckoutStage =
  'idle' | 'account' | 'details' | 'paying' | 'verifying' | 'joining' | 'done' | 'failed';

export interface CheckoutOptions {
  /** How often a card payment still settling is asked about again, and for how long. */
  pollMs?: number;
  pollTimeoutMs?: number;
  /** How long the join waits for the game's next instance when the one on sale has just closed. */
  openWaitMs?: number;
  today?: () => Date;
}

const FORM_TYPE = 'oneClickCheckout';
const DETAILS_FIELDS = new Set([
  'title',
  'firstName',
  'lastName',
  'birthYear',
  'email',
  'phone',
  'username',
  'password',
]);
const ADDRESS_FIELDS = new Set(['address', 'city', 'postalCode', 'country', 'state']);
const KNOWN_REGISTRATION_CODES = new Set([...registrationErrors.keys()].map(String));
/** Join exit 3: the instance is not open (its registration closed meanwhile). */
const GAME_NOT_AVAILABLE = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The guest one-click checkout (spec sections 1, 2 and 5): pick plays or a subscription, give
 * details and address, pay by card, confirm; the account is made, paid into and the plays joined.
 * pay() runs its stages in order and records each in the stored progress, so a retry or a
 * reload resumes after the last one done and no stage that moves money runs twice.
 */
export class CheckoutStore {
  readonly details: FormState<DetailsValues>;
  readonly address: FormState<AddressValues>;
  readonly payment: FormState<PaymentValues>;
  readonly confirm: FormState<ConfirmValues>;
  progress: CheckoutProgress = emptyProgress();
  /** The line being picked: main and second ball set. */
  main: number[] = [];
  second: number[] = [];
  pickError: string | null = null;
  stage: CheckoutStage = 'idle';
  failure: FailureMessage | null = null;
  /** The card issuer's second step, while a challenged card payment waits for it. */
  redirectUrl: string | null = null;
  /** The processor's deposit limits in the game's currency (major units; 0: none). */
  limits = { min: 0, max: 0 };
  checking = false;
  private readonly pollMs: number;
  private readonly pollTimeoutMs: number;
  private readonly openWaitMs: number;

  constructor(
    private readonly root: RootStore,
    private readonly storage: Storage | null,
    options: CheckoutOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.pollTimeoutMs = options.pollTimeoutMs ?? 90_000;
    this.openWaitMs = options.openWaitMs ?? 20_000;
    this.details = new FormState<DetailsValues>(
      {
        title: '',
        firstName: '',
        lastName: '',
        birthDay: '-1',
        birthMonth: '-1',
        birthYear: '-1',
        email: '',
        phone: '',
        username: '',
        password: '',
      },
      () => detailsRules(options.today),
    );
    this.address = new FormState<AddressValues>(
      { address: '', city: '', postalCode: '', country: 'XX', state: '' },
      addressRules,
    );
    this.payment = new FormState<PaymentValues>({ cardNumber: '', cardExpiry: '', cardCvc: '' }, () =>
      paymentRules(options.today),
    );
    this.confirm = new FormState<ConfirmValues>(
      { termsAccepted: false, privacyAccepted: false },
      confirmRules,
    );
    makeAutoObservable<CheckoutStore, 'root' | 'storage' | 'pollMs' | 'pollTimeoutMs' | 'openWaitMs'>(this, {
      root: false,
      storage: false,
      pollMs: false,
      pollTimeoutMs: false,
      openWaitMs: false,
    });
  }

  get step(): CheckoutStep {
    return this.progress.step;
  }

  /** A checkout under way in this tab (an account made, or past the first step). */
  get inProgress(): boolean {
    return this.progress.account !== null || stepIndex(this.progress.step) > 0;
  }

  /** Whether the logged-in player is the one this checkout made (else the checkout is not theirs). */
  get ownsSession(): boolean {
    const account = this.progress.account;
    return account !== null && this.root.session.player?.username === account.username;
  }

  /** Open checkout games of the site, one (the next to draw) per game. */
  get games(): GameInstance[] {
    const byGame = new Map<number, GameInstance>();
    for (const g of this.root.lobby.allGames) {
      if (!isCheckoutGame(g)) continue;
      const seen = byGame.get(g.gameId);
      if (!seen || g.registrationEndTime < seen.registrationEndTime) byGame.set(g.gameId, g);
    }
    return [...byGame.values()];
  }

  /** The chosen game's instance now on sale (the one the join goes to), else any instance of it. */
  get game(): GameInstance | null {
    const id = this.progress.gameId;
    if (id === null) return null;
    return this.games.find((g) => g.gameId === id) ?? this.root.lobby.linkedGame(null, id);
  }

  get raffle(): boolean {
    return this.game ? isRaffle(this.game) : false;
  }

  get currency(): Currency | undefined {
    return this.game ? this.root.configuration.currency(this.game.currencyId) : undefined;
  }

  private get decimals(): number {
    return this.currency?.decimalPlaces ?? 2;
  }

  get plays(): number {
    return this.raffle ? this.progress.tickets : this.progress.lines.length;
  }

  get draws(): number {
    return this.progress.draws;
  }

  /** The order's price in the game currency (major units). */
  get total(): number {
    const g = this.game;
    if (!g) return 0;
    return toMajor(orderTotalMinor(g, this.plays, this.draws, this.decimals), this.decimals);
  }

  /** What the card is charged: the price, or the processor's minimum when the price is below it. */
  get chargeAmount(): number {
    return Math.max(this.total, this.limits.min);
  }

  /** What stays in the new account after the plays are paid for. */
  get leftOver(): number {
    return toMajor(
      toMinor(this.chargeAmount, this.decimals) - toMinor(this.total, this.decimals),
      this.decimals,
    );
  }

  get lineComplete(): boolean {
    const g = this.game;
    if (!g) return false;
    return this.main.length === g.gamePlaySize && this.second.length === (g.gamePlaySize2nd || 0);
  }

  /** Restores a stored checkout, or starts one for the game asked for (?gid=). */
  start(gameId: number | null): void {
    const stored = readProgress(this.storage, this.root.memberId);
    if (stored && (stored.account || gameId === null || stored.gameId === gameId)) this.restore(stored);
    else if (gameId !== null && this.progress.gameId !== gameId && !this.progress.account)
      this.chooseGame(gameId);
    void this.loadLimits();
  }

  private restore(stored: CheckoutProgress): void {
    this.progress = stored;
    this.details.reset({ ...(stored.details as Partial<DetailsValues>), password: '' });
    this.address.reset(stored.address as Partial<AddressValues>);
    this.payment.reset({ cardNumber: '', cardExpiry: '', cardCvc: '' });
    this.confirm.reset({ termsAccepted: false, privacyAccepted: false });
    this.main = [];
    this.second = [];
    this.stage = stored.joined ? 'done' : 'idle';
    this.failure = null;
  }

  async loadLimits(): Promise<void> {
    const g = this.game;
    if (!g) return;
    try {
      const popup = await this.root.transport.call('getDepositPopup', {
        currencyId: g.currencyId,
        languageId: this.root.ui.language,
        memberId: this.root.memberId,
      });
      runInAction(() => (this.limits = { min: popup.minAmount, max: popup.maxAmount }));
    } catch (error) {
      console.warn('getDepositPopup failed', error); // the server checks the limits on payment
    }
  }

  /** The game to buy; null goes back to the list of games. */
  chooseGame(gameId: number | null): void {
    if (this.progress.account) return; // the order is being paid: it stays as it is
    this.progress = {
      ...emptyProgress(),
      gameId,
      details: this.progress.details,
      address: this.progress.address,
    };
    this.main = [];
    this.second = [];
    this.pickError = null;
    this.save();
    void this.loadLimits();
  }

  /** Once a payment was made for it the order stays as paid for. */
  get orderLocked(): boolean {
    return this.progress.depositSent || this.progress.depositDone;
  }

  toggleBall(ball: number, set: 1 | 2): void {
    const g = this.game;
    if (!g || this.orderLocked) return;
    const balls = set === 1 ? this.main : this.second;
    const size = set === 1 ? g.gamePlaySize : g.gamePlaySize2nd;
    const at = balls.indexOf(ball);
    if (at >= 0) balls.splice(at, 1);
    else if (balls.length < size) balls.push(ball);
    this.pickError = null;
  }

  isChosen(ball: number, set: 1 | 2): boolean {
    return (set === 1 ? this.main : this.second).includes(ball);
  }

  /** Quick pick: fills what the line still lacks at random and adds it. */
  quickPick(random: () => number = Math.random): void {
    const g = this.game;
    if (!g || this.orderLocked) return;
    this.main.push(...randomBalls(g.drawRange, g.gamePlaySize - this.main.length, this.main, random));
    if (g.gamePlaySize2nd)
      this.second.push(
        ...randomBalls(g.drawRange2nd, g.gamePlaySize2nd - this.second.length, this.second, random),
      );
    this.addLine();
  }

  addLine(): boolean {
    if (this.orderLocked) return false;
    if (!this.lineComplete) {
      this.pickError = 'checkout.errors.lineIncomplete';
      return false;
    }
    if (this.progress.lines.length >= this.maxPlays) {
      this.pickError = 'checkout.errors.tooManyPlays';
      return false;
    }
    this.progress.lines.push(lineOf(this.main, this.second));
    this.main = [];
    this.second = [];
    this.pickError = null;
    this.save();
    return true;
  }

  removeLine(index: number): void {
    if (this.orderLocked) return;
    this.progress.lines.splice(index, 1);
    this.save();
  }

  get maxPlays(): number {
    const perPlayer = this.game?.playerPlayMax ?? 0;
    return perPlayer > 0 ? Math.min(perPlayer, MAX_CHECKOUT_PLAYS) : MAX_CHECKOUT_PLAYS;
  }

  setTickets(count: number): void {
    if (this.orderLocked) return;
    this.progress.tickets = Math.min(this.maxPlays, Math.max(1, Math.round(count)));
    this.pickError = null;
    this.save();
  }

  setDraws(draws: number): void {
    if (this.orderLocked) return;
    if ((DRAW_OPTIONS as readonly number[]).includes(draws)) this.progress.draws = draws;
    this.save();
  }

  /** The pick step's own check: a game, at least one play, and a price the card may pay. */
  private validatePick(): boolean {
    const g = this.game;
    if (!g || !isCheckoutGame(g)) this.pickError = 'checkout.errors.noGame';
    else if (this.plays < 1) this.pickError = 'checkout.errors.noPlays';
    else if (this.limits.max > 0 && this.total > this.limits.max) this.pickError = 'checkout.errors.overMax';
    else this.pickError = null;
    return this.pickError === null;
  }

  private validateStep(step: CheckoutStep): boolean {
    switch (step) {
      case 'pick':
        return this.validatePick();
      case 'details': {
        // The password is asked for only until the account exists.
        const fields = Object.keys(this.details.values).filter(
          (f) => f !== 'password' || !this.progress.account,
        ) as (keyof DetailsValues)[];
        return this.details.validate(fields);
      }
      case 'address':
        return this.address.validate();
      case 'payment':
        return this.cardNeeded ? this.payment.validate() : true;
      case 'confirm':
        return this.confirm.validate();
      default:
        return true;
    }
  }

  /** The card must be typed (again) unless the deposit already reached the server. */
  get cardNeeded(): boolean {
    return !this.progress.depositSent && !this.progress.depositDone;
  }

  /** Continue: checks the step (and, on details, that the email and username are free), then moves on. */
  async next(): Promise<boolean> {
    const step = this.step;
    if (!this.validateStep(step)) return false;
    if (step === 'details' && !this.progress.account && !(await this.checkFree())) return false;
    runInAction(() => {
      this.progress.step = CHECKOUT_STEPS[stepIndex(step) + 1];
      this.save();
    });
    void this.postForm(false);
    return true;
  }

  back(): void {
    const i = stepIndex(this.step);
    if (i > 0 && this.step !== 'success') this.goTo(CHECKOUT_STEPS[i - 1]);
  }

  /** The step indicator goes back to a step already passed, never forward past a check. */
  goTo(step: CheckoutStep): void {
    if (this.step === 'success' || stepIndex(step) >= stepIndex(this.step)) return;
    this.progress.step = step;
    this.failure = null;
    this.save();
  }

  /** Existence checks (open calls): an email or username already registered cannot be a new account. */
  private async checkFree(): Promise<boolean> {
    this.checking = true;
    const { transport, memberId } = this.root;
    const ask = async (field: 'email' | 'username') => {
      try {
        const call = field === 'email' ? 'checkEmail' : 'checkUsername';
        const taken = await transport.call(call, { value: this.details.values[field].trim(), memberId });
        return Number(taken) === 1 ? field : null;
      } catch (error) {
        console.warn(`${field} check failed`, error); // the registration checks again
        return null;
      }
    };
    const taken = (await Promise.all([ask('email'), ask('username')])).filter((f) => f !== null);
    runInAction(() => {
      this.checking = false;
      for (const field of taken) this.details.setErrors({ [field]: ValidationKey.exists });
    });
    return taken.length === 0;
  }

  /**
   * Pay and buy: make the account (and log it in), store the details and address, charge the card,
   * wait for the payment to settle, join. Each stage done is recorded before the next starts.
   */
  async pay(): Promise<boolean> {
    if (this.busy || this.progress.joined) return this.progress.joined !== null;
    for (const step of ['pick', 'details', 'address', 'payment', 'confirm'] as const) {
      if (!this.validateStep(step)) {
        this.progress.step = step;
        this.save();
        return false;
      }
    }
    this.failure = null;
    try {
      if (!(await this.ensureAccount())) return false;
      if (!(await this.ensureFullRegistration())) return false;
      if (!(await this.ensureDeposit())) return false;
      if (!(await this.ensureJoin())) return false;
    } catch (error) {
      runInAction(() => this.fail(failureOf(error)));
      return false;
    }
    runInAction(() => {
      this.stage = 'done';
      this.progress.step = 'success';
      this.payment.reset({ cardNumber: '', cardExpiry: '', cardCvc: '' });
      this.save();
    });
    void this.postForm(true);
    void this.mailSubscription();
    return true;
  }

  /** The subscription's summary by email (its details and what was paid); never holds the success up. */
  private async mailSubscription(): Promise<void> {
    const code = this.progress.joined?.subscriptionCode;
    if (!code) return;
    try {
      await this.root.transport.call('sendEmailSubscriptionDetails', { subscriptionId: Number(code) });
    } catch (error) {
      console.warn('sendEmailSubscriptionDetails failed', error);
    }
  }

  get busy(): boolean {
    return ['account', 'details', 'paying', 'verifying', 'joining'].includes(this.stage);
  }

  private async ensureAccount(): Promise<boolean> {
    const { session } = this.root;
    if (this.progress.account) {
      if (this.ownsSession) return true;
      this.fail({ code: 'login', key: 'checkout.errors.loginToFinish', text: '', fields: {} });
      return false;
    }
    if (session.loggedIn) {
      this.fail({ code: 'loggedIn', key: 'checkout.errors.loggedIn', text: '', fields: {} });
      return false;
    }
    this.stage = 'account';
    const d = this.details.values;
    const username = d.username.trim();
    let playerId: number;
    try {
      playerId = await this.root.transport.call('registerAndLoginBeforeDeposit', {
        memberId: this.root.memberId,
        username,
        email: d.email.trim(),
        password: d.password,
        termsAccepted: true,
        country: this.address.values.country,
      });
    } catch (error) {
      runInAction(() => this.failFields(failureOf(error, 'errors.registration', KNOWN_REGISTRATION_CODES)));
      return false;
    }
    if (playerId === -1) {
      this.fail({ code: '-1', key: 'checkout.errors.failed', text: '', fields: {} });
      return false;
    }
    runInAction(() => {
      this.progress.account = { playerId, username };
      this.save();
    });
    const loaded = await session.adoptRegistration();
    // The checkout asks the full registration's questions itself: no "complete your registration" prompt.
    this.root.stores.peek('registration')?.cancelSegmentNotice();
    if (!loaded) this.fail({ code: 'login', key: 'checkout.errors.loginToFinish', text: '', fields: {} });
    return loaded;
  }

  private async ensureFullRegistration(): Promise<boolean> {
    if (this.progress.fullRegistered) return true;
    this.stage = 'details';
    const d = this.details.values;
    const a = this.address.values;
    const pad = (n: string) => n.padStart(2, '0');
    try {
      const { player } = await this.root.transport.call('playerRegistrationFull', {
        firstName: d.firstName.trim(),
        lastName: d.lastName.trim(),
        birthdate: `${d.birthYear}-${pad(d.birthMonth)}-${pad(d.birthDay)}`,
        gender: TITLES[d.title as Title],
        country: a.country,
        state: a.state.trim(),
        city: a.city.trim(),
        address: a.address.trim(),
        postalCode: a.postalCode.trim(),
        phone: d.phone.trim(),
      });
      runInAction(() => {
        this.root.session.setPlayer(player);
        this.progress.fullRegistered = true;
        this.save();
      });
      return true;
    } catch (error) {
      runInAction(() => this.failFields(failureOf(error, 'errors.registration', KNOWN_REGISTRATION_CODES)));
      return false;
    }
  }

  private async ensureDeposit(): Promise<boolean> {
    if (this.progress.depositDone) return true;
    const g = this.game;
    if (!g) {
      this.fail({ code: 'game', key: 'checkout.errors.noGame', text: '', fields: {} });
      return false;
    }
    this.stage = 'paying';
    if (!this.progress.depositKey) this.progress.depositKey = newRequestKey();
    const card = this.payment.values.cardNumber.replace(/[\s-]/g, '');
    const params = {
      method: 'card' as const,
      amount: this.chargeAmount,
      currencyId: g.currencyId,
      requestKey: this.progress.depositKey,
      returnUrl: '/checkout',
      // A repeat by key needs no card: the server answers the first payment's state.
      ...(card ? { paymentId: card } : {}),
    };
    // Recorded before sending: a request whose answer is lost may still have charged the card.
    this.progress.depositSent = true;
    this.save();
    let step: DepositStepResult;
    try {
      step = await this.root.transport.call('getDepositStep', params);
      const until = Date.now() + this.pollTimeoutMs;
      while (step.step !== 'done') {
        runInAction(() => {
          this.redirectUrl = step.step === 'redirect' ? (step.redirectUrl ?? null) : null;
          this.stage = step.step === 'redirect' ? 'verifying' : 'paying';
        });
        if (Date.now() > until) {
          this.fail({ code: 'pending', key: 'checkout.errors.paymentPending', text: '', fields: {} });
          return false;
        }
        await sleep(this.pollMs);
        step = await this.root.transport.call('getDepositStep', params);
      }
    } catch (error) {
      runInAction(() => this.failPayment(error));
      return false;
    }
    runInAction(() => {
      if (step.accounts) this.root.session.applyAccounts(step.accounts);
      this.redirectUrl = null;
      this.progress.depositDone = true;
      this.save();
    });
    return true;
  }

  /**
   * A refused card moved nothing: the next attempt is a new payment with a new key. A payment
   * not found by its key (never reached the server) needs the card typed again.
   */
  private failPayment(error: unknown): void {
    const fault = toRpcFault(error);
    const failure = failureOf(error);
    const detail = (fault.detail ?? {}) as Record<string, string>;
    if (fault.code === FaultCode.Validation && detail.paymentId) {
      this.progress.depositSent = false;
      this.progress.depositKey = null;
      this.progress.step = 'payment';
      this.payment.setErrors({ cardNumber: 'deposit.card.number' });
      this.fail({ ...failure, key: 'checkout.errors.cardAgain' });
      return;
    }
    if (detail.reason === 'declined' || detail.reason === 'cancelled') {
      this.progress.depositSent = false;
      this.progress.depositKey = null;
      this.fail({ ...failure, key: 'checkout.errors.declined' });
      return;
    }
    this.fail(failure);
  }

  /**
   * The game's instance on sale, waiting (up to openWaitMs) for the next one when the draw has
   * just closed: the engine opens it within a pass and the lobby push brings it.
   */
  private async openInstance(exclude?: number): Promise<GameInstance | null> {
    const find = () =>
      this.games.find((x) => x.gameId === this.progress.gameId && x.gameInstanceId !== exclude) ?? null;
    if (!find()) {
      try {
        await when(() => find() !== null, { timeout: this.openWaitMs });
      } catch {
        return null;
      }
    }
    return find();
  }

  /** Joins (with the subscription); a draw that closed meanwhile is retried once in the next one. */
  private async ensureJoin(): Promise<boolean> {
    let closed: number | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      this.stage = 'joining';
      const g = await this.openInstance(closed);
      if (!g) break;
      const outcome = await this.join(g);
      if (outcome !== 'closed') return outcome === 'joined';
      closed = g.gameInstanceId;
    }
    this.fail({ code: 'closed', key: 'checkout.errors.gameClosed', text: '', fields: {} });
    return false;
  }

  private async join(g: GameInstance): Promise<'joined' | 'closed' | 'failed'> {
    if (!this.progress.joinKey) this.progress.joinKey = newRequestKey();
    this.save();
    try {
      const result = await this.root.transport.call('joinGame', {
        gameId: g.gameId,
        gameInstanceId: g.gameInstanceId,
        // Raffle tickets are numbered by the server.
        userPlays: isRaffle(g) ? [] : [...this.progress.lines],
        userPlaysCount: this.plays,
        currencyId: g.currencyId,
        subscriptions: this.draws - 1,
        joinKey: this.progress.joinKey,
        // A single draw's receipt by email; a subscription mails its own summary (mailSubscription).
        emailReceipt: this.draws === 1,
      });
      if (result.exitCode !== 0) {
        const code = joinFailureCode({ exitCode: result.exitCode, message: result.exitDescription });
        runInAction(() => {
          this.progress.joinKey = null; // nothing was bought: the next attempt is a new join
          if (code !== GAME_NOT_AVAILABLE)
            this.fail({
              code: String(code),
              key: joinErrorOf(code)?.key ?? null,
              text: result.exitDescription ?? '',
              fields: {},
            });
        });
        return code === GAME_NOT_AVAILABLE ? 'closed' : 'failed';
      }
      runInAction(() => {
        this.progress.joined = {
          gameInstanceId: result.gameInstanceId,
          joinCode: result.joinEvent?.joinCode ?? null,
          subscriptionCode: result.subscriptionCode,
        };
        this.save();
      });
      return 'joined';
    } catch (error) {
      // No answer: the same key next time answers this join if it happened.
      runInAction(() => this.fail(failureOf(error)));
      return 'failed';
    }
  }

  private fail(failure: FailureMessage): void {
    this.failure = failure;
    this.stage = 'failed';
    this.save();
  }

  /** Registration refusals name their fields: show them there, on the first step holding one. */
  private failFields(failure: FailureMessage): void {
    const fields = { ...failure.fields };
    if (fields.birthdate) fields.birthYear = fields.birthdate;
    if (fields.gender) fields.title = fields.gender;
    const details = Object.entries(fields).filter(([f]) => DETAILS_FIELDS.has(f));
    const address = Object.entries(fields).filter(([f]) => ADDRESS_FIELDS.has(f));
    this.details.setErrors(Object.fromEntries(details));
    this.address.setErrors(Object.fromEntries(address));
    if (details.length) this.progress.step = 'details';
    else if (address.length) this.progress.step = 'address';
    this.fail(failure);
  }

  /** Saves the form for the operator (spec Pending form); never holds the checkout up. */
  private async postForm(completed: boolean): Promise<void> {
    const email = this.details.values.email.trim();
    if (!email || this.details.error('email')) return;
    const { password: _password, ...details } = this.details.values;
    void _password;
    try {
      const { id } = await this.root.transport.call('postPendingForm', {
        ...(this.progress.pendingFormId ? { id: this.progress.pendingFormId } : {}),
        emailAddress: email,
        formType: FORM_TYPE,
        formIndex: stepIndex(this.step),
        formData: JSON.stringify({
          gameId: this.progress.gameId,
          lines: this.progress.lines,
          tickets: this.progress.tickets,
          draws: this.progress.draws,
          details,
          address: this.address.values,
        }),
        formCompleted: completed,
        memberId: this.root.memberId,
      });
      runInAction(() => {
        this.progress.pendingFormId = id;
        this.save();
      });
    } catch (error) {
      console.warn('postPendingForm failed', error);
    }
  }

  /** A finished checkout is forgotten when its player logs out; one under way is kept to resume. */
  onLoggedOut(): void {
    if (this.progress.joined) this.reset();
  }

  /** Another order: forget this one (the account stays logged in). */
  reset(): void {
    this.progress = emptyProgress();
    this.details.reset({ password: '' });
    this.payment.reset({ cardNumber: '', cardExpiry: '', cardCvc: '' });
    this.confirm.reset({ termsAccepted: false, privacyAccepted: false });
    this.main = [];
    this.second = [];
    this.stage = 'idle';
    this.failure = null;
    writeProgress(this.storage, this.root.memberId, null);
  }

  /** Records the progress, with the forms' current values but never the password or card. */
  private save(): void {
    const { password: _password, ...details } = toJS(this.details.values);
    void _password;
    this.progress.details = details as Record<string, string>;
    this.progress.address = toJS(this.address.values) as Record<string, string>;
    writeProgress(this.storage, this.root.memberId, toJS(this.progress));
  }
}
