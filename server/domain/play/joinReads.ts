import type { Queryable } from '../../storage/db';
import { accountsRepo } from '../ledger';

// What a join reads before it takes any lock: the player's row and cash account.

/** The player's cash account: read first, created only the first time (a write is a commit to wait for). */
export async function cashAccountOf(
  q: Queryable,
  playerId: number,
  currency: string,
  now: number,
  type: 'cash' | 'subscriptions',
): Promise<number> {
  const rows = await q.query<{ id: number }>(
    'SELECT id FROM accounts WHERE player_id = $1 AND currency = $2 AND type = $3',
    [playerId, currency, type],
  );
  return rows[0]?.id ?? accountsRepo.ensurePlayerAccount(q, { playerId, currency, type, now });
}

export interface PlayerRow {
  locked: boolean;
  member_id: number;
  timeout_until: string | number | null;
  self_excluded_until: string | number | null;
}

/** What a join needs of the player's row, in one read before any lock is taken. */
export async function playerOf(q: Queryable, playerId: number): Promise<PlayerRow | undefined> {
  const rows = await q.query<PlayerRow & Record<string, unknown>>(
    'SELECT locked, member_id, timeout_until, self_excluded_until FROM players WHERE id = $1',
    [playerId],
  );
  return rows[0];
}
