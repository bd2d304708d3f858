import type { WithdrawalListing, WithdrawalState } from '../../../protocol/operator/calls';
import type { SiteScope } from '../../../protocol/operator/roles';
import type { Queryable } from '../../storage/db';
import { OrderStatus, OrderType } from '../cashier/orderStatus';

/** The back office's states: `paying` is a pending withdrawal approved and sent to the provider. */
const STATE_SQL: Record<WithdrawalState, string> = {
  pending: `o.status = ${OrderStatus.pending} AND NOT (o.details ? 'payout')`,
  paying: `o.status = ${OrderStatus.pending} AND o.details ? 'payout'`,
  completed: `o.status = ${OrderStatus.completed}`,
  declined: `o.status = ${OrderStatus.declined}`,
  cancelled: `o.status = ${OrderStatus.cancelled}`,
};

function stateOf(status: number, details: Record<string, unknown>): WithdrawalState {
  if (status === OrderStatus.pending) return details.payout ? 'paying' : 'pending';
  if (status === OrderStatus.completed) return 'completed';
  if (status === OrderStatus.declined) return 'declined';
  return 'cancelled';
}

export const withdrawalStateOf = stateOf;

/** Withdrawals of the sites in scope in one state, oldest first (the queue a cashier works through). */
export async function listWithdrawals(
  q: Queryable,
  filter: { sites: SiteScope; state: WithdrawalState; limit: number },
): Promise<WithdrawalListing[]> {
  const params: unknown[] = [OrderType.withdrawal, filter.limit];
  const scope = filter.sites === 'all' ? '' : `AND p.member_id = ANY($3::int[])`;
  if (filter.sites !== 'all') params.push([...filter.sites]);
  const rows = await q.query<{
    id: number;
    player_id: number;
    username: string;
    member_id: number;
    status: number;
    method: string;
    currency: string;
    amount_minor: number;
    fee_minor: number;
    created_at: number;
    details: Record<string, unknown>;
  }>(
    `SELECT o.id, o.player_id, p.username, p.member_id, o.status, o.method, o.currency, o.amount_minor,
            o.fee_minor, o.created_at, o.details
     FROM cashier_orders o JOIN players p ON p.id = o.player_id
     WHERE o.order_type = $1 AND ${STATE_SQL[filter.state]} ${scope}
     ORDER BY o.id LIMIT $2`,
    params,
  );
  return rows.map((r) => {
    // A reversal (reverseWithdrawal) is the last word on an approved withdrawal.
    const decision = (r.details.reversal ?? r.details.decision) as
      { by?: string; reason?: string } | undefined;
    return {
      withdrawalId: Number(r.id),
      playerId: Number(r.player_id),
      username: r.username,
      siteId: Number(r.member_id),
      status: stateOf(r.status, r.details),
      method: r.method,
      currency: r.currency,
      amount: Number(r.amount_minor),
      fee: Number(r.fee_minor),
      requestedAt: Number(r.created_at),
      decidedBy: decision?.by ?? null,
      reason:
        decision?.reason ?? (typeof r.details.declineReason === 'string' ? r.details.declineReason : null),
    };
  });
}

/** The player of a withdrawal (for the scope check), or null when there is no such withdrawal. */
export async function withdrawalOwner(q: Queryable, withdrawalId: number): Promise<number | null> {
  const [row] = await q.query<{ player_id: number }>(
    'SELECT player_id FROM cashier_orders WHERE id = $1 AND order_type = $2',
    [withdrawalId, OrderType.withdrawal],
  );
  return row ? Number(row.player_id) : null;
}
