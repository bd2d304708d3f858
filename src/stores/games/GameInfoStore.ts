import { makeAutoObservable, runInAction } from 'mobx';
import type { GameInstance } from '../../../protocol/types';
import type { GameLobbyInfo, PayoutInfoEntry } from '../../../protocol/types/game';
import type { RpcClient } from '../../net/RpcClient';
import type { LobbyStore } from '../lobby/LobbyStore';
import type { UiStore } from '../UiStore';

export type GameDialog = 'payout' | 'rules';

export interface GameInfoStoreDeps {
  readonly transport: RpcClient;
  readonly ui: UiStore;
  readonly lobby: LobbyStore;
  /** The site: its operators' translations of descriptions and titles come with the lobby info. */
  readonly memberId: number;
}

/** Payout tables by game and which game's payout or rules dialog is open. */
export class GameInfoStore {
  readonly payouts = new Map<number, PayoutInfoEntry[]>();
  /** Lobby info (description, payout, bet types) by game id: the lobby's snapshots do not carry it. */
  readonly lobbyInfo = new Map<number, GameLobbyInfo>();
  dialog: { kind: GameDialog; gameInstanceId: number } | null = null;
  loadError: string | null = null;

  constructor(private readonly deps: GameInfoStoreDeps) {
    makeAutoObservable<GameInfoStore, 'deps'>(this, { deps: false });
  }

  get dialogGame(): GameInstance | null {
    return this.dialog ? (this.deps.lobby.games.get(this.dialog.gameInstanceId) ?? null) : null;
  }

  open(kind: GameDialog, gameInstanceId: number): void {
    this.dialog = { kind, gameInstanceId };
    const game = this.dialogGame;
    if (game) void this.loadLobby(game.gameId);
    if (kind === 'payout' && game) void this.loadPayout(game);
  }

  /** The game's lobby info: the snapshot's own when present, else what getGameLobby returned. */
  lobbyOf(game: GameInstance): GameLobbyInfo | null {
    return game.gameLobby ?? this.lobbyInfo.get(game.gameId) ?? null;
  }

  /** getGameLobby once per game id (rules text, bet types); a failure leaves it unknown. */
  async loadLobby(gameId: number): Promise<void> {
    if (this.lobbyInfo.has(gameId)) return;
    try {
      const { gameLobby } = await this.deps.transport.call('getGameLobby', {
        gameId,
        languageId: this.deps.ui.language,
        memberId: this.deps.memberId,
      });
      runInAction(() => gameLobby && this.lobbyInfo.set(gameId, gameLobby));
    } catch (error) {
      console.warn('getGameLobby failed', error);
    }
  }

  close(): void {
    this.dialog = null;
  }

  /** Entries for a game: the lobby copy when present, else getGamePayoutInfo. */
  payoutOf(game: GameInstance): PayoutInfoEntry[] | null {
    return game.gameLobby?.gamePayoutInfo ?? this.payouts.get(game.gameInstanceId) ?? null;
  }

  async loadPayout(game: GameInstance): Promise<void> {
    if (this.payoutOf(game)) return;
    this.loadError = null;
    try {
      const { gamePayoutInfo } = await this.deps.transport.call('getGamePayoutInfo', {
        gameId: game.gameId,
        gameInstanceId: game.gameInstanceId,
        languageId: this.deps.ui.language,
      });
      runInAction(() => this.payouts.set(game.gameInstanceId, gamePayoutInfo));
    } catch (error) {
      runInAction(() => (this.loadError = error instanceof Error ? error.message : String(error)));
    }
  }
}
