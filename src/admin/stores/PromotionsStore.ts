import { makeAutoObservable } from 'mobx';
import type { CouponListing, JackpotListing, OperatorParams } from '../../../protocol/operator/calls';
import type { OperatorClient } from '../net/OperatorClient';
import { runAction } from './runAction';
import { runLoad } from './runLoad';

/** The coupons and progressive jackpots of the operator's sites, and the changes to coupons. */
export class PromotionsStore {
  coupons: CouponListing[] = [];
  jackpots: JackpotListing[] = [];
  loading = false;
  error: string | null = null;
  notice: string | null = null;
  private siteId: number | undefined;

  constructor(private readonly client: OperatorClient) {
    makeAutoObservable<this, 'client' | 'siteId'>(this, { client: false, siteId: false });
  }

  load(siteId?: number): Promise<void> {
    this.siteId = siteId;
    const params = siteId !== undefined ? { siteId } : {};
    return runLoad(
      this,
      () => Promise.all([this.client.call('listCoupons', params), this.client.call('listJackpots', params)]),
      ([coupons, jackpots]) => {
        this.coupons = coupons.coupons;
        this.jackpots = jackpots.jackpots;
      },
    );
  }

  private reload = () => this.load(this.siteId);

  save(params: OperatorParams<'saveCoupon'>, notice: string) {
    return runAction(this, () => this.client.call('saveCoupon', params), this.reload, notice);
  }

  setActive(params: OperatorParams<'setCouponActive'>, notice: string) {
    return runAction(this, () => this.client.call('setCouponActive', params), this.reload, notice);
  }
}
