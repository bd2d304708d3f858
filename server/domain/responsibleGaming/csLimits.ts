import type { Queryable } from '../../storage/db';
import type { LimitKindName as LimitKind } from '../../../protocol/types/player';

/** A limit customer service set (spec section 6): it overrides the player's own. */
export interface CsLimit {
  kind: LimitKind;
  currency: string;
  amountMinor: number;
  setBy: string;
  reason: string;
  updatedAt: number;
}

type Row = {
  kind: LimitKind;
  currency: string;
  amount_minor: string | number;
  set_by: string;
  reason: string;
  updated_at: string | number;
};

export async function csLimitsOf(q: Queryable, playerId: number): Promise<Map<LimitKind, CsLimit>> {
  const rows = await q.query<Row>(
    'SELECT kind, currency, amount_minor, set_by, reason, updated_at FROM cs_limits WHERE player_id = $1',
    [playerId],
  );
  return new Map(
    rows.map((r) => [
      r.kind,
      {
        kind: r.kind,
        currency: r.currency,
        amountMinor: Number(r.amount_minor),
        setBy: r.set_by,
        reason: r.reason,
        updatedAt: Number(r.updated_at),
      },
    ]),
  );
}

export async function saveCsLimit(q: Queryable, playerId: number, limit: CsLimit): Promise<void> {
  await q.query(
    `INSERT INTO cs_limits (player_id, kind, currency, amount_minor, set_by, reason, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (player_id, kind) DO UPDATE SET currency = $3, amount_minor = $4, set_by = $5,
       reason = $6, updated_at = $7`,
    [playerId, limit.kind, limit.currency, limit.amountMinor, limit.setBy, limit.reason, limit.updatedAt],
  );
}

/** Removes the limit; false when there was none. */
export async function deleteCsLimit(q: Queryable, playerId: number, kind: LimitKind): Promise<boolean> {
  const rows = await q.query('DELETE FROM cs_limits WHERE player_id = $1 AND kind = $2 RETURNING kind', [
    playerId,
    kind,
  ]);
  return rows.length > 0;
}

/** Records who did what (operator changes, restrictions the player took). */
export async function recordAction(
  q: Queryable,
  a: { playerId: number; actor: string; action: string; detail?: Record<string, unknown>; now: number },
): Promise<void> {
  await q.query(
    'INSERT INTO rg_actions (player_id, actor, action, detail, created_at) VALUES ($1, $2, $3, $4, $5)',
    [a.playerId, a.actor, a.action, JSON.stringify(a.detail ?? {}), a.now],
  );
}
