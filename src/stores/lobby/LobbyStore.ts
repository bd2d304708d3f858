import { makeAutoObservable, runInAction } from 'mobx';
import type { GameInstance } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';
import type { ConfigurationStore } from '../ConfigurationStore';
import type { InstantStore } from '../instant/InstantStore';
import type { SessionStore } from '../session/SessionStore';
import type { UiStore } from '../UiStore';
import { isOnTab, LOBBY_TABS, type LobbyTab } from './lobbyTabs';
import { mainGameOf, usesSlimView } from './slimView';
import { gameForLink, isLiveGame } from './gameLinks';
import { keepViewerFacts, transitionOf } from './gameTransitions';
import { heroGameOf, lobbyOrder } from './lobbyOrder';

/** The `gamesBatch` push: every game changed in the last 3 s and the ids removed. */
export interface GamesBatch {
  games?: GameInstance[];
  removed?: number[];
}

/** What the lobby works with. The play-game modal is told of a game that became ready or closed. */
export interface LobbyStoreDeps {
  readonly transport: RpcClient;
  readonly memberId: number;
  readonly configuration: ConfigurationStore;
  readonly ui: UiStore;
  readonly session: SessionStore;
  readonly instant: InstantStore;
  readonly playGame: { consider(gameInstanceId: number): void };
  serverNow(): number;
}

/** Game instances by id, kept current by pushes; tabs and their lists are derived. */
export class LobbyStore {
  readonly games = new Map<number, GameInstance>();
  activeTab: LobbyTab = 'Lottery';
  loading = false;
  error: string | null = null;

  constructor(private readonly deps: LobbyStoreDeps) {
    makeAutoObservable<LobbyStore, 'deps'>(this, { deps: false });
  }

  /**
   * Upsert. An existing game is updated in place, so only the tiles showing it re-render;
   * a snapshot older than the one held (by timeStamp) is stale and ignored.
   */
  add(snapshot: GameInstance): boolean {
    const game = this.translated(snapshot);
    const held = this.games.get(game.gameInstanceId);
    if (!held) {
      this.games.set(game.gameInstanceId, game);
      return true;
    }
    if ((game.timeStamp ?? 0) < (held.timeStamp ?? 0)) return false;
    Object.assign(held, game);
    return true;
  }

  /** The site's title for the player's language where operators saved one (init's gameTitles). */
  private translated(game: GameInstance): GameInstance {
    const title = this.deps.configuration.configuration?.gameTitles?.[String(game.gameId)];
    return title ? { ...game, gameTitle: title } : game;
  }

  /** Part of a game changed (counts, status); ignored when the game is unknown or the change older. */
  patch(gameInstanceId: number, timeStamp: number | undefined, changes: Partial<GameInstance>): boolean {
    const held = this.games.get(gameInstanceId);
    if (!held) return false;
    if (timeStamp !== undefined && timeStamp < (held.timeStamp ?? 0)) return false;
    Object.assign(held, changes, timeStamp !== undefined ? { timeStamp } : {});
    return true;
  }

  /** A progressive jackpot grew: every listed draw of that game shows the new amount. */
  applyProgressive(gameId: number, progressiveAmount: number): void {
    for (const game of this.games.values())
      if (game.gameId === gameId) game.progressiveAmount = progressiveAmount;
  }

  /** The player's own join (from any of their tabs or devices): their plays in the game. */
  applyPlayerJoin(gameInstanceId: number, playerPlaysInGame: number): void {
    const game = this.games.get(gameInstanceId);
    if (!game) return;
    game.playerInGame = true;
    game.playerPlaysInGame = playerPlaysInGame;
  }

  remove(gameInstanceId: number): void {
    this.games.delete(gameInstanceId);
  }

