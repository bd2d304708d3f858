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
  /** The part of cost and fee paid by house money: not wagered by the player. */
  house_paid_minor: number;
  currency: string;
  result: unknown;
  refunded: boolean;
  created_at: number;
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

  /** The join's row, or null when its key is taken (the twin's insert is waited for first). */
  async insertJoinRow(
    q: Queryable,
    j: {
      key: string;
      instanceId: number;
      playerId: number;
      plays: number;
      costMinor: number;
      feeMinor: number;
      contributionMinor: number;
      /** The part of cost and fee paid by house money (a satellite seat's join: all of it). */
      housePaidMinor: number;
      currency: string;
      now: number;
    },
  ): Promise<number | null> {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO joins (idempotency_key, instance_id, player_id, plays, cost_minor, fee_minor,
         contribution_minor, currency, result, created_at, house_paid_minor)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '{}', $9, $10)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [
        j.key,
        j.instanceId,
        j.playerId,
        j.plays,
        j.costMinor,
        j.feeMinor,
        j.contributionMinor,
        j.currency,
        j.now,
        j.housePaidMinor,
      ],
    );
    return rows[0]?.id ?? null;
  },

  /** The join's plays, in the given order (their ids are the sale order). */
  async insertPlays(
    q: Queryable,
    p: {
      joinId: number;
      instanceId: number;
      playerId: number;
      plays: readonly string[];
      /** One per play, for the lines of a fixed-odds one-draw game. */
      betTypes?: readonly string[];
      now: number;
    },
  ): Promise<void> {
    await q.query(
      `INSERT INTO plays (instance_id, join_id, player_id, play, bet_type, created_at)
       SELECT $1, $2, $3, p, b, $5 FROM unnest($4::text[], $6::text[]) WITH ORDINALITY AS t(p, b, n) ORDER BY n`,
      [p.instanceId, p.joinId, p.playerId, p.plays, p.now, p.betTypes ?? p.plays.map(() => null)],
    );
  },

  /**
   * Adds plays to the player's holding unless it would pass `max`; null when refused. The row
   * lock of the upsert makes two joins of one player take turns.
   */
  async addHolding(
    q: Queryable,
    h: { instanceId: number; playerId: number; plays: number; max: number; now: number },
  ): Promise<{ plays: number; newPlayer: boolean } | null> {
    if (h.plays > h.max) return null;
    const rows = await q.query<{ plays: number; inserted: boolean }>(
      `INSERT INTO instance_players (instance_id, player_id, plays, last_join_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (instance_id, player_id) DO UPDATE
         SET plays = instance_players.plays + excluded.plays, last_join_at = excluded.last_join_at
         WHERE instance_players.plays + excluded.plays <= $5
       RETURNING plays, (plays = $3) AS inserted`,
      [h.instanceId, h.playerId, h.plays, h.now, h.max],
    );
    return rows[0] ? { plays: rows[0].plays, newPlayer: rows[0].inserted } : null;
  },

  /** The stored answers of a batch's joins, in one statement. */
  async setResults(q: Queryable, answers: readonly { joinId: number; result: unknown }[]): Promise<void> {
    await q.query(
      'UPDATE joins SET result = a.result::jsonb FROM unnest($1::bigint[], $2::text[]) AS a(id, result) WHERE joins.id = a.id',
      [answers.map((a) => a.joinId), answers.map((a) => JSON.stringify(a.result))],
    );
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
