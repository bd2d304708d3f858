import { makeAutoObservable, runInAction } from 'mobx';
import { REALITY_CHECK_MINUTES } from '../../../protocol/constants';
import type { RealityCheckEvent } from '../../../protocol/types/player';
import type { ChangeState } from '../account/changeState';
import { failureOf, type FailureMessage } from '../forms/faultMessage';
import type { RootStore } from '../RootStore';

/** The reality check: the interval the player picks, and the reminder the server pushes. */
export class RealityCheckStore {
  readonly choices = REALITY_CHECK_MINUTES;
  minutes = 0;
  state: ChangeState = null;
  failure: FailureMessage | null = null;
  /** The reminder on screen, if any. */
  reminder: RealityCheckEvent | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<RealityCheckStore, 'root'>(this, { root: false });
  }

  reset(): void {
    this.minutes = this.root.session.player?.selfLimits?.realityCheckMinutes ?? 0;
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
      await this.root.transport.call('updateRealityCheck', { minutes: this.minutes });
      await this.root.session.loadPlayer();
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
    if (this.root.session.loggedIn) this.reminder = event;
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
    await this.root.session.logout();
  }
}
