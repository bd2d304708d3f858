import type { AccountType } from '../../../protocol/types';
import type { Queryable } from '../../storage/db';

export interface AccountRow {
  id: number;
  player_id: number | null;
  house_code: string | null;
  currency: string;
  type: AccountType | 'house';
  balance_minor: number;
  updated_at: number;
}

/** Accounts repository: plain async functions over a transaction-scoped query object. */
export const accountsRepo = {
  /** The player's account of that currency and type, created empty on first use. */
  async ensurePlayerAccount(
    q: Queryable,
    a: { playerId: number; currency: string; type: AccountType; now: number },
  ) {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO accounts (player_id, currency, type, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (player_id, currency, type) WHERE player_id IS NOT NULL DO UPDATE SET updated_at = accounts.updated_at
       RETURNING id`,
      [a.playerId, a.currency, a.type, a.now],
    );
    return rows[0].id;
  },

  /**
   * A house account (the other side of player movements), e.g. `promotions`, per currency. Read
   * first and inserted only when missing, never upserted: an upsert would lock the (hot) row.
   */
  async ensureHouseAccount(q: Queryable, a: { code: string; currency: string; now: number }) {
    const find = () =>
      q.query<{ id: number }>(
        'SELECT id FROM accounts WHERE house_code = $1 AND currency = $2 AND player_id IS NULL',
        [a.code, a.currency],
      );
    const found = await find();
    if (found.length > 0) return found[0].id;
    const rows = await q.query<{ id: number }>(
      `INSERT INTO accounts (house_code, currency, type, updated_at) VALUES ($1, $2, 'house', $3)
       ON CONFLICT (house_code, currency) WHERE player_id IS NULL DO NOTHING RETURNING id`,
      [a.code, a.currency, a.now],
    );
    return rows[0]?.id ?? (await find())[0].id;
  },

  async listForPlayer(q: Queryable, playerId: number): Promise<AccountRow[]> {
    return q.query<AccountRow & Record<string, unknown>>(
      'SELECT * FROM accounts WHERE player_id = $1 ORDER BY currency, type, id',
      [playerId],
    );
  },

  /** The account with its balance as it stands (a house account's pending deltas included). */
  async byId(q: Queryable, id: number): Promise<AccountRow | null> {
    const rows = await q.query<AccountRow & Record<string, unknown>>(
      `SELECT a.id, a.player_id, a.house_code, a.currency, a.type, b.balance_minor, a.updated_at
       FROM accounts a JOIN account_balances b ON b.id = a.id WHERE a.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },
};
