import { timingSafeEqual } from 'node:crypto';
import { scanKeyOf, TICKET_EVIDENCE, type TicketEvidenceFile } from '../../../protocol/fairness';
import type { Queryable } from '../../storage/db';
import { nodeSha256 } from '../instant/nodeSha256';
import { commitmentOf, POOL_COLUMNS, poolRowOf, type PoolRow } from '../instant/poolsRepo';
import { poolProgress } from './poolProgress';

/** Who asks: the session's player (null without one) and the scan key given (null without one). */
export interface EvidenceAsker {
  playerId: number | null;
  scanKey: string | null;
}

/**
 * A ticket's evidence (docs/fairness.md, "Instant tickets") for its owner or whoever holds its
 * scan key; null otherwise, the same answer as for a ticket that does not exist, so nobody learns
 * whether another player's ticket exists. The seed only once the pool revealed it.
 */
export async function ticketEvidence(
  q: Queryable,
  ticketId: number,
  asker: EvidenceAsker,
): Promise<TicketEvidenceFile | null> {
  const [t] = await q.query<{
    player_id: number;
    pool_id: number;
    position: number;
    prize_minor: number;
    salt: string;
    proof: TicketEvidenceFile['ticket']['proof'];
    presentation: TicketEvidenceFile['ticket']['presentation'];
  }>(
    'SELECT player_id, pool_id, position, prize_minor, salt, proof, presentation FROM instant_tickets WHERE id = $1',
    [ticketId],
  );
  if (!t || !(await allowed(t, asker))) return null;
  const [raw] = await q.query<PoolRow & { created_at: number }>(
    `SELECT ${POOL_COLUMNS}, created_at FROM instant_pools WHERE id = $1`,
    [t.pool_id],
  );
  const pool = poolRowOf(raw);
  return {
    format: TICKET_EVIDENCE,
    ticketId,
    rules: pool.rules,
    pool: { ...commitmentOf(pool), committedAt: Number(raw.created_at), status: pool.status },
    progress: await poolProgress(q, pool),
    ticket: {
      gameId: pool.game_id,
      poolNo: pool.pool_no,
      position: t.position,
      prizeMinor: Number(t.prize_minor),
      salt: t.salt,
      proof: t.proof,
      presentation: t.presentation,
    },
  };
}

async function allowed(t: { player_id: number; salt: string }, asker: EvidenceAsker): Promise<boolean> {
  if (asker.playerId !== null && Number(t.player_id) === asker.playerId) return true;
  if (asker.scanKey === null) return false;
  const expected = Buffer.from(await scanKeyOf(t.salt, nodeSha256));
  const given = Buffer.from(asker.scanKey.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
