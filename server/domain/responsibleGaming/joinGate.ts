import type { Queryable } from '../../storage/db';
import { segmentMayPlay } from '../players/segments';
import { auditRefusal } from './limits';

/** Why a player may not join an instance at all (spec section 4, Player segment and joining). */
export interface JoinGateRefusal {
  rule: 'segment' | 'emailUnverified' | 'freeRollNoDeposit';
  /** Said after the catalogue's "account status prevents joining" (exit 7). */
  detail: string;
}

/** A site's settings the gate applies. */
export interface JoinGatePolicy {
  freerollNoDeposits: boolean;
  emailVerificationRequired: boolean;
}

/**
 * Whether the gate lets a join through on what a join batch has read anyway (the player's segment
 * and email verification, whether the game is a free roll), with no further reads. False when it
 * refuses, or when it must look further (a free roll needs a deposit): then joinGate decides.
 */
export function gateLetsThrough(
  player: { segment: string; email_verified: boolean | null },
  policy: JoinGatePolicy,
  freeRoll: boolean,
): boolean {
  return (
    segmentMayPlay(player.segment) &&
    (!policy.emailVerificationRequired || player.email_verified === true) &&
    (!freeRoll || policy.freerollNoDeposits)
  );
}

/**
 * Segments A and A1 are not available in the country; where the site's registration requires a
 * verified email (emailVerifiedEnabled), an unverified one blocks play (the client offers to resend
 * the confirmation); a free roll (no cost, no fee) needs a completed deposit first unless the site
 * sets freerollNoDeposits. Refusals are audited.
 */
export async function joinGate(
  q: Queryable,
  p: JoinGatePolicy & { playerId: number; gameInstanceId: number; now: number },
): Promise<JoinGateRefusal | null> {
  // One read for the player and whether the instance is a free roll: the gate runs before every join.
  const [player] = await q.query<{ segment: string; email_verified: boolean | null; free_roll: boolean }>(
    `SELECT segment, (verification->>'emailVerified')::boolean AS email_verified,
       coalesce((SELECT coalesce((snapshot->>'costMinor')::bigint, 0) = 0 AND coalesce((snapshot->>'feeMinor')::bigint, 0) = 0
                 FROM game_instances WHERE id = $2), false) AS free_roll
     FROM players WHERE id = $1`,
    [p.playerId, p.gameInstanceId],
  );
  let refusal: JoinGateRefusal | null = null;
  if (player && !segmentMayPlay(player.segment))
    refusal = { rule: 'segment', detail: 'not available in country' };
  else if (player && p.emailVerificationRequired && player.email_verified !== true)
    refusal = { rule: 'emailUnverified', detail: 'email not verified' };
  else if (!p.freerollNoDeposits && player?.free_roll === true && !(await hasDeposited(q, p.playerId)))
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

async function hasDeposited(q: Queryable, playerId: number): Promise<boolean> {
  const rows = await q.query(
    'SELECT 1 FROM cashier_orders WHERE player_id = $1 AND order_type = 1 AND status = 2 LIMIT 1',
    [playerId],
  );
  return rows.length > 0;
}
