import { makeAutoObservable, runInAction } from 'mobx';
import type { RpcClient } from '../../net/RpcClient';
import { failureOf } from '../forms/faultMessage';
import type { LobbyStore } from '../lobby/LobbyStore';
import type { UiStore } from '../UiStore';
import { watchEndedGames } from './endedGamesWatch';
import { gameChoicesOf, isRaffleRule, type GameChoice } from './gameChoices';

export interface WinningDraw {
  gameInstanceId: number;
  draws: number[];
  draws2nd?: number[];
  endedOn: number;
}

export interface LastDrawsStoreDeps {
  readonly transport: RpcClient;
  readonly ui: UiStore;
  readonly lobby: LobbyStore;
}

/** /draws: the winning numbers of the last finished instances of a ball game, live. */
export class LastDrawsStore {
  gameId: number | null = null;
  draws: WinningDraw[] = [];
  loading = false;
  error: string | null = null;

  constructor(private readonly deps: LastDrawsStoreDeps) {
    makeAutoObservable<LastDrawsStore, 'deps'>(this, { deps: false });
  }

  /** Ball games only: a raffle's "draws" are winning tickets, shown on its game-over page. */
  get choices(): GameChoice[] {
    return gameChoicesOf(this.deps.lobby.games.values(), (g) => !isRaffleRule(g.gameRule));
  }

  get game(): GameChoice | null {
    return this.choices.find((c) => c.gameId === this.gameId) ?? null;
  }

  /** Opens a game's draws (the first choice when none is given). */
  async show(gameId?: number | null): Promise<void> {
    const chosen = gameId ?? this.gameId ?? this.choices[0]?.gameId ?? null;
    this.gameId = chosen;
    if (chosen === null) return;
    this.loading = true;
    this.error = null;
    try {
      const draws = await this.deps.transport.call('getGameLastWinningDraws', {
        gameId: chosen,
        languageId: this.deps.ui.language,
      });
      runInAction(() => {
        if (this.gameId === chosen) this.draws = draws;
      });
    } catch (error) {
      runInAction(() => {
        this.draws = [];
        this.error = failureOf(error).text;
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Reloads when an instance of the shown game finishes; returns the disposer. */
  watch(): () => void {
    return watchEndedGames(
      this.deps.lobby,
      (g) => g.gameId === this.gameId,
      () => void this.show(this.gameId),
    );
  }
}
