import { runInAction } from 'mobx';
import { Topic } from '../../protocol/events';
import type { CallParams } from '../../protocol/calls';
import { MAINTENANCE_RETRY_MS } from '../constants';
import { PushRouter } from '../net/pushRouter';
import { AdsStore, type FetchAdLink } from './ads/AdsStore';
import { SiteContentStore } from './content/SiteContentStore';
import type { RpcClient } from '../net/RpcClient';
import { ConfigurationStore } from './ConfigurationStore';
import { ConnectionStore } from './connection/ConnectionStore';
import { ConnectionSupervisor } from './connection/ConnectionSupervisor';
import { noPage, type PageControl } from './connection/pageControl';
import { SystemNoticesStore } from './connection/SystemNoticesStore';
import type { AccountStore } from './account/AccountStore';
import type { CashierStore } from './cashier/CashierStore';
import type { CheckoutOptions, CheckoutStore } from './checkout/CheckoutStore';
import { InstantStore } from './instant/InstantStore';
import type { BingoStore } from './bingo/BingoStore';
import { GameInfoStore } from './games/GameInfoStore';
import { PlayGameStore } from './games/PlayGameStore';
import { LazyStores } from './lazyStores';
import { LobbyStore } from './lobby/LobbyStore';
import type { PickingStore } from './picking/PickingStore';
import type { PlayoutStore } from './playout/PlayoutStore';
import type { RegistrationStore } from './registration/RegistrationStore';
import type { TrackingGet } from './registration/registrationTracking';
import { ResponsibleGamingStore } from './responsibleGaming/ResponsibleGamingStore';
import type { ResultsStore } from './results/ResultsStore';
import { SettingsStore } from './settings/SettingsStore';
import { SessionStore } from './session/SessionStore';
import { createClientErrorReporter } from './connection/clientErrorReporter';
import { isGamePage } from './gamePages';
import type { SubscriptionsStore } from './subscriptions/SubscriptionsStore';
import type { TutorialStore } from './tutorial/TutorialStore';
import { UiStore } from './UiStore';

export interface RootStoreOptions {
  transport: RpcClient;
  memberId: number;
  /** Browser facts for `init`; the page supplies them so stores never touch the DOM. */
  clientInformation?: () => CallParams<'init'>['clientInformation'];
  refStr?: string;
  /** ?continue_session_id=: the operator's page logs its player in here (white-label login). */
  continueSessionId?: string;
  now?: () => number;
  /** Local storage for the player's settings; null in tests and when the browser refuses it. */
  storage?: Storage | null;
  /** Session storage for the ads' once-per-session flags and the checkout's progress; null in tests and when refused. */
  sessionStorage?: Storage | null;
  /** The checkout's payment polling (tests shorten it). */
  checkout?: CheckoutOptions;
  /** GETs an ad's source or target link; the page supplies it (tests script it). */
  fetchAdLink?: FetchAdLink;
  /** Sends the site's registration tracking GETs; the page supplies it (tests record it). */
  sendTrackingGet?: TrackingGet;
  /** Reloads and the current path for the connection rules; tests and the harness leave it out. */
  page?: PageControl;
}

/**
 * The composition root: creates the domain stores the shell and the lobby need (the others load
 * with their pages, through `stores`) and owns the startup sequence. Each store declares the narrow
 * context it works with (SessionStoreDeps, LobbyStoreDeps, ...) and imports no RootStore; the root
 * hands itself in as that context, which it satisfies structurally.
 */
