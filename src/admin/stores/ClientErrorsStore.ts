import { makeAutoObservable } from 'mobx';
import type { ClientErrorListing, OperatorParams } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runLoad } from './runLoad';

export const CLIENT_ERRORS_PAGE_SIZE = 50;

/** Uncaught errors of players' pages (listClientErrors), most recently seen first, a page at a time. */
export class ClientErrorsStore {
  errors: ClientErrorListing[] = [];
  total = 0;
  loading = false;
  error: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  load(filter: Omit<OperatorParams<'listClientErrors'>, 'limit'>): Promise<void> {
    return runLoad(
      this,
      () => this.client.call('listClientErrors', { ...filter, limit: CLIENT_ERRORS_PAGE_SIZE }),
      (page) => {
        this.errors = page.errors;
        this.total = page.total;
      },
    );
  }
}
