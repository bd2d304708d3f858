import type { Queryable } from '../../storage/db';

/** What a prize item row keeps of the configured item, as it was when won. */
export interface StoredItem {
  name: string;
  description: string;
  sponsorText: string;
  detailsText: string;
  imageUrl: string;
  agentIds: number[];
}

export interface PrizeItemRow {
  id: number;
  player_id: number;
  game_id: number;
  instance_id: number;
  play_id: number;
  rank_number: number;
  currency: string;
  value_minor: number;
  cash_option_minor: number | null;
  item: StoredItem;
  won_at: number;
  claimed_as: 'item' | 'cash' | null;
  claimed_at: number | null;
}

export interface NewPrizeItem {
  playerId: number;
  gameId: number;
  instanceId: number;
  playId: number;
  rankNumber: number;
  currency: string;
  valueMinor: number;
  cashOptionMinor: number | null;
  item: StoredItem;
}

/** Prize items repository: plain async functions over a transaction-scoped query object. */
export const prizeItemsRepo = {
  /** Inserts the awards in one statement; a play already awarded is skipped. Returns how many were new. */
  async insertMany(q: Queryable, items: readonly NewPrizeItem[], now: number): Promise<number> {
    if (items.length === 0) return 0;
    const rows = await q.query<{ id: number }>(
      `INSERT INTO prize_items (player_id, game_id, instance_id, play_id, rank_number, currency, value_minor,
                                cash_option_minor, item, won_at)
       SELECT * FROM unnest($1::bigint[], $2::integer[], $3::bigint[], $4::bigint[], $5::integer[], $6::text[],
                            $7::bigint[], $8::bigint[], $9::jsonb[], $10::bigint[])
       ON CONFLICT (play_id) DO NOTHING RETURNING id`,
      [
        items.map((i) => i.playerId),
        items.map((i) => i.gameId),
        items.map((i) => i.instanceId),
        items.map((i) => i.playId),
        items.map((i) => i.rankNumber),
        items.map((i) => i.currency),
        items.map((i) => i.valueMinor),
        items.map((i) => i.cashOptionMinor),
        items.map((i) => JSON.stringify(i.item)),
        items.map(() => now),
      ],
    );
    return rows.length;
  },

  async listForPlayer(q: Queryable, playerId: number, limit = 100): Promise<PrizeItemRow[]> {
    return q.query<PrizeItemRow & Record<string, unknown>>(
      'SELECT * FROM prize_items WHERE player_id = $1 ORDER BY won_at DESC, id DESC LIMIT $2',
      [playerId, limit],
    );
  },

  async byId(q: Queryable, id: number): Promise<PrizeItemRow | null> {
    const rows = await q.query<PrizeItemRow & Record<string, unknown>>(
      'SELECT * FROM prize_items WHERE id = $1',
      [id],
    );
    return rows[0] ?? null;
  },

  /**
   * Marks an unclaimed item claimed; null when it was claimed already (by this call's twin, too:
   * the row lock makes a concurrent second claim wait and then find it claimed).
   */
  async claim(
    q: Queryable,
    a: { id: number; playerId: number; as: 'item' | 'cash'; now: number },
  ): Promise<PrizeItemRow | null> {
    const rows = await q.query<PrizeItemRow & Record<string, unknown>>(
      `UPDATE prize_items SET claimed_as = $3, claimed_at = $4
       WHERE id = $1 AND player_id = $2 AND claimed_as IS NULL RETURNING *`,
      [a.id, a.playerId, a.as, a.now],
    );
    return rows[0] ?? null;
  },
};
