import type { Queryable } from '../../storage/db';
import { accountsRepo } from '../ledger/accounts';
import { transfer, type TransferRequest, type TransferResult } from '../ledger/transfer';
import { addWagered } from './wagering';

export interface WagerRelease {
  /** Bonus moved to cash by this wager (0 when the bucket is empty or the wager was counted before). */
  releasedMinor: number;
  /** Player accounts changed, for the caller's balance push after its commit. */
  accountIds: number[];
}

/**
 * For the game engine, inside its join transaction after the stake is debited: counts the wager
 * towards the player's wagering requirement and releases releasePercent of it from the bonus
 * bucket to cash (never more than the bucket holds). Idempotent by wagerKey (use the join's
 * ledger key): a repeated call counts and releases nothing.
 */
export async function releaseBonusOnWager(
  q: Queryable,
  w: {
    playerId: number;
    currency: string;
    wagerMinor: number;
    wagerKey: string;
    releasePercent: number;
    now: number;
  },
): Promise<WagerRelease> {
  if (!Number.isSafeInteger(w.wagerMinor) || w.wagerMinor <= 0) return { releasedMinor: 0, accountIds: [] };
  const bonusRows = await q.query<{ id: number; balance_minor: number }>(
    `SELECT id, balance_minor FROM accounts WHERE player_id = $1 AND currency = $2 AND type = 'bonus' FOR UPDATE`,
    [w.playerId, w.currency],
  );
  const bonus = bonusRows[0];
  const release = Math.min(bonus?.balance_minor ?? 0, Math.floor((w.wagerMinor * w.releasePercent) / 100));
  const counted = await q.query(
    `INSERT INTO wagering_events (wager_key, player_id, currency, wager_minor, released_minor, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (wager_key) DO NOTHING RETURNING wager_key`,
    [w.wagerKey, w.playerId, w.currency, w.wagerMinor, release, w.now],
  );
  if (counted.length === 0) return { releasedMinor: 0, accountIds: [] };
  await addWagered(q, w.playerId, w.currency, w.wagerMinor, w.now);
  if (release <= 0 || !bonus) return { releasedMinor: 0, accountIds: [] };
  const cash = await accountsRepo.ensurePlayerAccount(q, {
    playerId: w.playerId,
    currency: w.currency,
    type: 'cash',
    now: w.now,
  });
  await transferIn(
    q,
    bonusReleaseTransfer({
      wagerKey: w.wagerKey,
      bonusId: bonus.id,
      cashId: cash,
      releaseMinor: release,
      now: w.now,
    }),
  );
  return { releasedMinor: release, accountIds: [bonus.id, cash] };
}

/** The ledger transfer of a wager's bonus release: bonus bucket to cash, keyed by the wager. */
export function bonusReleaseTransfer(r: {
  wagerKey: string;
  bonusId: number;
  cashId: number;
  releaseMinor: number;
  now: number;
}): TransferRequest {
  return {
    key: `bonus-release:${r.wagerKey}`,
    kind: 'bonus.release',
    entries: [
      { accountId: r.bonusId, amountMinor: -r.releaseMinor },
      { accountId: r.cashId, amountMinor: r.releaseMinor },
    ],
    meta: { wagerKey: r.wagerKey },
    now: r.now,
  };
}

/**
 * For a refund, inside its transaction: the refunded wager (wagerKey, as given to
 * releaseBonusOnWager) no longer counts towards the wagering requirement, and the bonus it
 * released goes back from cash to the bonus bucket, so refunded plays cannot drain the bucket into
 * cash. Never more than cash holds (call it after the stake is back in cash). Once per wager: a
 * repeated call, or a wager that was never counted (a satellite seat's), does nothing. Answers the
 * amount taken back as releasedMinor.
 */
export async function undoWagerRelease(
  q: Queryable,
  w: { wagerKey: string; now: number },
): Promise<WagerRelease> {
  const [event] = await q.query<{
    player_id: number;
    currency: string;
    wager_minor: number;
    released_minor: number;
  }>(
    `UPDATE wagering_events SET refunded_at = $2 WHERE wager_key = $1 AND refunded_at IS NULL
     RETURNING player_id, currency, wager_minor, released_minor`,
    [w.wagerKey, w.now],
  );
  if (!event) return { releasedMinor: 0, accountIds: [] };
  const playerId = Number(event.player_id);
  await q.query(
    `UPDATE player_wagering SET wagered_minor = GREATEST(0, wagered_minor - $3), updated_at = $4
     WHERE player_id = $1 AND currency = $2`,
    [playerId, event.currency, Number(event.wager_minor), w.now],
  );
  if (Number(event.released_minor) <= 0) return { releasedMinor: 0, accountIds: [] };
  const account = (type: 'cash' | 'bonus') =>
    accountsRepo.ensurePlayerAccount(q, { playerId, currency: event.currency, type, now: w.now });
  const cash = await account('cash');
  const bonus = await account('bonus');
  const [held] = await q.query<{ balance_minor: number }>(
    'SELECT balance_minor FROM accounts WHERE id = $1 FOR UPDATE',
    [cash],
  );
  const back = Math.min(Number(event.released_minor), Number(held?.balance_minor ?? 0));
  if (back <= 0) return { releasedMinor: 0, accountIds: [] };
  await transferIn(q, {
    key: `bonus-refund:${w.wagerKey}`,
    kind: 'bonus.refund',
    entries: [
      { accountId: cash, amountMinor: -back },
      { accountId: bonus, amountMinor: back },
    ],
    meta: { wagerKey: w.wagerKey },
    now: w.now,
  });
  return { releasedMinor: back, accountIds: [cash, bonus] };
}

/** A MoneyQuery records the accounts for its own push; a plain query object just transfers. */
function transferIn(q: Queryable, request: TransferRequest): Promise<TransferResult> {
  const money = q as Queryable & { transfer?: (r: TransferRequest) => Promise<TransferResult> };
  return money.transfer ? money.transfer(request) : transfer(q, request);
}
