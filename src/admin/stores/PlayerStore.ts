import { makeAutoObservable, runInAction } from 'mobx';
import type { OperatorParams, PlayerActivity, PlayerOverview } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runAction } from './runAction';
import { runLoad } from './runLoad';

/** The player page: one player's overview, and the account actions on them (each audited). */
export class PlayerStore {
  overview: PlayerOverview | null = null;
  /** Subscriptions, referrals and the closure, read beside the overview. */
  activity: { playerId: number; of: PlayerActivity } | null = null;
  playerId: number | null = null;
  loading = false;
  error: string | null = null;
  notice: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  load(playerId: number): Promise<void> {
    if (this.playerId !== playerId) {
      this.overview = null;
      this.notice = null;
      this.error = null;
    }
    this.playerId = playerId;
    return Promise.all([
      runLoad(
        this,
        () => this.client.call('getPlayer', { playerId }),
        (overview) => (this.overview = overview),
      ),
      this.loadActivity(playerId),
    ]).then(() => undefined);
  }

  /** Apart from the overview's load state: a refusal here leaves the overview standing. */
  private async loadActivity(playerId: number): Promise<void> {
    try {
      const of = await this.client.call('getPlayerActivity', { playerId });
      runInAction(() => {
        if (this.playerId === playerId) this.activity = { playerId, of };
      });
    } catch (error) {
      runInAction(() => (this.error = (error as Error).message));
    }
  }

  private reload = () => (this.playerId === null ? Promise.resolve() : this.load(this.playerId));

  setStatus(params: OperatorParams<'setPlayerStatus'>, notice: string) {
    return runAction(this, () => this.client.call('setPlayerStatus', params), this.reload, notice);
  }

  /** The adjustment as the server made it: done at once, or pending a second operator. */
  async adjust(params: OperatorParams<'adjustBalance'>, notices: { done: string; pending: string }) {
    const made: { status?: 'pending' | 'done' } = {};
    const ok = await runAction(
      this,
      async () => (made.status = (await this.client.call('adjustBalance', params)).adjustment.status),
      this.reload,
      notices.done,
    );
    if (ok && made.status === 'pending') runInAction(() => (this.notice = notices.pending));
    return ok;
  }

  addNote(params: OperatorParams<'addPlayerNote'>, notice: string) {
    return runAction(this, () => this.client.call('addPlayerNote', params), this.reload, notice);
  }

  forceLogout(params: OperatorParams<'endPlayerSessions'>, notice: string) {
    return runAction(this, () => this.client.call('endPlayerSessions', params), this.reload, notice);
  }

  sendPasswordReset(params: OperatorParams<'sendPasswordReset'>, notice: string) {
    return runAction(this, () => this.client.call('sendPasswordReset', params), this.reload, notice);
  }

  setServiceLimit(params: OperatorParams<'setCustomerServiceLimit'>, notice: string) {
    return runAction(this, () => this.client.call('setCustomerServiceLimit', params), this.reload, notice);
  }

  imposeCoolOff(params: OperatorParams<'imposeCoolOff'>, notice: string) {
    return runAction(this, () => this.client.call('imposeCoolOff', params), this.reload, notice);
  }

  closeAccount(params: OperatorParams<'closeAccount'>, notice: string) {
    return runAction(this, () => this.client.call('closeAccount', params), this.reload, notice);
  }
}
