import { makeAutoObservable, runInAction } from 'mobx';
import type { MaintenanceWindow, OperatorParams } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runAction } from './runAction';

/** One site's scheduled maintenance windows (to come and under way), and scheduling and cancelling them. */
export class MaintenanceWindowsStore {
  siteId: number | null = null;
  windows: MaintenanceWindow[] = [];
  loading = false;
  error: string | null = null;
  notice: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  async load(siteId: number): Promise<void> {
    if (this.siteId !== siteId) {
      this.siteId = siteId;
      this.windows = [];
      this.notice = null;
    }
    this.loading = true;
    try {
      const { windows } = await this.client.call('listMaintenanceWindows', { siteId });
      runInAction(() => {
        if (this.siteId === siteId) this.windows = windows;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = (error as Error).message));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  schedule(params: OperatorParams<'scheduleMaintenance'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('scheduleMaintenance', params),
      () => this.load(params.siteId),
      notice,
    );
  }

  cancel(params: OperatorParams<'cancelMaintenance'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('cancelMaintenance', params),
      () => this.load(params.siteId),
      notice,
    );
  }
}
