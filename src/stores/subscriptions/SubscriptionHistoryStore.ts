import { makeAutoObservable, runInAction } from 'mobx';
import type { Transaction } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';
import { failureOf } from '../forms/faultMessage';
import { hasMoreAfter, PAGE_SIZE } from '../results/paging';

export interface SubscriptionHistoryStoreDeps {
  readonly transport: RpcClient;
}

/**
 * /subHistory?id=: what one subscription did — the games it joined, its next payment and its
 * payments and joins, 5 a page. Served by the pay-as-you-go calls; a server without them (or a
 * subscription they do not cover) leaves `available` false and the page shows the summary only.
 */
export class SubscriptionHistoryStore {
  subscriptionId: number | null = null;
  available = false;
  gamesJoinedIds: number[] = [];
  nextPaymentDate: number | null = null;
  transactions: Transaction[] = [];
  page = 0;
  hasMore = false;
  loading = false;
  error: string | null = null;

  constructor(private readonly deps: SubscriptionHistoryStoreDeps) {
    makeAutoObservable<SubscriptionHistoryStore, 'deps'>(this, { deps: false });
  }

  async load(subscriptionId: number): Promise<void> {
    this.subscriptionId = subscriptionId;
    this.available = false;
    this.gamesJoinedIds = [];
    this.nextPaymentDate = null;
    this.transactions = [];
    this.page = 0;
    this.hasMore = false;
    this.error = null;
    try {
      const details = await this.deps.transport.call('getPayGoGameSubscriptionDetails', { subscriptionId });
      runInAction(() => {
        if (this.subscriptionId !== subscriptionId) return;
        this.available = true;
        this.gamesJoinedIds = [...details.gamesJoinedIds].sort((a, b) => b - a);
        this.nextPaymentDate = details.nextPaymentDate;
      });
    } catch {
      // Not served for this subscription (or not by this server): the summary is all there is.
      return;
    }
    await this.loadPage(0);
  }

  async loadPage(page: number): Promise<void> {
    const subscriptionId = this.subscriptionId;
    if (subscriptionId === null || !this.available) return;
    this.loading = true;
    this.error = null;
    try {
      const found = await this.deps.transport.call('searchPayGoSubscriptionTransactions', {
        subscriptionId,
        page,
        maxResults: PAGE_SIZE,
      });
      runInAction(() => {
        if (this.subscriptionId !== subscriptionId) return;
        if (found.result.length === 0 && page > 0) {
          this.hasMore = false;
          return;
        }
        this.transactions = found.result;
        this.page = page;
        this.hasMore = hasMoreAfter(found.result.length);
      });
    } catch (error) {
      runInAction(() => (this.error = failureOf(error).text));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
