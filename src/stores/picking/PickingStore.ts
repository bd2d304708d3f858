import { makeAutoObservable, runInAction } from 'mobx';
import { MAX_PLAYS_PER_REQUEST } from '../../../protocol/constants';
import type { JoinResult } from '../../../protocol/calls/play';
import type { CallResult } from '../../../protocol/calls';
import { joinErrorOf, joinFailureCode } from '../../../protocol/errors';
import type { BetTypeInfo, GameInstance } from '../../../protocol/types';
import { toRpcFault } from '../../net/clientFaults';
import type { GameInfoStore } from '../games/GameInfoStore';
import type { UiStore } from '../UiStore';
import type { LobbyStore } from '../lobby/LobbyStore';
import type { ResponsibleGamingStore } from '../responsibleGaming/ResponsibleGamingStore';
import type { SessionStore } from '../session/SessionStore';
import { gameKindOf } from '../../../protocol/gameRules';
import { hasBetTypes, offeredBetTypes } from './betOffers';
import { isPermGame } from '../lobby/gameLinks';
import { JoinKeys, type InDoubtJoin } from './inDoubtJoin';

type PurchaseResult = CallResult<'purchaseTicket'>;
import { MAX_EXTRA_DRAWS, PERM_MAX_NUMBERS, playsOfEntry, type PickMode } from './pickModes';
import { maxPlaysFor, playString, randomBalls } from './playLimits';
import { NextDraw, type NextDrawDeps } from './NextDraw';
import { SubscriptionPromotion, type SubscriptionPromotionDeps } from './SubscriptionPromotion';
import { TopPrize } from './TopPrize';
import { ExistingSubscription } from './ExistingSubscription';
import { PaperTicket } from './PaperTicket';
import { PriceInCurrency } from './PriceInCurrency';

/** Spec section 4, Picking: open, confirm, joined, not joined. */
export type PickingState = 'open' | 'confirm' | 'joining' | 'joined' | 'cancelling' | 'notJoined';
export type BallSet = 1 | 2;
/** The picker's steps: game, bet type (bet-type games only), numbers, wager. */
export type PickStep = 'game' | 'betType' | 'numbers' | 'wager';
/** Dialogs of the picker: edit lines, one-click number pick, manual raffle pick. */
export type PickDialog = 'editLines' | 'oneClick' | 'rafflePick';
const INSUFFICIENT_FUNDS = 2;
const MAX_PLAYS_ALREADY = 5;
/** Join exit code 6: the weekly wagering limit would be exceeded (protocol/errors.ts). */
const WEEKLY_WAGERING_LIMIT = 6;

export interface PickingStoreDeps extends SubscriptionPromotionDeps, NextDrawDeps {
  readonly lobby: LobbyStore;
  /** The game's lobby info (bet types), loaded once per game. */
  readonly gameInfo: GameInfoStore;
  readonly session: SessionStore;
  /** Told of a refused join (the segment and free-roll popups). */
  readonly responsibleGaming: ResponsibleGamingStore;
  /** The processing dialog while a join is on its way. */
  readonly ui: Pick<UiStore, 'whileProcessing'>;
}

/**
 * Number picking shared by the DOM picker and the stage: lines complete at the pick size, a second
 * set after '#', clicking a chosen ball unselects it, lucky dip, limits, confirm and join. Bet-type
 * games (fixed-odds one-draw) pick a bet type first and each selection stands for its lines; a
 * perm entry (/permpick) picks more numbers than the pick size, every combination a play. Limits
 * count plays (lines sold), never above the smaller of the player's and the game's remaining.
 */
export class PickingStore {
  gameInstanceId: number | null = null;
  main: number[] = [];
  second: number[] = [];
  /** Entries to buy: plays ('1,2,3#4'), bet-type selections ('7,12') or perm entries. */
  lines: string[] = [];
  state: PickingState = 'open';
  /** Stored join failure: the exit code (1..10, 234, 300 or -1) and its catalogue key. */
  joinErrorCode: number | null = null;
  joinErrorKey: string | null = null;
  joinCode: string | null = null;
  /** Opened as a perm entry (/permpick). */
  permEntry = false;
  betType: string | null = null;
  /** The multi option: the same lines in this many further draws too, paid now (a subscription). */
  extraDraws = 0;
  /** A selection refused because it would pass the plays limit. */
  limitHit = false;
  dialog: PickDialog | null = null;
  /** Why cancelling the plays failed (a catalogue key), or null. */
  cancelError: string | null = null;

