import { makeAutoObservable, runInAction } from 'mobx';
import { REPLAY_START_DELAY_MS } from '../../../protocol/constants';
import type { DrawResult } from '../playout/playoutShow';
import { failureOf } from '../forms/faultMessage';
import {
  finishedRuleOf,
  gameKindOf,
  loadFinishedGame,
  type FinishedGame,
  type FinishedGameDeps,
} from './finishedGame';
import { gameChoicesOf, type GameChoice } from './gameChoices';
import { addAmounts, gameOverSummary, raffleRanks, type GameOverSummary } from './gameOverMaths';
import { hasMoreAfter, PAGE_SIZE } from './paging';
import { inRange, replaySearchParams, type ReplaySearchForm, type ReplaySearchParams } from './replaySearch';

export interface ReplayRow {
  gameInstanceId: number;
  gameId: number;
  gameTitle: string;
  endedOn: number;
  /** A bingo game: replayed on /bingo/gameover, not as a draw. */
  bingo?: true;
}

export type ReplayPhase = 'idle' | 'loading' | 'waiting' | 'playing' | 'failed';

export interface ReplayTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: ReplayTimers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * /replay: search finished games (a logged-in player's own history; a visitor's by game from the
 * last winning draws) and replay one. The replay starts 5 s after it loads (spec section 9).
 */
export class ReplayStore {
  form: ReplaySearchForm = { gameId: '', gameInstanceId: '', from: '', to: '' };
  formError: string | null = null;
  rows: ReplayRow[] = [];
  page = 0;
  hasMore = false;
  searching = false;
  searched = false;
  searchError: string | null = null;

  phase: ReplayPhase = 'idle';
  finished: FinishedGame | null = null;
  startsAt = 0;
  /** How long this replay waits before it starts (REPLAY1 startDelayMs, 5 s by default). */
  startDelayMs = REPLAY_START_DELAY_MS;
  replayError: string | null = null;
  /** The game opened is a bingo game: its replay is on /bingo/gameover (the page goes there). */
  bingoId: number | null = null;
  /** The site's game types (loadGameTypes). */
  gameTypes: GameChoice[] = [];
  private lastParams: ReplaySearchParams = {};
  private visitorRows: ReplayRow[] = [];
  private startTimer: unknown = null;

  constructor(
    private readonly deps: FinishedGameDeps & { readonly memberId: number },
    private readonly timers: ReplayTimers = realTimers,
  ) {
    makeAutoObservable<ReplayStore, 'deps' | 'timers' | 'startTimer'>(this, {
      deps: false,
      timers: false,
      startTimer: false,
    });
  }

  /**
   * Every game of the site: the lobby's (holding an instance now) and the site's game types
   * (getGameTypes), so a game with nothing on sale at the moment can still be searched.
   */
  get choices(): GameChoice[] {
    const inLobby = gameChoicesOf(this.deps.lobby.games.values());
    const known = new Set(inLobby.map((c) => c.gameId));
    const more = this.gameTypes.filter((c) => !known.has(c.gameId));
    return [...inLobby, ...more].sort((a, b) => a.gameTitle.localeCompare(b.gameTitle));
  }

  /** The site's game types for the game select, asked once; the lobby's games stand alone without them. */
  async loadGameTypes(): Promise<void> {
    if (this.gameTypes.length) return;
    try {
      const types = await this.deps.transport.call('getGameTypes', {
        memberId: this.deps.memberId,
        filter: {},
      });
      runInAction(() => {
        this.gameTypes = types.map(({ gameId, gameTitle, gameRule }) => ({ gameId, gameTitle, gameRule }));
      });
    } catch (error) {
      console.warn('game types not loaded', error);
    }
  }

  setField<K extends keyof ReplaySearchForm>(field: K, value: ReplaySearchForm[K]): void {
    this.form = { ...this.form, [field]: value };
    this.formError = null;
  }

  /** Runs the search from page 0. An instance id opens that game straight away. */
  async search(): Promise<boolean> {
    const { params, error } = replaySearchParams(this.form);
    if (error) {
      this.formError = error;
      return false;
    }
    this.lastParams = params;
    // An instance id names one game: open it (anyone's game can be replayed).
    if (params.gameInstanceId !== undefined) {
      this.rows = [];
      this.searched = true;
      await this.open(params.gameInstanceId);
      return true;
    }
    if (!this.deps.session.loggedIn && params.gameId === undefined) {
      this.formError = 'results.replay.errors.game';
      return false;
    }
    await this.loadPage(0);
    return true;
  }

  async loadPage(page: number): Promise<void> {
    this.searching = true;
    this.searchError = null;
    try {
      const rows = this.deps.session.loggedIn ? await this.historyPage(page) : await this.visitorPage(page);
      runInAction(() => {
        if (rows.length === 0 && page > 0) {
          this.hasMore = false;
          return;
        }
        this.rows = rows;
        this.page = page;
        this.hasMore = hasMoreAfter(rows.length);
      });
    } catch (error) {
      runInAction(() => (this.searchError = failureOf(error).text));
    } finally {
      runInAction(() => {
        this.searching = false;
        this.searched = true;
      });
    }
  }

