import { makeAutoObservable, runInAction } from 'mobx';
import type { Dashboard } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { followDashboard } from '../net/OperatorLive';

/**
 * The dashboard's figures for one site or all: read once by call, then pushed by the server over
 * the live socket whenever they change, while a dashboard is open.
 */
export class DashboardStore {
  figures: Dashboard | null = null;
  error: string | null = null;
  /** Whether the live socket delivers (false until its first figures, and after a refusal). */
  live = false;

  constructor(
    private readonly client: OperatorClient,
    private readonly follower: typeof followDashboard = followDashboard,
  ) {
    makeAutoObservable<this, 'client' | 'follower'>(this, { client: false, follower: false });
  }

  async load(siteId?: number): Promise<void> {
    try {
      const figures = await this.client.call('getDashboard', siteId ? { siteId } : {});
      this.show(figures);
    } catch (error) {
      runInAction(() => (this.error = (error as Error).message));
    }
  }

  /** Loads now, then follows the pushed figures; returns the stop function (the page's cleanup). */
  follow(siteId?: number): () => void {
    void this.load(siteId);
    const token = this.client.currentToken;
    if (!token) return () => undefined;
    return this.follower({
      token,
      siteId,
      onFigures: (figures) => {
        this.show(figures);
        runInAction(() => (this.live = true));
      },
      onRefused: (_code, message) =>
        runInAction(() => {
          this.live = false;
          this.error = message;
        }),
    });
  }

  private show(figures: Dashboard): void {
    // A read answered after a newer push must not take its place.
    if (this.figures && figures.at < this.figures.at) return;
    this.figures = figures;
    this.error = null;
  }
}
