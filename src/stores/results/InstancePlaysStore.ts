import { makeAutoObservable, runInAction } from 'mobx';
import type { GameInstance, PlayerInGame } from '../../../protocol/types';
import { FaultCode } from '../../../protocol/faults';
import { toRpcFault } from '../../net/clientFaults';
import type { RpcClient } from '../../net/RpcClient';
import { failureOf } from '../forms/faultMessage';
import type { LobbyStore } from '../lobby/LobbyStore';
import type { SessionStore } from '../session/SessionStore';
import type { UiStore } from '../UiStore';
import type { MyPlay } from './gameOverMaths';

export interface InstancePlaysStoreDeps {
  readonly transport: RpcClient;
  readonly ui: UiStore;
  readonly session: SessionStore;
  readonly lobby: LobbyStore;
}

/** /players and /bets for ?id=: who is in an instance, and the plays the player bought in it. */
export class InstancePlaysStore {
  gameInstanceId: number | null = null;
  players: PlayerInGame[] = [];
  myPlays: MyPlay[] = [];
  /** The instance as the player's history knows it, when the lobby no longer does. */
  private historyGame: GameInstance | null = null;
  loading = false;
  error: string | null = null;

  constructor(private readonly deps: InstancePlaysStoreDeps) {
    makeAutoObservable<InstancePlaysStore, 'deps'>(this, { deps: false });
  }

  get game(): GameInstance | null {
    if (this.gameInstanceId === null) return null;
    return this.deps.lobby.games.get(this.gameInstanceId) ?? this.historyGame;
  }

  async loadPlayers(gameInstanceId: number): Promise<void> {
    await this.run(gameInstanceId, async () => {
      const players = await this.deps.transport.call('getGamePlayers', { gameInstanceId });
      runInAction(() => (this.players = players));
    });
  }

  /** My plays in the instance; none (not an error) when the player has not joined it. */
  async loadMyPlays(gameInstanceId: number): Promise<void> {
    if (!this.deps.session.loggedIn) {
      this.gameInstanceId = gameInstanceId;
      this.myPlays = [];
      return;
    }
    await this.run(gameInstanceId, async () => {
      try {
        const detail = await this.deps.transport.call('getGameHistoryDetail', {
          gameInstanceId,
          languageId: this.deps.ui.language,
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