  constructor(
    private readonly deps: PickingStoreDeps,
    private readonly random: () => number = Math.random,
  ) {
    this.promotion = new SubscriptionPromotion(deps);
    this.nextDraw = new NextDraw(deps);
    this.topPrize = new TopPrize(deps);
    this.subscription = new ExistingSubscription(deps);
    this.paperTicket = new PaperTicket(() => deps.session.player?.details ?? null);
    this.priceInCurrency = new PriceInCurrency(deps);
    makeAutoObservable<PickingStore, 'deps' | 'random' | 'joinKeys'>(this, {
      deps: false,
      random: false,
      promotion: false,
      nextDraw: false,
      topPrize: false,
      subscription: false,
      paperTicket: false,
      priceInCurrency: false,
      joinKeys: false,
    });
  }

  /** The game's next open draw, offered when the linked one is over or gone (a stale link). */
  readonly nextDraw: NextDraw;

  /** The draw's best single prize (the bonus or bonobo prize). */
  readonly topPrize: TopPrize;
  /** Whether the player already subscribes to this game. */
  readonly subscription: ExistingSubscription;
  /** The join bought as a paper ticket (purchaseTicket), and the ticket issued. */
  readonly paperTicket: PaperTicket;
  /** The total in the player's main currency too, when the game sells in another. */
  readonly priceInCurrency: PriceInCurrency;

  /** The promotion code sent with further draws (a subscription), and what it saved. */
  readonly promotion: SubscriptionPromotion;
  /** Keeps a join's key while its answer is in doubt (the connection dropped under it). */
  private readonly joinKeys = new JoinKeys();

  get game(): GameInstance | null {
    return this.gameInstanceId === null ? null : (this.deps.lobby.games.get(this.gameInstanceId) ?? null);
  }

  /** The bet types the game offers, in the spec's order (empty for games picked in lines). */
  get betTypes(): BetTypeInfo[] {
    const g = this.game;
    return g ? offeredBetTypes(this.deps.gameInfo.lobbyOf(g)) : [];
  }

  get mode(): PickMode {
    const g = this.game;
    // A fixed-odds game is always entered by bet type, on /permpick too: its perms are the
    // Perm k bet types (every k-combination of the numbers a line), not the lottery's perm entry.
    if (g && gameKindOf(g.gameRule) === 'oneDraw')
      return hasBetTypes(g.gameRule, this.deps.gameInfo.lobbyOf(g)) ? 'bets' : 'lines';
    return this.permEntry ? 'perm' : 'lines';
  }

  get betOffer(): BetTypeInfo | null {
    return this.betTypes.find((b) => b.betType === this.betType) ?? null;
  }

  get step(): PickStep {
    if (!this.game) return 'game';
    if (this.mode === 'bets' && !this.betOffer) return 'betType';
    return this.state === 'open' ? 'numbers' : 'wager';
  }

  /** Remaining plays: min(player's left, game's left, one request's maximum). */
  get maxPlays(): number {
    return this.game ? maxPlaysFor(this.game) : 0;
  }

  /** Plays (lines sold) the entries picked so far stand for. */
  get playsCount(): number {
    return this.lines.reduce((sum, entry) => sum + this.playsOf(entry), 0);
  }

  get canAddLine(): boolean {
    return this.playsCount < this.maxPlays;
  }

  /** Most numbers of the main set the current selection may hold. */
  get mainCapacity(): number {
    const g = this.game;
    if (!g) return 0;
    if (this.mode === 'bets') return this.betOffer?.maxNumbers ?? 0;
    if (this.mode === 'perm') return Math.min(PERM_MAX_NUMBERS, g.drawRange);
    return g.gamePlaySize;
  }

