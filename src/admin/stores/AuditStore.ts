import { makeAutoObservable, runInAction } from 'mobx';
import type { AuditEntry, OperatorParams } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';

export type AuditQuery = Omit<OperatorParams<'getAuditLog'>, 'format'>;

export const AUDIT_PAGE_SIZE = 50;

/** One page of the audit log for the filters in the URL; the CSV export of the same filters. */
export class AuditStore {
  entries: AuditEntry[] = [];
  total = 0;
  loading = false;
  error: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  async load(query: AuditQuery): Promise<void> {
    this.loading = true;
    try {
      const page = await this.client.call('getAuditLog', { limit: AUDIT_PAGE_SIZE, ...query });
      runInAction(() => {
        this.entries = page.entries;
        this.total = page.total;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = (error as Error).message));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async csv(query: AuditQuery): Promise<string> {
    const { offset: _offset, limit: _limit, ...filters } = query;
    const { csv } = await this.client.call('getAuditLog', { ...filters, format: 'csv' });
    return csv ?? '';
  }
}
