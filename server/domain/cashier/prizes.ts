import type { Prize } from '../../../protocol/types';
import type { Queryable } from '../../storage/db';
import { toMajor } from '../money';
import { prizeItemsRepo } from '../prizes/prizeItemsRepo';
import { toPrize } from '../prizes/toPrize';

/**
 * getPlayerPrizeItems: the player's prize items (to claim as the item or its cash option, or
 * collected) and cash prizes from settled games (read from the ledger's `prize` transactions;
 * paid into cash when won, so collected at once and without a cash option), newest first.
 */
export async function prizesOf(q: Queryable, playerId: number, limit = 100): Promise<Prize[]> {
  const items = (await prizeItemsRepo.listForPlayer(q, playerId, limit)).map(toPrize);
  const cash = await cashPrizesOf(q, playerId, limit);
  return [...items, ...cash].sort((a, b) => b.wonDate - a.wonDate || b.id - a.id).slice(0, limit);
}

async function cashPrizesOf(q: Queryable, playerId: number, limit: number): Promise<Prize[]> {
  const rows = await q.query<{
    id: number;
    amount_minor: number;
    currency: string;
    created_at: number;
    meta: { gameId?: number; gameInstanceId?: number };
  }>(
    `SELECT e.id, e.amount_minor, a.currency, t.created_at, t.meta
     FROM ledger_entries e JOIN accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.player_id = $1 AND t.kind = 'prize' AND e.amount_minor > 0
     ORDER BY t.created_at DESC, e.id DESC LIMIT $2`,
    [playerId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: 'cash',
    value: toMajor(r.amount_minor, r.currency),
    currencyId: r.currency,
    cashOption: null,
    wonDate: r.created_at,
    collectedDate: r.created_at,
    name: r.meta.gameInstanceId ? `Game ${r.meta.gameInstanceId}` : 'Prize',
    ...(r.meta.gameId ? { gameId: r.meta.gameId } : {}),
    ...(r.meta.gameInstanceId ? { gameInstanceId: r.meta.gameInstanceId } : {}),
  }));
}
