import type { Queryable } from '../../storage/db';

export const couponsRepo = {
  /** Uses so far, without locking (for validateCoupon, which moves nothing). */
  async uses(q: Queryable, code: string): Promise<number> {
    const rows = await q.query<{ uses: number }>('SELECT uses FROM coupon_counters WHERE code = $1', [code]);
    return rows[0]?.uses ?? 0;
  },

  /**
   * Uses so far, locking the coupon's counter row for the rest of the transaction: two
   * redemptions of one code run one after the other, so max uses and max per player hold.
   */
  async lockUses(q: Queryable, code: string): Promise<number> {
    const rows = await q.query<{ uses: number }>(
      `INSERT INTO coupon_counters (code, uses) VALUES ($1, 0)
       ON CONFLICT (code) DO UPDATE SET uses = coupon_counters.uses RETURNING uses`,
      [code],
    );
    return rows[0].uses;
  },

  async playerUses(q: Queryable, code: string, playerId: number): Promise<number> {
    const rows = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM coupon_redemptions WHERE code = $1 AND player_id = $2',
      [code, playerId],
    );
    return rows[0].n;
  },

  async record(
    q: Queryable,
    r: {
      code: string;
      playerId: number;
      orderId: number;
      instant: boolean;
      currency: string;
      amountMinor: number;
      now: number;
    },
  ): Promise<void> {
    await q.query(
      `INSERT INTO coupon_redemptions (code, player_id, order_id, instant, currency, amount_minor, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [r.code, r.playerId, r.orderId, r.instant, r.currency, r.amountMinor, r.now],
    );
    await q.query('UPDATE coupon_counters SET uses = uses + 1 WHERE code = $1', [r.code]);
  },
};
