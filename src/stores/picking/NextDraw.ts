import { makeAutoObservable, runInAction } from 'mobx';
import type { GameInstance } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';
import { gameForLink } from '../lobby/gameLinks';
import type { LobbyStore } from '../lobby/LobbyStore';

/** Statuses of a draw that is over: a link to it can only offer the game's next one. */
const OVER = new Set(['ENDED', 'REFUNDED']);

/**
 * The next open draw of the game a stale link names (issue 32: /pick?id=N after its draw said
 * only "not available"). While the lobby holds the instance its game is known; once it has left
 * the lobby, its results say which game it was.
 */
export class NextDraw {
  /** The instance followed, and its game once known. */
  private instanceId: number | null = null;
  private gameId: number | null = null;

  constructor(private readonly deps: { readonly transport: RpcClient; readonly lobby: LobbyStore }) {
    makeAutoObservable<NextDraw, 'deps'>(this, { deps: false });
  }

  /** Follows the instance a picker opened; learns its game from the server when the lobby lacks it. */
  follow(gameInstanceId: number): void {
    if (this.instanceId === gameInstanceId) return;
    this.instanceId = gameInstanceId;
    this.gameId = this.deps.lobby.games.get(gameInstanceId)?.gameId ?? null;
    if (this.gameId !== null) return;
    this.deps.transport.call('getGameResults', { gameInstanceId, replay: false }).then(
      (found) => runInAction(() => this.instanceId === gameInstanceId && (this.gameId = found.gameId)),
      () => undefined, // an unknown id has no next draw to offer
    );
  }

  /** The followed instance is over or gone from the lobby. */
  get stale(): boolean {
    if (this.instanceId === null) return false;
    const game = this.deps.lobby.games.get(this.instanceId);
    return !game || OVER.has(game.gameStatus);
  }

  /** The game's draw open now with the nearest close, when the followed one is stale. */
  get game(): GameInstance | null {
    const gameId = this.deps.lobby.games.get(this.instanceId ?? -1)?.gameId ?? this.gameId;
    if (!this.stale || gameId === null) return null;
    const next = gameForLink([...this.deps.lobby.games.values()], null, gameId);
    return next && next.gameStatus === 'OPEN' && next.gameInstanceId !== this.instanceId ? next : null;
  }
}
