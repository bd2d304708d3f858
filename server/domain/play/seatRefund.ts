import type { Queryable } from '../../storage/db';

/**
 * When the refunded join placed a satellite seat, the seat is pending again: its price is back in
 * the seats account (refundJoin), so the account still holds exactly the seats not yet placed, and
 * the engine places it in the next open instance of its game as a new join (engine/satellites.ts).
 * Returns whether the join was a seat's.
 */
export async function reopenSeat(q: Queryable, joinId: number, now: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE satellite_seats SET status = 'pending', target_instance_id = NULL, join_id = NULL, updated_at = $2
     WHERE join_id = $1 AND status = 'placed' RETURNING id`,
    [joinId, now],
  );
  return rows.length > 0;
}
