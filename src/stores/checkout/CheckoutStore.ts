import { makeAutoObservable, runInAction, toJS } from 'mobx';
import type { Currency, GameInstance } from '../../../protocol/types';
import { ValidationKey } from '../../../protocol/validation';
import type { FormState } from '../forms/FormState';
import { existingHolding, type ExistingHolding } from './existingCustomer';
import { failureOf, type FailureMessage } from '../forms/faultMessage';
import { ensureAccount, ensureFullRegistration } from './checkoutAccount';
import { ensureDeposit } from './checkoutDeposit';
import { ensureJoin, mailSubscription } from './checkoutJoin';
import { ensurePendingJoin } from './checkoutPendingJoin';
import { isCheckoutGame, isRaffle, lineOf, randomBalls, toMajor, toMinor } from './checkoutOrder';
import {
  discountOfMinor,
  joinTerms,
  orderCharge,
  type CheckoutPlan,
  type MonthlyOffer,
} from './checkoutPlan';
import { checkPromotion, loadMonthlyOffer } from './checkoutOffers';
import { emptyProgress, readProgress, writeProgress, type CheckoutProgress } from './checkoutProgress';
import { checkoutForms, noCard, unconfirmed } from './checkoutForms';
import type { CheckoutDeps, CheckoutHost, CheckoutStage, CheckoutTiming } from './checkoutHost';
import type { AddressValues, ConfirmValues, DetailsValues, PaymentValues } from './checkoutRules';
import {
  CHECKOUT_STEPS,
  DRAW_OPTIONS,
  MAX_CHECKOUT_PLAYS,
  stepIndex,
  type CheckoutStep,
} from './checkoutSteps';
import { postForm } from './pendingForm';
import { ReturnedDeposit } from '../cashier/ReturnedDeposit';

export type { CheckoutStage } from './checkoutHost';

export interface CheckoutOptions {
  /** How often a card payment still settling is asked about again, and for how long. */
  pollMs?: number;
  pollTimeoutMs?: number;
  /** How long the join waits for the game's next instance when the one on sale has just closed. */
  openWaitMs?: number;
  today?: () => Date;
}

/**
 * The guest one-click checkout (spec sections 1, 2 and 5): pick plays or a subscription, give
 * details and address, pay by card, confirm; the account is made, paid into and the plays joined.
 * pay() runs its stages in order and records each in the stored progress, so a retry or a
 * reload resumes after the last one done and no stage that moves money runs twice.
 */
export class CheckoutStore implements CheckoutHost {
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
  /** The chosen game's monthly offer; null when the site does not sell it by the month. */
  offer: MonthlyOffer | null = null;
  /** The promotion code as typed, the server's refusal of it (an i18n key), and the check under way. */
  promoCode = '';
  promoError: string | null = null;
  promoChecking = false;
  checking = false;
  /** The taken email or username already holds a subscription or plays: the visitor should log in. */
  existingHolding: ExistingHolding = null;
  readonly timing: CheckoutTiming;
  /** The order a card issuer's tab came back with (?pid=), shown in that tab, not paid for again. */
  readonly returned: ReturnedDeposit;

