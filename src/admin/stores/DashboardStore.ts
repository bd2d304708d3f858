import { makeAutoObservable, runInAction } from 'mobx';
import type { Dashboard } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';

/** How often an open dashboard refreshes its figures. */
export const DASHBOARD_REFRESH_MS = 10_000;

/** The dashboard's figures for one site or all, refreshed while a dashboard is open. */
export class DashboardStore {
  figures: Dashboard | null = null;
  error: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  async load(siteId?: number): Promise<void> {
    try {
      const figures = await this.client.call('getDashboard', siteId ? { siteId } : {});
      runInAction(() => {
        this.figures = figures;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = (error as Error).message));
    }
  }

  /** Loads now and every DASHBOARD_REFRESH_MS; returns the stop function (the page's cleanup). */
  follow(siteId?: number): () => void {
    void this.load(siteId);
    const timer = setInterval(() => void this.load(siteId), DASHBOARD_REFRESH_MS);
    return () => clearInterval(timer);
  }
}
