import { makeAutoObservable, runInAction } from 'mobx';
import type { BingoCallPush, BingoGameView, BingoPatternState } from '../../../protocol/bingo';
import type { JoinResult } from '../../../protocol/calls/play';
import { joinErrorOf, joinFailureCode } from '../../../protocol/errors';
import { Topic } from '../../../protocol/events';
import type { GameInstance } from '../../../protocol/types';
import { toRpcFault } from '../../net/clientFaults';
import type { RpcClient } from '../../net/RpcClient';
import type { LobbyStore } from '../lobby/LobbyStore';
import { JoinKeys } from '../picking/inDoubtJoin';
import type { SessionStore } from '../session/SessionStore';
import { cardViews, type BingoCardView } from './bingoCards';
import { BingoReplay, callsMade } from './bingoReplay';
import { BingoRoomPrizes } from './bingoRoomPrizes';

const INSUFFICIENT_FUNDS = 2;
const ENDED = new Set(['ENDED', 'CANCELED', 'REFUNDED']);

export interface BingoStoreDeps {
  readonly transport: RpcClient;
  readonly lobby: LobbyStore;
  readonly session: SessionStore;
}

/**
 * Bingo rooms and the game a player watches. Rooms are the lobby's bingo instances; a watched
 * game comes from getBingoGame and then follows the room's bingoCall pushes, one number each.
 * The server daubs and decides every win; the store only counts what it was told.
 */
export class BingoStore {
  view: BingoGameView | null = null;
  loading = false;
  error: string | null = null;
  /** Cards being bought, for one room at a time. */
  buyingFor: number | null = null;
  /** i18n key of the last refused purchase, and the room it was for. */
  buyErrorKey: string | null = null;
  lastFailedFor: number | null = null;
  /** The last purchase, for one-click repeat: the game and how many cards. */
  lastPurchase: { gameId: number; cards: number } | null = null;
  /**
   * A finished game's whole committed call order, as published to verify it with the seed; its
   * view keeps only the numbers really called (the server lists them all once the game is over).
   */
  callOrder: number[] | null = null;
  /** The replay of the watched game once it is finished (/bingo/gameover), while one is shown. */
  replay: BingoReplay | null = null;
  /** The rooms' pattern prizes, for the room cards. */
  readonly roomPrizes: BingoRoomPrizes;
  private watching: number | null = null;
  private readonly joinKeys = new JoinKeys();

  constructor(private readonly deps: BingoStoreDeps) {
    this.roomPrizes = new BingoRoomPrizes(deps.transport);
    makeAutoObservable<BingoStore, 'deps' | 'joinKeys' | 'watching'>(this, {
      roomPrizes: false,
      deps: false,
      joinKeys: false,
      watching: false,
    });
  }

  /** Bingo instances a player can look at: not finished, soonest first. */
  get rooms(): GameInstance[] {
    return [...this.deps.lobby.games.values()]
      .filter((g) => g.gameRule === 'bingoGame' && !ENDED.has(g.gameStatus))
      .sort((a, b) => a.tournamentStartTime - b.tournamentStartTime || a.gameInstanceId - b.gameInstanceId);
  }

  get called(): ReadonlySet<number> {
    return new Set(this.view?.calls ?? []);
  }

  get lastCall(): number | null {
    return this.view?.calls.at(-1) ?? null;
  }

  get currentPattern(): BingoPatternState | null {
    return this.view?.patterns[this.view.patternIndex] ?? null;
  }

  get cards(): BingoCardView[] {
    return this.view ? cardViews(this.view, this.called) : [];
  }

  /** What my cards have won in this game, major units. */
  get myWinnings(): number {
    return this.cards.reduce((sum, c) => sum + c.won, 0);
  }

  /** Loads a game and follows its calls until close(). */
  async open(gameInstanceId: number): Promise<void> {
    if (this.watching !== gameInstanceId) {
      this.close();
      this.watching = gameInstanceId;
      this.deps.transport.subscribe(Topic.bingoOf(gameInstanceId));
    }
    await this.load();
  }