  constructor(
    readonly deps: CheckoutDeps,
    private readonly storage: Storage | null,
    options: CheckoutOptions = {},
  ) {
    this.timing = {
      pollMs: options.pollMs ?? 1000,
      pollTimeoutMs: options.pollTimeoutMs ?? 90_000,
      openWaitMs: options.openWaitMs ?? 20_000,
    };
    const forms = checkoutForms(options.today);
    this.details = forms.details;
    this.address = forms.address;
    this.payment = forms.payment;
    this.confirm = forms.confirm;
    this.returned = new ReturnedDeposit(deps);
    makeAutoObservable<CheckoutStore, 'storage'>(this, {
      deps: false,
      storage: false,
      timing: false,
      returned: false,
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
    return account !== null && this.deps.session.player?.username === account.username;
  }

  /** Open checkout games of the site, one (the next to draw) per game. */
  get games(): GameInstance[] {
    const byGame = new Map<number, GameInstance>();
    for (const g of this.deps.lobby.allGames) {
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
    return this.games.find((g) => g.gameId === id) ?? this.deps.lobby.linkedGame(null, id);
  }

  get raffle(): boolean {
    return this.game ? isRaffle(this.game) : false;
  }

  get currency(): Currency | undefined {
    return this.game ? this.deps.configuration.currency(this.game.currencyId) : undefined;
  }

  private get decimals(): number {
    return this.currency?.decimalPlaces ?? 2;
  }

  get plays(): number {
    return this.raffle ? this.progress.tickets : this.progress.lines.length;
  }

  get plan(): CheckoutPlan {
    return this.progress.plan;
  }

  /** Draws the order pays for now: the count chosen, a month's draws, or pay as you go's first. */
  get draws(): number {
    if (this.plan === 'monthly') return this.offer?.drawsPerMonth ?? 1;
    return this.plan === 'paygo' ? 1 : this.progress.draws;
  }

  /** The server holds this order for the account: paid, it is bought even if the page is closed. */
  get pendingJoinHeld(): boolean {
    return this.progress.pendingJoinId !== null && this.progress.joined === null;
  }

  get subscribing(): boolean {
    return this.plan !== 'draws' || this.progress.draws > 1;
  }

  /** The promotion the order uses: an accepted code, with a subscription only. */
  get promotion() {
    return this.subscribing ? this.progress.promotion : null;
  }

  get joinTerms() {
    return joinTerms(this.plan, this.progress.draws, this.promotion);
  }

  /** One draw of the order's plays at the game's cost plus fee (minor units). */
  private get perDrawMinor(): number {
    const g = this.game;
    return g ? this.plays * toMinor(g.gamePlayCost + g.gameFeePerPlay, this.decimals) : 0;
  }

  /** One draw of the order's plays (major units): what pay as you go takes for each later draw. */
  get perDraw(): number {
    return toMajor(this.perDrawMinor, this.decimals);
  }

  /** What pay as you go takes for each later draw: one draw less the promotion's percent (major units). */
  get laterDrawPrice(): number {
    const off = discountOfMinor(this.perDrawMinor, this.promotion?.discountPercent ?? 0);
    return toMajor(this.perDrawMinor - off, this.decimals);
  }

  private get charge() {
    return orderCharge({
      perDrawMinor: this.perDrawMinor,
      plan: this.plan,
      draws: this.progress.draws,
      offer: this.offer,
      discountPercent: this.promotion?.discountPercent ?? 0,
    });
  }

  /** The order's price in the game currency (major units), less the promotion's discount. */
  get total(): number {
    return this.game ? toMajor(this.charge.totalMinor, this.decimals) : 0;
  }

  /** What the promotion takes off the draws paid ahead (major units). */
  get discount(): number {
    return toMajor(this.charge.discountMinor, this.decimals);
  }

  /** The price of an option of the pick step, before any promotion (major units). */
  priceOf(plan: CheckoutPlan, draws = 1): number {
    const c = orderCharge({
      perDrawMinor: this.perDrawMinor,
      plan,
      draws,
      offer: this.offer,
      discountPercent: 0,
    });
    return toMajor(c.totalMinor, this.decimals);
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
    const stored = readProgress(this.storage, this.deps.memberId);
    if (stored && (stored.account || gameId === null || stored.gameId === gameId)) this.restore(stored);
    else if (gameId !== null && this.progress.gameId !== gameId && !this.progress.account)
      return this.chooseGame(gameId); // which loads the game's terms
    this.loadGameTerms();
  }

  /** The chosen game's card limits and monthly offer, asked for once per game chosen. */
  private loadGameTerms(): void {
    void this.loadLimits();
    void this.loadOffer();
  }

  private restore(stored: CheckoutProgress): void {
    this.progress = stored;
    this.details.reset({ ...(stored.details as Partial<DetailsValues>), password: '' });
    this.address.reset(stored.address as Partial<AddressValues>);
    this.payment.reset(noCard());
    this.confirm.reset(unconfirmed());
    this.main = [];
    this.second = [];
    this.promoCode = stored.promotion?.code ?? '';
    this.promoError = null;
    this.stage = stored.joined ? 'done' : 'idle';
    this.failure = null;
  }

  async loadLimits(): Promise<void> {
    const g = this.game;
    if (!g) return;
    try {
      const popup = await this.deps.transport.call('getDepositPopup', {
        currencyId: g.currencyId,
        languageId: this.deps.ui.language,
        memberId: this.deps.memberId,
      });
      runInAction(() => (this.limits = { min: popup.minAmount, max: popup.maxAmount }));
    } catch (error) {
      console.warn('getDepositPopup failed', error); // the server checks the limits on payment
    }
  }

  async loadOffer(): Promise<void> {
    const g = this.game;
    const offer = g ? await loadMonthlyOffer(this.deps, g) : null;
    runInAction(() => {
      if (this.game?.gameId !== g?.gameId) return; // another game was chosen meanwhile
      this.offer = offer;
      // A plan the game is not (or no longer) sold by falls back to one draw, unless already paid.
      const sold = this.plan === 'draws' || (offer !== null && (this.plan === 'monthly' || offer.payGo));
      if (!sold && !this.orderLocked) this.setDraws(1);
    });
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
    this.offer = null;
    this.promoCode = '';
    this.promoError = null;
    this.save();
    this.loadGameTerms();
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
    if ((DRAW_OPTIONS as readonly number[]).includes(draws)) {
      this.progress.draws = draws;
      this.progress.plan = 'draws';
    }
    this.save();
  }

  /** A month paid now, or pay as you go: only as the game's monthly offer sells it. */
  setPlan(plan: 'monthly' | 'paygo'): void {
    if (this.orderLocked || !this.offer || (plan === 'paygo' && !this.offer.payGo)) return;
    this.progress.plan = plan;
    this.save();
  }

  setPromoCode(code: string): void {
    if (this.orderLocked) return;
    this.promoCode = code.slice(0, 32);
    this.promoError = null;
    if (this.progress.promotion && this.progress.promotion.code !== this.promoCode.trim()) {
      this.progress.promotion = null;
      this.save();
    }
  }

  /**
   * Asks the server whether the typed code is one of the game's promotions, before the card is
   * charged (the join checks it again and charges the discount); an empty code removes it.
   */
  async applyPromotion(): Promise<boolean> {
    const g = this.game;
    const code = this.promoCode.trim();
    if (!g || this.orderLocked) return false;
    if (!code) {
      this.progress.promotion = null;
      this.save();
      return true;
    }
    this.promoChecking = true;
    const found = await checkPromotion(this.deps, g.gameId, code);
    runInAction(() => {
      this.promoChecking = false;
      if (found === 'failed') this.promoError = 'checkout.errors.promotionCheck';
      else if (!found) this.promoError = 'subscriptions.promotion.invalid';
      else this.progress.promotion = found;
      this.save();
    });
    return found !== null && found !== 'failed';
  }

  /** The pick step's own check: a game, at least one play, and a price the card may pay. */
  private validatePick(): boolean {
    const g = this.game;
    if (!g || !isCheckoutGame(g)) this.pickError = 'checkout.errors.noGame';
    else if (this.plays < 1) this.pickError = 'checkout.errors.noPlays';
    else if (this.plan !== 'draws' && !this.offer) this.pickError = 'checkout.errors.noPlan';
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
    // A typed code not yet applied is checked first: the card is charged the price it gives.
    const unapplied = this.promoCode.trim() !== (this.progress.promotion?.code ?? '');
    if (step === 'pick' && this.subscribing && unapplied && !(await this.applyPromotion())) return false;
    if (step === 'details' && !this.progress.account && !(await this.checkFree())) return false;
    runInAction(() => {
      this.progress.step = CHECKOUT_STEPS[stepIndex(step) + 1];
      this.save();
    });
    void postForm(this, false);
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
    const { transport, memberId } = this.deps;
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
    const holding = taken.length
      ? await existingHolding(transport, memberId, {
          ...(taken.includes('email') ? { email: this.details.values.email.trim() } : {}),
          ...(taken.includes('username') ? { username: this.details.values.username.trim() } : {}),
        })
      : null;
    runInAction(() => {
      this.checking = false;
      this.existingHolding = holding;
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
      if (!(await ensureAccount(this))) return false;
      if (!(await ensurePendingJoin(this))) return false;
      if (!(await ensureFullRegistration(this))) return false;
      if (!(await ensureDeposit(this))) return false;
      if (!(await ensureJoin(this))) return false;
    } catch (error) {
      runInAction(() => this.fail(failureOf(error)));
      return false;
    }
    runInAction(() => {
      this.stage = 'done';
      this.progress.step = 'success';
      this.payment.reset(noCard());
      this.save();
    });
    void postForm(this, true);
    void mailSubscription(this);
    return true;
  }

  get busy(): boolean {
    return ['account', 'details', 'paying', 'verifying', 'joining'].includes(this.stage);
  }

  fail(failure: FailureMessage): void {
    this.failure = failure;
    this.stage = 'failed';
    this.save();
  }

  /** A finished checkout is forgotten when its player logs out; one under way is kept to resume. */
  onLoggedOut(): void {
    if (this.progress.joined) this.reset();
  }

  /** Another order: forget this one (the account stays logged in). */
  reset(): void {
    this.progress = emptyProgress();
    this.details.reset({ password: '' });
    this.payment.reset(noCard());
    this.confirm.reset(unconfirmed());
    this.main = [];
    this.second = [];
    this.promoCode = '';
    this.promoError = null;
    this.stage = 'idle';
    this.failure = null;
    writeProgress(this.storage, this.deps.memberId, null);
  }

  /** Records the progress, with the forms' current values but never the password or card. */
  save(): void {
    const { password: _password, ...details } = toJS(this.details.values);
    void _password;
    this.progress.details = details as Record<string, string>;
    this.progress.address = toJS(this.address.values) as Record<string, string>;
    writeProgress(this.storage, this.deps.memberId, toJS(this.progress));
  }
}
