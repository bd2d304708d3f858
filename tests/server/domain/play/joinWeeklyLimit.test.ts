import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import { transfer } from '../../../../server/domain/ledger';
import { ledgerCheck } from '../../../../server/domain/ledger/check';
import { GameAccount, houseAccount } from '../../../../server/domain/play/houseAccounts';
import type { JoinRequest } from '../../../../server/domain/play/joinService';
import { saveLimit, weeklyBetRemaining } from '../../../../server/domain/responsibleGaming/limits';
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

/**
 * The weekly wagering limit (exit 6) counts the money the player wagers: a satellite seat's join,
 * paid by the house's seats account, neither counts nor is refused by it.
 */
describe.each(backends)('weekly wagering limit and seat plays on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let game: GameInstance;
  const request = (playerId: number, plays: string[], over: Partial<JoinRequest> = {}): JoinRequest => ({
    playerId,
    gameId: game.gameId,
    gameInstanceId: game.gameInstanceId,
    userPlays: plays,
    userPlaysCount: plays.length,
    currencyId: 'USD',
    ...over,
  });
  /** What a satellite's settlement does: the house funds a seat of `plays` plays into the seats account. */
  const fundSeat = (key: string, amountMinor: number) =>
    w.db.tx(async (q) => {
      const now = w.clock.now();
      await transfer(q, {
        key,
        kind: 'satelliteSeats',
        entries: [
          { accountId: await houseAccount(q, GameAccount.revenue, 'USD', now), amountMinor: -amountMinor },
          { accountId: await houseAccount(q, GameAccount.seats, 'USD', now), amountMinor },
        ],
        now,
      });
    });
  const limit = (playerId: number, amountMinor: number) =>
    saveLimit(
      w.db,
      playerId,
      'weeklyBet',
      'USD',
      { effective: { enabled: true, amountMinor }, pending: null },
      w.clock.now(),
    );

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    w = await makeWorld(
      opened.db,
      tinyGame({
        progressive: { enabled: false },
        limits: { minPlaysPerPlayer: 1, maxPlaysPerPlayer: 4, minPlaysPerGame: 0, maxPlaysPerGame: 50 },
      }),
    );
    game = await openInstance(w);
  });
  afterAll(() => dispose());

  it('places a seat when the limit is reached, while a cash join is refused with 6', async () => {
    const p = await fundedPlayer(w.db, 1000);
    await limit(p.id, 110); // one play of 100 + 10 fee a week
    expect((await w.joins.join(request(p.id, ['1,2']))).exitCode).toBe(0);
    expect(await weeklyBetRemaining(w.db, p.id, 'USD', w.clock.now())).toBe(0);

    const cash = await w.joins.join(request(p.id, ['1,3']));
    expect(cash.exitCode).toBe(6);

    await fundSeat('seat-a', 220);
    const seat = await w.joins.join(request(p.id, ['1,3', '2,3'], { payFrom: 'seat', joinKey: 'seat:a:0' }));
    expect(seat.exitCode, seat.exitDescription).toBe(0);
    expect(seat.joinEvent?.playerPlaysInGame).toBe(3);
    expect(await houseBalance(w.db, 'satellite_seats')).toBe(0);
    expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 110); // the seat cost the player nothing
    expect(await weeklyBetRemaining(w.db, p.id, 'USD', w.clock.now())).toBe(0);
    expect((await w.joins.join(request(p.id, ['1,2']))).exitCode).toBe(6); // still at the limit

    const [{ n }] = await w.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM rg_refusals WHERE player_id = $1 AND rule = 'weeklyBet'",
      [p.id],
    );
    expect(n).toBe(2); // the two cash joins, not the seat
    expect(await ledgerCheck(w.db)).toMatchObject({ ok: true });
  });

  it('leaves the limit untouched by a seat: the cash left to wager stays the same', async () => {
    const p = await fundedPlayer(w.db, 1000);
    await limit(p.id, 220);
    await fundSeat('seat-b', 220);
    expect(
      (await w.joins.join(request(p.id, ['1,2', '1,3'], { payFrom: 'seat', joinKey: 'seat:b:0' }))).exitCode,
    ).toBe(0);
    expect(await weeklyBetRemaining(w.db, p.id, 'USD', w.clock.now())).toBe(220);
    expect((await w.joins.join(request(p.id, ['2,3', '1,2']))).exitCode).toBe(0);
    expect(await weeklyBetRemaining(w.db, p.id, 'USD', w.clock.now())).toBe(0);
    expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 220);
  });

  it('still places a seat when a lowered limit leaves the player over it', async () => {
    const p = await fundedPlayer(w.db, 1000);
    expect((await w.joins.join(request(p.id, ['1,2', '1,3']))).exitCode).toBe(0);
    await limit(p.id, 110); // tightened below the 220 already wagered this week
    expect((await w.joins.join(request(p.id, ['2,3']))).exitCode).toBe(6);
    await fundSeat('seat-c', 110);
    expect(
      (await w.joins.join(request(p.id, ['2,3'], { payFrom: 'seat', joinKey: 'seat:c:0' }))).exitCode,
    ).toBe(0);
  });
});
