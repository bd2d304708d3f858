import { GameStatus } from '../../../protocol/gameStatus';
import type { CashierDeps } from '../cashier/deps';
import { publishOrder } from '../cashier/orderEvents';
import { ordersRepo, type OrderRow } from '../cashier/ordersRepo';
import { OrderStatus, OrderType } from '../cashier/orderStatus';
import { accountsRepo } from '../ledger/accounts';
import { HouseAccount } from '../ledger/houseAccounts';
import { moneyTx, type MoneyQuery } from '../ledger/moneyTx';
import { GUEST_CHECKOUT_DETAIL } from '../players/guestCheckout';
import { payWithdrawal } from './payout';

// Anyone can type anyone's email into the guest one-click checkout, so an account it made holds
// money its address's owner never agreed to. One nobody claims within the site's
// `unclaimedGuestDays` is closed, and its cash goes back to the card that paid it in: a refund
// through the payment provider, like any payout, never to another card (issue 36).

const DAY_MS = 86_400_000;
/** Why the account was closed, kept in its details and on the refund order. */
export const UNCLAIMED_GUEST_CLOSED = 'unclaimedGuestExpired';

type Candidate = {
  id: number;
  member_id: number;
};

/** Closes every expired unclaimed guest account; returns how many were closed. */
export async function expireUnclaimedGuests(deps: CashierDeps): Promise<number> {
  let closed = 0;
  for (const site of deps.config.sites) {
    const before = deps.clock.now() - site.unclaimedGuestDays * DAY_MS;
    for (const candidate of await candidates(deps, site.memberId, before))
      if (await closeAndRefund(deps, candidate, before)) closed++;
  }
  return closed;
}

/** Unclaimed guest accounts of the site, older than `before`, not closed, with nothing in play. */
function candidates(deps: CashierDeps, memberId: number, before: number): Promise<Candidate[]> {
  return deps.db.query<Candidate>(
    `SELECT p.id, p.member_id FROM players p
     WHERE p.member_id = $1 AND p.created_at <= $2 AND NOT p.banned
       AND (p.details ->> '${GUEST_CHECKOUT_DETAIL}') = 'true'
       AND coalesce(p.verification ->> 'emailVerified', 'false') <> 'true'
       AND p.details ->> 'closed' IS NULL
       AND NOT EXISTS (SELECT 1 FROM instance_players ip JOIN game_instances g ON g.id = ip.instance_id
                       WHERE ip.player_id = p.id AND ip.plays > 0 AND NOT (g.status = ANY($4)))
       AND NOT EXISTS (SELECT 1 FROM pending_joins j WHERE j.player_id = p.id AND j.status = 'pending')
       AND NOT EXISTS (SELECT 1 FROM cashier_orders o WHERE o.player_id = p.id AND o.status = $3)
       AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.player_id = p.id AND s.status = 'active')
     ORDER BY p.id LIMIT 200`,
    [memberId, before, OrderStatus.pending, [GameStatus.Ended, GameStatus.Refunded]],
  );
}

/**
 * In one transaction: the player row locked and checked again (a claim may have come meanwhile),
 * the account closed, and its cash held for a refund order to its last card; then the payout is
 * sent. An account without cash or without a card is closed with nothing to send.
 */
async function closeAndRefund(deps: CashierDeps, candidate: Candidate, before: number): Promise<boolean> {
  const now = deps.clock.now();
  const refund = await moneyTx(deps, async (q) => {
    const [row] = await q.query<{ ok: boolean }>(
      `SELECT (created_at <= $2 AND NOT banned AND details ->> 'closed' IS NULL
               AND coalesce(verification ->> 'emailVerified', 'false') <> 'true') AS ok
       FROM players WHERE id = $1 FOR UPDATE`,
      [candidate.id, before],
    );
    if (!row?.ok) return undefined;
    await q.query(
      `UPDATE players SET banned = true, details = details || jsonb_build_object('closed', $2::text, 'closedAt', $3::bigint)
       WHERE id = $1`,
      [candidate.id, UNCLAIMED_GUEST_CLOSED, now],
    );
    await q.query('DELETE FROM sessions WHERE player_id = $1', [candidate.id]);
    return holdRefund(q, candidate.id, now);
  });
  if (refund === undefined) return false;
  if (refund) {
    publishOrder(deps, refund);
    await payWithdrawal(deps, refund.id);
  }
  return true;
}

/** The largest cash balance moved to withdrawals_pending on a refund order to the last card. */
async function holdRefund(q: MoneyQuery, playerId: number, now: number): Promise<OrderRow | null> {
  const [cash] = await q.query<{ id: number; currency: string; balance_minor: number }>(
    `SELECT id, currency, balance_minor FROM accounts WHERE player_id = $1 AND type = 'cash' AND balance_minor > 0
     ORDER BY balance_minor DESC LIMIT 1`,
    [playerId],
  );
  const [card] = await q.query<{ id: number }>(
    `SELECT id FROM payment_details WHERE player_id = $1 AND method = 'card' ORDER BY created_at DESC LIMIT 1`,
    [playerId],
  );
  if (!cash || !card) return null;
  const { order } = await ordersRepo.insert(q, {
    playerId,
    orderType: OrderType.withdrawal,
    method: 'card',
    status: OrderStatus.pending,
    currency: cash.currency,
    amountMinor: Number(cash.balance_minor),
    feeMinor: 0,
    requestKey: `${UNCLAIMED_GUEST_CLOSED}:${playerId}`,
    details: { recurringDetailId: card.id, reason: UNCLAIMED_GUEST_CLOSED },
    now,
  });
  const held = await accountsRepo.ensureHouseAccount(q, {
    code: HouseAccount.withdrawalsPending,
    currency: cash.currency,
    now,
  });
  await q.transfer({
    key: `withdrawal:${order.id}`,
    kind: 'withdrawal',
    entries: [
      { accountId: cash.id, amountMinor: -Number(cash.balance_minor) },
      { accountId: held, amountMinor: Number(cash.balance_minor) },
    ],
    meta: { orderId: order.id, reason: UNCLAIMED_GUEST_CLOSED },
    now,
  });
  return order;
}
