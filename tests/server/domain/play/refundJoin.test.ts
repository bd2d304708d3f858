import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyOf } from '../../../../protocol/currencies';
import { runGames } from '../../../../scripts/games';
import { accountsRepo, transfer } from '../../../../server/domain/ledger';
import { ledgerCheck } from '../../../../server/domain/ledger/check';
import { GameAccount, houseAccount } from '../../../../server/domain/play/houseAccounts';
import { playsRepo, type JoinRow } from '../../../../server/domain/play/playsRepo';
import { refundJoin } from '../../../../server/domain/play/refundJoin';
import { recordingHub } from '../engine/support/recordingHub';
import { backends } from '../support/testDb';
import {
  balanceOf,
  fundedPlayer,
  houseBalance,
  makeWorld,
  openInstance,
  tinyGame,
  type World,
} from './support/gameWorld';

const TARGET = 902;
/** The target game: closing with fewer than 3 plays refunds it ('minimum'). */
const target = tinyGame({
  gameId: TARGET,
  title: 'Main Event',
  limits: { minPlaysPerPlayer: 1, maxPlaysPerPlayer: 4, minPlaysPerGame: 3, maxPlaysPerGame: 10 },
});
const HOUSE = ['wagers', 'fees', 'jackpots', 'satellite_seats', 'game_revenue', 'promotions'] as const;

interface Seat {
  id: number;
  player_id: number;
  status: string;
  placements: number;
  join_id: number | null;
  target_instance_id: number | null;
}

