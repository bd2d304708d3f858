import { makeAutoObservable, runInAction } from 'mobx';
import type { OperatorParams, OperatorResult, VerificationListing } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runAction } from './runAction';
import { runLoad } from './runLoad';

export const VERIFICATION_PAGE_SIZE = 25;

export type VerificationFilter = Omit<OperatorParams<'listVerificationRequests'>, 'limit'>;

/** The document review queue: a page of checks, the one opened with its document, and decisions. */
export class VerificationStore {
  requests: VerificationListing[] = [];
  total = 0;
  loading = false;
  error: string | null = null;
  notice: string | null = null;
  opened: OperatorResult<'getVerificationDocument'> | null = null;
  private filter: VerificationFilter = {};

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client' | 'filter'>(this, { client: false, filter: false });
  }

  list(filter: VerificationFilter): Promise<void> {
    this.filter = filter;
    return runLoad(
      this,
      () => this.client.call('listVerificationRequests', { ...filter, limit: VERIFICATION_PAGE_SIZE }),
      (page) => {
        this.requests = page.requests;
        this.total = page.total;
      },
    );
  }

  /** Opens one check with its document (the server audits every opening). */
  async open(requestId: number): Promise<void> {
    this.error = null;
    try {
      const opened = await this.client.call('getVerificationDocument', { requestId });
      runInAction(() => (this.opened = opened));
    } catch (error) {
      runInAction(() => (this.error = (error as Error).message));
    }
  }

  close(): void {
    this.opened = null;
  }

  async decide(params: OperatorParams<'decideVerification'>, notice: string): Promise<boolean> {
    const done = await runAction(
      this,
      () => this.client.call('decideVerification', params),
      () => this.list(this.filter),
      notice,
    );
    if (done) runInAction(() => (this.opened = null));
    return done;
  }
}
