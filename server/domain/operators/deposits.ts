import type { DepositListing, DepositMethod, DepositState } from '../../../protocol/operator/deposits';
import type { SiteScope } from '../../../protocol/operator/roles';
import type { Queryable } from '../../storage/db';
import { depositReference } from '../cashier/deposits';
import { OrderStatus, OrderType, orderStatusName } from '../cashier/orderStatus';

/** What the back office keeps on a deposit request it settled or declined (`details.decision`). */
export interface DepositDecision {
  settle: boolean;
  by: string;
  reason: string;
  at: number;
}

const STATUS_OF: Record<DepositState, number> = {
  pending: OrderStatus.pending,
  challenge: OrderStatus.challenge,
  completed: OrderStatus.completed,
  declined: OrderStatus.declined,
  cancelled: OrderStatus.cancelled,
};

type DepositRow = {
  id: number;
  player_id: number;
  username: string;
  member_id: number;
  method: string;
  currency: string;
  amount_minor: number;
  status: number;
  created_at: number;
  updated_at: number;
  details: Record<string, unknown>;
};

const COLUMNS = `o.id, o.player_id, p.username, p.member_id, o.method, o.currency, o.amount_minor, o.status,
  o.created_at, o.updated_at, o.details`;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function toDepositListing(r: DepositRow): DepositListing {
  const decision = r.details.decision as Partial<DepositDecision> | undefined;
  return {
    orderId: Number(r.id),
    playerId: Number(r.player_id),
    username: r.username,
    siteId: Number(r.member_id),
    method: r.method as DepositMethod,
    currency: r.currency,
    amount: Number(r.amount_minor),
    status: orderStatusName[r.status] as DepositState,
    reference: r.method === 'mbob' ? depositReference(Number(r.id)) : null,
    createdAt: Number(r.created_at),
    settledAt: r.status === OrderStatus.completed ? Number(r.updated_at) : null,
    reason: text(decision?.reason) ?? text(r.details.declineReason) ?? text(r.details.cancelReason),
    decidedBy: text(decision?.by),
  };
}

/**
 * Deposits of the sites in scope, newest first, filtered by state and method, one page of them
 * and how many there are in all (the console pages on the server).
 */
export async function listDeposits(
  q: Queryable,
  filter: {
    sites: SiteScope;
    status?: DepositState;
    method?: DepositMethod;
    limit: number;
    offset: number;
  },
): Promise<{ total: number; deposits: DepositListing[] }> {
  const where = `o.order_type = $1 AND ($2::int IS NULL OR o.status = $2) AND ($3::text IS NULL OR o.method = $3)
    AND ($4::int[] IS NULL OR p.member_id = ANY($4::int[]))`;
  const params = [
    OrderType.deposit,
    filter.status ? STATUS_OF[filter.status] : null,
    filter.method ?? null,
    filter.sites === 'all' ? null : [...filter.sites],
  ];
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM cashier_orders o JOIN players p ON p.id = o.player_id WHERE ${where}`,
    params,
  );
  const rows = await q.query<DepositRow>(
    `SELECT ${COLUMNS} FROM cashier_orders o JOIN players p ON p.id = o.player_id WHERE ${where}
     ORDER BY o.id DESC LIMIT $5 OFFSET $6`,
    [...params, filter.limit, filter.offset],
  );
  return { total: Number(count?.n ?? 0), deposits: rows.map(toDepositListing) };
}

/** One deposit order as listed (any method), or null when there is no such deposit. */
export async function depositById(q: Queryable, orderId: number): Promise<DepositListing | null> {
  const [row] = await q.query<DepositRow>(
    `SELECT ${COLUMNS} FROM cashier_orders o JOIN players p ON p.id = o.player_id
     WHERE o.id = $1 AND o.order_type = $2`,
    [orderId, OrderType.deposit],
  );
  return row ? toDepositListing(row) : null;
}

/** Keeps the operator's decision on the order, in the caller's transaction. */
export async function stampDecision(q: Queryable, orderId: number, decision: DepositDecision): Promise<void> {
  await q.query(`UPDATE cashier_orders SET details = details || $2::jsonb WHERE id = $1`, [
    orderId,
    JSON.stringify({ decision }),
  ]);
}
