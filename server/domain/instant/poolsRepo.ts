import type { InstantRules } from '../../../protocol/instant/rules';
import type { PoolCommitment } from '../../../protocol/instant/verify';
import type { Queryable } from '../../storage/db';

export type PoolRow = {
  id: number;
  game_id: number;
  pool_no: number;
  pool_size: number;
  seed: string;
  seed_hash: string;
  merkle_root: string;
  rules: InstantRules;
  sold: number;
  status: 'selling' | 'soldOut' | 'retired';
  seed_revealed: boolean;
};

export const POOL_COLUMNS = `id, game_id, pool_no, pool_size, seed, seed_hash, merkle_root, rules, sold, status, seed_revealed`;

/** A pool row as read (bigint and count columns as numbers). */
export function poolRowOf(r: PoolRow): PoolRow {
  return { ...r, id: Number(r.id), sold: Number(r.sold), pool_size: Number(r.pool_size) };
}

/** The published face of a pool: its seed only once revealed. */
export function commitmentOf(row: PoolRow): PoolCommitment {
  return {
    gameId: row.game_id,
    poolNo: row.pool_no,
    poolSize: row.pool_size,
    seedHash: row.seed_hash,
    merkleRoot: row.merkle_root,
    seed: row.seed_revealed ? row.seed : null,
  };
}

export const poolsRepo = {
  async byGame(q: Queryable, gameId: number): Promise<PoolRow[]> {
    const rows = await q.query<PoolRow>(
      `SELECT ${POOL_COLUMNS} FROM instant_pools WHERE game_id = $1 ORDER BY pool_no`,
      [gameId],
    );
    return rows.map(poolRowOf);
  },

  async byNumber(q: Queryable, gameId: number, poolNo: number): Promise<PoolRow | null> {
    const [row] = await q.query<PoolRow>(
      `SELECT ${POOL_COLUMNS} FROM instant_pools WHERE game_id = $1 AND pool_no = $2`,
      [gameId, poolNo],
    );
    return row ? poolRowOf(row) : null;
  },

  /** A committed pool's id; null when another process committed this number first. */
  async insert(
    q: Queryable,
    p: {
      gameId: number;
      poolNo: number;
      seed: string;
      seedHash: string;
      merkleRoot: string;
      rules: InstantRules;
      now: number;
    },
  ): Promise<number | null> {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO instant_pools (game_id, pool_no, pool_size, seed, seed_hash, merkle_root, rules, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (game_id, pool_no) DO NOTHING RETURNING id`,
      [
        p.gameId,
        p.poolNo,
        p.rules.poolSize,
        p.seed,
        p.seedHash,
        p.merkleRoot,
        JSON.stringify(p.rules),
        p.now,
      ],
    );
    return rows[0] ? Number(rows[0].id) : null;
  },

  /** A pool locked for a change (purchases lock the same row, so they wait or went first). */
  async lockByNumber(q: Queryable, gameId: number, poolNo: number): Promise<PoolRow | null> {
    const [row] = await q.query<PoolRow>(
      `SELECT ${POOL_COLUMNS} FROM instant_pools WHERE game_id = $1 AND pool_no = $2 FOR UPDATE`,
      [gameId, poolNo],
    );
    return row ? poolRowOf(row) : null;
  },

  /** Takes a pool off sale and reveals its seed (operator retirement); false when it was not selling. */
  async retire(q: Queryable, id: number, now: number): Promise<boolean> {
    const rows = await q.query(
      `UPDATE instant_pools SET status = 'retired', seed_revealed = true, closed_at = $2
       WHERE id = $1 AND status = 'selling' RETURNING id`,
      [id, now],
    );
    return rows.length > 0;
  },
};
