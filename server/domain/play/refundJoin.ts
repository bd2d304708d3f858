import type { Queryable } from '../../storage/db';
import { undoWagerRelease } from '../cashier/bonusRelease';
import { accountsRepo, transfer, type TransferEntry } from '../ledger';
import type { JoinRow } from './playsRepo';
import { reopenSeat } from './seatRefund';

/**
 * Gives one join its money back inside the caller's transaction by reversing the join's own wager
 * transaction leg by leg: stake, fee and contribution come back from the house accounts that took
 * them, and each part goes back to the account that paid it, whatever the mix (player cash, the
 * house's satellite seats account, any other source a join is charged from). So a won seat never
 * becomes withdrawable cash through a refund: its price returns to the seats account and the seat
 * is pending again, to be placed in the game's next instance (the prize is a seat, spec section 3's
 * satelliteItems, not its price).
 *
 * The transfer's key is the join's, so it happens once; only when it moves money does the refund
 * also take the wager off the player's wagering and return the bonus the wager released (a refunded
 * play was never wagered). The caller marks the join refunded in the same transaction. Returns the
 * player accounts credited or debited, for the balance push after the commit.
 */
export async function refundJoin(q: Queryable, j: JoinRow, now: number): Promise<number[]> {
  const charge = await chargeOf(q, j.id);
  if (charge.length === 0) {
    if (j.cost_minor + j.fee_minor === 0) return []; // a free roll moved no money
    // Sold and charged in one transaction, so this is a damaged ledger: refunding nothing would
    // lose the player's money; refusing keeps the join unrefunded for `ledger check` and an operator.
    throw new Error(`join ${j.id} costs ${j.cost_minor + j.fee_minor} but has no charge to reverse`);
  }
  const { entries, playerAccounts } = await reversalOf(q, charge, j, now);
  const refund = await transfer(q, {
    key: `refund:join:${j.id}`,
    kind: 'refund',
    entries,
    meta: { gameInstanceId: j.instance_id, joinId: j.id },
    now,
  });
  if (!refund.applied) return [];
  const released = await undoWagerRelease(q, { wagerKey: `join:${j.id}`, now });
  await reopenSeat(q, j.id, now);
  return [...new Set([...playerAccounts, ...released.accountIds])];
}

interface ChargeLeg {
  account_id: number;
  amount_minor: number;
  player_id: number | null;
  type: string;
}

/** The legs of the join's wager transaction (joinService's chargeJoin, key `join:{joinId}`). */
async function chargeOf(q: Queryable, joinId: number): Promise<ChargeLeg[]> {
  const rows = await q.query<ChargeLeg & Record<string, unknown>>(
    `SELECT e.account_id, e.amount_minor, a.player_id, a.type
     FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN accounts a ON a.id = e.account_id
     WHERE t.idempotency_key = $1 ORDER BY e.id`,
    [`join:${joinId}`],
  );
  return rows.map((r) => ({ ...r, account_id: Number(r.account_id), amount_minor: Number(r.amount_minor) }));
}

/**
 * Each leg negated, merged per account. One exception: a draw a subscription paid from the
 * player's subscriptions account comes back as cash, as before. The subscription keeps its own
 * count of what it holds (remaining_minor, which its refunds and period end pay out), and a draw
 * it spent is not given back to it, so money put back into that account would be stranded there.
 */
async function reversalOf(
  q: Queryable,
  charge: readonly ChargeLeg[],
  j: JoinRow,
  now: number,
): Promise<{ entries: TransferEntry[]; playerAccounts: number[] }> {
  const byAccount = new Map<number, number>();
  const playerAccounts: number[] = [];
  for (const leg of charge) {
    const accountId =
      leg.player_id !== null && leg.type === 'subscriptions'
        ? await accountsRepo.ensurePlayerAccount(q, {
            playerId: j.player_id,
            currency: j.currency,
            type: 'cash',
            now,
          })
        : leg.account_id;
    byAccount.set(accountId, (byAccount.get(accountId) ?? 0) - leg.amount_minor);
    if (leg.player_id !== null) playerAccounts.push(accountId);
  }
  const entries = [...byAccount]
    .filter(([, amount]) => amount !== 0)
    .map(([accountId, amountMinor]) => ({ accountId, amountMinor }));
  return { entries, playerAccounts };
}
