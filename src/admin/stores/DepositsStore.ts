import { makeAutoObservable } from 'mobx';
import type { DepositListing, OperatorParams } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runAction } from './runAction';
import { runLoad } from './runLoad';

export const DEPOSITS_PAGE_SIZE = 50;

export type DepositsFilter = Omit<OperatorParams<'listDeposits'>, 'limit'>;

/** The cashier's deposits (listDeposits) a page at a time, and the mBoB requests it settles or declines. */
export class DepositsStore {
  deposits: DepositListing[] = [];
  total = 0;
  loading = false;
  error: string | null = null;
  notice: string | null = null;
  private filter: DepositsFilter = {};

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client' | 'filter'>(this, { client: false, filter: false });
  }

  load(filter: DepositsFilter): Promise<void> {
    this.filter = filter;
    return runLoad(
      this,
      () => this.client.call('listDeposits', { ...filter, limit: DEPOSITS_PAGE_SIZE }),
      (page) => {
        this.deposits = page.deposits;
        this.total = page.total;
      },
    );
  }

  private reload = () => this.load(this.filter);

  /** Settle (the bank paid) or decline (it never came) one pending mBoB request; true when done. */
  decide(settle: boolean, params: OperatorParams<'settleDepositRequest'>, notice: string) {
    const call = settle ? 'settleDepositRequest' : 'declineDepositRequest';
    return runAction(this, () => this.client.call(call, params), this.reload, notice);
  }
}