  /**
   * A lobby batch is broadcast to every viewer, so its per-player fields (playerInGame, own plays,
   * favourite) are the anonymous ones: the held copy keeps the player's. Status changes of games
   * the player is in bring the spec's notices and may open the play-game modal.
   */
  applyBatch(batch: GamesBatch): void {
    for (const game of batch.games ?? []) {
      const held = this.games.get(game.gameInstanceId);
      const transition = transitionOf(held, game);
      if (!this.add(keepViewerFacts(held, game))) continue;
      if (transition === 'refunded') this.refunded(game.gameInstanceId);
      else if (transition === 'rescheduled' && held?.playerInGame) this.noticeRescheduled();
      else if (transition === 'readyOrClosed') this.deps.playGame.consider(game.gameInstanceId);
    }
    for (const id of batch.removed ?? []) this.remove(id);
  }

  /** Refunded games are removed, with 'Game Refunded' for a player who was in it. */
  refunded(gameInstanceId: number): void {
    if (this.games.get(gameInstanceId)?.playerInGame)
      this.deps.ui.showNotice({ titleKey: 'notices.refunded.title', bodyKey: 'notices.refunded.body' });
    this.remove(gameInstanceId);
  }

  noticeRescheduled(): void {
    this.deps.ui.showNotice({ titleKey: 'notices.rescheduled.title', bodyKey: 'notices.rescheduled.body' });
  }

  /** A full list from the server: replaces everything held. */
  replaceAll(games: GameInstance[]): void {
    this.games.clear();
    for (const game of games) this.add(game);
  }

  setActiveTab(tab: LobbyTab): void {
    if (LOBBY_TABS.includes(tab)) this.activeTab = tab;
  }

  gamesOn(tab: LobbyTab): GameInstance[] {
    const favorites = this.deps.session.favoriteGameIds;
    const onTab = [...this.games.values()].filter((game) => isOnTab(game, tab, favorites));
    return lobbyOrder(onTab, this.deps.serverNow());
  }

  get activeGames(): GameInstance[] {
    return this.gamesOn(this.activeTab);
  }

  /** Every game a player can still act on, playable first (the one-grid lobby variants). */
  get allGames(): GameInstance[] {
    return lobbyOrder(this.games.values(), this.deps.serverNow());
  }

  /** The open game with the biggest jackpot or pool: the lobby's hero banner. */
  get heroGame(): GameInstance | null {
    return heroGameOf(this.games.values(), this.deps.serverNow());
  }

  get openGames(): GameInstance[] {
    return this.allGames.filter((g) => g.gameStatus === 'OPEN');
  }

  /** Games being drawn now or about to be (the live games dialog). */
  get liveGames(): GameInstance[] {
    return this.allGames.filter(isLiveGame);
  }

  /** Spec section 4, Load: whether / shows the slim single-game view; `live` is the address flag. */
  usesSlimView(live: boolean): boolean {
    const configuration = this.deps.configuration.configuration;
    return usesSlimView({
      openCount: this.openGames.length,
      threshold: configuration?.slimGamesThreshold,
      switchMain: configuration?.switchMain ?? false,
      live,
    });
  }

  /** The slim view's main game (earliest tournament, else fewest plays left). */
  get mainGame(): GameInstance | null {
    return mainGameOf(this.openGames);
  }

  /** The game a deep link (?id= instance, ?gid= game) names, when the lobby holds it. */
  linkedGame(id: number | null, gid: number | null): GameInstance | null {
    return gameForLink([...this.games.values()], id, gid);
  }

  /** A tab's count; Instaplay also counts the instant games on sale (sold from pools, not instances). */
  countOn(tab: LobbyTab): number {
    const instances = this.gamesOn(tab).length;
    if (tab !== 'Instaplay') return instances;
    return instances + this.deps.instant.games.filter((game) => game.open).length;
  }

  /** Reload the site's games (after login, so per-player flags are right). */
  async refresh(): Promise<void> {
    this.loading = true;
    try {
      const { games } = await this.deps.transport.call('getFilteredGames', {
        filter: { memberId: this.deps.memberId, languageId: this.deps.ui.language },
      });
      runInAction(() => {
        this.replaceAll(games);
        this.error = null;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.loading = false;
        this.error = error instanceof Error ? error.message : String(error);
      });
    }
  }
}
