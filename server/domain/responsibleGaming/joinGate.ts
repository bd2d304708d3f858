import type { Queryable } from '../../storage/db';
import { segmentMayPlay } from '../players/segments';
import { auditRefusal } from './limits';

/** Why a player may not join an instance at all (spec section 4, Player segment and joining). */
export interface JoinGateRefusal {
  rule: 'segment' | 'emailUnverified' | 'freeRollNoDeposit';
  /** Said after the catalogue's "account status prevents joining" (exit 7). */
  detail: string;
}

/**
 * Segments A and A1 are not available in the country; where the site's registration requires a
 * verified email (emailVerifiedEnabled), an unverified one blocks play (the client offers to resend
 * the confirmation); a free roll (no cost, no fee) needs a completed deposit first unless the site
 * sets freerollNoDeposits. Refusals are audited.
 */
export async function joinGate(
  q: Queryable,
  p: {
    playerId: number;
    gameInstanceId: number;
    freerollNoDeposits: boolean;
    emailVerificationRequired: boolean;
    now: number;
  },
): Promise<JoinGateRefusal | null> {
  const [player] = await q.query<{ segment: string; email_verified: boolean | null }>(
    `SELECT segment, (verification->>'emailVerified')::boolean AS email_verified FROM players WHERE id = $1`,
    [p.playerId],
  );
  let refusal: JoinGateRefusal | null = null;
  if (player && !segmentMayPlay(player.segment))
    refusal = { rule: 'segment', detail: 'not available in country' };
  else if (player && p.emailVerificationRequired && player.email_verified !== true)
    refusal = { rule: 'emailUnverified', detail: 'email not verified' };
  else if (
    !p.freerollNoDeposits &&
    (await isFreeRoll(q, p.gameInstanceId)) &&
    !(await hasDeposited(q, p.playerId))
  )
    refusal = { rule: 'freeRollNoDeposit', detail: 'free rolls need a deposit' };
  if (refusal)
    await auditRefusal(q, {
      playerId: p.playerId,
      action: 'join',
      rule: refusal.rule,
      detail: { gameInstanceId: p.gameInstanceId },
      now: p.now,
    });
  return refusal;
}

async function isFreeRoll(q: Queryable, gameInstanceId: number): Promise<boolean> {
  const [row] = await q.query<{ cost: string | number | null; fee: string | number | null }>(
    `SELECT snapshot->>'costMinor' AS cost, snapshot->>'feeMinor' AS fee FROM game_instances WHERE id = $1`,
    [gameInstanceId],
  );
  return row !== undefined && Number(row.cost ?? 0) === 0 && Number(row.fee ?? 0) === 0;
}

async function hasDeposited(q: Queryable, playerId: number): Promise<boolean> {
  const rows = await q.query(
    'SELECT 1 FROM cashier_orders WHERE player_id = $1 AND order_type = 1 AND status = 2 LIMIT 1',
    [playerId],
  );
  return rows.length > 0;
}
