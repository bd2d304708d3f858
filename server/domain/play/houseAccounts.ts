import type { Queryable } from '../../storage/db';
import { accountsRepo } from '../ledger/accounts';

/**
 * House accounts the engine moves game money through, per currency (codes shared with the
 * ledger's own list where it has them):
 * - wagers: stakes of sold plays, held until the game settles or is refunded;
 * - fees: per-play fees (returned only by a refund);
 * - jackpots: progressive jackpots (seeds + contributions); progressive_jackpots holds each
 *   game type's carried amount;
 * - prize_pool: settlement credits it with a game's prizes, winner batches pay out of it, so it
 *   returns to zero once a game is paid;
 * - game_revenue: what the house keeps (margin, rollover, jackpot overflow), less the fixed
 *   prizes, guarantee top-ups and jackpot seeds it pays. It goes negative when the house pays more.
 */
export const GameAccount = {
  wagers: 'wagers',
  fees: 'fees',
  jackpots: 'jackpots',
  prizePool: 'prize_pool',
  revenue: 'game_revenue',
  /** Satellite seats won and not yet placed: funded at the satellite's settlement, paying the seat's join. */
  seats: 'satellite_seats',
} as const;

export function houseAccount(q: Queryable, code: string, currency: string, now: number): Promise<number> {
  return accountsRepo.ensureHouseAccount(q, { code, currency, now });
}

/**
 * The cash accounts of many players in one currency, created where missing. Read first: the
 * players paid are nearly always players who bought in this currency, so the insert (whose
 * ON CONFLICT probes cost about as much as the read: 0.4 s of a 1,000,000-play draw's pay run)
 * runs only for those without one, and the read comes back whole in one statement.
 */
export async function cashAccountsOf(
  q: Queryable,
  playerIds: readonly number[],
  currency: string,
  now: number,
): Promise<Map<number, number>> {
  const unique = [...new Set(playerIds)];
  if (unique.length === 0) return new Map();
  const found = await cashAccountRows(q, unique, currency);
  const accounts = new Map(found.map((r) => [r.player_id, r.id]));
  const missing = unique.filter((id) => !accounts.has(id));
  if (missing.length === 0) return accounts;
  await q.query(
    `INSERT INTO accounts (player_id, currency, type, updated_at)
     SELECT p, $2, 'cash', $3 FROM unnest($1::bigint[]) AS p
     ON CONFLICT (player_id, currency, type) WHERE player_id IS NOT NULL DO NOTHING`,
    [missing, currency, now],
  );
  for (const r of await cashAccountRows(q, missing, currency)) accounts.set(r.player_id, r.id);
  return accounts;
}

function cashAccountRows(q: Queryable, playerIds: readonly number[], currency: string) {
  return q.query<{ id: number; player_id: number }>(
    `SELECT id, player_id FROM accounts WHERE player_id = ANY($1::bigint[]) AND currency = $2 AND type = 'cash'`,
    [playerIds, currency],
  );
}
