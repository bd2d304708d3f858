import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { GameResultsResult } from '../../../protocol/calls/games';
import { REPLAY_START_DELAY_MS } from '../../../protocol/constants';
import type { GameInstance } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';
import type { ConfigurationStore } from '../ConfigurationStore';
import type { LobbyStore } from '../lobby/LobbyStore';
import type { MyPlay } from '../results/gameOverMaths';
import type { SessionStore } from '../session/SessionStore';
import { showOf, type PlayoutShow } from './playoutShow';
import { gameOverShowOf, raffleShowOf, type GameOverResult, type RaffleResult } from './stageResults';

/** Live: follows the game's status pushes; replay (REPLAY1): an ended game shown from its results. */
export type PlayoutMode = 'live' | 'replay';

/** What the page and the stage show before a live draw (see PlayoutStore.preShow). */
export interface PreShow {
  startsAt: number;
  jackpot: number;
  progressive: boolean;
  currencyId: string;
  players: number;
  plays: number;
}

/** Statuses at which the server has drawn, so its results hold the balls. */
const DRAWN = new Set(['STARTED', 'ENDED']);

/**
 * A live show past its start with no draw asks the server itself this often: a push can be lost (a
 * poll that missed it, a socket that dropped and came back), and the show must not wait forever.
 */
export const DRAW_RECHECK_MS = 4_000;

export interface PlayoutStoreDeps {
  readonly transport: RpcClient;
  readonly configuration: ConfigurationStore;
  readonly lobby: LobbyStore;
  readonly session: SessionStore;
  serverNow(): number;
}

/**
 * The playout state (spec section 3) for one game instance. The balls, plays and winnings are only
 * ever what the server returned (getGameResults, getGameHistoryDetail); pushes only tell the store
 * when to ask again. Scenes read `show` through a reaction; pages read the rest.
 */
export class PlayoutStore {
  gameInstanceId: number | null = null;
  mode: PlayoutMode = 'live';
  loading = false;
  error: string | null = null;
  results: GameResultsResult | null = null;
  myPlays: MyPlay[] = [];
  /** The game as history returned it, for games no longer in the lobby (replays). */
  historyGame: GameInstance | null = null;
  /** Server time the replay was loaded: it starts REPLAY_START_DELAY_MS later. */
  loadedAt = 0;
  private stopFollowing: (() => void) | null = null;
  private recheckTimer: ReturnType<typeof setInterval> | null = null;
  /** Bumped on each open/close so answers for an earlier game are dropped. */
  private generation = 0;

  constructor(private readonly deps: PlayoutStoreDeps) {
    makeAutoObservable<
      PlayoutStore,
      'deps' | 'stopFollowing' | 'recheckTimer' | 'generation' | 'showGame' | 'ticketPrefix'
    >(this, {
      deps: false,
      stopFollowing: false,
      recheckTimer: false,
      generation: false,
      showGame: false,
      ticketPrefix: false,
    });
  }

  get game(): GameInstance | null {
    if (this.gameInstanceId === null) return null;
    return this.deps.lobby.games.get(this.gameInstanceId) ?? this.historyGame;
  }

  /** What the show needs of the game; for a replay of a game gone from the lobby, from its results. */
  private get showGame(): Parameters<typeof showOf>[0] | null {
    if (this.game) return this.game;
    const replay = this.results?.replay as { drawRange?: unknown } | undefined;
    if (!replay) return null;
    const draws = this.results?.results.draws ?? [];
    return {
      gameTitle: '',
      drawRange: typeof replay.drawRange === 'number' ? replay.drawRange : Math.max(0, ...draws),
      drawRange2nd: 0,
      gameRule: 'regularGame',
      progressiveAmount: 0,
      payoutCurrencyId: '',
      currencyId: 'USD',
    };
  }

  /** The server's status: from the lobby's pushes while live, else from the results. */
  get gameStatus(): string | null {
    return (
      this.deps.lobby.games.get(this.gameInstanceId ?? -1)?.gameStatus ?? this.results?.gameStatus ?? null
    );
  }

  /** True once the server has drawn: the show may run. */
  get drawn(): boolean {
    return (this.results?.results.draws.length ?? 0) > 0;
  }

  get ended(): boolean {
    return this.gameStatus === 'ENDED';
  }

  /** Server time the show starts: the game's start when live, 5 s after load for a replay. */
  get startsAt(): number {
    if (this.mode === 'replay') return this.loadedAt + REPLAY_START_DELAY_MS;
    return this.game?.tournamentStartTime ?? 0;
  }

  /**
   * The pre-show while a live game waits for its draw: when it starts, the jackpot (the
   * progressive, else the prize pool) and who is in it; null for a replay or an unknown game.
   */
  get preShow(): PreShow | null {
    const game = this.game;
    if (this.mode !== 'live' || !game) return null;
    const progressive = game.progressiveAmount > 0;
    return {
      startsAt: game.tournamentStartTime,
      jackpot: progressive ? game.progressiveAmount : game.prizePool,
      progressive,
      currencyId: game.payoutCurrencyId || game.currencyId,
      players: game.gamePlayerCurrent,
      plays: game.gamePlayCurrent,
    };
  }

