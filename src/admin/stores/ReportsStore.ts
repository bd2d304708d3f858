import { makeAutoObservable } from 'mobx';
import type { OperatorParams, OperatorResult } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runLoad } from './runLoad';

export type ReportQuery = Omit<OperatorParams<'getReport'>, 'format'>;

/** One report from the ledger for the query in the URL, and its CSV. */
export class ReportsStore {
  report: OperatorResult<'getReport'> | null = null;
  loading = false;
  error: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  load(query: ReportQuery): Promise<void> {
    return runLoad(
      this,
      () => this.client.call('getReport', query),
      (report) => (this.report = report),
    );
  }

  async csv(query: ReportQuery): Promise<string> {
    const { csv } = await this.client.call('getReport', { ...query, format: 'csv' });
    return csv ?? '';
  }
}
