import { couponSchema, type CouponConfig } from '../../config/moneySchema';
import type { Queryable } from '../../storage/db';

interface Row extends Record<string, unknown> {
  code: string;
  coupon: unknown;
  updated_by: string;
  updated_at: number;
}

/** A coupon in force and where it comes from (the configuration, or an operator's change). */
export interface CouponInForce {
  coupon: CouponConfig;
  source: 'configuration' | 'console';
  updatedBy: string | null;
  updatedAt: number | null;
}

const fromRow = (r: Row): CouponInForce => ({
  coupon: couponSchema.parse(r.coupon),
  source: 'console',
  updatedBy: r.updated_by,
  updatedAt: Number(r.updated_at),
});

/**
 * Coupons made or changed in the console (migration 043): a row overrides the configuration's
 * coupon of its code. Read at every use, so every server process applies a change at once.
 */
export const operatorCouponsRepo = {
  /** The coupon of that (normalised) code in force: the operator's row, else the configuration's. */
  async inForce(q: Queryable, config: readonly CouponConfig[], code: string): Promise<CouponInForce | null> {
    const [row] = await q.query<Row>('SELECT * FROM operator_coupons WHERE code = $1', [code]);
    if (row) return fromRow(row);
    const configured = config.find((c) => c.code === code);
    return configured
      ? { coupon: configured, source: 'configuration', updatedBy: null, updatedAt: null }
      : null;
  },

  /** Every coupon in force, by code. */
  async all(q: Queryable, config: readonly CouponConfig[]): Promise<CouponInForce[]> {
    const rows = await q.query<Row>('SELECT * FROM operator_coupons ORDER BY code');
    const byCode = new Map<string, CouponInForce>(
      config.map((c) => [c.code, { coupon: c, source: 'configuration', updatedBy: null, updatedAt: null }]),
    );
    for (const r of rows) byCode.set(r.code, fromRow(r));
    return [...byCode.values()].sort((a, b) => a.coupon.code.localeCompare(b.coupon.code));
  },

  async save(q: Queryable, coupon: CouponConfig, operator: string, now: number): Promise<void> {
    await q.query(
      `INSERT INTO operator_coupons (code, coupon, created_by, created_at, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $3, $4)
       ON CONFLICT (code) DO UPDATE SET coupon = $2, updated_by = $3, updated_at = $4`,
      [coupon.code, JSON.stringify(coupon), operator, now],
    );
  },

  /** Locks the code's row (if any), so two operators' changes of one coupon go one after the other. */
  async lock(q: Queryable, code: string): Promise<void> {
    await q.query('SELECT code FROM operator_coupons WHERE code = $1 FOR UPDATE', [code]);
  },
};