  /** Replays the watched game from its first call, if it is finished. True when it started. */
  startReplay(): boolean {
    const view = this.view;
    if (!view?.finished) return false;
    if (this.replay?.game !== view) {
      this.replay?.stop();
      this.replay = new BingoReplay(view);
    }
    this.replay.play();
    return true;
  }

  stopReplay(): void {
    this.replay?.stop();
    this.replay = null;
  }

  close(): void {
    this.stopReplay();
    if (this.watching !== null) this.deps.transport.unsubscribe(Topic.bingoOf(this.watching));
    this.watching = null;
    this.view = null;
    this.callOrder = null;
    this.error = null;
  }

  /** A call for the watched game: appended in order; a gap (a missed push) loads the game again. */
  onCall(push: BingoCallPush): void {
    const view = this.view;
    if (!view || push.gameInstanceId !== view.gameInstanceId) return;
    if (push.call <= view.calls.length) return; // already known (a reload overtook the push)
    if (push.call !== view.calls.length + 1) {
      void this.load();
      return;
    }
    view.calls.push(push.number);
    view.patternIndex = push.patternIndex;
    for (const w of push.won ?? []) {
      const pattern = view.patterns[w.patternIndex];
      if (pattern) {
        pattern.wonAtCall = push.call;
        pattern.winners = w.winners;
      }
    }
    if (push.finished) view.finished = true;
    if (push.won?.length) void this.deps.session.refreshAccounts();
  }

  /** Buys cards in a room; the server deals them. True when bought. */
  async buy(game: GameInstance, cards: number): Promise<boolean> {
    this.buyingFor = game.gameInstanceId;
    this.buyErrorKey = null;
    const params = this.joinKeys.keyed('joinGame', {
      gameId: game.gameId,
      gameInstanceId: game.gameInstanceId,
      userPlays: [],
      userPlaysCount: cards,
      currencyId: game.currencyId,
    });
    try {
      const result = (await this.deps.transport.call('joinGame', params)) as JoinResult;
      this.joinKeys.settle('joinGame', params);
      if (result.exitCode !== 0)
        return this.refused(game.gameInstanceId, joinFailureCode({ exitCode: result.exitCode }));
      runInAction(() => {
        this.lastPurchase = { gameId: game.gameId, cards };
        this.deps.lobby.patch(game.gameInstanceId, undefined, {
          playerInGame: true,
          ...(result.joinEvent ? { playerPlaysInGame: result.joinEvent.playerPlaysInGame } : {}),
        });
      });
      void this.deps.session.refreshAccounts();
      if (this.watching === game.gameInstanceId) await this.load();
      return true;
    } catch (error) {
      this.joinKeys.settle('joinGame', params, error);
      const fault = toRpcFault(error);
      return this.refused(game.gameInstanceId, joinFailureCode({ code: fault.code, message: fault.message }));
    } finally {
      runInAction(() => (this.buyingFor = null));
    }
  }

  private refused(gameInstanceId: number, code: number): false {
    runInAction(() => {
      this.lastFailedFor = gameInstanceId;
      this.buyErrorKey = joinErrorOf(code)?.key ?? 'bingo.buyFailed';
      if (code === INSUFFICIENT_FUNDS) this.deps.session.offerDeposit();
    });
    return false;
  }

  private async load(): Promise<void> {
    const id = this.watching;
    if (id === null) return;
    this.loading = true;
    try {
      const view = await this.deps.transport.call('getBingoGame', { gameInstanceId: id });
      runInAction(() => {
        if (this.watching !== id) return;
        this.callOrder = view.finished ? view.calls : null;
        this.view = view.finished ? { ...view, calls: view.calls.slice(0, callsMade(view)) } : view;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        if (this.watching === id) this.error = toRpcFault(error).message;
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
