import type { GameTypeConfig } from '../../config/schema';
import type { Db, Queryable } from '../../storage/db';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { transfer } from '../ledger';
import { cashAccountsOf, GameAccount, houseAccount } from '../play/houseAccounts';
import { creditInPayoutCurrency } from '../play/payoutCredit';
import { awardPrizeItems } from '../prizes/awardPrizeItems';
import { drawRepo } from './drawRepo';
import { jackpotsRepo } from './jackpotsRepo';
import { outcomeOf, type Outcome, type PlayWin } from './outcome';
import { awardSatelliteSeats } from './satellites';

/** Winners credited per database transaction. */
export const PAY_BATCH = 1000;
const WRITE_CHUNK = 10_000;

/**
 * Step 1 of settlement, one transaction: ranks and prizes of every play (pure settle() over the
 * stored draw), the winning plays marked with their prize, the game's money booked from wagers to
 * the prize pool, the jackpot and the house, and the jackpot carried. A crash before the commit
 * leaves the instance 'drawn' and this runs again from scratch; after it, it is a no-op.
 */
export async function settleDrawn(
  db: Db,
  id: number,
  type: GameTypeConfig,
  now: number,
): Promise<Outcome | null> {
  return db.tx(async (q) => {
    const row = await instancesRepo.lockForUpdate(q, id);
    if (!row || row.settle_phase !== 'drawn') return null;
    const plays = (
      await q.query<{ id: number; player_id: number; play: string; bet_type: string | null }>(
        'SELECT id, player_id, play, bet_type FROM plays WHERE instance_id = $1 ORDER BY id',
        [id],
      )
    ).map((p) => ({ playId: p.id, playerId: p.player_id, play: p.play, betType: p.bet_type }));
    const before = row.snapshot.progressive
      ? await jackpotsRepo.ensure(q, {
          gameId: row.game_id,
          currency: row.currency,
          seedMinor: type.progressive.seedMinor,
          now,
        })
      : 0;
    const outcome = outcomeOf(row, type, plays, before);
    await recordWins(q, outcome.wins);
    // Prize items (money issue): ranks with a physical prize award it to their winners, once.
    await awardPrizeItems(q, { instance: row, type, wins: outcome.wins, now });
    // Satellite prizes: seats in another game for the winners of a satellite rank.
    await awardSatelliteSeats(q, { instance: row, type, wins: outcome.wins, now });
    await bookSettlement(q, row, outcome, now);
    if (row.snapshot.progressive) await jackpotsRepo.set(q, row.game_id, outcome.progressiveAfterMinor, now);
    await drawRepo.markSettled(q, {
      id,
      settlement: { ...outcome.summary, winners: outcome.wins.length },
      now,
    });
    return outcome;
  });
}

async function recordWins(q: Queryable, wins: readonly PlayWin[]): Promise<void> {
  for (let at = 0; at < wins.length; at += WRITE_CHUNK) {
    const chunk = wins.slice(at, at + WRITE_CHUNK);
    await q.query(
      `UPDATE plays p SET rank_number = w.rank, rank_number2nd = w.rank2, prize_minor = w.prize
       FROM unnest($1::bigint[], $2::integer[], $3::integer[], $4::bigint[]) AS w(id, rank, rank2, prize)
       WHERE p.id = w.id`,
      [
        chunk.map((w) => w.playId),
        chunk.map((w) => w.rankNumber),
        chunk.map((w) => w.rankNumber2nd ?? null),
        chunk.map((w) => w.prizeMinor),
      ],
    );
  }
}

/**
 * wagers give up the stakes they hold (sales less the contributions already in the jackpot), the
 * jackpot moves to what settle() carries, the prize pool takes every prize, the house the rest.
 */
async function bookSettlement(q: Queryable, row: InstanceRow, o: Outcome, now: number): Promise<void> {
  const legs: [string, number][] = [
    [GameAccount.wagers, -(o.salesMinor - o.contributionMinor)],
    [GameAccount.jackpots, o.progressiveAfterMinor - o.progressiveBeforeMinor - o.contributionMinor],
    [GameAccount.prizePool, o.prizesMinor],
  ];
  const rest = -legs.reduce((sum, [, amount]) => sum + amount, 0);
  legs.push([GameAccount.revenue, rest]);
  const entries = [];
  for (const [code, amount] of legs)
    if (amount !== 0)
      entries.push({ accountId: await houseAccount(q, code, row.currency, now), amountMinor: amount });
  if (entries.length < 2) return; // a free game nobody won moves nothing
  await transfer(q, {
    key: `settle:${row.id}`,
    kind: 'settlement',
    entries,
    meta: { gameId: row.game_id, gameInstanceId: row.id },
    now,
  });
}

/**
 * Step 2: pays winners from the prize pool, PAY_BATCH plays per transaction; each batch marks its
 * plays paid in the same transaction as the credit, so a crash between batches resumes with the
 * first unpaid play and no play is paid twice. Marks the instance paid when none is left.
 */
export async function payWinners(
  db: Db,
  id: number,
  now: number,
  batch = PAY_BATCH,
  onCredited?: (accountIds: number[]) => void,
): Promise<number> {
  let paid = 0;
  for (;;) {
    let credited: number[] = [];
    const n = await db.tx(async (q) => {
      const row = await instancesRepo.byId(q, id);
      if (!row || row.settle_phase !== 'settled') return 0;
      const wins = await q.query<{ id: number; player_id: number; prize_minor: number }>(
        `SELECT id, player_id, prize_minor FROM plays
         WHERE instance_id = $1 AND prize_minor > 0 AND NOT paid ORDER BY id LIMIT $2 FOR UPDATE`,
        [id, batch],
      );
      if (wins.length === 0) {
        await drawRepo.markPaid(q, id, now);
        return 0;
      }
      credited = await creditBatch(q, row, wins, now);
      await q.query('UPDATE plays SET paid = true WHERE id = ANY($1::bigint[])', [wins.map((w) => w.id)]);
      return wins.length;
    });
    if (n === 0) return paid;
    onCredited?.(credited); // after the commit: only money that moved is announced
    paid += n;
  }
}

async function creditBatch(
  q: Queryable,
  row: InstanceRow,
  wins: readonly { id: number; player_id: number; prize_minor: number }[],
  now: number,
): Promise<number[]> {
  // A game paying out in another currency converts each prize on the way (play/payoutCredit.ts).
  if (row.snapshot.payoutCurrency !== row.currency) return creditInPayoutCurrency(q, row, wins, now);
  const cash = await cashAccountsOf(
    q,
    wins.map((w) => w.player_id),
    row.currency,
    now,
  );
  const perAccount = new Map<number, number>();
  let total = 0;
  for (const w of wins) {
    const account = cash.get(w.player_id)!;
    perAccount.set(account, (perAccount.get(account) ?? 0) + w.prize_minor);
    total += w.prize_minor;
  }
  const pool = await houseAccount(q, GameAccount.prizePool, row.currency, now);
  await transfer(q, {
    key: `prize:${row.id}:${wins[0].id}-${wins[wins.length - 1].id}`,
    kind: 'prize',
    entries: [
      { accountId: pool, amountMinor: -total },
      ...[...perAccount].map(([accountId, amountMinor]) => ({ accountId, amountMinor })),
    ],
    meta: { gameId: row.game_id, gameInstanceId: row.id, plays: wins.length },
    now,
  });
  return [...perAccount.keys()];
}
