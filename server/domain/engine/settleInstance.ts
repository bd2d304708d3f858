import type { GameTypeConfig } from '../../config/schema';
import type { Db, Queryable } from '../../storage/db';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { transfer } from '../ledger';
import { GameAccount, houseAccount } from '../play/houseAccounts';
import { awardPrizeItems } from '../prizes/awardPrizeItems';
import { drawRepo } from './drawRepo';
import { jackpotsRepo } from './jackpotsRepo';
import { loadPlays } from './loadPlays';
import { outcomeOf, type Outcome, type PlayWin } from './outcome';
import { awardSatelliteSeats } from './satellites';

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
    const plays = await loadPlays(q, id, Boolean(row.snapshot.oneDraw));
    const before = row.snapshot.progressive
      ? await jackpotsRepo.ensure(q, {
          gameId: row.game_id,
          currency: row.currency,
          seedMinor: type.progressive.seedMinor,
          now,
        })
      : 0;
    const outcome = outcomeOf(row, type, plays, before);
    await recordWins(q, id, outcome.wins);
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

/**
 * The ranked plays into play_wins in one INSERT ... SELECT over arrays (migration 021): an append,
 * where an UPDATE of each winning play rewrote a row of plays and every one of its indexes.
 */
async function recordWins(q: Queryable, instanceId: number, wins: readonly PlayWin[]): Promise<void> {
  if (wins.length === 0) return;
  await q.query(
    `INSERT INTO play_wins (play_id, instance_id, player_id, rank_number, rank_number2nd, prize_minor)
     SELECT w.id, $1, w.player, w.rank, w.rank2, w.prize
     FROM unnest($2::bigint[], $3::bigint[], $4::integer[], $5::integer[], $6::bigint[])
       AS w(id, player, rank, rank2, prize)`,
    [
      instanceId,
      wins.map((w) => w.playId),
      wins.map((w) => w.playerId),
      wins.map((w) => w.rankNumber),
      wins.map((w) => w.rankNumber2nd ?? null),
      wins.map((w) => w.prizeMinor),
    ],
  );
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
