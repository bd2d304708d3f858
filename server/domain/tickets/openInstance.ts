import type { Queryable } from '../../storage/db';

/** The open instance of a game type a purchase without an instance goes into: the soonest start. */
export async function openInstanceOf(q: Queryable, gameId: number, now: number): Promise<number | null> {
  const rows = await q.query<{ id: number }>(
    `SELECT id FROM game_instances
     WHERE game_id = $1 AND status = 'OPEN' AND removed_at IS NULL AND registration_end_at > $2
     ORDER BY start_at, id LIMIT 1`,
    [gameId, now],
  );
  return rows[0] ? Number(rows[0].id) : null;
}
