import { makeAutoObservable, runInAction } from 'mobx';
import type { SessionPayload } from '../../../protocol/calls/session';
import type { Account, Player } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';
import type { UiStore } from '../UiStore';
import { mergeAccounts, primaryAccount } from './accounts';
import { loginErrorFromFault, type LoginError } from './loginError';

export type SessionStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type ForcedLogoutReason = 'banned' | 'otherDevice';

/** What the session works with: the server, the dialogs, and the root's login and logout steps. */
export interface SessionStoreDeps {
  readonly transport: RpcClient;
  readonly memberId: number;
  readonly ui: UiStore;
  /** Follows the player's topics and refreshes what depends on the player (RootStore.onLoggedIn). */
  onLoggedIn(): void;
  /** Forgets the token and the player's data in the other stores (RootStore.onLoggedOut). */
  onLoggedOut(playerId: number | undefined): void;
}

/** The player's session: login sequence, player, accounts and favourites (spec section 4, Session). */
export class SessionStore {
  status: SessionStatus = 'idle';
  loggedIn = false;
  loggingIn = false;
  /**
   * How the session began: through the login form, or resumed from a remembered token on load.
   * Only a form login moves the player off the page (the after-login rule of spec section 2); an
   * account the one-click checkout just made stays on the checkout to pay.
   */
  loggedInBy: 'form' | 'token' | 'registration' | null = null;
  /** A remembered session is being loaded at start: guarded pages wait instead of bouncing. */
  resuming = false;
  player: Player | null = null;
  readonly accounts = new Map<number, Account>();
  readonly favoriteGameIds = new Set<number>();
  loginError: LoginError | null = null;
  logoutError: string | null = null;

  constructor(private readonly deps: SessionStoreDeps) {
    makeAutoObservable<SessionStore, 'deps'>(this, { deps: false });
  }

  /** Logged in and the session loaded: what guarded pages need. */
  get initialised(): boolean {
    return this.loggedIn && this.status === 'loaded';
  }

  get mustChangePassword(): boolean {
    return this.loggedIn && this.player?.changePassword === true;
  }

  get primaryAccount(): Account | null {
    return primaryAccount(this.accounts.values());
  }

  isFavorite(gameId: number): boolean {
    return this.favoriteGameIds.has(gameId);
  }

  /** Spec login sequence: ping, then login, then load the session. */
  async login(username: string, password: string): Promise<boolean> {
    this.loggingIn = true;
    this.loginError = null;
    const { transport, memberId } = this.deps;
    try {
      await transport.call('ping', {});
      const { player } = await transport.call('login', { memberId, username: username.trim(), password });
      runInAction(() => (this.player = player));
      await this.loadPlayer();
      if (this.status !== 'loaded') throw new Error('Session could not be loaded.');
      runInAction(() => {
        this.loggedInBy = 'form';
        this.loggedIn = true;
        this.loggingIn = false;
        this.deps.ui.closeModal('login');
        this.deps.ui.closeModal('phoneLogin');
      });
      this.deps.onLoggedIn();
      return true;
    } catch (error) {
      runInAction(() => {
        this.loginError = loginErrorFromFault(error);
        this.loggingIn = false;
        this.loggedIn = false;
      });
      return false;
    }
  }

  /**
   * The white-label login: the operator's page sends the player here with one of their live
   * session ids (?continue_session_id=), traded for credentials and a session of this site. A
   * failure is the spec's 'Login Error' dialog, never the login form's error line.
   */
  async loginWhitelabel(sessionId: string): Promise<boolean> {
    const { transport, memberId } = this.deps;
    this.loggingIn = true;
    try {
      const { username, token } = await transport.call('getWhitelabelCredentials', { sessionId, memberId });
      const { player } = await transport.call('loginWhitelabel', { memberId, username, token });
      runInAction(() => (this.player = player));
      await this.loadPlayer();
      if (this.status !== 'loaded') throw new Error('Session could not be loaded.');
      runInAction(() => {
        this.loggedInBy = 'token';
        this.loggedIn = true;
        this.loggingIn = false;
        this.resuming = false;
      });
      this.deps.onLoggedIn();
      return true;
    } catch (error) {
      console.warn('whitelabel login failed', error);
      runInAction(() => {
        this.loggingIn = false;
        this.resuming = false;
        this.deps.ui.showNotice({
          titleKey: 'notices.whitelabelLogin.title',
          bodyKey: 'notices.whitelabelLogin.body',
        });
      });
      return false;
    }
  }

  /** A session resumed from a remembered token (init returned a player). */
  async resume(player: Player, accounts: Account[]): Promise<void> {
    this.resuming = true;
    this.player = player;
    mergeAccounts(this.accounts, accounts);
    await this.loadPlayer();
    runInAction(() => {
      this.resuming = false;
      if (this.status !== 'loaded') return; // startup session-load failures are only logged
      this.loggedInBy = 'token';
      this.loggedIn = true;
    });
    if (!this.loggedIn) return;
    this.deps.onLoggedIn();
  }

