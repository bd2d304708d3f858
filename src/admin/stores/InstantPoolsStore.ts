import { makeAutoObservable } from 'mobx';
import type {
  InstantGamePools,
  OperatorParams,
  PoolListing,
  PoolState,
} from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runAction } from './runAction';
import { runLoad } from './runLoad';

export const POOLS_PAGE_SIZE = 20;
/** How often the screen rereads while a pool is being built, to show its progress. */
export const BUILD_POLL_MS = 1_000;

export interface PoolsFilter {
  gameId: number;
  status?: PoolState;
  offset: number;
}

/**
 * The instant games' pools: the games of the operator's sites with the pool on sale, one game's
 * pools a page at a time, and the builds and retirements. While a build runs, the view in force is
 * reread every BUILD_POLL_MS until no build is under way (stop() ends it when the screen closes).
 */
export class InstantPoolsStore {
  games: InstantGamePools[] = [];
  /** The game whose pools are listed, and that page. */
  game: InstantGamePools | null = null;
  pools: PoolListing[] = [];
  total = 0;
  loading = false;
  error: string | null = null;
  notice: string | null = null;
  private reread: (() => Promise<void>) | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client' | 'reread' | 'timer'>(this, {
      client: false,
      reread: false,
      timer: false,
    });
  }

  /** Whether a build is under way in what the screen shows. */
  get building(): boolean {
    return [...this.games, ...(this.game ? [this.game] : [])].some((g) => g.build?.status === 'building');
  }

  async listGames(siteId?: number): Promise<void> {
    this.reread = () => this.listGames(siteId);
    await runLoad(
      this,
      () => this.client.call('listInstantGames', siteId !== undefined ? { siteId } : {}),
      (answer) => (this.games = answer.games),
    );
    this.followBuilds();
  }

  async listPools(filter: PoolsFilter): Promise<void> {
    this.reread = () => this.listPools(filter);
    if (this.game?.gameId !== filter.gameId) this.game = null;
    await runLoad(
      this,
      () =>
        this.client.call('listInstantPools', {
          gameId: filter.gameId,
          ...(filter.status ? { status: filter.status } : {}),
          offset: filter.offset,
          limit: POOLS_PAGE_SIZE,
        }),
      (page) => {
        this.game = page.game;
        this.pools = page.pools;
        this.total = page.total;
      },
    );
    this.followBuilds();
  }

  build(gameId: number, notice: string) {
    return runAction(
      this,
      () => this.client.call('buildInstantPool', { gameId }),
      () => this.reread?.() ?? Promise.resolve(),
      notice,
    );
  }

  retire(params: OperatorParams<'retireInstantPool'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('retireInstantPool', params),
      () => this.reread?.() ?? Promise.resolve(),
      notice,
    );
  }

  /** Stops rereading (the screen closed). */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.reread = null;
  }

  private followBuilds(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.building || !this.reread) return;
    const again = this.reread;
    this.timer = setTimeout(() => {
      this.timer = null;
      void again();
    }, BUILD_POLL_MS);
  }
}
