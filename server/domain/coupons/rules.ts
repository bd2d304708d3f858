import type { CouponConfig } from '../../config/moneySchema';
import type { CouponErrorCode } from './couponError';

export interface CouponUse {
  now: number;
  memberId: number;
  currency: string;
  /** The deposit the coupon comes with (or the amount it applies to when standalone), minor units. */
  amountMinor: number;
  /** True for method 'coupon' (no money deposited with it). */
  standalone: boolean;
  usesSoFar: number;
  playerUsesSoFar: number;
}

/**
 * Why a coupon cannot be used, as the spec's code, or null when it can. Checked in the catalogue's
 * order of precedence: existence, state, dates, usage counts, kind, amount, currency, value.
 */
export function couponRefusal(coupon: CouponConfig | undefined, use: CouponUse): CouponErrorCode | null {
  if (!coupon || (coupon.memberIds.length > 0 && !coupon.memberIds.includes(use.memberId))) return 50;
  if (!coupon.active || (coupon.validFrom !== undefined && use.now < coupon.validFrom)) return 51;
  if (coupon.validUntil !== undefined && use.now > coupon.validUntil) return 52;
  if (coupon.maxUses !== undefined && use.usesSoFar >= coupon.maxUses) return 53;
  if (use.playerUsesSoFar >= coupon.maxPerPlayer) return 54;
  if ((coupon.usage === 'standalone') !== use.standalone) return 55;
  if (coupon.percentOfDeposit > 0 && use.amountMinor === 0) return 60;
  if (use.amountMinor < coupon.minDepositMinor) return 56;
  if (coupon.currency !== use.currency) return 62;
  if (couponAward(coupon, use.amountMinor) <= 0) return 57;
  return null;
}

/** What the coupon pays: a percentage of the deposit (capped by amountMinor when set), else the fixed amount. */
export function couponAward(coupon: CouponConfig, amountMinor: number): number {
  if (coupon.percentOfDeposit > 0) {
    const share = Math.floor((amountMinor * coupon.percentOfDeposit) / 100);
    return coupon.amountMinor > 0 ? Math.min(share, coupon.amountMinor) : share;
  }
  return coupon.amountMinor;
}

/** Codes are matched case-insensitively: players type them. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();
