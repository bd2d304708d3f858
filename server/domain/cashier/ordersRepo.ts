import type { Queryable } from '../../storage/db';
import { OrderStatus, OrderType } from './orderStatus';

export interface OrderRow {
  id: number;
  player_id: number;
  order_type: number;
  method: string;
  status: number;
  currency: string;
  amount_minor: number;
  fee_minor: number;
  request_key: string | null;
  provider_ref: string | null;
  details: Record<string, unknown>;
  created_at: number;
  updated_at: number;
}

export interface NewOrder {
  playerId: number;
  orderType: number;
  method: string;
  status: number;
  currency: string;
  amountMinor: number;
  feeMinor?: number;
  requestKey?: string | null;
  details?: Record<string, unknown>;
  now: number;
}

type Rows = OrderRow & Record<string, unknown>;

/** Cashier orders: plain async functions over a query object (the caller's transaction). */
export const ordersRepo = {
  /** Inserts the order; with a request key already used, returns the first order and `created: false`. */
  async insert(q: Queryable, o: NewOrder): Promise<{ order: OrderRow; created: boolean }> {
    const rows = await q.query<Rows>(
      `INSERT INTO cashier_orders (player_id, order_type, method, status, currency, amount_minor, fee_minor,
                                   request_key, details, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
       ON CONFLICT (request_key) DO NOTHING RETURNING *`,
      [
        o.playerId,
        o.orderType,
        o.method,
        o.status,
        o.currency,
        o.amountMinor,
        o.feeMinor ?? 0,
        o.requestKey ?? null,
        JSON.stringify(o.details ?? {}),
        o.now,
      ],
    );
    if (rows[0]) return { order: rows[0], created: true };
    const existing = await q.query<Rows>('SELECT * FROM cashier_orders WHERE request_key = $1', [
      o.requestKey,
    ]);
    return { order: existing[0], created: false };
  },

  async byId(q: Queryable, id: number): Promise<OrderRow | null> {
    return (await q.query<Rows>('SELECT * FROM cashier_orders WHERE id = $1', [id]))[0] ?? null;
  },

  /** Locks the order for the rest of the transaction: settling and cancelling serialize on it. */
  async lock(q: Queryable, id: number): Promise<OrderRow | null> {
    return (await q.query<Rows>('SELECT * FROM cashier_orders WHERE id = $1 FOR UPDATE', [id]))[0] ?? null;
  },

  async byRequestKey(q: Queryable, key: string): Promise<OrderRow | null> {
    return (await q.query<Rows>('SELECT * FROM cashier_orders WHERE request_key = $1', [key]))[0] ?? null;
  },

  /** Moves the order to `to` only from one of `from`; false when it was elsewhere (raced or done). */
  async transition(
    q: Queryable,
    id: number,
    from: number[],
    to: number,
    now: number,
    patch: { providerRef?: string; details?: Record<string, unknown> } = {},
  ): Promise<boolean> {
    const rows = await q.query(
      `UPDATE cashier_orders SET status = $3, updated_at = $4, provider_ref = coalesce($5, provider_ref),
              details = details || $6::jsonb
       WHERE id = $1 AND status = ANY($2::int[]) RETURNING id`,
      [id, from, to, now, patch.providerRef ?? null, JSON.stringify(patch.details ?? {})],
    );
    return rows.length > 0;
  },

  async setStatus(
    q: Queryable,
    id: number,
    status: number,
    now: number,
    patch: { providerRef?: string; details?: Record<string, unknown> } = {},
  ): Promise<void> {
    await q.query(
      `UPDATE cashier_orders SET status = $2, updated_at = $3, provider_ref = coalesce($4, provider_ref),
              details = details || $5::jsonb
       WHERE id = $1`,
      [id, status, now, patch.providerRef ?? null, JSON.stringify(patch.details ?? {})],
    );
  },

  async listForPlayer(
    q: Queryable,
    playerId: number,
    filter: { orderType?: number; method?: string; statuses?: number[] } = {},
  ): Promise<OrderRow[]> {
    return q.query<Rows>(
      `SELECT * FROM cashier_orders WHERE player_id = $1
         AND ($2::int IS NULL OR order_type = $2) AND ($3::text IS NULL OR method = $3)
         AND ($4::int[] IS NULL OR status = ANY($4::int[]))
       ORDER BY id DESC LIMIT 100`,
      [playerId, filter.orderType ?? null, filter.method ?? null, filter.statuses ?? null],
    );
  },

  /** Whether the player has a completed deposit other than `exceptId` (coupons are not deposits). */
  async hasCompletedDeposit(q: Queryable, playerId: number, exceptId = 0): Promise<boolean> {
    const rows = await q.query(
      `SELECT 1 FROM cashier_orders WHERE player_id = $1 AND order_type = $2 AND status = $3
         AND method <> 'coupon' AND id <> $4 LIMIT 1`,
      [playerId, OrderType.deposit, OrderStatus.completed, exceptId],
    );
    return rows.length > 0;
  },

  /** Orders left pending or in the challenge step since before `before` (timed-out payments). */
  async stale(q: Queryable, method: string, before: number): Promise<OrderRow[]> {
    return q.query<Rows>(
      `SELECT * FROM cashier_orders WHERE order_type = 1 AND method = $1 AND status IN (1, 5) AND created_at < $2
       ORDER BY id LIMIT 500`,
      [method, before],
    );
  },
};
