import type { GameStatus } from '../../../protocol/gameStatus';
import type { Queryable } from '../../storage/db';
import { holderOf, holderValues, type HolderColumns, type TicketHolder } from './holder';
import type { TicketFacts } from './ticketState';

export interface StoredTicket extends TicketFacts {
  secureKeyHash: string;
  gameInstanceId: number;
  currency: string;
  /** The currency prizes are credited in (the game's payoutCurrencyId). */
  payoutCurrency: string;
}

/** A ticket row as issued: what a reprint copies. */
export interface IssuedTicket {
  id: string;
  joinId: number;
  instanceId: number;
  playerId: number;
  holder: TicketHolder | null;
  reprintedAs: string | null;
  createdAt: number;
}

export const ticketsRepo = {
  async insert(
    q: Queryable,
    t: {
      id: string;
      secureKeyHash: string;
      joinId: number;
      instanceId: number;
      playerId: number;
      holder: TicketHolder | null;
      now: number;
    },
  ): Promise<void> {
    await q.query(
      `INSERT INTO tickets (id, secure_key_hash, join_id, instance_id, player_id, created_at,
         holder_first_name, holder_last_name, holder_email, holder_phone, holder_country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [t.id, t.secureKeyHash, t.joinId, t.instanceId, t.playerId, t.now, ...holderValues(t.holder)],
    );
  },

  /** The ticket as issued; null for an unknown id. `lock` holds the row until the transaction ends. */
  async issued(q: Queryable, id: string, options: { lock?: boolean } = {}): Promise<IssuedTicket | null> {
    const rows = await q.query<
      HolderColumns & {
        id: string;
        join_id: number;
        instance_id: number;
        player_id: number;
        reprinted_as: string | null;
        created_at: number;
      }
    >(
      `SELECT id, join_id, instance_id, player_id, reprinted_as, created_at,
              holder_first_name, holder_last_name, holder_email, holder_phone, holder_country
       FROM tickets WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      joinId: Number(r.join_id),
      instanceId: Number(r.instance_id),
      playerId: Number(r.player_id),
      holder: holderOf(r),
      reprintedAs: r.reprinted_as,
      createdAt: Number(r.created_at),
    };
  },

  /** A new secure key for the ticket of a player's join (a purchase sent again); its id, else null. */
  async rekey(q: Queryable, joinId: number, playerId: number, secureKeyHash: string): Promise<string | null> {
    const rows = await q.query<{ id: string }>(
      `UPDATE tickets SET secure_key_hash = $3
       WHERE join_id = $1 AND player_id = $2 AND reprinted_as IS NULL RETURNING id`,
      [joinId, playerId, secureKeyHash],
    );
    return rows[0]?.id ?? null;
  },

  /** Marks a ticket replaced by `by`; the replacement must be inserted in the same transaction. */
  async markReprinted(q: Queryable, id: string, by: string): Promise<void> {
    await q.query('UPDATE tickets SET reprinted_as = $2 WHERE id = $1', [id, by]);
  },

  /** The ticket with its join, game and the prizes of its plays; null for an unknown id. */
  async byId(q: Queryable, id: string): Promise<StoredTicket | null> {
    const rows = await q.query<{
      secure_key_hash: string;
      reprinted_as: string | null;
      refunded: boolean;
      currency: string;
      payout_currency: string | null;
      instance_id: number;
      status: GameStatus;
      refund_phase: string | null;
      ended_at: number | null;
      prize_minor: number;
      unpaid: number;
    }>(
      `SELECT t.secure_key_hash, t.reprinted_as, j.refunded, j.currency, i.id AS instance_id, i.status,
              i.snapshot->>'payoutCurrency' AS payout_currency,
              i.refund_phase, i.ended_at,
              coalesce(sum(w.prize_minor), 0)::bigint AS prize_minor,
              count(w.play_id) FILTER (
                WHERE w.prize_minor > 0 AND i.settle_phase IS DISTINCT FROM 'paid'
                  AND w.play_id > i.paid_through_play_id AND w.player_id > i.paid_through_player_id
              )::integer AS unpaid
       FROM tickets t
       JOIN joins j ON j.id = t.join_id
       JOIN game_instances i ON i.id = t.instance_id
       LEFT JOIN plays p ON p.join_id = j.id
       LEFT JOIN play_wins w ON w.play_id = p.id
       WHERE t.id = $1
       GROUP BY t.id, j.id, i.id`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      secureKeyHash: r.secure_key_hash,
      gameInstanceId: Number(r.instance_id),
      currency: r.currency,
      payoutCurrency: r.payout_currency ?? r.currency,
      reprintedAs: r.reprinted_as,
      refunded: r.refunded,
      refundPhase: r.refund_phase,
      status: r.status,
      endedAt: r.ended_at === null ? null : Number(r.ended_at),
      prizeMinor: Number(r.prize_minor),
      paid: Number(r.unpaid) === 0,
    };
  },
};
