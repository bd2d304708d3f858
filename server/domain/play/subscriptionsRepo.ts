import type { Queryable } from '../../storage/db';

export interface SubscriptionRow {
  id: number;
  player_id: number;
  member_id: number;
  game_id: number;
  currency: string;
  plays: string[];
  /** The bet type of each line, in the order of plays; null for games without bet types. */
  bet_types: string[] | null;
  /** Null for pay-as-you-go: it runs until cancelled. */
  draws_total: number | null;
  draws_done: number;
  price_per_draw_minor: number;
  /** The part of paid_minor not spent yet: what the subscriptions account holds for it. */
  remaining_minor: number;
  /** What the player paid: up front (draws, monthly) or summed per placed draw (pay as you go). */
  paid_minor: number;
  /** What the promotion took off (paid by the house promotions account); 0 without one. */
  discount_minor: number;
  discount_percent: number;
  promotion_id: number | null;
  first_instance_id: number;
  status: 'active' | 'completed' | 'cancelled';
  kind: SubscriptionKind;
  /** Monthly: the end of the paid period; instances starting later are not joined. */
  period_end_at: number | null;
  created_at: number;
  updated_at: number;
}

type Rows = SubscriptionRow & Record<string, unknown>;

export type SubscriptionKind = 'draws' | 'monthly' | 'paygo';

/** The join key prefix of a subscription's placements (joinService prefixes 'join:{player}:'). */
export const subscriptionJoinKey = (subscriptionId: number, instanceId: number) =>
  `sub:${subscriptionId}:${instanceId}`;

