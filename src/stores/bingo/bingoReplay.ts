import { makeAutoObservable } from 'mobx';
import type { BingoGameView } from '../../../protocol/bingo';
import { cardViews, type BingoCardView } from './bingoCards';

/**
 * How many numbers a finished game really called: its view lists the whole committed order (to
 * verify), but the calling stopped at the call that won the last pattern, or ran out of numbers.
 */
export function callsMade(view: BingoGameView): number {
  if (!view.finished) return view.calls.length;
  return view.patterns.at(-1)?.wonAtCall ?? view.calls.length;
}

/**
 * The game as a screen showed it after `step` calls: the first numbers, the patterns won by then
 * with their winners (the others still to play), finished at the last call made.
 */
export function viewAtCall(view: BingoGameView, step: number): BingoGameView {
  const patterns = view.patterns.map((p) =>
    p.wonAtCall !== undefined && p.wonAtCall <= step ? p : { pattern: p.pattern, prize: p.prize },
  );
  const playing = patterns.findIndex((p) => p.wonAtCall === undefined);
  return {
    ...view,
    calls: view.calls.slice(0, step),
    patterns,
    patternIndex: playing === -1 ? patterns.length : playing,
    finished: step >= callsMade(view),
    seed: null,
  };
}

export interface ReplayTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: ReplayTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** A replay's pace: quicker than a room calls, slow enough to follow the daubs. */
export const REPLAY_CALL_MS = 800;

/**
 * The replay of a finished game from its stored result: the calls made again one by one at
 * REPLAY_CALL_MS, the winners announced at the call that won them. It is a bingo feed (view and
 * cards), so the hall's scene plays it as it played the live game. Nothing goes to the server.
 */
export class BingoReplay {
  step = 0;
  /** A call is due: the replay is running (not stopped, not at its end). */
  running = false;
  private timer: unknown = null;

  constructor(
    readonly game: BingoGameView,
    private readonly timers: ReplayTimers = realTimers,
    readonly callMs = REPLAY_CALL_MS,
  ) {
    makeAutoObservable<BingoReplay, 'timers' | 'timer'>(this, { game: false, timers: false, timer: false });
  }

  get total(): number {
    return callsMade(this.game);
  }

  get view(): BingoGameView {
    return viewAtCall(this.game, this.step);
  }

  get cards(): BingoCardView[] {
    return cardViews(this.view, new Set(this.view.calls));
  }

  /** From the first call again (or on from where it stands), one call per tick. */
  play(): void {
    this.stop();
    if (this.step >= this.total) this.step = 0;
    this.schedule();
  }

  stop(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.running = false;
  }

  /** Straight to the end: the game as it finished. */
  skipToEnd(): void {
    this.stop();
    this.step = this.total;
  }

  private schedule(): void {
    this.running = true;
    this.timer = this.timers.setTimeout(() => this.tick(), this.callMs);
  }

  private tick(): void {
    this.timer = null;
    this.step = Math.min(this.total, this.step + 1);
    if (this.step < this.total) this.schedule();
    else this.running = false;
  }
}
