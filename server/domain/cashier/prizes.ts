import type { Prize } from '../../../protocol/types';
import type { Queryable } from '../../storage/db';
import { toMajor } from '../money';

/**
 * getPlayerPrizeItems: the player's cash prizes from settled games, newest first, read from the
 * ledger's `prize` transactions. The engine pays every prize straight into cash, so each is
 * collected when won and has no cash option; physical prize items (and their collection agents)
 * do not exist yet.
 */
export async function prizesOf(q: Queryable, playerId: number, limit = 100): Promise<Prize[]> {
  const rows = await q.query<{
    id: number;
    amount_minor: number;
    currency: string;
    created_at: number;
    meta: { gameInstanceId?: number };
  }>(
    `SELECT e.id, e.amount_minor, a.currency, t.created_at, t.meta
     FROM ledger_entries e JOIN accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.player_id = $1 AND t.kind = 'prize' AND e.amount_minor > 0
     ORDER BY t.created_at DESC, e.id DESC LIMIT $2`,
    [playerId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    value: toMajor(r.amount_minor, r.currency),
    currencyId: r.currency,
    cashOption: null,
    wonDate: r.created_at,
    collectedDate: r.created_at,
    name: r.meta.gameInstanceId ? `Game ${r.meta.gameInstanceId}` : 'Prize',
  }));
}
