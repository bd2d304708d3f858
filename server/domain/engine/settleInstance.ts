import type { GameTypeConfig } from '../../config/schema';
import type { Db, Queryable } from '../../storage/db';
import type { SettlePlay } from '../draw';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { transfer } from '../ledger';
import { cashAccountsOf, GameAccount, houseAccount } from '../play/houseAccounts';
import { creditInPayoutCurrency } from '../play/payoutCredit';
import { awardPrizeItems } from '../prizes/awardPrizeItems';
import { drawRepo } from './drawRepo';
import { jackpotsRepo } from './jackpotsRepo';
import { outcomeOf, type Outcome, type PlayWin } from './outcome';
import { awardSatelliteSeats } from './satellites';

/**
 * Winning players credited per database transaction, each once with the sum of their prizes in
 * the game (migration 028). A batch holds its players' account rows for its length, which their
 * purchases and joins wait out: 5,000 players is about one ledger_transfer of 5,000 entries
 * (about 0.2 s here). With 151,000 winning plays among 10,000 players, paying by player wrote
 * 10,000 entries against 69,000 in batches of 20,000 plays (bench/settle.ts).
 */
export const PAY_BATCH = 5_000;

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
 * Every play of the game, in sale (id) order, named as settle() reads them. The database does not
 * sort them: a million rows sorted by PostgreSQL spilled to disk and sent nothing until the sort
 * was done (about 0.8 s of a 2 s load). Heap order streams the rows as they are read and is
 * mostly sale order already (concurrent joins, or rows placed in space a vacuum freed, can land
 * out of it); JavaScript's sort (TimSort) puts such a nearly sorted array in order in about one
 * pass. Only fixed-odds games read the bet type (a null column still cost about a fifth of the load).
 */
async function loadPlays(q: Queryable, id: number, betTypes: boolean): Promise<SettlePlay[]> {
  const plays = await q.query<{ playId: number; playerId: number; play: string; betType?: string | null }>(
    betTypes
      ? 'SELECT id AS "playId", player_id AS "playerId", play, bet_type AS "betType" FROM plays WHERE instance_id = $1'
      : 'SELECT id AS "playId", player_id AS "playerId", play FROM plays WHERE instance_id = $1',
    [id],
  );
  return plays.sort((a, b) => a.playId - b.playId);
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

/**
 * Step 2: pays winners from the prize pool, PAY_BATCH players per transaction, in player id order.
 * Each batch reads the winning plays of the next players after the instance's
 * paid_through_player_id (keyset over play_wins_by_instance_player, never from the start), credits
 * each player once and moves that cursor in the same transaction as the credit, so a crash between
 * batches resumes with the first unpaid player and no one is paid twice; the instance row lock
 * makes two payers of one game take turns. Plays up to paid_through_play_id were paid before
 * migration 028 (a game part-paid in play order) and are skipped. Marks the instance paid when none
 * is left. Returns the plays paid.
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
      const [cursor] = await q.query<{
        settle_phase: string | null;
        paid_through_play_id: number;
        paid_through_player_id: number;
      }>(
        `SELECT settle_phase, paid_through_play_id, paid_through_player_id FROM game_instances
         WHERE id = $1 FOR NO KEY UPDATE`,
        [id],
      );
      if (!cursor || cursor.settle_phase !== 'settled') return 0;
      const wins = await q.query<{ id: number; player_id: number; prize_minor: number }>(
        `SELECT play_id AS id, player_id, prize_minor FROM play_wins
         WHERE instance_id = $1 AND player_id > $2 AND play_id > $3 AND prize_minor > 0
           AND player_id <= (
             SELECT max(b.player_id) FROM (
               SELECT DISTINCT player_id FROM play_wins
               WHERE instance_id = $1 AND player_id > $2 AND play_id > $3 AND prize_minor > 0
               ORDER BY player_id LIMIT $4) b)
         ORDER BY player_id, play_id`,
        [id, cursor.paid_through_player_id, cursor.paid_through_play_id, batch],
      );
      if (wins.length === 0) {
        await drawRepo.markPaid(q, id, now);
        return 0;
      }
      const row = (await instancesRepo.byId(q, id))!;
      const first = wins[0].player_id;
      const last = wins[wins.length - 1].player_id;
      credited = await creditBatch(q, row, wins, `prize:${row.id}:players:${first}-${last}`, now);
      await q.query('UPDATE game_instances SET paid_through_player_id = $2 WHERE id = $1', [id, last]);
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
  key: string,
  now: number,
): Promise<number[]> {
  // A game paying out in another currency converts each prize on the way (play/payoutCredit.ts).
  if (row.snapshot.payoutCurrency !== row.currency) return creditInPayoutCurrency(q, row, wins, key, now);
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
    key,
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
