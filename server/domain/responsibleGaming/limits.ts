import type { LimitKindName } from '../../../protocol/types/player';
import type { Queryable } from '../../storage/db';
import { csLimitsOf } from './csLimits';
import { convertMinor, currencyValues, totalIn, type CurrencyValues } from './currencyValues';

/** Spec section 9: loosening or removing a limit waits 30 days (weekly wagering too). */
export const LIMIT_CHANGE_WAIT_MS = 30 * 86_400_000;
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** A rolling month for deposit limits. */
export const MONTH_MS = 30 * DAY_MS;

export type LimitKind = LimitKindName;
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

export type LimitRow = {
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
  for (const r of rows) out.set(r.kind, limitAt(r, now));
  return out;
}

/** A stored limit row as it holds at `now`: a pending change whose time has come is applied. */
export function limitAt(r: LimitRow, now: number): StoredLimit {
  const pending =
    r.pending_at !== null
      ? {
          enabled: r.pending_enabled ?? false,
          amountMinor: Number(r.pending_amount_minor ?? 0),
          at: Number(r.pending_at),
        }
      : null;
  if (pending && pending.at <= now)
    return {
      currency: r.currency,
      enabled: pending.enabled,
      amountMinor: pending.amountMinor,
      pending: null,
    };
  return { currency: r.currency, enabled: r.enabled, amountMinor: Number(r.amount_minor), pending };
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

/**
 * What the player wagered since `since`, per currency: the cost and fee of joins not refunded, less
 * what house money paid (a satellite seat's join). Money from the player's own accounts counts:
 * cash (deposits, winnings, and bonus once the bucket has released it to cash) and the
 * subscriptions account (paid ahead from cash). The bonus bucket never pays for a play (spec: it is
 * released to cash as the player plays); released bonus counts when it is wagered from cash, and
 * a stake ever taken from the bucket would count too, as the player's account, unlike the house's.
 */
export async function wageredByCurrency(
  q: Queryable,
  playerId: number,
  since: number,
): Promise<Map<string, number>> {
  const rows = await q.query<{ currency: string; total: string | number }>(
    `SELECT currency, SUM(total) AS total FROM (${wagerRows('= $1', '$2')}) w GROUP BY currency`,
    [playerId, since],
  );
  return new Map(rows.map((r) => [r.currency, Number(r.total)]));
}

/**
 * SQL: the wagers (player_id, currency, total) of the players `player` matches (e.g. '= $1' or
 * '= ANY($1::bigint[])') made after the time parameter `since`: joins not refunded, less what house
 * money paid, and instant tickets bought, which are wagers as joins are (docs/instant-games.md).
 * The one rule for both a join made alone and a batch's limited players (weeklyBetBatch.ts).
 */
export function wagerRows(player: string, since: string): string {
  return `SELECT player_id, currency, cost_minor + fee_minor - house_paid_minor AS total FROM joins
           WHERE player_id ${player} AND created_at > ${since} AND NOT refunded
          UNION ALL
          SELECT player_id, currency, price_minor FROM instant_purchases
           WHERE player_id ${player} AND created_at > ${since}`;
}

/** Completed, pending and in-progress deposits since `since`, per currency (declined and cancelled ones do not count). */
export async function depositedByCurrency(
  q: Queryable,
  playerId: number,
  since: number,
): Promise<Map<string, number>> {
  const rows = await q.query<{ currency: string; total: string | number }>(
    `SELECT currency, SUM(amount_minor) AS total FROM cashier_orders
      WHERE player_id = $1 AND order_type = 1 AND status IN (1, 2, 5) AND created_at > $2 GROUP BY currency`,
    [playerId, since],
  );
  return new Map(rows.map((r) => [r.currency, Number(r.total)]));
}

/** A limit that holds for a check: the player's own or customer service's (which overrides). */
export interface ApplicableLimit {
  kind: LimitKind;
  source: 'self' | 'cs';
  currency: string;
  amountMinor: number;
}

/** Every limit of the kind in force at `now`: the player's own (if enabled) and customer service's. */
export async function applicableLimits(
  q: Queryable,
  playerId: number,
  kind: LimitKind,
  now: number,
): Promise<ApplicableLimit[]> {
  const out: ApplicableLimit[] = [];
  const own = (await limitsOf(q, playerId, now)).get(kind);
  if (own?.enabled) out.push({ kind, source: 'self', currency: own.currency, amountMinor: own.amountMinor });
  const cs = (await csLimitsOf(q, playerId)).get(kind);
  if (cs) out.push({ kind, source: 'cs', currency: cs.currency, amountMinor: cs.amountMinor });
  return out;
}

// A fraction of a minor unit left over by conversion never counts as passing a limit.
const EPSILON = 1e-6;

/**
 * The first limit (own or customer service's) that spending `addMinor` of `currency` on top of
 * `spent` would pass. Money in other currencies counts at the configured plain rate, so a limit set
 * in the site's default currency also holds for deposits and plays in the site's other currencies.
 */
async function firstExceeded(
  q: Queryable,
  limits: ApplicableLimit[],
  spent: ReadonlyMap<string, number>,
  currency: string,
  addMinor: number,
): Promise<{ limit: ApplicableLimit; usedMinor: number } | null> {
  if (!limits.length) return null;
  return firstExceededAt(await currencyValues(q), limits, spent, currency, addMinor);
}

/** firstExceeded on currency values already read (a batch of joins reads them once). */
export function firstExceededAt(
  values: CurrencyValues,
  limits: readonly ApplicableLimit[],
  spent: ReadonlyMap<string, number>,
  currency: string,
  addMinor: number,
): { limit: ApplicableLimit; usedMinor: number } | null {
  for (const limit of limits) {
    const used = totalIn(values, limit.currency, spent);
    const add = convertMinor(values, currency, limit.currency, addMinor) ?? 0;
    if (used + add > limit.amountMinor + EPSILON) return { limit, usedMinor: Math.round(used) };
  }
  return null;
}

/** The weekly wagering limit a join of `addMinor` would pass, or null when it fits. */
export async function weeklyBetExceeded(
  q: Queryable,
  playerId: number,
  currency: string,
  addMinor: number,
  now: number,
): Promise<{
  limitMinor: number;
  wageredMinor: number;
  source: 'self' | 'cs';
  limitCurrency: string;
} | null> {
  const limits = await applicableLimits(q, playerId, 'weeklyBet', now);
  if (!limits.length) return null;
  // Concurrent joins of one limited player queue on the player's row, so each sees the others.
  await q.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
  const wagered = await wageredByCurrency(q, playerId, now - WEEK_MS);
  const hit = await firstExceeded(q, limits, wagered, currency, addMinor);
  return hit
    ? {
        limitMinor: hit.limit.amountMinor,
        wageredMinor: hit.usedMinor,
        source: hit.limit.source,
        limitCurrency: hit.limit.currency,
      }
    : null;
}

/** What the weekly wagering limits leave to wager in `currency` (minor units), or null when none is set. */
export async function weeklyBetRemaining(
  q: Queryable,
  playerId: number,
  currency: string,
  now: number,
): Promise<number | null> {
  const limits = await applicableLimits(q, playerId, 'weeklyBet', now);
  if (!limits.length) return null;
  const values = await currencyValues(q);
  const wagered = await wageredByCurrency(q, playerId, now - WEEK_MS);
  let left = Number.POSITIVE_INFINITY;
  for (const limit of limits) {
    const budget = Math.max(0, limit.amountMinor - totalIn(values, limit.currency, wagered));
    const inCurrency = convertMinor(values, limit.currency, currency, budget);
    if (inCurrency !== null) left = Math.min(left, Math.floor(inCurrency + EPSILON));
  }
  return Number.isFinite(left) ? left : null;
}

/** The first deposit limit (daily, weekly, monthly; own or customer service's) a deposit of `addMinor` would pass, or null. */
export async function depositLimitExceeded(
  q: Queryable,
  playerId: number,
  currency: string,
  addMinor: number,
  now: number,
): Promise<{
  rule: LimitKind;
  limitMinor: number;
  depositedMinor: number;
  source: 'self' | 'cs';
  limitCurrency: string;
} | null> {
  for (const [kind, window] of DEPOSIT_WINDOWS) {
    const limits = await applicableLimits(q, playerId, kind, now);
    if (!limits.length) continue;
    const deposited = await depositedByCurrency(q, playerId, now - window);
    const hit = await firstExceeded(q, limits, deposited, currency, addMinor);
    if (hit)
      return {
        rule: kind,
        limitMinor: hit.limit.amountMinor,
        depositedMinor: hit.usedMinor,
        source: hit.limit.source,
        limitCurrency: hit.limit.currency,
      };
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
  return rows[0] ? restrictionIn(rows[0], now) : null;
}

/** The restriction a player's row (its timeout and self-exclusion columns) sets at `now`. */
export function restrictionIn(
  r: { timeout_until: string | number | null; self_excluded_until: string | number | null },
  now: number,
): { rule: Restriction; until: number } | null {
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

/**
 * SQL: the players among the bigint[] parameter `players` (e.g. '$2') with a weekly wagering limit
 * of their own or from customer service, for a batch to send only them through the limit check.
 */
export function weeklyBetLimited(players: string): string {
  return `SELECT player_id FROM player_limits WHERE player_id = ANY(${players}::bigint[]) AND kind = 'weeklyBet'
          UNION SELECT player_id FROM cs_limits WHERE player_id = ANY(${players}::bigint[]) AND kind = 'weeklyBet'`;
}
