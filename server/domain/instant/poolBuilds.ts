import type { PoolBuild, PoolBuildState } from '../../../protocol/operator/calls';
import type { Queryable } from '../../storage/db';

/** A build that has not moved for this long belongs to a process that died: no longer under way. */
export const STALE_BUILD_MS = 60_000;

interface BuildRow extends Record<string, unknown> {
  id: number;
  game_id: number;
  pool_no: number;
  operator: string;
  status: PoolBuildState;
  progress: number;
  error: string | null;
  started_at: number;
  finished_at: number | null;
}

const toBuild = (r: BuildRow): PoolBuild => ({
  buildId: Number(r.id),
  gameId: Number(r.game_id),
  poolNo: Number(r.pool_no),
  operator: r.operator,
  status: r.status,
  progress: Number(r.progress),
  error: r.error,
  startedAt: Number(r.started_at),
  finishedAt: r.finished_at == null ? null : Number(r.finished_at),
});

/**
 * Operators' pool builds (migration 043): one under way per game, its progress written as it
 * hashes, so the console follows it from whichever server process answers.
 */
export const poolBuildsRepo = {
  /** A new build under way; null when the game has one under way already. */
  async start(
    q: Queryable,
    b: { gameId: number; poolNo: number; operator: string; now: number },
  ): Promise<PoolBuild | null> {
    await q.query(
      `UPDATE instant_pool_builds SET status = 'failed', error = 'stopped: its server process ended',
         finished_at = $2, updated_at = $2
       WHERE game_id = $1 AND status = 'building' AND updated_at < $3`,
      [b.gameId, b.now, b.now - STALE_BUILD_MS],
    );
    const [row] = await q.query<BuildRow>(
      `INSERT INTO instant_pool_builds (game_id, pool_no, operator, started_at, updated_at)
       VALUES ($1, $2, $3, $4, $4) ON CONFLICT (game_id) WHERE status = 'building' DO NOTHING RETURNING *`,
      [b.gameId, b.poolNo, b.operator, b.now],
    );
    return row ? toBuild(row) : null;
  },

  async progress(q: Queryable, buildId: number, share: number, now: number): Promise<void> {
    await q.query(
      `UPDATE instant_pool_builds SET progress = $2, updated_at = $3 WHERE id = $1 AND status = 'building'`,
      [buildId, share, now],
    );
  },

  async committed(q: Queryable, buildId: number, poolNo: number, now: number): Promise<void> {
    await q.query(
      `UPDATE instant_pool_builds SET status = 'committed', pool_no = $2, progress = 1, finished_at = $3,
         updated_at = $3 WHERE id = $1`,
      [buildId, poolNo, now],
    );
  },

  async failed(q: Queryable, buildId: number, error: string, now: number): Promise<void> {
    await q.query(
      `UPDATE instant_pool_builds SET status = 'failed', error = $2, finished_at = $3, updated_at = $3
       WHERE id = $1 AND status = 'building'`,
      [buildId, error.slice(0, 500), now],
    );
  },

  /** The latest build of each game asked (under way, or the last one finished). */
  async latest(q: Queryable, gameIds: readonly number[], now: number): Promise<Map<number, PoolBuild>> {
    const rows = await q.query<BuildRow>(
      `SELECT DISTINCT ON (game_id) id, game_id, pool_no, operator, progress, error, started_at, finished_at,
         CASE WHEN status = 'building' AND updated_at < $2 THEN 'failed' ELSE status END AS status
       FROM instant_pool_builds WHERE game_id = ANY($1::int[]) ORDER BY game_id, id DESC`,
      [gameIds, now - STALE_BUILD_MS],
    );
    return new Map(rows.map((r) => [Number(r.game_id), toBuild(r)]));
  },
};
