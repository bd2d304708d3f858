import type { Db } from '../../storage/db';
import type { InstanceRow } from '../games/instancesRepo';
import { refundJoin } from '../play/refundJoin';
import type { JoinRow } from '../play/playsRepo';
import { drawRepo } from './drawRepo';

const REFUND_BATCH = 200;

/**
 * Gives every join of a REFUNDED instance its money back (stake, fee and contribution, each from
 * the account that took it, to the account that paid it: a seat's to the seats account),
 * REFUND_BATCH joins per transaction. Each join is marked refunded in
 * the transaction that moves its money, and its transfer key is the join's, so a crash mid-way
 * resumes where it stopped and nobody is refunded twice. Returns the finished row once done.
 */
export async function refundJoins(
  db: Db,
  id: number,
  now: number,
  onCredited?: (accountIds: number[]) => void,
): Promise<InstanceRow | null> {
  for (;;) {
    const credited: number[] = [];
    const done = await db.tx(async (q) => {
      credited.length = 0; // a retried attempt starts clean
      const joins = await q.query<JoinRow & Record<string, unknown>>(
        `SELECT * FROM joins WHERE instance_id = $1 AND NOT refunded ORDER BY id LIMIT $2 FOR UPDATE`,
        [id, REFUND_BATCH],
      );
      if (joins.length === 0) return { finished: await drawRepo.finishRefund(q, id, now) };
      for (const j of joins) credited.push(...(await refundJoin(q, j, now)));
      await q.query('UPDATE joins SET refunded = true WHERE id = ANY($1::bigint[])', [
        joins.map((j) => j.id),
      ]);
      return null;
    });
    if (done) return done.finished;
    onCredited?.(credited); // after the commit: only money that moved is announced
  }
}
