import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { failureOf } from '../forms/faultMessage';
import { watchEndedGames } from './endedGamesWatch';
import { gameChoicesOf, isRaffleRule, type GameChoice } from './gameChoices';

export interface WinningDraw {
  gameInstanceId: number;
  draws: number[];
  draws2nd?: number[];
  endedOn: number;
}

/** /draws: the winning numbers of the last finished instances of a ball game, live. */
export class LastDrawsStore {
  gameId: number | null = null;
  draws: WinningDraw[] = [];
  loading = false;
  error: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LastDrawsStore, 'root'>(this, { root: false });
  }

  /** Ball games only: a raffle's "draws" are winning tickets, shown on its game-over page. */
  get choices(): GameChoice[] {
    return gameChoicesOf(this.root.lobby.games.values(), (g) => !isRaffleRule(g.gameRule));
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
      const draws = await this.root.transport.call('getGameLastWinningDraws', {
        gameId: chosen,
        languageId: this.root.ui.language,
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
      this.root.lobby,
      (g) => g.gameId === this.gameId,
      () => void this.show(this.gameId),
    );
  }
}