  /** Plays the current (unfinished) selection would add; 0 while it does not make an entry. */
  get pendingPlays(): number {
    if (!this.game || this.mode === 'lines') return 0;
    return this.playsOf(playString(this.main, this.second));
  }

  /** Bet-type and perm selections are added by hand once they make an entry within the limit. */
  get canAddSelection(): boolean {
    return this.pendingPlays > 0 && this.playsCount + this.pendingPlays <= this.maxPlays;
  }

  /** Cost of the entries picked so far, fee included, times the draws bought. */
  get totalCost(): number {
    const g = this.game;
    return g ? this.playsCount * (g.gamePlayCost + g.gameFeePerPlay) * (1 + this.extraDraws) : 0;
  }

  /**
   * A join pays in the game's own currency: the server refuses any other (joinService's
   * noSuchCurrency), so the pick page offers no other to choose.
   */
  get currencyId(): string {
    return this.game?.currencyId ?? '';
  }

  /**
   * The multi option (the same entries in further draws, a subscription): games picked in lines,
   * and the bets of an ExtMulti one-draw game, the variant sold for several draws (spec section 1).
   */
  get multiAllowed(): boolean {
    if (this.mode === 'lines') return true;
    return this.mode === 'bets' && this.game?.gameRule === 'oneDrawGameExtMulti';
  }

  open(gameInstanceId: number, options: { perm?: boolean } = {}): void {
    const perm = options.perm ?? false;
    if (this.gameInstanceId !== gameInstanceId || this.permEntry !== perm) {
      this.reset();
      this.betType = null;
      this.extraDraws = 0;
      this.promotion.clear(true);
    }
    this.gameInstanceId = gameInstanceId;
    this.permEntry = perm;
    this.nextDraw.follow(gameInstanceId);
    const g = this.game;
    if (g) void this.deps.gameInfo.loadLobby(g.gameId);
  }

  /** The open draw's top prize, and for a logged-in player whether they subscribe to its game. */
  loadGameFacts(): void {
    const g = this.game;
    if (!g) return;
    void this.topPrize.load(g.gameId, g.gameInstanceId);
    if (this.deps.session.loggedIn) void this.subscription.check(g.gameId);
    else this.subscription.forget();
  }

  reset(): void {
    this.main = [];
    this.second = [];
    this.lines = [];
    this.state = 'open';
    this.joinErrorCode = null;
    this.joinErrorKey = null;
    this.limitHit = false;
    this.dialog = null;
    this.cancelError = null;
    this.promotion.clear();
    this.paperTicket.clear();
  }

  /** Choosing another bet type starts the selection afresh: one join is one bet type. */
  chooseBetType(name: string): void {
    if (this.state !== 'open' || !this.betTypes.some((b) => b.betType === name)) return;
    if (this.betType !== name) {
      this.main = [];
      this.second = [];
      this.lines = [];
    }
    this.betType = name;
    this.extraDraws = 0;
  }

  isChosen(ball: number, set: BallSet = 1): boolean {
    return (set === 1 ? this.main : this.second).includes(ball);
  }

  /** Click on a ball: a chosen one is unselected; otherwise added while its set has room. */
  toggle(ball: number, set: BallSet = 1): void {
    const g = this.game;
    if (!g || this.state !== 'open') return;
    const size = set === 1 ? this.mainCapacity : g.gamePlaySize2nd;
    const range = set === 1 ? g.drawRange : g.drawRange2nd;
    if (!size || ball < 1 || ball > range) return;
    const balls = set === 1 ? this.main : this.second;
    const at = balls.indexOf(ball);
    if (at >= 0) {
      balls.splice(at, 1);
      this.limitHit = false;
      return;
    }
    if (!this.canAddLine) {
      this.limitHit = true;
      return;
    }
    if (balls.length < size) balls.push(ball);
    this.completeLine();
  }

