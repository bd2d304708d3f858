import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import { backends } from '../support/testDb';
import {
  balanceOf,
  fundedPlayer,
  ledgerBalances,
  makeWorld,
  openInstance,
  S,
  tinyGame,
  type World,
} from './support/gameWorld';

describe.each(backends)('subscriptions on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let game: GameInstance;

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    w = await makeWorld(opened.db, tinyGame({ progressive: { enabled: false } }));
    game = await openInstance(w);
  });
  afterAll(() => dispose());

  const subscriptionsBalance = async (playerId: number) =>
    (
      await w.db.query<{ balance_minor: number }>(
        "SELECT balance_minor FROM accounts WHERE player_id = $1 AND type = 'subscriptions'",
        [playerId],
      )
    )[0]?.balance_minor ?? 0;

  it('buys N further draws up front, places the same plays in each new instance, completes, and cancels with a refund', async () => {
    const p = await fundedPlayer(w.db, 10_000);
    const keeper = await fundedPlayer(w.db, 10_000);
    const buy = (playerId: number, draws: number) =>
      w.joins.join(
        w.subscriptions.withSubscription(
          {
            playerId,
            gameId: game.gameId,
            gameInstanceId: game.gameInstanceId,
            userPlays: ['1,3'],
            userPlaysCount: 1,
            currencyId: 'USD',
          },
          draws,
          1,
        ),
      );
    const bought = await buy(p.id, 2);
    expect(bought.exitCode).toBe(0);
    expect(bought.subscriptionCode).toMatch(/^\d+$/);
    // This draw plus two paid ahead into the subscriptions account.
    expect(await balanceOf(w.db, p.cashId)).toBe(10_000 - 3 * 110);
    expect(await subscriptionsBalance(p.id)).toBe(220);
    expect((await buy(keeper.id, 4)).exitCode).toBe(0);

    // Three more minutes of schedule: each new instance gets the subscribed plays, until used up.
    for (let minute = 1; minute <= 3; minute++) {
      w.clock.set(game.tournamentStartTime + (minute - 1) * 60 * S + 30 * S);
      await w.engine.tick();
    }
    const plays = await w.db.query<{ instance_id: number; play: string }>(
      'SELECT instance_id, play FROM plays WHERE player_id = $1 ORDER BY id',
      [p.id],
    );
    expect(plays.map((x) => x.play)).toEqual(['1,3', '1,3', '1,3']);
    expect(new Set(plays.map((x) => x.instance_id)).size).toBe(3);
    const [mine] = await w.subscriptions.ofPlayer(p.id);
    expect(mine).toMatchObject({ active: false, completed: true, gamesJoined: 2, remainingBalance: 0 });
    expect(await subscriptionsBalance(p.id)).toBe(0);

    const [theirs] = await w.subscriptions.ofPlayer(keeper.id);
    expect(theirs).toMatchObject({ active: true, gamesJoined: 3, remainingBalance: 1.1 });
    expect(await w.subscriptions.cancel(p.id, theirs.id)).toBe(false); // not p's
    const before = await balanceOf(w.db, keeper.cashId);
    expect(await w.subscriptions.cancel(keeper.id, theirs.id)).toBe(true);
    expect(await w.subscriptions.cancel(keeper.id, theirs.id)).toBe(false); // once
    expect(await balanceOf(w.db, keeper.cashId)).toBe(before + 110);
    expect(await w.subscriptions.get(keeper.id, theirs.id)).toMatchObject({
      cancelled: true,
      active: false,
      remainingBalance: 0,
    });
    w.clock.advance(60 * S);
    await w.engine.tick();
    const [{ n }] = await w.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM plays WHERE player_id = $1',
      [keeper.id],
    );
    expect(n).toBe(4); // nothing placed after the cancel
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });
});