  /**
   * The session the server opened with a registration (one-click checkout,
   * registerAndLoginBeforeDeposit answers with its token): loaded as a login's is.
   */
  async adoptRegistration(): Promise<boolean> {
    await this.loadPlayer();
    if (this.status !== 'loaded') return false;
    runInAction(() => {
      this.loggedInBy = 'registration';
      this.loggedIn = true;
    });
    this.deps.onLoggedIn();
    return true;
  }

  async loadPlayer(): Promise<void> {
    this.status = 'loading';
    try {
      const session = await this.deps.transport.call('loadPlayer', {});
      runInAction(() => this.applySession(session));
    } catch (error) {
      console.warn('loadPlayer failed', error);
      runInAction(() => (this.status = 'failed'));
    }
  }

  applySession(session: SessionPayload): void {
    this.player = session.player;
    mergeAccounts(this.accounts, session.playerAccounts ?? []);
    this.favoriteGameIds.clear();
    for (const id of session.favoriteGames ?? []) this.favoriteGameIds.add(id);
    this.status = 'loaded';
    this.showKeptMessages(session.afterLoginEvents ?? []);
  }

  /** Private messages sent while the player was away: shown now, then marked delivered. */
  private showKeptMessages(events: unknown[]): void {
    const messages = events.filter(isKeptMessage);
    if (messages.length === 0) return;
    for (const m of messages) this.deps.ui.showAnnouncement(m.data);
    void this.deps.transport.call('getOfflineEvents', {}).catch((error: unknown) => {
      console.warn('getOfflineEvents failed', error);
    });
  }

  /** A newer player record (full registration, a details push). */
  setPlayer(player: Player): void {
    this.player = player;
  }

  /** Verification and segment pushes change only the flags they carry. */
  patchVerification(change: Partial<Player['verification']>): void {
    if (this.player) this.player.verification = { ...this.player.verification, ...change };
  }

  applyAccounts(accounts: readonly Account[]): void {
    mergeAccounts(this.accounts, accounts);
  }

  /** Balances again after a join, a purchase or a win, without the cashier's store (its page's). */
  async refreshAccounts(): Promise<void> {
    try {
      const accounts = await this.deps.transport.call('getPlayerAccounts', {});
      runInAction(() => this.applyAccounts(accounts));
    } catch (error) {
      console.warn('getPlayerAccounts failed:', error instanceof Error ? error.message : String(error));
    }
  }

  /** A join or purchase refused for insufficient funds: the popup offering a deposit. */
  offerDeposit(): void {
    this.deps.ui.openModal('notEnoughFunds');
  }

  async logout(): Promise<void> {
    const playerId = this.player?.id;
    try {
      await this.deps.transport.call('logout', {});
    } catch (error) {
      runInAction(() => (this.logoutError = error instanceof Error ? error.message : String(error)));
    }
    runInAction(() => this.clear());
    this.deps.onLoggedOut(playerId);
  }

  /** Banned, or logged in elsewhere: the server ended the session; tell the player why. */
  forceLogout(reason: ForcedLogoutReason): void {
    if (!this.loggedIn) return;
    const playerId = this.player?.id;
    this.clear();
    this.deps.ui.closeAllModals();
    this.deps.ui.showNotice({ titleKey: 'notices.loggedOut.title', bodyKey: `notices.loggedOut.${reason}` });
    this.deps.onLoggedOut(playerId);
  }

  async toggleFavorite(gameId: number): Promise<void> {
    if (!this.loggedIn) return;
    const call = this.isFavorite(gameId) ? 'deleteFavoriteGame' : 'saveFavoriteGame';
    try {
      const { favoriteGames } = await this.deps.transport.call(call, { gameId });
      runInAction(() => {
        this.favoriteGameIds.clear();
        for (const id of favoriteGames) this.favoriteGameIds.add(id);
      });
    } catch (error) {
      console.warn(`${call} failed`, error);
    }
  }

  private clear(): void {
    this.loggedInBy = null;
    this.loggedIn = false;
    this.loggingIn = false;
    this.player = null;
    this.status = 'idle';
    this.accounts.clear();
    this.favoriteGameIds.clear();
  }
}

function isKeptMessage(e: unknown): e is { event: 'privateMessage'; data: { title: string; body: string } } {
  const event = e as { event?: unknown; data?: { title?: unknown; body?: unknown } } | null;
  return (
    event?.event === 'privateMessage' &&
    typeof event.data?.title === 'string' &&
    typeof event.data.body === 'string'
  );
}
