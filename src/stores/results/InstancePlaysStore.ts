import { makeAutoObservable, runInAction } from 'mobx';
import type { GameInstance, PlayerInGame } from '../../../protocol/types';
import { FaultCode } from '../../../protocol/faults';
import { toRpcFault } from '../../net/clientFaults';
import type { RootStore } from '../RootStore';
import { failureOf } from '../forms/faultMessage';
import type { MyPlay } from './gameOverMaths';

/** /players and /bets for ?id=: who is in an instance, and the plays the player bought in it. */
export class InstancePlaysStore {
  gameInstanceId: number | null = null;
  players: PlayerInGame[] = [];
  myPlays: MyPlay[] = [];
  /** The instance as the player's history knows it, when the lobby no longer does. */
  private historyGame: GameInstance | null = null;
  loading = false;
  error: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<InstancePlaysStore, 'root'>(this, { root: false });
  }

  get game(): GameInstance | null {
    if (this.gameInstanceId === null) return null;
    return this.root.lobby.games.get(this.gameInstanceId) ?? this.historyGame;
  }

  async loadPlayers(gameInstanceId: number): Promise<void> {
    await this.run(gameInstanceId, async () => {
      const players = await this.root.transport.call('getGamePlayers', { gameInstanceId });
      runInAction(() => (this.players = players));
    });
  }

  /** My plays in the instance; none (not an error) when the player has not joined it. */
  async loadMyPlays(gameInstanceId: number): Promise<void> {
    if (!this.root.session.loggedIn) {
      this.gameInstanceId = gameInstanceId;
      this.myPlays = [];
      return;
    }
    await this.run(gameInstanceId, async () => {
      try {
        const detail = await this.root.transport.call('getGameHistoryDetail', {
          gameInstanceId,
          languageId: this.root.ui.language,
        });
        runInAction(() => {
          this.historyGame = detail.game;
          this.myPlays = detail.plays.map((p) => ({
            play: p.play,
            rankNumber: p.rankNumber,
            prize: p.prize,
          }));
        });
      } catch (error) {
        if (toRpcFault(error).code !== FaultCode.Validation) throw error;
        runInAction(() => (this.myPlays = []));
      }
    });
  }

  private async run(gameInstanceId: number, work: () => Promise<void>): Promise<void> {
    if (this.gameInstanceId !== gameInstanceId) {
      this.players = [];
      this.myPlays = [];
      this.historyGame = null;
    }
    this.gameInstanceId = gameInstanceId;
    this.loading = true;
    this.error = null;
    try {
      await work();
    } catch (error) {
      runInAction(() => (this.error = failureOf(error).text));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
