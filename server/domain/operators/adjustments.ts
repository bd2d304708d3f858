import type { AdjustmentListing } from '../../../protocol/operator/calls';
import type { SiteScope } from '../../../protocol/operator/roles';
import type { Clock } from '../../ports/clock';
import type { Queryable } from '../../storage/db';
import { accountsRepo } from '../ledger/accounts';
import { HouseAccount } from '../ledger/houseAccounts';
import { moneyTx, type MoneyDeps, type MoneyQuery } from '../ledger/moneyTx';

/**
 * Balance adjustments from the back office (issue 31): a signed correction of a player's cash or
 * bonus, against the house account `operator_adjustments`. Up to the site's threshold it moves at
 * once; above it the request is stored pending and moves nothing until a different operator
 * approves it. Every movement is one ledger transfer keyed `adjustment:{id}`, and the player
 * balance CHECK refuses one that would go below zero (InsufficientFundsError, nothing stored).
 */

export type AdjustmentDeps = MoneyDeps & { clock: Clock };

/** Why an adjustment was refused; the back office maps each to its fault. */
export class AdjustmentError extends Error {
  constructor(
    readonly reason: 'unknown' | 'approved' | 'ownRequest' | 'keyReused',
    message: string,
  ) {
    super(message);
    this.name = 'AdjustmentError';
  }
}

export interface AdjustmentRequest {
  playerId: number;
  memberId: number;
  account: 'cash' | 'bonus';
  currency: string;
  amountMinor: number;
  reason: string;
  by: string;
  /** The operator's key for this request, already scoped to the operator. */
  requestKey: string;
  /** Larger amounts (either sign) wait for a second operator. */
  thresholdMinor: number;
}

interface AdjustmentRow {
  id: number;
  request_key: string;
  player_id: number;
  member_id: number;
  account: 'cash' | 'bonus';
  currency: string;
  amount_minor: number;
  reason: string;
  status: 'pending' | 'done';
  requested_by: string;
  requested_at: number;
  approved_by: string | null;
  approved_at: number | null;
}

export function toAdjustment(row: AdjustmentRow): AdjustmentListing {
  return {
    adjustmentId: Number(row.id),
    playerId: Number(row.player_id),
    siteId: Number(row.member_id),
    account: row.account,
    currency: row.currency,
    amount: Number(row.amount_minor),
    reason: row.reason,
    status: row.status,
    requestedBy: row.requested_by,
    requestedAt: Number(row.requested_at),
    approvedBy: row.approved_by,
    approvedAt: row.approved_at === null ? null : Number(row.approved_at),
  };
}

/** The ledger movement of an adjustment and its row marked done, in the caller's transaction. */
async function apply(q: MoneyQuery, row: AdjustmentRow, now: number, approvedBy: string | null) {
  const player = await accountsRepo.ensurePlayerAccount(q, {
    playerId: Number(row.player_id),
    currency: row.currency,
    type: row.account,
    now,
  });
  const house = await accountsRepo.ensureHouseAccount(q, {
    code: HouseAccount.adjustments,
    currency: row.currency,
    now,
  });
  const amount = Number(row.amount_minor);
  const { transactionId } = await q.transfer({
    key: `adjustment:${row.id}`,
    kind: 'adjustment',
    entries: [
      { accountId: player, amountMinor: amount },
      { accountId: house, amountMinor: -amount },
    ],
    meta: { adjustmentId: Number(row.id), reason: row.reason, by: row.requested_by, approvedBy },
    now,
  });
  const [done] = await q.query<AdjustmentRow & Record<string, unknown>>(
    `UPDATE operator_adjustments SET status = 'done', transaction_id = $2, approved_by = $3,
       approved_at = CASE WHEN $3::text IS NULL THEN NULL ELSE $4::bigint END
     WHERE id = $1 RETURNING *`,
    [row.id, transactionId, approvedBy, now],
  );
  return done!;
}

