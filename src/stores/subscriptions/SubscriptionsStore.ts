import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { isOne } from '../../../protocol/calls/results';
import type { Subscription } from '../../../protocol/types';
import { failureOf } from '../forms/faultMessage';
import type { LobbyStore } from '../lobby/LobbyStore';
import { watchEndedGames } from '../results/endedGamesWatch';
import type { SessionStore } from '../session/SessionStore';
import { SubscriptionHistoryStore, type SubscriptionHistoryStoreDeps } from './SubscriptionHistoryStore';
import { asCancelled, subscriptionState } from './subscriptionState';

export type CancelState = 'idle' | 'pending' | 'failed';

/** A game sold by the month: one play in every draw of a month, at costPerMonth (major units). */
export interface MonthlyPrice {
  gameId: number;
  costPerMonth: number;
  currencyId: string;
}

export interface SubscriptionsStoreDeps extends SubscriptionHistoryStoreDeps {
  readonly memberId: number;
  readonly lobby: LobbyStore;
  readonly session: SessionStore;
}

/** /subscriptions, /subHistory, /subDetails and the cancel-subscription dialog. */
export class SubscriptionsStore {
  list: Subscription[] = [];
  loading = false;
  loaded = false;
  error: string | null = null;

  /** /subDetails: the subscription shown and the plays it buys each draw. */
  detailId: number | null = null;
  detailPlays: string[] = [];

  /** The subscription the cancel dialog asks about; null when the dialog is closed. */
  cancelTarget: number | null = null;
  cancelState: CancelState = 'idle';
  cancelError: string | null = null;
  /** Set by a successful cancel (spec section 4). */
  canceled = false;
  readonly history: SubscriptionHistoryStore;
  /** The games the site sells by the month and each one's monthly price (getGamesCostPerMonth). */
  monthlyPrices: MonthlyPrice[] = [];

  constructor(private readonly deps: SubscriptionsStoreDeps) {
    this.history = new SubscriptionHistoryStore(deps);
    makeAutoObservable<SubscriptionsStore, 'deps'>(this, { deps: false, history: false });
  }

  get active(): Subscription[] {
    return this.list.filter((s) => subscriptionState(s) === 'active');
  }

  /** Completed and cancelled subscriptions, for /subHistory. */
  get past(): Subscription[] {
    return this.list.filter((s) => subscriptionState(s) !== 'active');
  }

  byId(id: number | null): Subscription | null {
    return this.list.find((s) => s.id === id) ?? null;
  }

  get detail(): Subscription | null {
    return this.byId(this.detailId);
  }

  get cancelSubscription(): Subscription | null {
    return this.byId(this.cancelTarget);
  }

  /**
   * The monthly offers the page can show: games the lobby holds (so they have a title and a pick
   * page), each marked when the player already subscribes to it.
   */
  get monthlyOffers(): (MonthlyPrice & { title: string; subscribed: boolean })[] {
    return this.monthlyPrices.flatMap((p) => {
      const title = this.gameTitle(p.gameId);
      if (title === null) return [];
      return [{ ...p, title, subscribed: this.active.some((s) => s.gameId === p.gameId) }];
    });
  }

  /** The site's monthly prices; none when the call fails (the page then offers nothing). */
  async loadMonthlyPrices(): Promise<void> {
    try {
      const prices = await this.deps.transport.call('getGamesCostPerMonth', { memberId: this.deps.memberId });
      runInAction(() => (this.monthlyPrices = prices));
    } catch (error) {
      console.warn('monthly prices not loaded', error);
    }
  }

  /** A game's title from the lobby, when it holds an instance of the game. */
  gameTitle(gameId: number): string | null {
    for (const g of this.deps.lobby.games.values()) if (g.gameId === gameId) return g.gameTitle;
    return null;
  }

