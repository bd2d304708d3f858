import { describe, expect, it } from 'vitest';
import { ExistingSubscription } from '../../../../src/stores/picking/ExistingSubscription';
import { FakeTransport } from '../../fakes/FakeTransport';

const subscription = (gameId: number, active: boolean) => ({
  id: gameId * 10,
  gameId,
  active,
  completed: !active,
  cancelled: false,
  remainingBalance: 0,
  currencyId: 'USD',
  playerPlays: [],
  gamesJoined: 1,
  discountPercent: 0,
  amountPaid: 5,
  discount: 0,
});

describe('whether the player already subscribes to the game picked', () => {
  it('asks hasPlayerGameSubscriptions first and stops at no', async () => {
    const transport = new FakeTransport().respond('hasPlayerGameSubscriptions', false);
    const check = new ExistingSubscription({ transport });
    await check.check(101);
    expect(check.active).toBe(false);
    expect(transport.callNames()).toEqual(['hasPlayerGameSubscriptions']);
  });

  it("on yes, finds an active subscription to this game among the player's", async () => {
    const transport = new FakeTransport()
      .respond('hasPlayerGameSubscriptions', true)
      .respond('getPlayerGameSubscriptions', [subscription(101, true)]);
    const check = new ExistingSubscription({ transport });
    await check.check(101);
    expect(check.active).toBe(true);
    expect(transport.calls.find((c) => c.name === 'getPlayerGameSubscriptions')?.params).toEqual({
      gameId: 101,
    });
  });

  it('a finished subscription, or one to another game, is no warning', async () => {
    const transport = new FakeTransport()
      .respond('hasPlayerGameSubscriptions', true)
      .respond('getPlayerGameSubscriptions', [subscription(101, false), subscription(102, true)]);
    const check = new ExistingSubscription({ transport });
    await check.check(101);
    expect(check.active).toBe(false);
  });

  it('forgets on logout, and asks again after', async () => {
    const transport = new FakeTransport()
      .respond('hasPlayerGameSubscriptions', true)
      .respond('getPlayerGameSubscriptions', [subscription(101, true)]);
    const check = new ExistingSubscription({ transport });
    await check.check(101);
    check.forget();
    expect(check.active).toBe(false);
    await check.check(101);
    expect(check.active).toBe(true);
    expect(transport.callNames().filter((n) => n === 'hasPlayerGameSubscriptions')).toHaveLength(2);
  });
});
