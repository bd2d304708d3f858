import type { Queryable } from '../../storage/db';

export interface JoinRow {
  id: number;
  idempotency_key: string;
  instance_id: number;
  player_id: number;
  plays: number;
  cost_minor: number;
  fee_minor: number;
  contribution_minor: number;
  currency: string;
  result: unknown;
  refunded: boolean;
  created_at: number;
}

export interface NewJoin {
  key: string;
  instanceId: number;
  playerId: number;
  plays: string[];
  costMinor: number;
  feeMinor: number;
  contributionMinor: number;
  currency: string;
  result: unknown;
  now: number;
}

type Rows<T> = T & Record<string, unknown>;

/** Joins, plays and per-player holdings; every function takes the caller's transaction. */
export const playsRepo = {
  async joinByKey(q: Queryable, key: string): Promise<JoinRow | null> {
    const rows = await q.query<Rows<JoinRow>>('SELECT * FROM joins WHERE idempotency_key = $1', [key]);
    return rows[0] ?? null;
  },

  async holding(q: Queryable, instanceId: number, playerId: number): Promise<number> {
    const rows = await q.query<{ plays: number }>(
      'SELECT plays FROM instance_players WHERE instance_id = $1 AND player_id = $2',
      [instanceId, playerId],
    );
    return rows[0]?.plays ?? 0;
  },

  /** Records a join, its plays (in the given order) and the player's holding; returns the join id. */
  async insertJoin(
    q: Queryable,
    j: NewJoin,
  ): Promise<{ joinId: number; playerPlays: number; newPlayer: boolean }> {
    const [join] = await q.query<{ id: number }>(
      `INSERT INTO joins (idempotency_key, instance_id, player_id, plays, cost_minor, fee_minor,
         contribution_minor, currency, result, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        j.key,
        j.instanceId,
        j.playerId,
        j.plays.length,
        j.costMinor,
        j.feeMinor,
        j.contributionMinor,
        j.currency,
        JSON.stringify(j.result),
        j.now,
      ],
    );
    await q.query(
      `INSERT INTO plays (instance_id, join_id, player_id, play, created_at)
       SELECT $1, $2, $3, p, $5 FROM unnest($4::text[]) WITH ORDINALITY AS t(p, n) ORDER BY n`,
      [j.instanceId, join.id, j.playerId, j.plays, j.now],
    );
    const [holding] = await q.query<{ plays: number; inserted: boolean }>(
      `INSERT INTO instance_players (instance_id, player_id, plays, last_join_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (instance_id, player_id) DO UPDATE
         SET plays = instance_players.plays + excluded.plays, last_join_at = excluded.last_join_at
       RETURNING plays, (plays = $3) AS inserted`,
      [j.instanceId, j.playerId, j.plays.length, j.now],
    );
    return { joinId: join.id, playerPlays: holding.plays, newPlayer: holding.inserted };
  },

  /** The stored answer of a join, rewritten once its id is known. */
  async setResult(q: Queryable, joinId: number, result: unknown): Promise<void> {
    await q.query('UPDATE joins SET result = $2 WHERE id = $1', [joinId, JSON.stringify(result)]);
  },

  async holdings(
    q: Queryable,
    playerId: number,
    instanceIds: number[],
  ): Promise<{ instance_id: number; plays: number; last_join_at: number }[]> {
    if (instanceIds.length === 0) return [];
    return q.query(
      `SELECT instance_id, plays, last_join_at FROM instance_players
       WHERE player_id = $1 AND instance_id = ANY($2::bigint[])`,
      [playerId, instanceIds],
    );
  },
};
