import type { Queryable } from '../../storage/db';

export const favoritesRepo = {
  async list(q: Queryable, playerId: number): Promise<number[]> {
    const rows = await q.query<{ game_id: number }>(
      'SELECT game_id FROM favorites WHERE player_id = $1 ORDER BY game_id',
      [playerId],
    );
    return rows.map((r) => r.game_id);
  },

  async save(q: Queryable, playerId: number, gameId: number, now: number): Promise<void> {
    await q.query(
      'INSERT INTO favorites (player_id, game_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [playerId, gameId, now],
    );
  },

  async delete(q: Queryable, playerId: number, gameId: number): Promise<void> {
    await q.query('DELETE FROM favorites WHERE player_id = $1 AND game_id = $2', [playerId, gameId]);
  },
};