  /** Lucky dip: fill the current line at random (a fresh line when it is empty). */
  luckyDip(): void {
    const g = this.game;
    if (!g || this.state !== 'open') return;
    if (!this.canAddLine) {
      this.limitHit = true;
      return;
    }
    const want = this.mode === 'lines' ? g.gamePlaySize : this.luckyDipSize();
    if (!want) return;
    this.main.push(...randomBalls(g.drawRange, want - this.main.length, this.main, this.random));
    if (g.gamePlaySize2nd)
      this.second.push(
        ...randomBalls(g.drawRange2nd, g.gamePlaySize2nd - this.second.length, this.second, this.random),
      );
    if (this.mode === 'lines') this.completeLine();
    else this.addSelection();
  }

  /** Bet-type and perm modes: the current selection becomes an entry (when it fits the limit). */
  addSelection(): void {
    if (this.state !== 'open' || this.mode === 'lines' || this.pendingPlays === 0) return;
    if (!this.canAddSelection) {
      this.limitHit = true;
      return;
    }
    this.lines.push(playString(this.main, this.second));
    this.main = [];
    this.second = [];
    this.limitHit = false;
  }

  removeLine(index: number): void {
    if (this.state !== 'open' && this.state !== 'confirm') return;
    this.lines.splice(index, 1);
    this.limitHit = false;
    if (!this.lines.length && this.state === 'confirm') this.state = 'open';
  }

  /** Edit lines: a line goes back into the picker to change (while nothing else is half picked). */
  editLine(index: number): void {
    const entry = this.lines[index];
    if (entry === undefined || this.main.length || this.second.length) return;
    if (this.state !== 'open' && this.state !== 'confirm' && this.state !== 'notJoined') return;
    const [main, second = ''] = entry.split('#');
    this.lines.splice(index, 1);
    this.main = main.split(',').filter(Boolean).map(Number);
    this.second = second.split(',').filter(Boolean).map(Number);
    this.state = 'open';
    this.limitHit = false;
  }

  setExtraDraws(draws: number): void {
    if (!this.multiAllowed || this.state !== 'open') return;
    this.extraDraws = Math.max(0, Math.min(MAX_EXTRA_DRAWS, Math.floor(draws) || 0));
  }

  openDialog(dialog: PickDialog): void {
    this.dialog = dialog;
  }

  closeDialog(): void {
    this.dialog = null;
  }

  confirm(): void {
    if (this.lines.length && this.state === 'open') this.state = 'confirm';
  }

  edit(): void {
    if (this.state === 'confirm' || this.state === 'notJoined') this.state = 'open';
  }

  /** Check availability, then join (joinGamePerm for a perm entry); exit code 2 offers a deposit. */
  async join(): Promise<boolean> {
    const g = this.game;
    if (!g || !this.lines.length || this.state === 'joining') return false;
    const plays = [...this.lines];
    const count = this.playsCount;
    if (count > this.maxPlays) return this.failJoin({ exitCode: MAX_PLAYS_ALREADY });
    // A paper ticket's holder still to fill in: nothing is asked of the server (the page marks the fields).
    if (this.paperTicket.wanted && this.paperTicketAllowed && this.paperTicket.problems.length) return false;
    this.state = 'joining';
    this.joinErrorCode = null;
    this.joinErrorKey = null;
    this.promotion.clear();
    try {
      const check = await this.deps.transport.call('arePlaysAvailableForGame', {
        gameInstanceId: g.gameInstanceId,
        plays: Math.min(count, MAX_PLAYS_PER_REQUEST),
      });
      if (!check.available) return this.failJoin({ exitCode: MAX_PLAYS_ALREADY });
      // The weekly wagering limit, asked before the join rather than met as its refusal.
      const wagers = await this.deps.transport.call('checkMaximumWagers', {
        gameInstanceId: g.gameInstanceId,
        userPlaysCount: Math.min(count, MAX_PLAYS_PER_REQUEST),
        currencyId: this.currencyId,
      });
      if (!wagers.allowed) return this.failJoin({ exitCode: WEEKLY_WAGERING_LIMIT });
      const result = await this.send(g, plays);
      if (result.exitCode !== 0)
        return this.failJoin({ exitCode: result.exitCode, message: result.exitDescription });
      this.applyJoined(g.gameInstanceId, result);
      if (result.subscriptionCode) void this.promotion.showBought(Number(result.subscriptionCode), g.gameId);
      return true;
    } catch (error) {
      const fault = toRpcFault(error);
      // A refused promotion bought nothing: say why, and let the player edit the code.
      if (this.promotion.refused(fault)) {
        runInAction(() => {
          this.joinErrorCode = null;
          this.joinErrorKey = this.promotion.errorKey;
          this.state = 'notJoined';
        });
        return false;
      }
      return this.failJoin({ code: fault.code, message: fault.message });
    }
  }

