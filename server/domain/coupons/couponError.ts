import { couponErrors } from '../../../protocol/errors';

export type CouponErrorCode = 50 | 51 | 52 | 53 | 54 | 55 | 56 | 57 | 60 | 61 | 62;

/** A coupon refused with one of the spec's codes 50..62; handlers answer it as that fault code. */
export class CouponError extends Error {
  constructor(readonly code: CouponErrorCode) {
    super(couponErrors.get(code)?.message ?? `Coupon error ${code}`);
    this.name = 'CouponError';
  }
}
