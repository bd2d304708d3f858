import { makeAutoObservable, runInAction } from 'mobx';
import { joinErrorOf, joinFailureCode } from '../../../protocol/errors';
import type { GameInstance } from '../../../protocol/types';
import { toRpcFault } from '../../net/clientFaults';
import { newRequestKey } from '../cashier/requestKey';
import type { RootStore } from '../RootStore';
import { maxPlaysFor, playString, randomBalls } from './playLimits';

/** Spec section 4, Picking: open, confirm, joined, not joined. */
export type PickingState = 'open' | 'confirm' | 'joining' | 'joined' | 'notJoined';
export type BallSet = 1 | 2;
const INSUFFICIENT_FUNDS = 2;

/**
 * Number picking shared by the DOM picker and the stage: lines complete at the pick size, a second
 * set after '#', clicking a chosen ball unselects it, lucky dip, limits, confirm and join.
 */
export class PickingStore {
  gameInstanceId: number | null = null;
  main: number[] = [];
  second: number[] = [];
  lines: string[] = [];
  state: PickingState = 'open';
  /** Stored join failure: the exit code (1..10, 234, 300 or -1) and its catalogue key. */
  joinErrorCode: number | null = null;
  joinErrorKey: string | null = null;
  joinCode: string | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly random: () => number = Math.random,
  ) {
    makeAutoObservable<PickingStore, 'root' | 'random'>(this, { root: false, random: false });
  }

  get game(): GameInstance | null {
    return this.gameInstanceId === null ? null : (this.root.lobby.games.get(this.gameInstanceId) ?? null);
  }

  get maxPlays(): number {
    return this.game ? maxPlaysFor(this.game) : 0;
  }

  get canAddLine(): boolean {
    return this.lines.length < this.maxPlays;
  }

  /** Cost of the lines picked so far, fee included. */
  get totalCost(): number {
    const g = this.game;
    return g ? this.lines.length * (g.gamePlayCost + g.gameFeePerPlay) : 0;
  }

  open(gameInstanceId: number): void {
    if (this.gameInstanceId !== gameInstanceId) this.reset();
    this.gameInstanceId = gameInstanceId;
  }

  reset(): void {
    this.main = [];
    this.second = [];
    this.lines = [];
    this.state = 'open';
    this.joinErrorCode = null;
    this.joinErrorKey = null;
  }

  isChosen(ball: number, set: BallSet = 1): boolean {
    return (set === 1 ? this.main : this.second).includes(ball);
  }

  /** Click on a ball: a chosen one is unselected; otherwise added while its set has room. */
  toggle(ball: number, set: BallSet = 1): void {
    const g = this.game;
    if (!g || this.state !== 'open' || !this.canAddLine) return;
    const size = set === 1 ? g.gamePlaySize : g.gamePlaySize2nd;
    const range = set === 1 ? g.drawRange : g.drawRange2nd;
    if (!size || ball < 1 || ball > range) return;
    const balls = set === 1 ? this.main : this.second;
    const at = balls.indexOf(ball);
    if (at >= 0) balls.splice(at, 1);
    else if (balls.length < size) balls.push(ball);
    this.completeLine();
  }

  /** Lucky dip: fill the current line at random (a fresh line when it is empty). */
  luckyDip(): void {
    const g = this.game;
    if (!g || this.state !== 'open' || !this.canAddLine) return;
    this.main.push(...randomBalls(g.drawRange, g.gamePlaySize - this.main.length, this.main, this.random));
    if (g.gamePlaySize2nd)
      this.second.push(
        ...randomBalls(g.drawRange2nd, g.gamePlaySize2nd - this.second.length, this.second, this.random),
      );
    this.completeLine();
  }

  removeLine(index: number): void {
    if (this.state === 'open') this.lines.splice(index, 1);
  }

  confirm(): void {
    if (this.lines.length && this.state === 'open') this.state = 'confirm';
  }

  edit(): void {
    if (this.state === 'confirm' || this.state === 'notJoined') this.state = 'open';
  }

  /** Check availability, then join; exit code 2 offers a deposit. */
  async join(): Promise<boolean> {
    const g = this.game;
    if (!g || !this.lines.length || this.state === 'joining') return false;
    const plays = [...this.lines];
    this.state = 'joining';
    this.joinErrorCode = null;
    this.joinErrorKey = null;
    try {
      const check = await this.root.transport.call('arePlaysAvailableForGame', {
        gameInstanceId: g.gameInstanceId,
        plays: plays.length,
      });
      if (!check.available) return this.failJoin({ exitCode: 5 });
      const result = await this.root.transport.call('joinGame', {
        gameId: g.gameId,
        gameInstanceId: g.gameInstanceId,
        userPlays: plays,
        userPlaysCount: plays.length,
        currencyId: g.currencyId,
        subscriptions: 0,
        joinKey: newRequestKey(),
      });
      if (result.exitCode !== 0)
        return this.failJoin({ exitCode: result.exitCode, message: result.exitDescription });
      runInAction(() => {
        const e = result.joinEvent;
        this.root.lobby.patch(g.gameInstanceId, undefined, {
          playerInGame: true,
          ...(e
            ? {
                playerPlaysInGame: e.playerPlaysInGame,
                gamePlayCurrent: e.gamePlayCurrent,
                gamePlayerCurrent: e.gamePlayerCurrent,
                lastJoinTimeMs: e.lastJoinTimeMs,
              }
            : {}),
        });
        this.joinCode = e?.joinCode ?? null;
        this.lines = [];
        this.state = 'joined';
      });
      void this.root.cashier.loadAccounts();
      return true;
    } catch (error) {
      const fault = toRpcFault(error);
      return this.failJoin({ code: fault.code, message: fault.message });
    }
  }

  private failJoin(failure: { exitCode?: number; code?: string; message?: string }): false {
    runInAction(() => {
      const code = joinFailureCode(failure);
      this.joinErrorCode = code;
      this.joinErrorKey = joinErrorOf(code)?.key ?? null;
      this.state = 'notJoined';
      if (code === INSUFFICIENT_FUNDS) this.root.cashier.offerDeposit();
    });
    return false;
  }

  private completeLine(): void {
    const g = this.game;
    if (!g) return;
    if (this.main.length === g.gamePlaySize && this.second.length === (g.gamePlaySize2nd || 0)) {
      this.lines.push(playString(this.main, this.second));
      this.main = [];
      this.second = [];
    }
  }
}
