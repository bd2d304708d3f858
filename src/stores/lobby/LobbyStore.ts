import { makeAutoObservable, runInAction } from 'mobx';
import type { GameInstance } from '../../../protocol/types';
import type { RootStore } from '../RootStore';
import { countdownTargetOf } from './gameStatusLabel';
import { isOnTab, LOBBY_TABS, type LobbyTab } from './lobbyTabs';

/** The `gamesBatch` push: every game changed in the last 3 s and the ids removed. */
export interface GamesBatch {
  games?: GameInstance[];
  removed?: number[];
}

/** Game instances by id, kept current by pushes; tabs and their lists are derived. */
export class LobbyStore {
  readonly games = new Map<number, GameInstance>();
  activeTab: LobbyTab = 'Lottery';
  loading = false;
  error: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LobbyStore, 'root'>(this, { root: false });
  }

  /**
   * Upsert. An existing game is updated in place, so only the tiles showing it re-render;
   * a snapshot older than the one held (by timeStamp) is stale and ignored.
   */
  add(game: GameInstance): boolean {
    const held = this.games.get(game.gameInstanceId);
    if (!held) {
      this.games.set(game.gameInstanceId, game);
      return true;
    }
    if ((game.timeStamp ?? 0) < (held.timeStamp ?? 0)) return false;
    Object.assign(held, game);
    return true;
  }

  /** Part of a game changed (counts, status); ignored when the game is unknown or the change older. */
  patch(gameInstanceId: number, timeStamp: number | undefined, changes: Partial<GameInstance>): boolean {
    const held = this.games.get(gameInstanceId);
    if (!held) return false;
    if (timeStamp !== undefined && timeStamp < (held.timeStamp ?? 0)) return false;
    Object.assign(held, changes, timeStamp !== undefined ? { timeStamp } : {});
    return true;
  }

  remove(gameInstanceId: number): void {
    this.games.delete(gameInstanceId);
  }

  applyBatch(batch: GamesBatch): void {
    for (const game of batch.games ?? []) this.add(game);
    for (const id of batch.removed ?? []) this.remove(id);
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
    const favorites = this.root.session.favoriteGameIds;
    return [...this.games.values()]
      .filter((game) => isOnTab(game, tab, favorites))
      .sort((a, b) => countdownTargetOf(a) - countdownTargetOf(b) || a.gameInstanceId - b.gameInstanceId);
  }

  get activeGames(): GameInstance[] {
    return this.gamesOn(this.activeTab);
  }

  countOn(tab: LobbyTab): number {
    return this.gamesOn(tab).length;
  }

  /** Reload the site's games (after login, so per-player flags are right). */
  async refresh(): Promise<void> {
    this.loading = true;
    try {
      const { games } = await this.root.transport.call('getFilteredGames', {
        filter: { memberId: this.root.memberId, languageId: this.root.ui.language },
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
