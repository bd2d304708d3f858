import type { CouponConfig } from '../../config/moneySchema';
import { accountsRepo } from '../ledger/accounts';
import { HouseAccount } from '../ledger/houseAccounts';
import type { MoneyQuery } from '../ledger/moneyTx';
import { addWageringRequirement } from '../cashier/wagering';
import { CouponError } from './couponError';
import { couponsRepo } from './repository';
import { couponAward, couponRefusal } from './rules';

export interface Redemption {
  code: string;
  instant: boolean;
  amountMinor: number;
  currency: string;
}

/**
 * Redeems the coupon inside the caller's transaction: checks every rule again under the coupon's
 * lock, pays the award from the promotions account into the player's cash (instant) or bonus
 * bucket, records the redemption and adds the coupon's wagering requirement. Throws CouponError.
 */
export async function redeemCoupon(
  q: MoneyQuery,
  r: {
    coupon: CouponConfig | undefined;
    code: string;
    playerId: number;
    memberId: number;
    orderId: number;
    currency: string;
    amountMinor: number;
    standalone: boolean;
    now: number;
  },
): Promise<Redemption> {
  const usesSoFar = r.coupon ? await couponsRepo.lockUses(q, r.coupon.code) : 0;
  const playerUsesSoFar = r.coupon ? await couponsRepo.playerUses(q, r.coupon.code, r.playerId) : 0;
  const refusal = couponRefusal(r.coupon, {
    now: r.now,
    memberId: r.memberId,
    currency: r.currency,
    amountMinor: r.amountMinor,
    standalone: r.standalone,
    usesSoFar,
    playerUsesSoFar,
  });
  if (refusal !== null || !r.coupon) throw new CouponError(refusal ?? 50);
  const coupon = r.coupon;
  const award = couponAward(coupon, r.amountMinor);
  const playerAccount = await accountsRepo.ensurePlayerAccount(q, {
    playerId: r.playerId,
    currency: coupon.currency,
    type: coupon.instant ? 'cash' : 'bonus',
    now: r.now,
  });
  const promotions = await accountsRepo.ensureHouseAccount(q, {
    code: HouseAccount.promotions,
    currency: coupon.currency,
    now: r.now,
  });
  await q.transfer({
    key: `coupon:${coupon.code}:${r.orderId}`,
    kind: coupon.instant ? 'coupon.instant' : 'coupon.bonus',
    entries: [
      { accountId: playerAccount, amountMinor: award },
      { accountId: promotions, amountMinor: -award },
    ],
    meta: { orderId: r.orderId, code: coupon.code },
    now: r.now,
  });
  await couponsRepo.record(q, {
    code: coupon.code,
    playerId: r.playerId,
    orderId: r.orderId,
    instant: coupon.instant,
    currency: coupon.currency,
    amountMinor: award,
    now: r.now,
  });
  if (coupon.wageringMultiplier > 0)
    await addWageringRequirement(
      q,
      r.playerId,
      coupon.currency,
      Math.ceil(award * coupon.wageringMultiplier),
      r.now,
    );
  return { code: coupon.code, instant: coupon.instant, amountMinor: award, currency: coupon.currency };
}
