import type { Queryable } from '../../storage/db';
import { currencyValues, type CurrencyValues } from './currencyValues';
import { firstExceededAt, limitAt, wagerRows, WEEK_MS, type ApplicableLimit, type LimitRow } from './limits';

/**
 * The weekly wagering limits of a batch of joins' players, read once for the batch (issue 35):
 * a limited player's join used to be made alone, about fifteen statements in a savepoint while the
 * batch held its instance, and a tenth of the players limited halved the joins per second. Here
 * the batch locks its limited players' rows (in id order, as weeklyBetExceeded locks one, so that
 * concurrent joins of one player queue and each sees the others), reads their limits and their
 * week's wagers in three statements, and judges each join in memory with the same rule
 * (firstExceededAt) a join made alone applies.
 */
export interface WeeklyBets {
  values: CurrencyValues;
  /** Limited players only: their limits in force and what they wagered in the week, per currency. */
  players: Map<number, { limits: ApplicableLimit[]; spent: Map<string, number> }>;
}

/** What a refused join's audit records (as weeklyBetExceeded returns it). */
export interface WeeklyBetRefusal {
  limitMinor: number;
  wageredMinor: number;
  source: 'self' | 'cs';
  limitCurrency: string;
}

export async function readWeeklyBets(
  q: Queryable,
  playerIds: readonly number[],
  now: number,
): Promise<WeeklyBets> {
  const ids = [...new Set(playerIds)].sort((a, b) => a - b);
  await q.query('SELECT id FROM players WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [ids]);
  const [read] = await q.query<{
    own: (LimitRow & { player_id: number })[];
    cs: { player_id: number; currency: string; amount_minor: number }[];
    spent: { player_id: number; currency: string; total: number }[];
  }>(
    `SELECT
       (SELECT coalesce(jsonb_agg(to_jsonb(l)), '[]'::jsonb) FROM (
          SELECT player_id, kind, currency, enabled, amount_minor, pending_enabled, pending_amount_minor, pending_at
          FROM player_limits WHERE player_id = ANY($1::bigint[]) AND kind = 'weeklyBet') l) AS own,
       (SELECT coalesce(jsonb_agg(to_jsonb(c)), '[]'::jsonb) FROM (
          SELECT player_id, currency, amount_minor FROM cs_limits
          WHERE player_id = ANY($1::bigint[]) AND kind = 'weeklyBet') c) AS cs,
       (SELECT coalesce(jsonb_agg(to_jsonb(w)), '[]'::jsonb) FROM (
          SELECT player_id, currency, sum(total)::bigint AS total
          FROM (${wagerRows('= ANY($1::bigint[])', '$2')}) x GROUP BY player_id, currency) w) AS spent`,
    [ids, now - WEEK_MS],
  );
  const players: WeeklyBets['players'] = new Map();
  const entry = (id: number) => {
    let p = players.get(id);
    if (!p) players.set(id, (p = { limits: [], spent: new Map() }));
    return p;
  };
  // Own limit first, then customer service's, as applicableLimits orders them.
  for (const r of read.own) {
    const limit = limitAt(r, now);
    if (limit.enabled)
      entry(Number(r.player_id)).limits.push({
        kind: 'weeklyBet',
        source: 'self',
        currency: limit.currency,
        amountMinor: limit.amountMinor,
      });
  }
  for (const r of read.cs)
    entry(Number(r.player_id)).limits.push({
      kind: 'weeklyBet',
      source: 'cs',
      currency: r.currency,
      amountMinor: Number(r.amount_minor),
    });
  for (const r of read.spent) players.get(Number(r.player_id))?.spent.set(r.currency, Number(r.total));
  for (const [id, p] of players) if (p.limits.length === 0) players.delete(id);
  return { values: await currencyValues(q), players };
}

/**
 * Whether a join wagering `wageredMinor` of `currency` passes the player's weekly limits: null
 * (and the wager counted for the batch's later joins) when it fits, else what refused it. The
 * join's own wager is part of the sum, as it is for a join made alone (its row is written first).
 */
export function takeWeeklyBet(
  bets: WeeklyBets,
  playerId: number,
  currency: string,
  wageredMinor: number,
): WeeklyBetRefusal | null {
  const player = bets.players.get(playerId);
  if (!player || wageredMinor <= 0) return null;
  const withThis = new Map(player.spent);
  withThis.set(currency, (withThis.get(currency) ?? 0) + wageredMinor);
  const hit = firstExceededAt(bets.values, player.limits, withThis, currency, 0);
  if (hit)
    return {
      limitMinor: hit.limit.amountMinor,
      wageredMinor: hit.usedMinor,
      source: hit.limit.source,
      limitCurrency: hit.limit.currency,
    };
  player.spent = withThis;
  return null;
}
