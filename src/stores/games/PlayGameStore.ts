import { makeAutoObservable } from 'mobx';
import type { GameInstance } from '../../../protocol/types';
import type { LobbyStore } from '../lobby/LobbyStore';
import { playModalWaitMs } from './playGameRule';

interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PlayGameStoreDeps {
  readonly lobby: LobbyStore;
  serverNow(): number;
}

/**
 * The play-game modal (a game the player is in is about to be drawn: watch it) and the live games
 * dialog. A tournament more than 30 s from its start is asked again when the window opens.
 */
export class PlayGameStore {
  /** The game the play-game modal offers, or null when it is closed. */
  gameInstanceId: number | null = null;
  liveGamesOpen = false;
  private readonly waiting = new Map<number, unknown>();

  constructor(
    private readonly deps: PlayGameStoreDeps,
    private readonly timers: Timers = realTimers,
  ) {
    makeAutoObservable<PlayGameStore, 'deps' | 'timers' | 'waiting'>(this, {
      deps: false,
      timers: false,
      waiting: false,
    });
  }

  get game(): GameInstance | null {
    return this.gameInstanceId === null ? null : (this.deps.lobby.games.get(this.gameInstanceId) ?? null);
  }

  /** A game became ready or closed its registration: open the modal now, later, or not. */
  consider(gameInstanceId: number): void {
    const game = this.deps.lobby.games.get(gameInstanceId);
    const wait = game ? playModalWaitMs(game, this.deps.serverNow()) : null;
    this.cancelWait(gameInstanceId);
    if (wait === null) return;
    if (wait === 0) {
      this.gameInstanceId = gameInstanceId;
      return;
    }
    this.waiting.set(
      gameInstanceId,
      this.timers.set(() => {
        this.waiting.delete(gameInstanceId);
        this.consider(gameInstanceId);
      }, wait),
    );
  }

  close(): void {
    this.gameInstanceId = null;
  }

  setLiveGamesOpen(open: boolean): void {
    this.liveGamesOpen = open;
  }

  /** Forget pending opens (logout, shutdown). */
  clear(): void {
    for (const id of [...this.waiting.keys()]) this.cancelWait(id);
    this.gameInstanceId = null;
  }

  private cancelWait(gameInstanceId: number): void {
    const handle = this.waiting.get(gameInstanceId);
    if (handle === undefined) return;
    this.timers.clear(handle);
    this.waiting.delete(gameInstanceId);
  }
}
