import { makeAutoObservable } from 'mobx';
import type { CouponRedemptionListing, OperatorParams } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runLoad } from './runLoad';

export const REDEMPTIONS_PAGE_SIZE = 20;

/** One coupon's redemptions (listCouponRedemptions), newest first, a page at a time. */
export class CouponRedemptionsStore {
  redemptions: CouponRedemptionListing[] = [];
  total = 0;
  loading = false;
  error: string | null = null;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client'>(this, { client: false });
  }

  load(filter: Omit<OperatorParams<'listCouponRedemptions'>, 'limit'>): Promise<void> {
    return runLoad(
      this,
      () => this.client.call('listCouponRedemptions', { ...filter, limit: REDEMPTIONS_PAGE_SIZE }),
      (page) => {
        this.redemptions = page.redemptions;
        this.total = page.total;
      },
    );
  }
}
