import { makeAutoObservable, runInAction } from 'mobx';
import type { GameInstance } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';
import { gameForLink } from '../lobby/gameLinks';
import type { LobbyStore } from '../lobby/LobbyStore';

/** Statuses of a draw that is over: a link to it can only offer the game's next one. */
const OVER = new Set(['ENDED', 'REFUNDED']);

/** How many of a game's open draws to ask for: the nearest one is enough, a few cover a race. */
const OPEN_DRAWS_ASKED = 5;

export interface NextDrawDeps {
  readonly transport: RpcClient;
  readonly lobby: LobbyStore;
  readonly memberId: number;
}

/**
 * The next open draw of the game a stale link names (issue 32: /pick?id=N after its draw said
 * only "not available"). While the lobby holds the instance its game is known; once it has left
 * the lobby, its results say which game it was. The game's open draws come from the server
 * (getGameTypeInstances): the lobby may not list them (a filtered lobby, a draw created since its
 * last batch), and the picker the offer links to finds the draw in the lobby once added there.
 */
export class NextDraw {
  /** The instance followed, and its game once known. */
  private instanceId: number | null = null;
  private gameId: number | null = null;

  constructor(private readonly deps: NextDrawDeps) {
    makeAutoObservable<NextDraw, 'deps'>(this, { deps: false });
  }

  /** Follows the instance a picker opened; learns its game from the server when the lobby lacks it. */
  follow(gameInstanceId: number): void {
    if (this.instanceId === gameInstanceId) return;
    this.instanceId = gameInstanceId;
    this.gameId = this.deps.lobby.games.get(gameInstanceId)?.gameId ?? null;
    if (this.gameId !== null) {
      if (this.stale) void this.loadOpenDraws(gameInstanceId, this.gameId);
      return;
    }
    this.deps.transport.call('getGameResults', { gameInstanceId, replay: false }).then(
      (found) => {
        if (this.instanceId !== gameInstanceId) return;
        runInAction(() => (this.gameId = found.gameId));
        return this.loadOpenDraws(gameInstanceId, found.gameId);
      },
      () => undefined, // an unknown id has no next draw to offer
    );
  }

  /** The game's open draws from the server, into the lobby (where the offered picker reads them). */
  private async loadOpenDraws(gameInstanceId: number, gameId: number): Promise<void> {
    try {
      const { games } = await this.deps.transport.call('getGameTypeInstances', {
        memberId: this.deps.memberId,
        gameId,
        gameStatuses: ['OPEN'],
        maxResults: OPEN_DRAWS_ASKED,
      });
      if (this.instanceId !== gameInstanceId) return;
      runInAction(() => games.forEach((g) => this.deps.lobby.add(g)));
    } catch (error) {
      console.warn('next draws not loaded', error); // the lobby's own draws are still offered
    }
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
