import { makeAutoObservable, runInAction } from 'mobx';
import type { GameSummary, OperatorParams } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runAction } from './runAction';

/** The live game instances on the operator's sites, and the engine's operator actions on them. */
export class GamesStore {
  games: GameSummary[] = [];
  loading = false;
  error: string | null = null;
  notice: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  async load(siteId?: number): Promise<void> {
    this.loading = true;
    try {
      const { games } = await this.client.call('listGames', siteId ? { siteId } : {});
      runInAction(() => {
        this.games = games;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = (error as Error).message));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  cancel(params: OperatorParams<'cancelGame'>, notice: string, siteId?: number) {
    return runAction(
      this,
      () => this.client.call('cancelGame', params),
      () => this.load(siteId),
      notice,
    );
  }

  reschedule(params: OperatorParams<'rescheduleGame'>, notice: string, siteId?: number) {
    return runAction(
      this,
      () => this.client.call('rescheduleGame', params),
      () => this.load(siteId),
      notice,
    );
  }
}
