import { makeAutoObservable, runInAction } from 'mobx';
import type { ConfigurationStore } from '../ConfigurationStore';
import { failureOf } from '../forms/faultMessage';
import { watchEndedGames } from './endedGamesWatch';
import {
  finishedRuleOf,
  gameKindOf,
  loadFinishedGame,
  type FinishedGame,
  type FinishedGameDeps,
  type GameKind,
} from './finishedGame';
import { gameOverSummary, raffleRanks, type GameOverSummary } from './gameOverMaths';

export interface GameOverStoreDeps extends FinishedGameDeps {
  readonly configuration: ConfigurationStore;
}

/** /gameOver*: one finished instance with my plays, matches and winnings. */
export class GameOverStore {
  gameInstanceId: number | null = null;
  finished: FinishedGame | null = null;
  loading = false;
  error: string | null = null;

  constructor(private readonly deps: GameOverStoreDeps) {
    makeAutoObservable<GameOverStore, 'deps'>(this, { deps: false });
  }

  get kind(): GameKind {
    return gameKindOf(finishedRuleOf(this.finished));
  }

  get currencyId(): string {
    const game = this.finished?.game;
    return game?.payoutCurrencyId || game?.currencyId || 'USD';
  }

  get ended(): boolean {
    return this.finished?.gameStatus === 'ENDED';
  }

  get summary(): GameOverSummary | null {
    const f = this.finished;
    if (!f) return null;
    const decimals = this.deps.configuration.currency(this.currencyId)?.decimalPlaces ?? 2;
    return gameOverSummary(
      f.myPlays,
      f.results,
      { gamePlayCost: f.game?.gamePlayCost ?? 0, gameFeePerPlay: f.game?.gameFeePerPlay ?? 0 },
      decimals,
    );
  }

  /** Winners by rank, rank 1 first. */
  get winnersByRank() {
    return raffleRanks(this.finished?.results.winners ?? []);
  }

  async load(gameInstanceId: number): Promise<void> {
    this.gameInstanceId = gameInstanceId;
    this.loading = true;
    this.error = null;
    try {
      const finished = await loadFinishedGame(this.deps, gameInstanceId);
      runInAction(() => {
        if (this.gameInstanceId === gameInstanceId) this.finished = finished;
      });
    } catch (error) {
      runInAction(() => {
        this.finished = null;
        this.error = failureOf(error).text;
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Live: a game opened while still being drawn reloads once it ends. Returns the disposer. */
  watch(): () => void {
    return watchEndedGames(
      this.deps.lobby,
      (g) => g.gameInstanceId === this.gameInstanceId,
      ([id]) => void this.load(id),
    );
  }
}
