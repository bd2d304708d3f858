import type { Queryable } from '../../storage/db';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { exitOf, JoinExit } from './exits';
import type { JoinRow } from './playsRepo';
import { refundJoin } from './refundJoin';

/**
 * A player's cancellation of every play they hold in an open game, inside the caller's
 * transaction: each join refunded through the ledger, its plays deleted, and the instance's
 * counts, prize pool and progressive contribution taken back. Registration must still be open.
 * Answers the exit, the instance's new row and the accounts credited (for balance pushes).
 */
export async function cancelJoinsIn(
  q: Queryable,
  p: { playerId: number; gameInstanceId: number; now: number },
): Promise<{ exit: ReturnType<typeof exitOf>; row?: InstanceRow; credited: number[] }> {
  const { playerId, gameInstanceId, now } = p;
  const row = await instancesRepo.lockForUpdate(q, gameInstanceId);
  if (!row || row.status !== 'OPEN' || row.removed_at !== null || row.registration_end_at <= now)
    return { exit: exitOf(JoinExit.gameNotAvailable, 'registration is closed'), credited: [] };
  const joins = await q.query<JoinRow & Record<string, unknown>>(
    'SELECT * FROM joins WHERE instance_id = $1 AND player_id = $2 AND NOT refunded ORDER BY id FOR UPDATE',
    [gameInstanceId, playerId],
  );
  if (joins.length === 0)
    return { exit: exitOf(JoinExit.cannotConfirmPlays, 'no plays to cancel'), credited: [] };
  const credited: number[] = [];
  for (const j of joins) credited.push(...(await refundJoin(q, j, now)));
  const ids = joins.map((j) => j.id);
  await q.query('UPDATE joins SET refunded = true WHERE id = ANY($1::bigint[])', [ids]);
  const [{ n }] = await q.query<{ n: number }>(
    'WITH gone AS (DELETE FROM plays WHERE join_id = ANY($1::bigint[]) RETURNING 1) SELECT count(*)::integer AS n FROM gone',
    [ids],
  );
  await q.query('DELETE FROM instance_players WHERE instance_id = $1 AND player_id = $2', [
    gameInstanceId,
    playerId,
  ]);
  const contribution = joins.reduce((sum, j) => sum + j.contribution_minor, 0);
  const s = row.snapshot;
  const rows = await q.query<InstanceRow & Record<string, unknown>>(
    `UPDATE game_instances SET play_count = play_count - $2, player_count = player_count - 1,
       prize_pool_minor = ((play_count - $2)::bigint * $3 * $4) / 100000000,
       progressive_minor = GREATEST(0, progressive_minor - $5), updated_at = $6
     WHERE id = $1 RETURNING *`,
    [gameInstanceId, n, s.costMinor, Math.round(s.payoutPercentage * 1e6), contribution, now],
  );
  return { exit: exitOf(JoinExit.ok), row: rows[0], credited };
}
