import type { Queryable } from '../../storage/db';

/** Spec section 9: loosening or removing a limit waits 30 days (weekly wagering too). */
export const LIMIT_CHANGE_WAIT_MS = 30 * 86_400_000;
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** A rolling month for deposit limits. */
export const MONTH_MS = 30 * DAY_MS;

export type LimitKind = 'daily' | 'weekly' | 'monthly' | 'weeklyBet';
export const LIMIT_KINDS: readonly LimitKind[] = ['daily', 'weekly', 'monthly', 'weeklyBet'];
export const DEPOSIT_WINDOWS: readonly [LimitKind, number][] = [
  ['daily', DAY_MS],
  ['weekly', WEEK_MS],
  ['monthly', MONTH_MS],
];

export interface LimitValue {
  enabled: boolean;
  amountMinor: number;
}

export interface StoredLimit extends LimitValue {
  currency: string;
  pending: (LimitValue & { at: number }) | null;
}

/** Tighter: a limit where there was none, or a lower amount. Equal is not a change. */
export function isTighter(next: LimitValue, current: LimitValue): boolean {
  if (!next.enabled) return false;
  return !current.enabled || next.amountMinor < current.amountMinor;
}

const same = (a: LimitValue, b: LimitValue) =>
  a.enabled === b.enabled && (!a.enabled || a.amountMinor === b.amountMinor);

/**
 * The stored row after a request: a tightening (or no change) takes effect at once and drops any
 * pending loosening; a loosening or removal is held as pending for `waitMs` (an unchanged pending
 * request keeps its original effective time).
 */
export function planChange(
  current: StoredLimit | null,
  next: LimitValue,
  now: number,
  waitMs: number,
): { effective: LimitValue; pending: (LimitValue & { at: number }) | null } {
  const effective: LimitValue = current
    ? { enabled: current.enabled, amountMinor: current.amountMinor }
    : { enabled: false, amountMinor: 0 };
  if (same(next, effective) || isTighter(next, effective)) return { effective: next, pending: null };
  if (current?.pending && same(current.pending, next)) return { effective, pending: current.pending };
  return { effective, pending: { ...next, at: now + waitMs } };
}

type LimitRow = {
  kind: LimitKind;
  currency: string;
  enabled: boolean;
  amount_minor: string | number;
  pending_enabled: boolean | null;
  pending_amount_minor: string | number | null;
  pending_at: string | number | null;
};

/** The player's limits as they hold at `now`: a pending change whose time has come is applied. */
export async function limitsOf(
  q: Queryable,
  playerId: number,
  now: number,
): Promise<Map<LimitKind, StoredLimit>> {
  const rows = await q.query<LimitRow>(
    `SELECT kind, currency, enabled, amount_minor, pending_enabled, pending_amount_minor, pending_at
       FROM player_limits WHERE player_id = $1`,
    [playerId],
  );
  const out = new Map<LimitKind, StoredLimit>();
  for (const r of rows) {
    const pending =
      r.pending_at !== null
        ? {
            enabled: r.pending_enabled ?? false,
            amountMinor: Number(r.pending_amount_minor ?? 0),
            at: Number(r.pending_at),
          }
        : null;
    if (pending && pending.at <= now)
      out.set(r.kind, {
        currency: r.currency,
        enabled: pending.enabled,
        amountMinor: pending.amountMinor,
        pending: null,
      });
    else
      out.set(r.kind, {
        currency: r.currency,
        enabled: r.enabled,
        amountMinor: Number(r.amount_minor),
        pending,
      });
  }
  return out;
}

export async function saveLimit(
  q: Queryable,
  playerId: number,
  kind: LimitKind,
  currency: string,
  plan: ReturnType<typeof planChange>,
  now: number,
): Promise<void> {
  await q.query(
    `INSERT INTO player_limits (player_id, kind, currency, enabled, amount_minor, pending_enabled,
                                pending_amount_minor, pending_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (player_id, kind) DO UPDATE SET currency = $3, enabled = $4, amount_minor = $5,
       pending_enabled = $6, pending_amount_minor = $7, pending_at = $8, updated_at = $9`,
    [
      playerId,
      kind,
      currency,
      plan.effective.enabled,
      plan.effective.amountMinor,
      plan.pending?.enabled ?? null,
      plan.pending?.amountMinor ?? null,
      plan.pending?.at ?? null,
      now,
    ],
  );
}

