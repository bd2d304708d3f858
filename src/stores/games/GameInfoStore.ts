import { makeAutoObservable, runInAction } from 'mobx';
import type { GameInstance } from '../../../protocol/types';
import type { PayoutInfoEntry } from '../../../protocol/types/game';
import type { RootStore } from '../RootStore';

export type GameDialog = 'payout' | 'rules';

/** Payout tables by game and which game's payout or rules dialog is open. */
export class GameInfoStore {
  readonly payouts = new Map<number, PayoutInfoEntry[]>();
  dialog: { kind: GameDialog; gameInstanceId: number } | null = null;
  loadError: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<GameInfoStore, 'root'>(this, { root: false });
  }

  get dialogGame(): GameInstance | null {
    return this.dialog ? (this.root.lobby.games.get(this.dialog.gameInstanceId) ?? null) : null;
  }

  open(kind: GameDialog, gameInstanceId: number): void {
    this.dialog = { kind, gameInstanceId };
    const game = this.dialogGame;
    if (kind === 'payout' && game) void this.loadPayout(game);
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
      const { gamePayoutInfo } = await this.root.transport.call('getGamePayoutInfo', {
        gameId: game.gameId,
        gameInstanceId: game.gameInstanceId,
        languageId: this.root.ui.language,
      });
      runInAction(() => this.payouts.set(game.gameInstanceId, gamePayoutInfo));
    } catch (error) {
      runInAction(() => (this.loadError = error instanceof Error ? error.message : String(error)));
    }
  }
}
