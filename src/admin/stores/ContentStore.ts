import { makeAutoObservable, runInAction } from 'mobx';
import type { AdSummary, OperatorParams, OperatorText, SitePage } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runAction } from './runAction';

/** One site's ads, custom and legal pages, and the translations of its games' text in one language, and the edits on them. */
export class ContentStore {
  ads: AdSummary[] = [];
  pages: SitePage[] = [];
  texts: OperatorText[] = [];
  /** The site (and for texts, the language) the lists belong to. */
  siteId: number | null = null;
  languageId: string | null = null;
  loading = false;
  error: string | null = null;
  notice: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  private async fetchInto<T>(work: () => Promise<T>, apply: (result: T) => void): Promise<void> {
    this.loading = true;
    try {
      const result = await work();
      runInAction(() => {
        apply(result);
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = (error as Error).message));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async loadAds(siteId: number): Promise<void> {
    if (this.siteId !== siteId) {
      this.siteId = siteId;
      this.ads = [];
      this.notice = null;
    }
    await this.fetchInto(
      () => this.client.call('listAds', { siteId }),
      ({ ads }) => this.siteId === siteId && (this.ads = ads),
    );
  }

  async loadPages(siteId: number): Promise<void> {
    if (this.siteId !== siteId) {
      this.siteId = siteId;
      this.pages = [];
      this.notice = null;
    }
    await this.fetchInto(
      () => this.client.call('listPages', { siteId }),
      ({ pages }) => this.siteId === siteId && (this.pages = pages),
    );
  }

  createPage(params: OperatorParams<'createPage'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('createPage', params),
      () => this.loadPages(params.siteId),
      notice,
    );
  }

  updatePage(params: OperatorParams<'updatePage'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('updatePage', params),
      () => this.loadPages(params.siteId),
      notice,
    );
  }

  async loadTexts(siteId: number, languageId: string): Promise<void> {
    if (this.siteId !== siteId || this.languageId !== languageId) {
      this.siteId = siteId;
      this.languageId = languageId;
      this.texts = [];
      this.notice = null;
    }
    await this.fetchInto(
      () => this.client.call('listTranslations', { siteId, languageId }),
      ({ texts }) => this.siteId === siteId && this.languageId === languageId && (this.texts = texts),
    );
  }

  createAd(params: OperatorParams<'createAd'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('createAd', params),
      () => this.loadAds(params.siteId),
      notice,
    );
  }

  updateAd(params: OperatorParams<'updateAd'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('updateAd', params),
      () => this.loadAds(params.siteId),
      notice,
    );
  }

  setTranslation(params: OperatorParams<'setTranslation'>, notice: string) {
    return runAction(
      this,
      () => this.client.call('setTranslation', params),
      () => this.loadTexts(params.siteId, params.languageId),
      notice,
    );
  }
}