/** Join costs and fees (not refunded) in `currency` since `since`. */
export async function wageredSince(
  q: Queryable,
  playerId: number,
  currency: string,
  since: number,
): Promise<number> {
  const rows = await q.query<{ total: string | number | null }>(
    `SELECT COALESCE(SUM(cost_minor + fee_minor), 0) AS total FROM joins
      WHERE player_id = $1 AND currency = $2 AND created_at > $3 AND NOT refunded`,
    [playerId, currency, since],
  );
  return Number(rows[0]?.total ?? 0);
}

/** Completed, pending and in-progress deposits in `currency` since `since` (declined and cancelled ones do not count). */
export async function depositedSince(
  q: Queryable,
  playerId: number,
  currency: string,
  since: number,
): Promise<number> {
  const rows = await q.query<{ total: string | number | null }>(
    `SELECT COALESCE(SUM(amount_minor), 0) AS total FROM cashier_orders
      WHERE player_id = $1 AND order_type = 1 AND currency = $2 AND status IN (1, 2, 5) AND created_at > $3`,
    [playerId, currency, since],
  );
  return Number(rows[0]?.total ?? 0);
}

/** The weekly wagering limit a join of `addMinor` would pass, or null when it fits. */
export async function weeklyBetExceeded(
  q: Queryable,
  playerId: number,
  currency: string,
  addMinor: number,
  now: number,
): Promise<{ limitMinor: number; wageredMinor: number } | null> {
  const limit = (await limitsOf(q, playerId, now)).get('weeklyBet');
  if (!limit?.enabled || limit.currency !== currency) return null;
  // Concurrent joins of one limited player queue on the player's row, so each sees the others.
  await q.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
  const wagered = await wageredSince(q, playerId, currency, now - WEEK_MS);
  return wagered + addMinor > limit.amountMinor
    ? { limitMinor: limit.amountMinor, wageredMinor: wagered }
    : null;
}

/** The first deposit limit (daily, weekly, monthly) a deposit of `addMinor` would pass, or null. */
export async function depositLimitExceeded(
  q: Queryable,
  playerId: number,
  currency: string,
  addMinor: number,
  now: number,
): Promise<{ rule: LimitKind; limitMinor: number; depositedMinor: number } | null> {
  const limits = await limitsOf(q, playerId, now);
  for (const [kind, window] of DEPOSIT_WINDOWS) {
    const limit = limits.get(kind);
    if (!limit?.enabled || limit.currency !== currency) continue;
    const deposited = await depositedSince(q, playerId, currency, now - window);
    if (deposited + addMinor > limit.amountMinor)
      return { rule: kind, limitMinor: limit.amountMinor, depositedMinor: deposited };
  }
  return null;
}

export type Restriction = 'timeout' | 'selfExclusion';

/** The player's own restriction in force at `now` (self-exclusion first), with its end. */
export async function restrictionOf(
  q: Queryable,
  playerId: number,
  now: number,
): Promise<{ rule: Restriction; until: number } | null> {
  const rows = await q.query<{
    timeout_until: string | number | null;
    self_excluded_until: string | number | null;
  }>('SELECT timeout_until, self_excluded_until FROM players WHERE id = $1', [playerId]);
  const r = rows[0];
  if (!r) return null;
  if (r.self_excluded_until !== null && Number(r.self_excluded_until) > now)
    return { rule: 'selfExclusion', until: Number(r.self_excluded_until) };
  if (r.timeout_until !== null && Number(r.timeout_until) > now)
    return { rule: 'timeout', until: Number(r.timeout_until) };
  return null;
}

/** Records a refusal a responsible-gaming rule caused. */
export async function auditRefusal(
  q: Queryable,
  r: {
    playerId: number;
    action: 'join' | 'deposit' | 'login';
    rule: string;
    detail?: Record<string, unknown>;
    now: number;
  },
): Promise<void> {
  await q.query(
    'INSERT INTO rg_refusals (player_id, action, rule, detail, created_at) VALUES ($1, $2, $3, $4, $5)',
    [r.playerId, r.action, r.rule, JSON.stringify(r.detail ?? {}), r.now],
  );
}