  async load(): Promise<void> {
    if (!this.deps.session.loggedIn) return;
    this.loading = true;
    this.error = null;
    try {
      const list = await this.deps.transport.call('getPlayerGameSubscriptions', {});
      runInAction(() => {
        this.list = [...list].sort((a, b) => b.id - a.id);
        this.loaded = true;
      });
    } catch (error) {
      // Spec section 8: a subscription failure clears loading, sets an error and resets the lists.
      runInAction(() => {
        this.list = [];
        this.detailPlays = [];
        this.error = failureOf(error).text;
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async showDetails(id: number): Promise<void> {
    this.detailId = id;
    this.detailPlays = [];
    if (!this.loaded) await this.load();
    try {
      const { playerPlays } = await this.deps.transport.call('getPlayerGameSubscriptionPlays', {
        subscriptionId: id,
      });
      runInAction(() => {
        if (this.detailId === id) this.detailPlays = playerPlays;
      });
    } catch (error) {
      runInAction(() => {
        this.detailPlays = [];
        this.error = failureOf(error).text;
      });
    }
  }

  /**
   * Opens the cancel-subscription dialog for an active subscription. The list may be behind the
   * server (a subscription completes with its last draw), so the server is asked first
   * (isSubscriptionActive); one that is over reloads the list instead.
   */
  async askCancel(id: number): Promise<void> {
    if (subscriptionState(this.byId(id) ?? { active: false, completed: true, cancelled: false }) !== 'active')
      return;
    const active = await this.deps.transport
      .call('isSubscriptionActive', { subscriptionId: id })
      .catch(() => true); // unknown: the cancel itself is refused by the server if it is over
    if (!active) return this.load();
    runInAction(() => {
      this.cancelTarget = id;
      this.cancelState = 'idle';
      this.cancelError = null;
    });
  }

  dismissCancel(): void {
    if (this.cancelState === 'pending') return;
    this.cancelTarget = null;
    this.cancelState = 'idle';
    this.cancelError = null;
  }

  /** Cancels the asked-about subscription; its remaining balance goes back to cash. */
  async confirmCancel(): Promise<boolean> {
    const id = this.cancelTarget;
    if (id === null || this.cancelState === 'pending') return false;
    this.cancelState = 'pending';
    this.cancelError = null;
    try {
      const result = await this.deps.transport.call('removePlayerGameSubscription', { subscriptionId: id });
      if (!isOne(result)) {
        runInAction(() => {
          this.cancelState = 'failed';
          this.cancelError = 'subscriptions.cancel.failed';
        });
        return false;
      }
      runInAction(() => {
        this.list = this.list.map((s) => (s.id === id ? asCancelled(s) : s));
        this.canceled = true;
        this.cancelTarget = null;
        this.cancelState = 'idle';
      });
      void this.refreshAccounts(this.byId(id)?.currencyId);
      return true;
    } catch (error) {
      runInAction(() => {
        this.cancelState = 'failed';
        this.cancelError = failureOf(error).text;
      });
      return false;
    }
  }

  /** The refund shows at once even if its balance push is still on the way. */
  private async refreshAccounts(currencyId: string | undefined): Promise<void> {
    if (!currencyId) return;
    try {
      // Only the two accounts a cancel moves: the subscription's balance back to cash.
      const accounts = await Promise.all(
        (['cash', 'subscriptions'] as const).map((type) =>
          this.deps.transport.call('getPlayerAccountBalance', { currencyId, type }),
        ),
      );
      runInAction(() => this.deps.session.applyAccounts(accounts));
    } catch {
      // The balanceUpdate push brings the same numbers.
    }
  }

  /**
   * Live: a subscription spends a draw when the engine places its plays (the subscriptions
   * account's balance moves) and a draw of a subscribed game ends; either reloads the list.
   */
  watch(): () => void {
    const balance = reaction(
      () =>
        [...this.deps.session.accounts.values()]
          .filter((a) => a.type === 'subscriptions')
          .map((a) => `${a.accountId}:${a.accountBalance}`)
          .join(),
      () => void this.load(),
    );
    const ended = watchEndedGames(
      this.deps.lobby,
      (g) => this.active.some((s) => s.gameId === g.gameId),
      () => void this.load(),
    );
    return () => {
      balance();
      ended();
    };
  }

  clear(): void {
    this.list = [];
    this.loaded = false;
    this.detailId = null;
    this.detailPlays = [];
    this.cancelTarget = null;
    this.canceled = false;
  }
}