  /**
   * Cancels the player's plays in this draw while it is still open (joinGameCancel): the stakes
   * come back and the picker opens afresh. The server refuses once registration has closed.
   */
  async cancelJoin(): Promise<boolean> {
    const id = this.gameInstanceId;
    if (id === null || this.state !== 'joined') return false;
    this.state = 'cancelling';
    try {
      const result = await this.deps.ui.whileProcessing(() =>
        this.deps.transport.call('joinGameCancel', { gameInstanceId: id }),
      );
      if (result.exitCode !== 0) {
        runInAction(() => (this.state = 'joined'));
        return this.failCancel(result.exitCode);
      }
      runInAction(() => {
        this.deps.lobby.patch(id, undefined, { playerInGame: false, playerPlaysInGame: 0 });
        this.reset();
      });
      void this.deps.session.refreshAccounts();
      return true;
    } catch {
      runInAction(() => (this.state = 'joined'));
      return this.failCancel(null);
    }
  }

  private failCancel(exitCode: number | null): false {
    this.cancelError = exitCode === null ? 'pick.cancelJoin.failed' : 'pick.cancelJoin.refused';
    return false;
  }

  /** A paper ticket can be asked for with plain lines (not perm entries or bet-type selections). */
  get paperTicketAllowed(): boolean {
    return this.mode === 'lines';
  }

  private send(g: GameInstance, plays: string[]): Promise<JoinResult> {
    if (this.paperTicket.wanted && this.paperTicketAllowed) return this.purchaseTicket(g, plays);
    const common = {
      gameId: g.gameId,
      gameInstanceId: g.gameInstanceId,
      userPlays: plays,
      currencyId: this.currencyId,
    };
    if (this.mode === 'perm')
      return this.sendKeyed({
        call: 'joinGamePerm',
        params: this.joinKeys.keyed('joinGamePerm', { ...common, betType: 'Perm', stake: g.gamePlayCost }),
      });
    // A one-draw perm game's bets go the spec's perm way: joinGamePerm with the Perm k bet type.
    if (this.mode === 'bets' && this.betType && isPermGame(g))
      return this.sendKeyed({
        call: 'joinGamePerm',
        params: this.joinKeys.keyed('joinGamePerm', {
          ...common,
          betType: this.betType,
          stake: g.gamePlayCost,
        }),
      });
    return this.sendKeyed({
      call: 'joinGame',
      params: this.joinKeys.keyed('joinGame', {
        ...common,
        userPlaysCount: plays.length,
        subscriptions: this.multiAllowed ? this.extraDraws : 0,
        ...(this.multiAllowed && this.extraDraws > 0 ? this.promotion.params : {}),
        ...(this.mode === 'bets' && this.betType ? { betType: this.betType } : {}),
      }),
    });
  }

  /** The plays bought with a paper ticket, under a joinKey like any join (in doubt: sent again). */
  private async purchaseTicket(g: GameInstance, plays: string[]): Promise<JoinResult> {
    const params = this.joinKeys.keyed('purchaseTicket', {
      ticketRequest: {
        gameId: g.gameId,
        gameInstanceId: g.gameInstanceId,
        userPlays: plays,
        userPlaysCount: plays.length,
        currencyId: this.currencyId,
        subscriptions: this.multiAllowed ? this.extraDraws : 0,
      },
      playerInfo: this.paperTicket.playerInfo(),
    });
    return this.sendKeyed({ call: 'purchaseTicket', params });
  }

  private async sendKeyed({ call, params }: InDoubtJoin): Promise<JoinResult> {
    try {
      const result = await this.deps.ui.whileProcessing(() =>
        this.deps.transport.call(call, params as never),
      );
      this.joinKeys.settle(call, params);
      return call === 'purchaseTicket' ? this.ticketIssued(result as PurchaseResult) : (result as JoinResult);
    } catch (error) {
      this.joinKeys.settle(call, params, error);
      throw error;
    }
  }

