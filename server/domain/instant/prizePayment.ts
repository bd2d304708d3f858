import type { Queryable } from '../../storage/db';
import { accountsRepo, transfer } from '../ledger';
import { houseAccount } from '../play/houseAccounts';

/** The house account instant sales are paid into and instant prizes out of, per currency. */
export const INSTANT_SALES_ACCOUNT = 'instant_sales';

/**
 * An unfinished ticket is finished for the player, and its prize paid, this long after purchase
 * (a player who closes the page mid-scratch still gets what the ticket won).
 */
export const UNFINISHED_TICKET_TIMEOUT_MS = 24 * 3_600_000;

/**
 * Pays the prizes of tickets that are finished and not yet paid, in the caller's transaction (the
 * one that finishes them): an instant ticket keeps its secret until it is played, so the header
 * balance and the cashier history show a win only once the player has seen it. Each ticket is
 * claimed by one UPDATE (a second finisher, in this process or another, finds it claimed) and its
 * transfer carries the ticket's own idempotency key. The cash accounts credited, to push after
 * commit.
 */
export async function payFinishedPrizes(
  q: Queryable,
  ticketIds: readonly number[],
  now: number,
): Promise<number[]> {
  if (ticketIds.length === 0) return [];
  const claimed = await q.query<{
    id: number;
    purchase_id: number;
    player_id: number;
    game_id: number;
    prize_minor: number;
    currency: string;
  }>(
    `UPDATE instant_tickets t SET prize_paid_at = $2
     FROM instant_purchases u
     WHERE t.id = ANY($1::bigint[]) AND t.finished_at IS NOT NULL AND t.prize_paid_at IS NULL
       AND u.id = t.purchase_id
     RETURNING t.id, t.purchase_id, t.player_id, t.game_id, t.prize_minor, u.currency`,
    [ticketIds, now],
  );
  const credited: number[] = [];
  for (const ticket of claimed) {
    const prizeMinor = Number(ticket.prize_minor);
    if (prizeMinor <= 0) continue;
    const cashId = await accountsRepo.ensurePlayerAccount(q, {
      playerId: Number(ticket.player_id),
      currency: ticket.currency,
      type: 'cash',
      now,
    });
    const houseId = await houseAccount(q, INSTANT_SALES_ACCOUNT, ticket.currency, now);
    await transfer(q, {
      key: `instant-ticket:${ticket.id}:prize`,
      kind: 'instant.prize',
      entries: [
        { accountId: houseId, amountMinor: -prizeMinor },
        { accountId: cashId, amountMinor: prizeMinor },
      ],
      meta: { purchaseId: Number(ticket.purchase_id), gameId: ticket.game_id, ticketId: Number(ticket.id) },
      now,
    });
    credited.push(cashId);
  }
  return credited;
}
