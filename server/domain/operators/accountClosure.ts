import type { ClosureBlock } from '../../../protocol/operator/playerActions';
import { OrderStatus, OrderType } from '../cashier/orderStatus';
import type { SessionService } from '../sessions/service';
import type { Db, Queryable } from '../../storage/db';

export type ClosureOutcome =
  | { closed: true; closedAt: number; endedSessions: string[] }
  | { closed: false; reason: 'unknown' }
  | { closed: false; reason: 'closed' }
  | { closed: false; reason: 'blocked'; blocks: ClosureBlock[] };

/** The game states after which a join holds nothing more for the player. */
const SETTLED = ['ENDED', 'REFUNDED', 'COMPLETED'];

/**
 * What stands in the way of closing: money on a player account (cash, bonus or subscriptions;
 * loyalty points are not money), a withdrawal or deposit under way, plays in games not yet drawn,
 * an active subscription. Read under the player's row lock, in the closing transaction.
 */
export async function closureBlocks(q: Queryable, playerId: number): Promise<ClosureBlock[]> {
  const balances = await q.query<{ type: string; currency: string; balance_minor: string | number }>(
    `SELECT type, currency, balance_minor FROM accounts
      WHERE player_id = $1 AND type IN ('cash', 'bonus', 'subscriptions') AND balance_minor <> 0
      ORDER BY currency, type`,
    [playerId],
  );
  const orders = await q.query<{ id: string | number; order_type: number }>(
    `SELECT id, order_type FROM cashier_orders
      WHERE player_id = $1 AND status IN ($2, $3) ORDER BY id`,
    [playerId, OrderStatus.pending, OrderStatus.challenge],
  );
  const [open] = await q.query<{ instances: string | number }>(
    `SELECT count(DISTINCT j.instance_id) AS instances FROM joins j
       JOIN game_instances gi ON gi.id = j.instance_id
      WHERE j.player_id = $1 AND NOT j.refunded AND gi.status <> ALL($2::text[])`,
    [playerId, SETTLED],
  );
  const subscriptions = await q.query<{ id: string | number }>(
    `SELECT id FROM subscriptions WHERE player_id = $1 AND status = 'active' ORDER BY id`,
    [playerId],
  );
  return [
    ...balances.map((b) => ({
      kind: 'balance' as const,
      account: b.type,
      currency: b.currency,
      amount: Number(b.balance_minor),
    })),
    ...orders.map((o) =>
      Number(o.order_type) === OrderType.withdrawal
        ? { kind: 'withdrawal' as const, withdrawalId: Number(o.id) }
        : { kind: 'deposit' as const, orderId: Number(o.id) },
    ),
    ...(Number(open?.instances ?? 0) > 0
      ? [{ kind: 'openPlays' as const, instances: Number(open!.instances) }]
      : []),
    ...subscriptions.map((s) => ({ kind: 'subscription' as const, subscriptionId: Number(s.id) })),
  ];
}

/**
 * Closes a player's account once nothing is left in it (closureBlocks): the account's end
 * (`expires_at`, the player's own 105 "Account expired" at sign-in) is set to now, marketing mail
 * stops and every session ends, in one transaction under the player's row lock, with `record` (the
 * audit) in it. The caller announces the ended sessions after the commit.
 */
export async function closeAccount(
  db: Db,
  sessions: Pick<SessionService, 'endAll'>,
  p: { playerId: number; now: number; record: (q: Queryable) => Promise<void> },
): Promise<ClosureOutcome> {
  return db.tx(async (q) => {
    const [row] = await q.query<{ expires_at: string | number | null }>(
      'SELECT expires_at FROM players WHERE id = $1 FOR UPDATE',
      [p.playerId],
    );
    if (!row) return { closed: false, reason: 'unknown' };
    if (row.expires_at !== null && Number(row.expires_at) <= p.now)
      return { closed: false, reason: 'closed' };
    const blocks = await closureBlocks(q, p.playerId);
    if (blocks.length > 0) return { closed: false, reason: 'blocked', blocks };
    await q.query(
      `UPDATE players SET expires_at = $2,
              contact_preference = contact_preference || '{"contactEmailNews": false}'::jsonb,
              updated_at = $2
        WHERE id = $1`,
      [p.playerId, p.now],
    );
    const endedSessions = await sessions.endAll(q, p.playerId, 'logout');
    await p.record(q);
    return { closed: true, closedAt: p.now, endedSessions };
  });
}