  /** The player's own finished games matching the search, from the server a page at a time. */
  private async historyPage(page: number): Promise<ReplayRow[]> {
    const found = await this.deps.transport.call('searchGameHistory', {
      ...this.lastParams,
      languageId: this.deps.ui.language,
      page,
      maxResults: PAGE_SIZE,
    });
    return found.result.map((e) => ({
      gameInstanceId: e.gameInstanceId,
      gameId: e.gameId,
      gameTitle: e.gameTitle,
      endedOn: e.gameEndedOn,
      ...(e.bingo ? { bingo: true as const } : {}),
    }));
  }

  /** A visitor's search: the game's last finished instances in the range, paged here. */
  private async visitorPage(page: number): Promise<ReplayRow[]> {
    const p = this.lastParams;
    if (page === 0 && p.gameId !== undefined) {
      const draws = await this.deps.transport.call('getGameLastWinningDraws', {
        gameId: p.gameId,
        languageId: this.deps.ui.language,
      });
      const title = this.choices.find((c) => c.gameId === p.gameId)?.gameTitle ?? '';
      this.visitorRows = draws
        .filter((d) => inRange(d.endedOn, p))
        .map((d) => ({
          gameInstanceId: d.gameInstanceId,
          gameId: p.gameId!,
          gameTitle: title,
          endedOn: d.endedOn,
        }));
    }
    return this.visitorRows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  }

  /** Loads a finished game with its replay data; the replay starts REPLAY_START_DELAY_MS later. */
  async open(gameInstanceId: number): Promise<void> {
    this.stopTimer();
    this.phase = 'loading';
    this.replayError = null;
    this.finished = null;
    this.bingoId = null;
    try {
      const finished = await loadFinishedGame(this.deps, gameInstanceId, { replay: true });
      runInAction(() => {
        // From the server's answer: a shared link's game may long have left the lobby.
        if (finished.gameRule === 'bingoGame') {
          this.phase = 'idle';
          this.bingoId = gameInstanceId;
          return;
        }
        if (finished.gameStatus !== 'ENDED' || !finished.replay) {
          this.phase = 'failed';
          this.replayError = 'results.replay.notFinished';
          return;
        }
        this.finished = finished;
        const delay = Number(finished.replay.startDelayMs ?? REPLAY_START_DELAY_MS);
        this.startDelayMs = delay;
        this.startsAt = this.timers.now() + delay;
        this.phase = 'waiting';
        this.startTimer = this.timers.setTimeout(() => this.start(), delay);
      });
    } catch (error) {
      runInAction(() => {
        this.phase = 'failed';
        this.replayError = failureOf(error).text;
      });
    }
  }

  start(): void {
    this.startTimer = null;
    if (this.phase === 'waiting') this.phase = 'playing';
  }

  close(): void {
    this.stopTimer();
    this.phase = 'idle';
    this.finished = null;
    this.bingoId = null;
  }

  private stopTimer(): void {
    if (this.startTimer !== null) this.timers.clearTimeout(this.startTimer);
    this.startTimer = null;
  }

  get kind() {
    return gameKindOf(finishedRuleOf(this.finished));
  }

  get summary(): GameOverSummary | null {
    const f = this.finished;
    if (!f) return null;
    return gameOverSummary(f.myPlays, f.results, {
      gamePlayCost: f.game?.gamePlayCost ?? 0,
      gameFeePerPlay: f.game?.gameFeePerPlay ?? 0,
    });
  }

  /** Raffle replays list the winners from the last rank up to rank 1 (spec section 4, REPLAY1). */
  get winnersInReplayOrder() {
    return raffleRanks(this.finished?.results.winners ?? [], this.kind === 'raffle');
  }

  /** What the PixiJS lottery playout needs to replay this draw (the stage helper mounts it). */
  get stageResult(): DrawResult | null {
    const f = this.finished;
    if (!f || this.kind !== 'lottery') return null;
    const drawRange = Number(f.replay?.drawRange ?? f.game?.drawRange ?? 0);
    return {
      gameTitle: f.game?.gameTitle ?? '',
      drawRange,
      draws: f.results.draws,
      ...(f.results.draws2nd?.length ? { draws2nd: f.results.draws2nd } : {}),
      myPlays: f.myPlays.map((p) => p.play),
      winnings: addAmounts(f.myPlays.map((p) => p.prize)),
      progressive: { amount: f.game?.progressiveAmount ?? 0, won: false },
      currencyId: f.game?.payoutCurrencyId || f.game?.currencyId || 'USD',
    };
  }
}
