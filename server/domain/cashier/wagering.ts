import type { Queryable } from '../../storage/db';

export interface WageringState {
  requiredMinor: number;
  wageredMinor: number;
}

/** Adds to what the player must wager in that currency before withdrawing (coupons, deposits). */
export async function addWageringRequirement(
  q: Queryable,
  playerId: number,
  currency: string,
  requiredMinor: number,
  now: number,
): Promise<void> {
  if (requiredMinor <= 0) return;
  await q.query(
    `INSERT INTO player_wagering (player_id, currency, required_minor, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (player_id, currency)
     DO UPDATE SET required_minor = player_wagering.required_minor + $3, updated_at = $4`,
    [playerId, currency, requiredMinor, now],
  );
}

export async function addWagered(
  q: Queryable,
  playerId: number,
  currency: string,
  wageredMinor: number,
  now: number,
): Promise<void> {
  await q.query(
    `INSERT INTO player_wagering (player_id, currency, wagered_minor, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (player_id, currency)
     DO UPDATE SET wagered_minor = player_wagering.wagered_minor + $3, updated_at = $4`,
    [playerId, currency, wageredMinor, now],
  );
}

export async function wageringOf(q: Queryable, playerId: number, currency: string): Promise<WageringState> {
  const rows = await q.query<{ required_minor: number; wagered_minor: number }>(
    'SELECT required_minor, wagered_minor FROM player_wagering WHERE player_id = $1 AND currency = $2',
    [playerId, currency],
  );
  return { requiredMinor: rows[0]?.required_minor ?? 0, wageredMinor: rows[0]?.wagered_minor ?? 0 };
}

/** Met when the player has wagered at least what bonuses and deposits require. */
export const wageringMet = (w: WageringState) => w.wageredMinor >= w.requiredMinor;
