import type { CouponRedemptionListing } from '../../../protocol/operator/deposits';
import type { SiteScope } from '../../../protocol/operator/roles';
import type { Queryable } from '../../storage/db';

type RedemptionRow = {
  id: number;
  code: string;
  player_id: number;
  username: string;
  member_id: number;
  instant: boolean;
  currency: string;
  amount_minor: number;
  created_at: number;
  order_id: number;
  order_method: string;
  order_amount: number;
};

/**
 * Coupon redemptions by players of the sites in scope (a redemption belongs to its player's site),
 * newest first, optionally of one code, with the order each came with: the coupon's own order
 * when it stood alone, else the deposit it was typed with.
 */
export async function listCouponRedemptions(
  q: Queryable,
  filter: { sites: SiteScope; code?: string; limit: number; offset: number },
): Promise<{ total: number; redemptions: CouponRedemptionListing[] }> {
  const from = `FROM coupon_redemptions r JOIN players p ON p.id = r.player_id
    JOIN cashier_orders o ON o.id = r.order_id
    WHERE ($1::text IS NULL OR r.code = $1) AND ($2::int[] IS NULL OR p.member_id = ANY($2::int[]))`;
  const params = [filter.code ?? null, filter.sites === 'all' ? null : [...filter.sites]];
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const rows = await q.query<RedemptionRow>(
    `SELECT r.id, r.code, r.player_id, p.username, p.member_id, r.instant, r.currency, r.amount_minor,
            r.created_at, r.order_id, o.method AS order_method, o.amount_minor AS order_amount
     ${from} ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
    [...params, filter.limit, filter.offset],
  );
  return {
    total: Number(count?.n ?? 0),
    redemptions: rows.map((r) => ({
      redemptionId: Number(r.id),
      code: r.code,
      playerId: Number(r.player_id),
      username: r.username,
      siteId: Number(r.member_id),
      instant: r.instant,
      currency: r.currency,
      amount: Number(r.amount_minor),
      redeemedAt: Number(r.created_at),
      orderId: Number(r.order_id),
      orderMethod: r.order_method,
      orderAmount: Number(r.order_amount),
    })),
  };
}
