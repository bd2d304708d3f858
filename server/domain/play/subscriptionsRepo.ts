import type { Queryable } from '../../storage/db';

export interface SubscriptionRow {
  id: number;
  player_id: number;
  member_id: number;
  game_id: number;
  currency: string;
  plays: string[];
  draws_total: number;
  draws_done: number;
  price_per_draw_minor: number;
  remaining_minor: number;
  first_instance_id: number;
  status: 'active' | 'completed' | 'cancelled';
  created_at: number;
  updated_at: number;
}

type Rows = SubscriptionRow & Record<string, unknown>;

export const subscriptionsRepo = {
  async insert(
    q: Queryable,
    s: {
      playerId: number;
      memberId: number;
      gameId: number;
      currency: string;
      plays: readonly string[];
      drawsTotal: number;
      pricePerDrawMinor: number;
      firstInstanceId: number;
      now: number;
    },
  ): Promise<SubscriptionRow> {
    const rows = await q.query<Rows>(
      `INSERT INTO subscriptions (player_id, member_id, game_id, currency, plays, draws_total,
         price_per_draw_minor, remaining_minor, first_instance_id, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::text[], $6::integer, $7::bigint, $6::integer * $7::bigint, $8, 'active', $9, $9) RETURNING *`,
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

  /** One draw spent: fewer remaining, completed after the last. Null if it was no longer active. */
  async spendDraw(q: Queryable, id: number, now: number): Promise<SubscriptionRow | null> {
    const rows = await q.query<Rows>(
      `UPDATE subscriptions SET draws_done = draws_done + 1, remaining_minor = remaining_minor - price_per_draw_minor,
         status = CASE WHEN draws_done + 1 >= draws_total THEN 'completed' ELSE status END, updated_at = $2
       WHERE id = $1 AND status = 'active' RETURNING *`,
      [id, now],
    );
    return rows[0] ?? null;
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
       WHERE s.status = 'active' AND NOT EXISTS (
         SELECT 1 FROM joins j WHERE j.idempotency_key = 'join:' || s.player_id || ':sub:' || s.id || ':' || i.id)
       ORDER BY s.id, i.id`,
      [now],
    );
  },
};
