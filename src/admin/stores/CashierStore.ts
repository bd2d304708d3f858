import { makeAutoObservable } from 'mobx';
import type {
  AdjustmentListing,
  OperatorParams,
  WithdrawalListing,
  WithdrawalState,
} from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runAction } from './runAction';
import { runLoad } from './runLoad';

export interface CashierFilter {
  siteId?: number;
  status: WithdrawalState;
}

/** The cashier's queue: withdrawals to decide, and adjustments waiting for a second operator. */
export class CashierStore {
  withdrawals: WithdrawalListing[] = [];
  adjustments: AdjustmentListing[] = [];
  loading = false;
  error: string | null = null;
  notice: string | null = null;
  private filter: CashierFilter = { status: 'pending' };

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client' | 'filter'>(this, { client: false, filter: false });
  }

  load(filter: CashierFilter, withAdjustments: boolean): Promise<void> {
    this.filter = filter;
    const site = filter.siteId !== undefined ? { siteId: filter.siteId } : {};
    return runLoad(
      this,
      () =>
        Promise.all([
          this.client.call('listWithdrawals', { ...site, status: filter.status }),
          withAdjustments
            ? this.client.call('listAdjustments', { ...site, status: 'pending' })
            : Promise.resolve({ adjustments: [] }),
        ]),
      ([w, a]) => {
        this.withdrawals = w.withdrawals;
        this.adjustments = a.adjustments;
      },
    );
  }

  private reload = () => this.load(this.filter, true);

  decide(params: OperatorParams<'decideWithdrawal'>, notice: string) {
    return runAction(this, () => this.client.call('decideWithdrawal', params), this.reload, notice);
  }

  reverse(params: OperatorParams<'reverseWithdrawal'>, notice: string) {
    return runAction(this, () => this.client.call('reverseWithdrawal', params), this.reload, notice);
  }

  approveAdjustment(adjustmentId: number, notice: string) {
    return runAction(
      this,
      () => this.client.call('approveAdjustment', { adjustmentId }),
      this.reload,
      notice,
    );
  }
}