  /** What the stage shows; null until the game is known. */
  get show(): PlayoutShow | null {
    const game = this.showGame;
    return game ? showOf(game, this.results, this.myPlays) : null;
  }

  private get ticketPrefix(): string {
    return this.deps.configuration.configuration?.raffleTicketPrefix ?? '';
  }

  /** A raffle's show: the winning ticket of each rank, once drawn. */
  get raffle(): RaffleResult | null {
    const show = this.show;
    if (!show || show.kind !== 'raffle' || !this.drawn) return null;
    return raffleShowOf(show, this.ticketPrefix);
  }

  /** The player's result for the game-over scene, once the game has ended. */
  get gameOver(): GameOverResult | null {
    const show = this.show;
    return show && this.drawn ? gameOverShowOf(show, this.ticketPrefix) : null;
  }

  get winners(): PlayoutShow['winners'] {
    return this.results?.results.winners ?? [];
  }

  /**
   * Opens a game's playout. A game that has ended (or is not in the lobby any more) is replayed;
   * otherwise the store follows its status and asks for the results once the server has drawn.
   */
  async open(gameInstanceId: number, options: { replay?: boolean } = {}): Promise<void> {
    this.close();
    const generation = ++this.generation;
    this.gameInstanceId = gameInstanceId;
    const lobbyGame = this.deps.lobby.games.get(gameInstanceId);
    this.mode = options.replay || !lobbyGame || lobbyGame.gameStatus === 'ENDED' ? 'replay' : 'live';
    if (this.mode === 'replay') {
      // A remembered session resuming after the page opened (a reload): load again with my plays.
      this.stopFollowing = reaction(
        () => this.deps.session.loggedIn,
        (loggedIn) => {
          if (loggedIn) void this.load(generation);
        },
      );
      await this.load(generation);
      runInAction(() => {
        if (generation === this.generation) this.loadedAt = this.deps.serverNow();
      });
      return;
    }
    // Live: every change of status or of login is a cue to fetch; the first fetch runs at once.
    this.stopFollowing = reaction(
      () => [this.deps.lobby.games.get(gameInstanceId)?.gameStatus, this.deps.session.loggedIn] as const,
      ([status, loggedIn]) => {
        if (status && DRAWN.has(status)) void this.load(generation);
        // Before the draw the player already sees their plays beside the pre-show.
        else if (loggedIn && this.myPlays.length === 0) void this.loadPlays(generation);
      },
      { fireImmediately: true },
    );
    this.recheckTimer = setInterval(() => {
      const due = this.deps.serverNow() >= this.startsAt + DRAW_RECHECK_MS;
      if (due && !this.drawn && !this.loading) void this.load(generation);
    }, DRAW_RECHECK_MS);
  }

  close(): void {
    this.generation++;
    this.stopFollowing?.();
    this.stopFollowing = null;
    if (this.recheckTimer) clearInterval(this.recheckTimer);
    this.recheckTimer = null;
    this.gameInstanceId = null;
    this.results = null;
    this.myPlays = [];
    this.historyGame = null;
    this.error = null;
    this.loading = false;
    this.loadedAt = 0;
  }

  /** The player's plays in a game not drawn yet (no prizes to know). */
  private async loadPlays(generation: number): Promise<void> {
    const id = this.gameInstanceId;
    if (id === null) return;
    const detail = await this.deps.transport
      .call('getGameHistoryDetail', { gameInstanceId: id })
      .catch(() => null);
    runInAction(() => {
      // The draw's own load may have answered first; it has the final word.
      if (generation !== this.generation || !detail || this.results) return;
      this.myPlays = detail.plays.map(({ play }) => ({ play, rankNumber: null, prize: 0 }));
    });
  }

  /** Results (with REPLAY1 data) and, for a logged-in player, their own plays and prizes. */
  private async load(generation: number): Promise<void> {
    const id = this.gameInstanceId;
    if (id === null) return;
    this.loading = true;
    try {
      const [results, detail] = await Promise.all([
        this.deps.transport.call('getGameResults', { gameInstanceId: id, replay: true }),
        this.deps.session.loggedIn
          ? this.deps.transport
              .call('getGameHistoryDetail', { gameInstanceId: id })
              // Not in the game (or it is unknown): the show has no plays of mine.
              .catch(() => null)
          : Promise.resolve(null),
      ]);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.results = results;
        this.myPlays = (detail?.plays ?? []).map(({ play, rankNumber, prize }) => ({
          play,
          rankNumber,
          prize,
        }));
        if (detail?.game) this.historyGame = detail.game;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        if (generation === this.generation)
          this.error = error instanceof Error ? error.message : String(error);
      });
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false;
      });
    }
  }
}