/**
 * adjustBalance: stores the request and, up to the threshold, applies it, in one transaction with
 * `record` (the audit entry). A request key seen before answers its adjustment as it stands, with
 * `repeated: true`, and moves nothing.
 */
export async function requestAdjustment(
  deps: AdjustmentDeps,
  r: AdjustmentRequest,
  record: (q: Queryable, adjustment: AdjustmentListing) => Promise<void>,
): Promise<{ adjustment: AdjustmentListing; repeated: boolean }> {
  const now = deps.clock.now();
  return moneyTx(deps, async (q) => {
    const status = Math.abs(r.amountMinor) > r.thresholdMinor ? 'pending' : 'done';
    const [inserted] = await q.query<AdjustmentRow & Record<string, unknown>>(
      `INSERT INTO operator_adjustments (request_key, player_id, member_id, account, currency, amount_minor,
         reason, status, requested_by, requested_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9)
       ON CONFLICT (request_key) DO NOTHING RETURNING *`,
      [r.requestKey, r.playerId, r.memberId, r.account, r.currency, r.amountMinor, r.reason, r.by, now],
    );
    if (!inserted) {
      const [earlier] = await q.query<AdjustmentRow & Record<string, unknown>>(
        'SELECT * FROM operator_adjustments WHERE request_key = $1',
        [r.requestKey],
      );
      const same =
        earlier &&
        Number(earlier.player_id) === r.playerId &&
        earlier.account === r.account &&
        earlier.currency === r.currency &&
        Number(earlier.amount_minor) === r.amountMinor;
      if (!same) throw new AdjustmentError('keyReused', 'This request key was used for another adjustment');
      return { adjustment: toAdjustment(earlier), repeated: true };
    }
    const row = status === 'done' ? await apply(q, inserted, now, null) : inserted;
    const adjustment = toAdjustment(row);
    await record(q, adjustment);
    return { adjustment, repeated: false };
  });
}

/** The adjustment's site, for the scope check before anything is locked; null when unknown. */
export async function adjustmentSite(q: Queryable, id: number): Promise<number | null> {
  const [row] = await q.query<{ member_id: number }>(
    'SELECT member_id FROM operator_adjustments WHERE id = $1',
    [id],
  );
  return row ? Number(row.member_id) : null;
}

/**
 * approveAdjustment: applies a pending adjustment, by an operator other than the one who asked.
 * The row is locked, so two approvals at once apply it once; the second finds it done.
 */
export async function approveAdjustment(
  deps: AdjustmentDeps,
  id: number,
  by: string,
  record: (q: Queryable, adjustment: AdjustmentListing) => Promise<void>,
): Promise<AdjustmentListing> {
  const now = deps.clock.now();
  return moneyTx(deps, async (q) => {
    const [row] = await q.query<AdjustmentRow & Record<string, unknown>>(
      'SELECT * FROM operator_adjustments WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row) throw new AdjustmentError('unknown', `No adjustment ${id}`);
    if (row.status !== 'pending')
      throw new AdjustmentError('approved', `Adjustment ${id} has already been applied`);
    if (row.requested_by.toLowerCase() === by.toLowerCase())
      throw new AdjustmentError('ownRequest', 'Another operator must approve your own adjustment');
    const adjustment = toAdjustment(await apply(q, row, now, by));
    await record(q, adjustment);
    return adjustment;
  });
}

/** Adjustments of the sites in scope in one state, newest first. */
export async function listAdjustments(
  q: Queryable,
  filter: { sites: SiteScope; status: 'pending' | 'done'; limit: number },
): Promise<AdjustmentListing[]> {
  const params: unknown[] = [filter.status, filter.limit];
  if (filter.sites !== 'all') params.push([...filter.sites]);
  const rows = await q.query<AdjustmentRow & Record<string, unknown>>(
    `SELECT * FROM operator_adjustments WHERE status = $1 ${filter.sites === 'all' ? '' : 'AND member_id = ANY($3::int[])'}
     ORDER BY id DESC LIMIT $2`,
    params,
  );
  return rows.map(toAdjustment);
}