export class RootStore {
  readonly transport: RpcClient;
  readonly memberId: number;
  readonly connection: ConnectionStore;
  readonly configuration: ConfigurationStore;
  readonly ui: UiStore;
  readonly session: SessionStore;
  readonly lobby: LobbyStore;
  readonly settings: SettingsStore;
  readonly gameInfo: GameInfoStore;
  readonly playGame: PlayGameStore;
  readonly responsibleGaming: ResponsibleGamingStore;
  readonly siteContent: SiteContentStore;
  readonly instant: InstantStore;
  readonly ads: AdsStore;
  /** Stores that load with their pages (lazyStores.ts); the getters below read them. */
  readonly stores: LazyStores;
  readonly sendTrackingGet: TrackingGet;
  readonly pushRouter: PushRouter;
  readonly systemNotices: SystemNoticesStore;
  readonly connectionSupervisor: ConnectionSupervisor;
  private readonly now: () => number;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: RootStoreOptions) {
    this.transport = options.transport;
    this.memberId = options.memberId;
    this.now = options.now ?? Date.now;
    this.sendTrackingGet = options.sendTrackingGet ?? (() => Promise.resolve());
    this.stores = new LazyStores(this);
    this.connection = new ConnectionStore(options.transport.kind);
    this.configuration = new ConfigurationStore();
    this.ui = new UiStore(this);
    this.session = new SessionStore(this);
    this.lobby = new LobbyStore(this);
    this.settings = new SettingsStore(options.storage ?? null);
    if (options.refStr) this.settings.update({ refStr: options.refStr });
    this.gameInfo = new GameInfoStore(this);
    this.playGame = new PlayGameStore(this);
    this.responsibleGaming = new ResponsibleGamingStore(this);
    this.siteContent = new SiteContentStore(this);
    this.instant = new InstantStore(this);
    this.ads = new AdsStore(this, options.fetchAdLink ?? noAdLinks, options.sessionStorage ?? null);
    this.pushRouter = new PushRouter(this);
    this.systemNotices = new SystemNoticesStore(
      this.ui,
      createClientErrorReporter({
        transport: this.transport,
        memberId: this.memberId,
        pathname: () => (options.page ?? noPage).pathname(),
      }),
    );
    this.connectionSupervisor = new ConnectionSupervisor(this, {
      page: options.page ?? noPage,
      now: this.now,
    });
    this.transport.onState((state) => {
      runInAction(() => {
        this.connection.setState(state);
        if (state === 'disconnected') this.ui.hideProcessing(); // spec section 8: on disconnect
      });
      // seq numbers restart with a new server process; start counting afresh on each connect.
      if (state === 'connected') this.pushRouter.resetSequences();
      // The server-down screen need not wait out its 30 s: a channel that is back retries now.
      if (state === 'connected' && this.configuration.status === 'failed') this.retryConfigurationNow();
      if (state === 'connected' && this.session.loggedIn)
        void this.stores.peek('picking')?.resendInDoubtJoin();
    });
    this.transport.onPush((push) => this.pushRouter.route(push));
  }

  get account(): AccountStore {
    return this.stores.get('account');
  }
  get registration(): RegistrationStore {
    return this.stores.get('registration');
  }
  get cashier(): CashierStore {
    return this.stores.get('cashier');
  }
  get checkout(): CheckoutStore {
    return this.stores.get('checkout');
  }

  /** This tab's session storage (the checkout keeps its progress there across a reload). */
  get tabStorage(): Storage | null {
    return this.options.sessionStorage ?? null;
  }
  get checkoutOptions(): CheckoutOptions | undefined {
    return this.options.checkout;
  }
  get localStorage(): Storage | null {
    return this.options.storage ?? null;
  }
  get tutorial(): TutorialStore {
    return this.stores.get('tutorial');
  }
  get picking(): PickingStore {
    return this.stores.get('picking');
  }
  get playout(): PlayoutStore {
    return this.stores.get('playout');
  }
  get results(): ResultsStore {
    return this.stores.get('results');
  }
  get subscriptions(): SubscriptionsStore {
    return this.stores.get('subscriptions');
  }
  get bingo(): BingoStore {
    return this.stores.get('bingo');
  }

  /** Connect, load the site (init), follow the lobby, resume a remembered session. */
  async start(): Promise<void> {
    this.connectionSupervisor.start();
    this.transport.start();
    await this.loadConfiguration();
  }

  stop(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.connectionSupervisor.stop();
    this.ads.stop();
    this.transport.stop();
  }

  /** The referral code from ?refStr=, remembered in the stored settings for a later registration. */
  get refStr(): string | undefined {
    return this.settings.refStr ?? undefined;
  }

  /** A game is being played or watched on this page: popups that can wait stay closed. */
  gameInProgress(): boolean {
    return isGamePage((this.options.page ?? noPage).pathname());
  }

  /** Server time now, by the offset measured at init. */
  serverNow(): number {
    return this.now() + this.configuration.serverTimeOffsetMs;
  }

  async loadConfiguration(): Promise<void> {
    const sentAt = this.now();
    try {
      const result = await this.transport.call('init', {
        ...(this.refStr ? { refStr: this.refStr } : {}),
        filter: { memberId: this.memberId, languageId: this.ui.language },
        clientInformation: this.options.clientInformation?.(),
      });
      runInAction(() => {
        this.configuration.applyInit(result, Math.round((sentAt + this.now()) / 2));
        this.systemNotices.checkClock(this.configuration.serverTimeOffsetMs);
        this.lobby.replaceAll(result.filteredGames ?? []);
        // In the same action as the configuration: guards never see a loaded site with a
        // remembered player not yet logged in, which would bounce guarded pages to the login.
        if (result.player || this.options.continueSessionId) this.session.resuming = true;
      });
      this.transport.subscribe(Topic.lobbyOf(this.memberId));
      this.trackReferralVisit();
      void this.responsibleGaming.checkLocation();
      const handedOver = this.options.continueSessionId;
      if (result.player && !handedOver) await this.session.resume(result.player, result.playerAccounts ?? []);
      else if (this.transport.hasToken) this.transport.clearToken(); // expired, or replaced by the hand-over
      if (handedOver) {
        this.options.continueSessionId = undefined; // once: a retried init does not log in again
        await this.session.loginWhitelabel(handedOver);
      }
    } catch (error) {
      console.warn('init failed', error);
      runInAction(() => this.configuration.markFailed());
      // The server-down screen promises a retry every 30 seconds.
      this.retryTimer = setTimeout(() => void this.loadConfiguration(), MAINTENANCE_RETRY_MS);
    }
  }

  /** A visit through a referral link (?refStr= on this page load) is counted once (spec section 2). */
  private trackReferralVisit(): void {
    const code = this.options.refStr;
    if (!code) return;
    this.options.refStr = undefined; // a retried init does not count the visit again
    this.transport.call('trackReferralCode', { code }).catch(() => undefined);
  }

  private retryConfigurationNow(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    void this.loadConfiguration();
  }

  /** Follow the player's own topics and refresh per-player game flags. */
  onLoggedIn(): void {
    const playerId = this.session.player?.id;
    if (playerId === undefined) return;
    this.transport.subscribe(Topic.cashierOf(playerId));
    this.transport.subscribe(Topic.playerOf(playerId));
    void this.lobby.refresh();
    this.stores.with('registration', (registration) => registration.scheduleSegmentNotice());
    this.responsibleGaming.afterLogin();
  }

  /**
   * A finished checkout is forgotten at logout, also when its store was never made in this tab
   * (checkoutProgress.ts keeps it under this key; not imported, to keep it out of the first load).
   */
  private forgetFinishedCheckout(): void {
    const made = this.stores.peek('checkout');
    if (made) return made.onLoggedOut();
    try {
      const key = `drawhall.checkout.${this.memberId}`;
      const raw = this.tabStorage?.getItem(key);
      if (raw && (JSON.parse(raw) as { joined?: unknown }).joined) this.tabStorage?.removeItem(key);
    } catch {
      /* storage refused or garbage: nothing kept to forget */
    }
  }

  onLoggedOut(playerId: number | undefined): void {
    this.transport.clearToken();
    this.stores.peek('registration')?.cancelSegmentNotice();
    this.playGame.clear();
    this.stores.peek('cashier')?.clear();
    this.stores.peek('results')?.completed.clear();
    this.stores.peek('subscriptions')?.clear();
    this.responsibleGaming.clear();
    this.instant.clear();
    this.forgetFinishedCheckout();
    if (playerId === undefined) return;
    this.transport.unsubscribe(Topic.cashierOf(playerId));
    this.transport.unsubscribe(Topic.playerOf(playerId));
  }
}

const noAdLinks: FetchAdLink = () => Promise.reject(new Error('no ad link fetcher'));
