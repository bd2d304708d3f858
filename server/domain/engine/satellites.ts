import type { GameTypeConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db, Queryable } from '../../storage/db';
import { luckyDip } from '../draw';
import { transfer } from '../ledger';
import { GameAccount, houseAccount } from '../play/houseAccounts';
import type { JoinService } from '../play/joinService';
import { playRulesOf } from '../play/preparePlays';
import type { InstanceRow } from '../games/instancesRepo';
import type { PlayWin } from './outcome';

/**
 * Satellite prizes: each winning play of a rank with `satellite` wins a seat, `entries` free plays
 * in the next instance of another game. Money: the satellite's house revenue funds the seats
 * account with each seat's price in the settlement's transaction; the seat's join is paid from
 * that account, so every account still balances and the seats account holds exactly the seats
 * not yet placed.
 */
export async function awardSatelliteSeats(
  q: Queryable,
  a: { instance: InstanceRow; type: Pick<GameTypeConfig, 'ranks'>; wins: readonly PlayWin[]; now: number },
): Promise<number> {
  const seatRanks = a.type.ranks.filter((r) => r.satellite);
  if (seatRanks.length === 0) return 0;
  const seats: { win: PlayWin; gameId: number; entries: number }[] = [];
  for (const win of a.wins) {
    const rank = seatRanks.find(
      (r) => r.rankNumber === win.rankNumber && (r.rankNumber2nd || 0) === (win.rankNumber2nd || 0),
    );
    if (rank?.satellite) seats.push({ win, gameId: rank.satellite.gameId, entries: rank.satellite.entries });
  }
  if (seats.length === 0) return 0;
  // The seat's price as the target game type stands now (what its join will cost).
  const prices = new Map(
    (
      await q.query<{ game_id: number; price: number }>(
        `SELECT game_id, ((definition->>'costMinor')::bigint + coalesce((definition->>'feeMinor')::bigint, 0)) AS price
         FROM game_types WHERE game_id = ANY($1::integer[])`,
        [[...new Set(seats.map((s) => s.gameId))]],
      )
    ).map((r) => [Number(r.game_id), Number(r.price)]),
  );
  const memberId = a.instance.member_ids[0];
  let total = 0;
  for (const s of seats) {
    const value = (prices.get(s.gameId) ?? 0) * s.entries;
    const players = await q.query<{ member_id: number }>('SELECT member_id FROM players WHERE id = $1', [
      s.win.playerId,
    ]);
    const inserted = await q.query(
      `INSERT INTO satellite_seats (play_id, player_id, member_id, source_instance_id, target_game_id, entries,
         value_minor, currency, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $9) ON CONFLICT (play_id) DO NOTHING RETURNING id`,
      [
        s.win.playId,
        s.win.playerId,
        players[0]?.member_id ?? memberId,
        a.instance.id,
        s.gameId,
        s.entries,
        value,
        a.instance.currency,
        a.now,
      ],
    );
    if (inserted.length > 0) total += value;
  }
  if (total > 0)
    await transfer(q, {
      key: `seats:${a.instance.id}`,
      kind: 'satelliteSeats',
      entries: [
        {
          accountId: await houseAccount(q, GameAccount.revenue, a.instance.currency, a.now),
          amountMinor: -total,
        },
        {
          accountId: await houseAccount(q, GameAccount.seats, a.instance.currency, a.now),
          amountMinor: total,
        },
      ],
      meta: { gameId: a.instance.game_id, gameInstanceId: a.instance.id, seats: seats.length },
      now: a.now,
    });
  return seats.length;
}

interface PendingSeat {
  id: number;
  player_id: number;
  entries: number;
  placements: number;
  currency: string;
  instance_id: number;
  game_id: number;
  snapshot: InstanceRow['snapshot'];
}

/**
 * Places each pending seat in the open instance of its game on the winner's site (soonest first),
 * as a join of `entries` lucky dips paid from the seats account. The join's key is the seat's
 * placement and the seat is marked placed in the join's transaction, so a seat is placed once; a
 * seat whose join is refused (player at the game's limit, game not open on the site yet) waits for
 * the next pass. A refund of the seat's join makes it pending again (play/seatRefund.ts): its next
 * placement is a new join, keyed by the placement count.
 */
export async function placeSeats(deps: { db: Db; clock: Clock; joins: JoinService }): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db.query<PendingSeat & Record<string, unknown>>(
    `SELECT DISTINCT ON (s.id) s.id, s.player_id, s.entries, s.placements, s.currency, i.id AS instance_id,
       i.game_id, i.snapshot
     FROM satellite_seats s
     JOIN game_instances i ON i.game_id = s.target_game_id AND i.status = 'OPEN' AND i.removed_at IS NULL
       AND i.full_at IS NULL AND i.registration_end_at > $1 AND s.member_id = ANY(i.member_ids)
       AND i.id <> s.source_instance_id
     WHERE s.status = 'pending'
     ORDER BY s.id, i.start_at, i.id`,
    [now],
  );
  let placed = 0;
  for (const seat of due) {
    const rules = playRulesOf(seat.snapshot);
    const result = await deps.joins
      .join({
        playerId: Number(seat.player_id),
        gameId: seat.game_id,
        gameInstanceId: Number(seat.instance_id),
        userPlays: Array.from({ length: seat.entries }, () => luckyDip(rules)),
        userPlaysCount: seat.entries,
        currencyId: seat.currency,
        joinKey: `seat:${seat.id}:${seat.placements}`,
        payFrom: 'seat',
        async withJoin(q, sale) {
          const rows = await q.query(
            `UPDATE satellite_seats SET status = 'placed', target_instance_id = $2, join_id = $3,
               placements = placements + 1, updated_at = $4
             WHERE id = $1 AND status = 'pending' AND placements = $5 RETURNING id`,
            [seat.id, sale.instance.id, sale.joinId, sale.now, seat.placements],
          );
          if (rows.length === 0) throw new Error(`seat ${seat.id} was already placed`);
          return null;
        },
      })
      .catch(() => null); // placed by a racing pass: nothing to do
    if (result?.exitCode === 0) placed++;
  }
  return placed;
}
