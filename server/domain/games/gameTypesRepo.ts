import type { GameTypeConfig } from '../../config/schema';
import type { Queryable } from '../../storage/db';

export const gameTypesRepo = {
  /**
   * Makes game_types mirror the config in one statement: upserts every configured type and
   * deactivates the rest (their running instances finish; no new ones are created).
   */
  async sync(q: Queryable, gameTypes: readonly GameTypeConfig[], now: number): Promise<void> {
    await q.query(
      `INSERT INTO game_types (game_id, rule, definition, active, updated_at)
       SELECT id, rule, definition, true, $4
       FROM unnest($1::integer[], $2::text[], $3::jsonb[]) AS t(id, rule, definition)
       ON CONFLICT (game_id) DO UPDATE SET rule = excluded.rule, definition = excluded.definition,
         active = true, updated_at = excluded.updated_at`,
      [
        gameTypes.map((g) => g.gameId),
        gameTypes.map((g) => g.rule),
        gameTypes.map((g) => JSON.stringify(g)),
        now,
      ],
    );
    await q.query(
      'UPDATE game_types SET active = false, updated_at = $2 WHERE active AND NOT (game_id = ANY($1::integer[]))',
      [gameTypes.map((g) => g.gameId), now],
    );
  },
};