describe.each(backends)('refunds give each part of a join back to its source on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  const seat = async () =>
    (
      await w.db.query<Seat & Record<string, unknown>>(
        'SELECT id, player_id, status, placements, join_id, target_instance_id FROM satellite_seats',
      )
    )[0];
  const houses = async () =>
    Object.fromEntries(await Promise.all(HOUSE.map(async (c) => [c, await houseBalance(w.db, c)])));
  const transactions = async () =>
    Number((await w.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions'))[0].n);
  const joinsOf = (instanceId: number) =>
    w.db.query<JoinRow & Record<string, unknown>>('SELECT * FROM joins WHERE instance_id = $1 ORDER BY id', [
      instanceId,
    ]);
  const wagered = async (playerId: number) =>
    Number(
      (
        await w.db.query<{ wagered_minor: number }>(
          'SELECT wagered_minor FROM player_wagering WHERE player_id = $1',
          [playerId],
        )
      )[0]?.wagered_minor ?? 0,
    );
  const fundBonus = (playerId: number, amountMinor: number) =>
    w.db.tx(async (q) => {
      const bonus = await accountsRepo.ensurePlayerAccount(q, {
        playerId,
        currency: 'USD',
        type: 'bonus',
        now: 1,
      });
      await transfer(q, {
        key: `bonus:${playerId}`,
        kind: 'test',
        entries: [
          { accountId: await houseAccount(q, 'promotions', 'USD', 1), amountMinor: -amountMinor },
          { accountId: bonus, amountMinor },
        ],
        now: 1,
      });
      return bonus;
    });

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    // Rank 1 of the satellite wins a seat of 2 plays in the target game (cost 100 + fee 10 each,
    // 10 of each cost into the target's jackpot). 10% of each wager is released from a bonus bucket.
    w = await makeWorld(
      opened.db,
      tinyGame({
        title: 'Satellite',
        payoutFormula: 'OneDraw10kSatellite',
        progressive: { enabled: false },
        ranks: [
          { rankNumber: 1, prizePercentage: 50, satellite: { gameId: TARGET, entries: 2 } },
          { rankNumber: 2, prizeMinor: 20 },
        ],
      }),
      { otherTypes: [target], bonusReleasePercent: 10 },
    );
  });
  afterAll(() => dispose());

  it('refunds a seat play to the seats account (not cash), once, and places the seat again', async () => {
    const game = await openInstance(w);
    const players: { id: number; cashId: number; play: string }[] = [];
    for (const play of ['1,2', '1,3', '2,3']) {
      const p = await fundedPlayer(w.db, 1000);
      const r = await w.joins.join({
        playerId: p.id,
        gameId: game.gameId,
        gameInstanceId: game.gameInstanceId,
        userPlays: [play],
        userPlaysCount: 1,
        currencyId: 'USD',
      });
      expect(r.exitCode).toBe(0);
      players.push({ ...p, play });
    }
    for (const at of [game.registrationEndTime, game.tournamentStartTime - 5000, game.tournamentStartTime]) {
      w.clock.set(at);
      await w.engine.tick();
    }
    const placed = await seat();
    expect(placed).toMatchObject({ status: 'placed', placements: 1 });
    const first = Number(placed.target_instance_id);
    const winner = players.find((p) => p.id === Number(placed.player_id))!;
    expect(await houseBalance(w.db, 'satellite_seats')).toBe(0);

    // The winner also buys a play of the same game with cash, which releases 10% of it from a bonus bucket.
    const bonusId = await fundBonus(winner.id, 500);
    const wageredBefore = await wagered(winner.id);
    const before = { cash: await balanceOf(w.db, winner.cashId), houses: await houses() };
    const cashJoin = await w.joins.join({
      playerId: winner.id,
      gameId: TARGET,
      gameInstanceId: first,
      userPlays: ['1,2'],
      userPlaysCount: 1,
      currencyId: 'USD',
    });
    expect(cashJoin.exitCode).toBe(0);
    expect(await balanceOf(w.db, winner.cashId)).toBe(before.cash - 110 + 11);
    expect(await balanceOf(w.db, bonusId)).toBe(500 - 11);
    expect(await wagered(winner.id)).toBe(wageredBefore + 110); // the seat's 220 was never counted

    // The operator cancels the target game: every part goes back where it came from.
    const out = await runGames(['cancel', String(first)], {
      db: w.db,
      config: { currencies: [currencyOf('USD')], gameTypes: [w.type, target] },
      push: recordingHub().hub,
      clock: w.clock,
    });
    expect(out).toContain('REFUNDED');
    expect(await balanceOf(w.db, winner.cashId)).toBe(before.cash); // the stake back, the release undone
    expect(await balanceOf(w.db, bonusId)).toBe(500);
    expect(await wagered(winner.id)).toBe(wageredBefore);
    // The seat's 2 plays had moved 220 from the seats account into wagers (2 x 90), fees and the
    // jackpot when placed, before `before` was read; the refund gives all of it back to the seats.
    const after = await houses();
    expect(after).toEqual({
      ...before.houses,
      satellite_seats: 220,
      wagers: before.houses.wagers - 180,
      fees: before.houses.fees - 20,
      jackpots: before.houses.jackpots - 20,
    });
    expect(await seat()).toMatchObject({ status: 'pending', join_id: null, target_instance_id: null });
    expect(await ledgerCheck(w.db)).toMatchObject({ ok: true, unbalanced: [], mismatched: [], negative: [] });

    // A second refund of the same joins moves nothing.
    const count = await transactions();
    const joins = await joinsOf(first);
    expect(joins.map((j) => j.refunded)).toEqual([true, true]);
    const again = await w.db.tx(async (q) => Promise.all(joins.map((j) => refundJoin(q, j, w.clock.now()))));
    expect(again).toEqual([[], []]);
    expect(await transactions()).toBe(count);
    expect(await houses()).toEqual(after);
    expect(await balanceOf(w.db, winner.cashId)).toBe(before.cash);
    expect(await seat()).toMatchObject({ status: 'pending' });

    // The next pass places the seat in the target's next open instance, as a new join.
    w.clock.advance(1000);
    await w.engine.tick();
    const again2 = await seat();
    expect(again2).toMatchObject({ status: 'placed', placements: 2 });
    expect(Number(again2.target_instance_id)).not.toBe(first);
    expect(await houseBalance(w.db, 'satellite_seats')).toBe(0);
    expect(await balanceOf(w.db, winner.cashId)).toBe(before.cash);

    // The player cancelling the seat's plays in an open game returns them to the seat, not to cash.
    const second = Number(again2.target_instance_id);
    expect((await w.joins.cancel(winner.id, second)).exitCode).toBe(0);
    expect(await houseBalance(w.db, 'satellite_seats')).toBe(220);
    expect(await balanceOf(w.db, winner.cashId)).toBe(before.cash);
    w.clock.advance(1000);
    await w.engine.tick();
    expect(await seat()).toMatchObject({ status: 'placed', placements: 3 });
    expect(await houseBalance(w.db, 'satellite_seats')).toBe(0);
    expect(await ledgerCheck(w.db)).toMatchObject({ ok: true });
  });

  it('gives a seat back when its game closes below the minimum, and places it in the next one', async () => {
    const placed = await seat(); // placed by the test above, alone in its game: 2 plays of the 3 needed
    const winnerCash = await w.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE player_id = $1 AND type = 'cash'",
      [placed.player_id],
    );
    const cash = await balanceOf(w.db, Number(winnerCash[0].id));
    const [game] = await w.db.query<{ registration_end_at: number }>(
      'SELECT registration_end_at FROM game_instances WHERE id = $1',
      [placed.target_instance_id],
    );
    w.clock.set(Number(game.registration_end_at));
    await w.engine.tick();
    const [closed] = await w.db.query<{ status: string; refund_reason: string }>(
      'SELECT status, refund_reason FROM game_instances WHERE id = $1',
      [placed.target_instance_id],
    );
    expect(closed).toEqual({ status: 'REFUNDED', refund_reason: 'minimum' });
    // Back in the seats account and, after the pass, placed again in the next instance.
    const next = await seat();
    expect(next).toMatchObject({ status: 'placed', placements: placed.placements + 1 });
    expect(Number(next.target_instance_id)).not.toBe(Number(placed.target_instance_id));
    expect(await houseBalance(w.db, 'satellite_seats')).toBe(0);
    expect(await balanceOf(w.db, Number(winnerCash[0].id))).toBe(cash);
    expect(await ledgerCheck(w.db)).toMatchObject({ ok: true });
  });

  it('refunds a join paid from cash, the seats account and a bonus bucket to each, exactly', async () => {
    const game = await openInstance(w);
    const p = await fundedPlayer(w.db, 1000);
    const bonusId = await fundBonus(p.id, 300);
    const now = w.clock.now();
    // No join is charged this way today; refundJoin must still reverse whatever mix it finds.
    const { joinId, seatsId } = await w.db.tx(async (q) => {
      const id = await playsRepo.insertJoinRow(q, {
        key: `mixed:${p.id}`,
        instanceId: game.gameInstanceId,
        playerId: p.id,
        plays: 1,
        costMinor: 100,
        feeMinor: 10,
        contributionMinor: 10,
        housePaidMinor: 40,
        currency: 'USD',
        now,
      });
      const seats = await houseAccount(q, GameAccount.seats, 'USD', now);
      await transfer(q, {
        key: `fund-seat:${id}`,
        kind: 'satelliteSeats',
        entries: [
          { accountId: await houseAccount(q, GameAccount.revenue, 'USD', now), amountMinor: -40 },
          { accountId: seats, amountMinor: 40 },
        ],
        now,
      });
      await transfer(q, {
        key: `join:${id}`,
        kind: 'wager',
        entries: [
          { accountId: p.cashId, amountMinor: -50 },
          { accountId: seats, amountMinor: -40 },
          { accountId: bonusId, amountMinor: -20 },
          { accountId: await houseAccount(q, GameAccount.wagers, 'USD', now), amountMinor: 90 },
          { accountId: await houseAccount(q, GameAccount.fees, 'USD', now), amountMinor: 10 },
          { accountId: await houseAccount(q, GameAccount.jackpots, 'USD', now), amountMinor: 10 },
        ],
        now,
      });
      return { joinId: id!, seatsId: seats };
    });
    const before = { cash: 950, bonus: 280, houses: await houses() };
    expect(await balanceOf(w.db, p.cashId)).toBe(before.cash);
    expect(await balanceOf(w.db, bonusId)).toBe(before.bonus);

    const [row] = await w.db.query<JoinRow & Record<string, unknown>>('SELECT * FROM joins WHERE id = $1', [
      joinId,
    ]);
    const credited = await w.db.tx((q) => refundJoin(q, row, now));
    expect(new Set(credited)).toEqual(new Set([p.cashId, bonusId]));
    expect(await balanceOf(w.db, p.cashId)).toBe(1000);
    expect(await balanceOf(w.db, bonusId)).toBe(300);
    const after = await houses();
    expect(after).toEqual({
      ...before.houses,
      satellite_seats: before.houses.satellite_seats + 40,
      wagers: before.houses.wagers - 90,
      fees: before.houses.fees - 10,
      jackpots: before.houses.jackpots - 10,
    });
    const [entries] = await w.db.query<{ n: number; sum: number }>(
      `SELECT count(*)::int AS n, sum(e.amount_minor)::bigint AS sum FROM ledger_entries e
       JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.idempotency_key = $1`,
      [`refund:join:${joinId}`],
    );
    expect({ n: entries.n, sum: Number(entries.sum) }).toEqual({ n: 6, sum: 0 });
    expect(seatsId).toBeGreaterThan(0);

    // Run twice: the second refund moves nothing.
    const count = await transactions();
    expect(await w.db.tx((q) => refundJoin(q, row, now))).toEqual([]);
    expect(await transactions()).toBe(count);
    expect(await houses()).toEqual(after);
    expect(await balanceOf(w.db, p.cashId)).toBe(1000);
    expect(await balanceOf(w.db, bonusId)).toBe(300);
    expect(await ledgerCheck(w.db)).toMatchObject({ ok: true });
  });
  it('refuses to refund a paid join whose charge is missing, rather than refund nothing', async () => {
    const game = await openInstance(w);
    const p = await fundedPlayer(w.db, 0);
    const row = await w.db.tx(async (q) => {
      const id = await playsRepo.insertJoinRow(q, {
        key: `uncharged:${p.id}`,
        instanceId: game.gameInstanceId,
        playerId: p.id,
        plays: 1,
        costMinor: 100,
        feeMinor: 10,
        contributionMinor: 0,
        housePaidMinor: 0,
        currency: 'USD',
        now: w.clock.now(),
      });
      return (await q.query<JoinRow & Record<string, unknown>>('SELECT * FROM joins WHERE id = $1', [id]))[0];
    });
    const count = await transactions();
    await expect(w.db.tx((q) => refundJoin(q, row, w.clock.now()))).rejects.toThrow(/no charge to reverse/);
    expect(await transactions()).toBe(count);
  });
});
