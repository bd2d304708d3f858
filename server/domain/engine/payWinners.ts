import type { Db, Queryable } from '../../storage/db';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { transfer } from '../ledger';
import { cashAccountsOf, GameAccount, houseAccount } from '../play/houseAccounts';
import { creditInPayoutCurrency } from '../play/payoutCredit';
import { drawRepo } from './drawRepo';

/**
 * Winning players credited per database transaction, each once with the sum of their prizes in
 * the game (migration 028). A batch holds its players' account rows for its length, which their
 * purchases and joins wait out: 5,000 players is one ledger_transfer of 5,001 entries (about
 * 0.1 s here). docs/performance.md, "Settlement", has the figures.
 */
export const PAY_BATCH = 5_000;

type PayCursor = {
  settle_phase: string | null;
  paid_through_play_id: number;
  paid_through_player_id: number;
};

/** One committed batch: the winning plays it paid, the accounts credited, the last player. */
interface PaidBatch {
  plays: number;
  accounts: number[];
  lastPlayer: number;
}

/**
 * Step 2 of settlement: pays winners from the prize pool, PAY_BATCH players per transaction, in
 * player id order. Each batch reads the winners after the instance's paid_through_player_id
 * (keyset over play_wins_by_instance_player, never from the start), credits each player once and
 * moves that cursor in the same transaction as the credit, so a crash between batches resumes with
 * the first unpaid player and no one is paid twice; the instance row lock makes two payers of one
 * game take turns. Plays up to paid_through_play_id were paid before migration 028 (a game
 * part-paid in play order) and are skipped. Marks the instance paid when none is left. Returns the
 * plays paid.
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
    const done = await db.tx(async (q): Promise<PaidBatch | null> => {
      const [cursor] = await q.query<PayCursor>(
        `SELECT settle_phase, paid_through_play_id, paid_through_player_id FROM game_instances
         WHERE id = $1 FOR NO KEY UPDATE`,
        [id],
      );
      if (!cursor || cursor.settle_phase !== 'settled') return null;
      const row = (await instancesRepo.byId(q, id))!;
      const step =
        row.snapshot.payoutCurrency !== row.currency
          ? await payInPayoutCurrency(q, row, cursor, batch, now)
          : await payInGameCurrency(q, row, cursor, batch, now);
      if (!step) {
        await drawRepo.markPaid(q, id, now);
        return null;
      }
      await q.query('UPDATE game_instances SET paid_through_player_id = $2 WHERE id = $1', [
        id,
        step.lastPlayer,
      ]);
      return step;
    });
    if (!done) return paid;
    onCredited?.(done.accounts); // after the commit: only money that moved is announced
    paid += done.plays;
  }
}

/** The ledger key of a batch: the same players always make the same key, so a replay moves nothing. */
const batchKey = (row: InstanceRow, first: number, last: number) =>
  `prize:${row.id}:players:${first}-${last}`;

/**
 * The next players' prizes summed by the database, each with their cash account, in one
 * statement: the rows that reach this process are the credits themselves (5,000 at most), not every
 * winning play and then the accounts of their players in a second round trip.
 */
async function payInGameCurrency(
  q: Queryable,
  row: InstanceRow,
  cursor: PayCursor,
  batch: number,
  now: number,
): Promise<PaidBatch | null> {
  // The next players in index order, never a bitmap of every winner left then sorted: right after
  // the settlement's insert the table's statistics still say it is nearly empty, and the planner
  // chose the bitmap for each batch, reading all the remaining winners every time (quadratic:
  // 47 ms a batch at 1,000,000 plays against about 5 in index order). For this transaction only.
  await q.query(
    "SELECT set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)",
  );
  const winners = await q.query<{
    player_id: number;
    prize: number;
    plays: number;
    account_id: number | null;
  }>(
    `SELECT w.player_id, w.prize, w.plays, a.id AS account_id
     FROM (SELECT player_id, sum(prize_minor)::bigint AS prize, count(*)::int AS plays FROM play_wins
           WHERE instance_id = $1 AND player_id > $2 AND play_id > $3 AND prize_minor > 0
           GROUP BY player_id ORDER BY player_id LIMIT $4) w
     LEFT JOIN accounts a ON a.player_id = w.player_id AND a.currency = $5 AND a.type = 'cash'
     ORDER BY w.player_id`,
    [row.id, cursor.paid_through_player_id, cursor.paid_through_play_id, batch, row.currency],
  );
  if (winners.length === 0) return null;
  // A winner without a cash account in the game's currency (a free play, a seat won elsewhere).
  const missing = winners.filter((w) => w.account_id === null).map((w) => w.player_id);
  const opened = await cashAccountsOf(q, missing, row.currency, now);
  const credits = winners.map((w) => ({
    accountId: w.account_id ?? opened.get(w.player_id)!,
    amountMinor: w.prize,
  }));
  const total = winners.reduce((sum, w) => sum + w.prize, 0);
  const plays = winners.reduce((sum, w) => sum + w.plays, 0);
  const first = winners[0].player_id;
  const last = winners[winners.length - 1].player_id;
  await transfer(q, {
    key: batchKey(row, first, last),
    kind: 'prize',
    entries: [
      { accountId: await houseAccount(q, GameAccount.prizePool, row.currency, now), amountMinor: -total },
      ...credits,
    ],
    meta: { gameId: row.game_id, gameInstanceId: row.id, plays },
    now,
  });
  return { plays, accounts: credits.map((c) => c.accountId), lastPlayer: last };
}

/** A game paying out in another currency converts each prize on the way (play/payoutCredit.ts). */
async function payInPayoutCurrency(
  q: Queryable,
  row: InstanceRow,
  cursor: PayCursor,
  batch: number,
  now: number,
): Promise<PaidBatch | null> {
  const wins = await q.query<{ id: number; player_id: number; prize_minor: number }>(
    `SELECT play_id AS id, player_id, prize_minor FROM play_wins
     WHERE instance_id = $1 AND player_id > $2 AND play_id > $3 AND prize_minor > 0
       AND player_id <= (
         SELECT max(b.player_id) FROM (
           SELECT DISTINCT player_id FROM play_wins
           WHERE instance_id = $1 AND player_id > $2 AND play_id > $3 AND prize_minor > 0
           ORDER BY player_id LIMIT $4) b)
     ORDER BY player_id, play_id`,
    [row.id, cursor.paid_through_player_id, cursor.paid_through_play_id, batch],
  );
  if (wins.length === 0) return null;
  const first = wins[0].player_id;
  const last = wins[wins.length - 1].player_id;
  const accounts = await creditInPayoutCurrency(q, row, wins, batchKey(row, first, last), now);
  return { plays: wins.length, accounts, lastPlayer: last };
}
