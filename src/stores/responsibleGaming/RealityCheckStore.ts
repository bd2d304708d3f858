import { makeAutoObservable, runInAction } from 'mobx';
import { REALITY_CHECK_MINUTES } from '../../../protocol/constants';
import type { RealityCheckEvent } from '../../../protocol/types/player';
import type { RpcClient } from '../../net/RpcClient';
import type { ChangeState } from '../account/changeState';
import { failureOf, type FailureMessage } from '../forms/faultMessage';
import type { SessionStore } from '../session/SessionStore';

export interface RealityCheckStoreDeps {
  readonly transport: RpcClient;
  readonly session: SessionStore;
}

/** The reality check: the interval the player picks, and the reminder the server pushes. */
export class RealityCheckStore {
  readonly choices = REALITY_CHECK_MINUTES;
  minutes = 0;
  state: ChangeState = null;
  failure: FailureMessage | null = null;
  /** The reminder on screen, if any. */
  reminder: RealityCheckEvent | null = null;

  constructor(private readonly deps: RealityCheckStoreDeps) {
    makeAutoObservable<RealityCheckStore, 'deps'>(this, { deps: false });
  }

  reset(): void {
    this.minutes = this.deps.session.player?.selfLimits?.realityCheckMinutes ?? 0;
    this.state = null;
    this.failure = null;
  }

  setMinutes(minutes: number): void {
    this.minutes = minutes;
  }

  async save(): Promise<boolean> {
    this.state = 'false';
    this.failure = null;
    try {
      await this.deps.transport.call('updateRealityCheck', { minutes: this.minutes });
      await this.deps.session.loadPlayer();
      runInAction(() => (this.state = 'true'));
      return true;
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
        this.failure = failureOf(error);
      });
      return false;
    }
  }

  /** The pushed reminder (player topic). */
  show(event: RealityCheckEvent): void {
    if (this.deps.session.loggedIn) this.reminder = event;
  }

  /** Played minutes and hours of the reminder. */
  get played(): { hours: number; minutes: number } {
    const total = Math.floor((this.reminder?.playedMs ?? 0) / 60_000);
    return { hours: Math.floor(total / 60), minutes: total % 60 };
  }

  keepPlaying(): void {
    this.reminder = null;
  }

  async logOut(): Promise<void> {
    this.reminder = null;
    await this.deps.session.logout();
  }
}
