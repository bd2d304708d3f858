import type { Db } from '../../storage/db';
import type { InstanceRow } from '../games/instancesRepo';
import { accountsRepo, transfer } from '../ledger';
import { GameAccount, houseAccount } from '../play/houseAccounts';
import type { JoinRow } from '../play/playsRepo';
import { drawRepo } from './drawRepo';

const REFUND_BATCH = 200;

/**
 * Gives every join of a REFUNDED instance its money back (stake, fee and contribution, each from
 * the account that took it), REFUND_BATCH joins per transaction. Each join is marked refunded in
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
      for (const j of joins) {
        const total = j.cost_minor + j.fee_minor;
        if (total > 0) {
          const legs: [string, number][] = [
            [GameAccount.wagers, -(j.cost_minor - j.contribution_minor)],
            [GameAccount.fees, -j.fee_minor],
            [GameAccount.jackpots, -j.contribution_minor],
          ];
          const cashId = await accountsRepo.ensurePlayerAccount(q, {
            playerId: j.player_id,
            currency: j.currency,
            type: 'cash',
            now,
          });
          credited.push(cashId);
          const entries = [{ accountId: cashId, amountMinor: total }];
          for (const [code, amount] of legs)
            if (amount !== 0)
              entries.push({ accountId: await houseAccount(q, code, j.currency, now), amountMinor: amount });
          // A refunded play was never wagered: it must not count towards a bonus's wagering requirement.
          await q.query(
            `UPDATE player_wagering SET wagered_minor = GREATEST(0, wagered_minor - $3), updated_at = $4
             WHERE player_id = $1 AND currency = $2`,
            [j.player_id, j.currency, total, now],
          );
          await transfer(q, {
            key: `refund:join:${j.id}`,
            kind: 'refund',
            entries,
            meta: { gameInstanceId: id, joinId: j.id },
            now,
          });
        }
      }
      await q.query('UPDATE joins SET refunded = true WHERE id = ANY($1::bigint[])', [
        joins.map((j) => j.id),
      ]);
      return null;
    });
    if (done) return done.finished;
    onCredited?.(credited); // after the commit: only money that moved is announced
  }
}
