import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { GameInstance } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';

export interface GamesInCurrencyDeps {
  readonly transport: RpcClient;
  readonly memberId: number;
  /** The live lobby: an instance shown here is its copy, kept current by the lobby's pushes. */
  readonly lobby: { readonly games: ReadonlyMap<number, GameInstance> };
}

/**
 * /games narrowed to one currency: the site's draws on sale in it, as the server lists them
 * (getAllGameTypeInstances with the currency). A player with a balance in one currency sees what
 * they can buy with it; a join is paid in the game's currency, never converted. Shown through the
 * lobby's live copies, so counts and closing draws stay current; asked again when the lobby
 * gains or loses a draw (a new one opened, one closed).
 */
export class GamesInCurrency {
  currencyId: string | null = null;
  private listed: GameInstance[] = [];
  loading = false;
  failed = false;
  private asked = 0;

  constructor(private readonly deps: GamesInCurrencyDeps) {
    makeAutoObservable<GamesInCurrency, 'deps' | 'asked'>(this, { deps: false, asked: false });
  }

  /** The currency to narrow to (null: every currency, nothing asked). */
  async choose(currencyId: string | null): Promise<void> {
    this.currencyId = currencyId;
    await this.refresh();
  }

  async refresh(): Promise<void> {
    const currencyId = this.currencyId;
    const ask = ++this.asked;
    if (currencyId === null) {
      this.listed = [];
      this.loading = false;
      return;
    }
    this.loading = true;
    this.failed = false;
    try {
      const { games } = await this.deps.transport.call('getAllGameTypeInstances', {
        memberId: this.deps.memberId,
        currencyId,
      });
      if (ask === this.asked) runInAction(() => (this.listed = games));
    } catch (error) {
      console.warn('getAllGameTypeInstances failed', error);
      if (ask === this.asked) runInAction(() => (this.failed = true));
    } finally {
      if (ask === this.asked) runInAction(() => (this.loading = false));
    }
  }

  /** Asks again whenever the lobby gains or loses a draw; the disposer stops it. */
  follow(): IReactionDisposer {
    return reaction(
      () => [...this.deps.lobby.games.keys()].join(','),
      () => void this.refresh(),
    );
  }

  /** The draws on sale in the currency, the lobby's live copy where it has one. */
  get games(): GameInstance[] {
    return this.listed.map((g) => this.deps.lobby.games.get(g.gameInstanceId) ?? g);
  }
}