export const subscriptionsRepo = {
  async insert(
    q: Queryable,
    s: {
      playerId: number;
      memberId: number;
      gameId: number;
      currency: string;
      plays: readonly string[];
      betTypes?: readonly string[] | null;
      drawsTotal: number | null;
      pricePerDrawMinor: number;
      firstInstanceId: number;
      now: number;
      kind?: SubscriptionKind;
      periodEndAt?: number | null;
      /** Paid up front (draws_total draws at the price, less the discount); 0 for pay as you go. */
      paidMinor: number;
      discountMinor: number;
      promotion?: { promotionId: number; discountPercent: number } | null;
    },
  ): Promise<SubscriptionRow> {
    const rows = await q.query<Rows>(
      `INSERT INTO subscriptions (player_id, member_id, game_id, currency, plays, draws_total,
         price_per_draw_minor, remaining_minor, first_instance_id, status, created_at, updated_at, kind, period_end_at, bet_types,
         paid_minor, discount_minor, promotion_id, discount_percent)
       VALUES ($1, $2, $3, $4, $5::text[], $6::integer, $7::bigint, $13::bigint, $8, 'active', $9, $9,
         $10, $11, $12::text[], $13::bigint, $14::bigint, $15::integer, $16::integer) RETURNING *`,
      [
        s.playerId,
        s.memberId,
        s.gameId,
        s.currency,
        s.plays,
        s.drawsTotal,
        s.pricePerDrawMinor,
        s.firstInstanceId,
        s.now,
        s.kind ?? 'draws',
        s.periodEndAt ?? null,
        s.betTypes ? [...s.betTypes] : null,
        s.paidMinor,
        s.discountMinor,
        s.promotion?.promotionId ?? null,
        s.promotion?.discountPercent ?? 0,
      ],
    );
    return rows[0];
  },

  async byId(q: Queryable, id: number): Promise<SubscriptionRow | null> {
    const rows = await q.query<Rows>('SELECT * FROM subscriptions WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  async lock(q: Queryable, id: number): Promise<SubscriptionRow | null> {
    const rows = await q.query<Rows>('SELECT * FROM subscriptions WHERE id = $1 FOR UPDATE', [id]);
    return rows[0] ?? null;
  },

  async ofPlayer(q: Queryable, playerId: number, gameId?: number): Promise<SubscriptionRow[]> {
    return q.query<Rows>(
      `SELECT * FROM subscriptions WHERE player_id = $1 AND ($2::integer IS NULL OR game_id = $2)
       ORDER BY id DESC`,
      [playerId, gameId ?? null],
    );
  },

  /**
   * One draw spent, the `draw`-th (1-based): `spentMinor` of what was paid is used (draws,
   * monthly: its paid share; pay as you go: the draw's cash payment, added to paid_minor with its
   * discount), completed after the last. Null if it was no longer active or another placement
   * spent that draw first (the caller's join then rolls back).
   */
  async spendDraw(
    q: Queryable,
    s: { id: number; draw: number; spentMinor: number; discountMinor: number; now: number },
  ): Promise<SubscriptionRow | null> {
    const rows = await q.query<Rows>(
      `UPDATE subscriptions SET draws_done = draws_done + 1,
         remaining_minor = CASE WHEN kind = 'paygo' THEN 0 ELSE remaining_minor - $3 END,
         paid_minor = CASE WHEN kind = 'paygo' THEN paid_minor + $3 ELSE paid_minor END,
         discount_minor = CASE WHEN kind = 'paygo' THEN discount_minor + $4 ELSE discount_minor END,
         status = CASE WHEN draws_done + 1 >= draws_total THEN 'completed' ELSE status END, updated_at = $2
       WHERE id = $1 AND status = 'active' AND draws_done = $5 - 1 RETURNING *`,
      [s.id, s.now, s.spentMinor, s.discountMinor, s.draw],
    );
    return rows[0] ?? null;
  },

  /** Monthly subscriptions whose period ended while still active (locked: their remainder is refunded). */
  async periodEnded(q: Queryable, now: number): Promise<SubscriptionRow[]> {
    return q.query<Rows>(
      `SELECT * FROM subscriptions WHERE status = 'active' AND kind = 'monthly' AND period_end_at <= $1
       ORDER BY id FOR UPDATE SKIP LOCKED`,
      [now],
    );
  },

  async complete(q: Queryable, id: number, now: number): Promise<void> {
    await q.query(
      `UPDATE subscriptions SET status = 'completed', remaining_minor = 0, updated_at = $2 WHERE id = $1`,
      [id, now],
    );
  },

  /** Whether a player of the site, found by username or email, holds an active subscription. */
  async activeFor(
    q: Queryable,
    who: { memberId: number; username?: string; email?: string },
  ): Promise<boolean> {
    const rows = await q.query(
      `SELECT 1 FROM subscriptions s JOIN players p ON p.id = s.player_id
       WHERE s.status = 'active' AND p.member_id = $1
         AND (($2::text IS NOT NULL AND lower(p.username) = lower($2)) OR ($3::text IS NOT NULL AND lower(p.email) = lower($3)))
       LIMIT 1`,
      [who.memberId, who.username ?? null, who.email ?? null],
    );
    return rows.length > 0;
  },

  /** The instances a subscription joined (its placements), oldest first. */
  async joinedInstances(q: Queryable, s: SubscriptionRow): Promise<number[]> {
    const rows = await q.query<{ instance_id: number }>(
      `SELECT instance_id FROM joins WHERE player_id = $1 AND idempotency_key LIKE $2 AND NOT refunded ORDER BY id`,
      [s.player_id, `join:${s.player_id}:sub:${s.id}:%`],
    );
    return rows.map((r) => Number(r.instance_id));
  },

  async cancel(q: Queryable, id: number, now: number): Promise<void> {
    await q.query(
      `UPDATE subscriptions SET status = 'cancelled', remaining_minor = 0, updated_at = $2 WHERE id = $1`,
      [id, now],
    );
  },

  /**
   * Active subscriptions and the open instance each has not joined yet (its join key is unused),
   * after the instance it was bought in.
   */
  async due(q: Queryable, now: number): Promise<(SubscriptionRow & { instance_id: number })[]> {
    return q.query<Rows & { instance_id: number }>(
      `SELECT s.*, i.id AS instance_id FROM subscriptions s
       JOIN game_instances i ON i.game_id = s.game_id AND i.status = 'OPEN' AND i.removed_at IS NULL
         AND s.member_id = ANY(i.member_ids) AND i.registration_end_at > $1 AND i.id > s.first_instance_id
         AND (s.period_end_at IS NULL OR i.start_at <= s.period_end_at)
       WHERE s.status = 'active' AND NOT EXISTS (
         SELECT 1 FROM joins j WHERE j.idempotency_key = 'join:' || s.player_id || ':sub:' || s.id || ':' || i.id)
       ORDER BY s.id, i.id`,
      [now],
    );
  },
};
