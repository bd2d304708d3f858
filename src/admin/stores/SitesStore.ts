import { makeAutoObservable, runInAction } from 'mobx';
import type { OperatorParams, SiteSummary } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runAction } from './runAction';

/** The sites in the operator's scope and the actions on them; each action reloads what it changed. */
export class SitesStore {
  sites: SiteSummary[] = [];
  loading = false;
  error: string | null = null;
  /** The last action's outcome, for the page's live region. */
  notice: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  site(siteId: number): SiteSummary | undefined {
    return this.sites.find((s) => s.siteId === siteId);
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const { sites } = await this.client.call('listSites', {});
      runInAction(() => {
        this.sites = sites;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = (error as Error).message));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setMaintenance(params: OperatorParams<'setMaintenance'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('setMaintenance', params),
      () => this.load(),
      notice,
    );
  }

  sendMessage(params: OperatorParams<'sendPlayerMessage'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('sendPlayerMessage', params),
      () => this.load(),
      notice,
    );
  }

  sendNewVersion(params: OperatorParams<'sendNewVersion'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('sendNewVersion', params),
      () => this.load(),
      notice,
    );
  }

  setRichMedia(params: OperatorParams<'setRichMedia'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('setRichMedia', params),
      () => this.load(),
      notice,
    );
  }

  updateSite(params: OperatorParams<'updateSite'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('updateSite', params),
      () => this.load(),
      notice,
    );
  }

  /** The new site's id, or null when the server refused (its reason in `error`). */
  async createSite(params: OperatorParams<'createSite'>, notice: string): Promise<number | null> {
    let siteId: number | null = null;
    const done = await runAction(
      this,
      async () => (siteId = (await this.client.call('createSite', params)).siteId),
      () => this.load(),
      notice,
    );
    return done ? siteId : null;
  }
}
