import { makeAutoObservable, runInAction } from 'mobx';
import type { GameHistoryEntry } from '../../../protocol/calls/history';
import type { RpcClient } from '../../net/RpcClient';
import { failureOf } from '../forms/faultMessage';
import type { SessionStore } from '../session/SessionStore';
import type { UiStore } from '../UiStore';
import { hasMoreAfter, PAGE_SIZE } from './paging';

export interface CompletedGamesStoreDeps {
  readonly transport: RpcClient;
  readonly ui: UiStore;
  readonly session: SessionStore;
}

/** The player's completed games (/history), 5 a page, newest first. */
export class CompletedGamesStore {
  page = 0;
  entries: GameHistoryEntry[] = [];
  hasMore = false;
  loading = false;
  loaded = false;
  error: string | null = null;

  constructor(private readonly deps: CompletedGamesStoreDeps) {
    makeAutoObservable<CompletedGamesStore, 'deps'>(this, { deps: false });
  }

  get canGoBack(): boolean {
    return this.page > 0;
  }

  async load(page = 0): Promise<void> {
    if (!this.deps.session.loggedIn) return;
    this.loading = true;
    this.error = null;
    try {
      const found = await this.deps.transport.call('searchGameHistory', {
        languageId: this.deps.ui.language,
        page,
        maxResults: PAGE_SIZE,
      });
      runInAction(() => {
        // An empty page after a full one: stay where we were and say there is no more.
        if (found.result.length === 0 && page > 0) {
          this.hasMore = false;
          return;
        }
        this.page = page;
        this.entries = found.result;
        this.hasMore = hasMoreAfter(found.result.length);
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => (this.error = failureOf(error).text));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  next(): Promise<void> {
    return this.hasMore ? this.load(this.page + 1) : Promise.resolve();
  }

  previous(): Promise<void> {
    return this.canGoBack ? this.load(this.page - 1) : Promise.resolve();
  }

  /** Live: a game the player was in just ended; the first page gains it. */
  refreshIfFirstPage(): void {
    if (this.loaded && this.page === 0) void this.load(0);
  }

  clear(): void {
    this.page = 0;
    this.entries = [];
    this.hasMore = false;
    this.loaded = false;
  }
}
