import type { Queryable } from '../../storage/db';
import { accountsRepo, transfer } from '../ledger';
import { GameAccount, houseAccount } from './houseAccounts';
import type { JoinRow } from './playsRepo';

/**
 * Gives one join its money back inside the caller's transaction: stake, fee and contribution, each
 * from the house account that took it, under the join's own key, so it happens once. Also takes
 * the amount off the player's wagering (a refunded play was never wagered). The caller marks the
 * join refunded in the same transaction. Returns the credited cash account, or null for a free join.
 */
export async function refundJoin(q: Queryable, j: JoinRow, now: number): Promise<number | null> {
  const total = j.cost_minor + j.fee_minor;
  if (total === 0) return null;
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
  const entries = [{ accountId: cashId, amountMinor: total }];
  for (const [code, amount] of legs)
    if (amount !== 0)
      entries.push({ accountId: await houseAccount(q, code, j.currency, now), amountMinor: amount });
  await q.query(
    `UPDATE player_wagering SET wagered_minor = GREATEST(0, wagered_minor - $3), updated_at = $4
     WHERE player_id = $1 AND currency = $2`,
    [j.player_id, j.currency, total, now],
  );
  await transfer(q, {
    key: `refund:join:${j.id}`,
    kind: 'refund',
    entries,
    meta: { gameInstanceId: j.instance_id, joinId: j.id },
    now,
  });
  return cashId;
}