  /** A paper ticket bought: its id and key kept to show once; the rest read as a join's answer. */
  private ticketIssued(result: PurchaseResult): JoinResult {
    if (result.exitCode === 0 && result.ticketId && result.secureKey)
      this.paperTicket.issue({ ticketId: result.ticketId, secureKey: result.secureKey });
    const gameStatus = this.deps.lobby.games.get(result.gameInstanceId)?.gameStatus ?? 'OPEN';
    return { ...result, gameStatus, subscriptionCode: null, joinEvent: null };
  }

  /**
   * After a reconnect: a join whose answer was lost goes again under its key, so it is taken
   * exactly once whether or not the first attempt reached the server, and the page shows it.
   */
  async resendInDoubtJoin(): Promise<void> {
    const inDoubt = this.joinKeys.pending;
    if (!inDoubt || this.state === 'joining') return;
    const { gameInstanceId, ticketRequest } = inDoubt.params as {
      gameInstanceId?: number;
      ticketRequest?: { gameInstanceId: number };
    };
    const id = gameInstanceId ?? ticketRequest!.gameInstanceId;
    try {
      const result = await this.sendKeyed(inDoubt);
      if (result.exitCode === 0) this.applyJoined(id, result);
      else if (this.gameInstanceId === id && this.state === 'notJoined')
        this.failJoin({ exitCode: result.exitCode, message: result.exitDescription });
    } catch (error) {
      console.warn('join resend failed', error); // still in doubt on a channel fault: next reconnect
    }
  }

  private applyJoined(gameInstanceId: number, result: JoinResult): void {
    runInAction(() => {
      const e = result.joinEvent;
      this.deps.lobby.patch(gameInstanceId, undefined, {
        playerInGame: true,
        ...(e
          ? {
              playerPlaysInGame: e.playerPlaysInGame,
              gamePlayCurrent: e.gamePlayCurrent,
              gamePlayerCurrent: e.gamePlayerCurrent,
              lastJoinTimeMs: e.lastJoinTimeMs,
            }
          : {}),
      });
      if (this.gameInstanceId === gameInstanceId) {
        this.joinCode = e?.joinCode ?? null;
        this.lines = [];
        this.state = 'joined';
        this.dialog = null;
      }
    });
    void this.deps.session.refreshAccounts();
  }

  private failJoin(failure: { exitCode?: number; code?: string; message?: string }): false {
    runInAction(() => {
      const code = joinFailureCode(failure);
      this.joinErrorCode = code;
      this.joinErrorKey = joinErrorOf(code)?.key ?? null;
      this.state = 'notJoined';
      if (code === INSUFFICIENT_FUNDS) this.deps.session.offerDeposit();
      else this.deps.responsibleGaming.onJoinRefused(code, this.game);
    });
    return false;
  }

  private playsOf(entry: string): number {
    const g = this.game;
    if (!g) return 0;
    return playsOfEntry(entry, { mode: this.mode, game: g, offer: this.betOffer });
  }

  /** Lucky dip size for bet types and perms: the smallest selection that makes an entry. */
  private luckyDipSize(): number {
    const g = this.game;
    if (!g) return 0;
    if (this.mode === 'perm') return Math.min(g.gamePlaySize + 1, this.mainCapacity);
    return this.betOffer?.minNumbers ?? 0;
  }

  private completeLine(): void {
    const g = this.game;
    if (!g) return;
    if (this.mode === 'bets') {
      // A bet type with one selection size (First Number Drop, Direct n, Banker) completes itself.
      const offer = this.betOffer;
      if (offer && offer.minNumbers === offer.maxNumbers && this.main.length === offer.minNumbers)
        this.addSelection();
      return;
    }
    if (this.mode === 'perm') return;
    if (this.main.length === g.gamePlaySize && this.second.length === (g.gamePlaySize2nd || 0)) {
      this.lines.push(playString(this.main, this.second));
      this.main = [];
      this.second = [];
    }
  }
}
