import { describe, expect, it } from 'vitest';
import { runInAction } from 'mobx';
import type { Subscription } from '../../../../protocol/types';
import { account, game } from '../../fakes/fixtures';
import { rootWith } from '../results/loggedInRoot';

const sub = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 1,
  gameId: 102,
  active: true,
  completed: false,
  cancelled: false,
  remainingBalance: 8.8,
  currencyId: 'USD',
  playerPlays: ['1,2,3,4,5'],
  gamesJoined: 2,
  discountPercent: 0,
  amountPaid: 11,
  discount: 0,
  ...overrides,
});

async function withSubscriptions(list: Subscription[]) {
  const ctx = await rootWith();
  ctx.transport.respond('getPlayerGameSubscriptions', list);
  await ctx.root.subscriptions.load();
  return ctx;
}

describe('subscriptions', () => {
  it('splits active from completed and cancelled ones', async () => {
    const { root } = await withSubscriptions([
      sub({ id: 1 }),
      sub({ id: 2, active: false, completed: true }),
      sub({ id: 3, active: false, cancelled: true }),
    ]);
    expect(root.subscriptions.active.map((s) => s.id)).toEqual([1]);
    expect(root.subscriptions.past.map((s) => s.id)).toEqual([3, 2]);
  });

  it('cancel asks first, then marks it cancelled with nothing left and shows the refund', async () => {
    const { root, transport } = await withSubscriptions([sub({ id: 4 })]);
    const subs = root.subscriptions;
    transport.respond('isSubscriptionActive', true);
    await subs.askCancel(4);
    expect(subs.cancelSubscription?.id).toBe(4);
    expect(transport.callNames()).not.toContain('removePlayerGameSubscription');

    transport
      .respond('removePlayerGameSubscription', 1)
      .respond('getPlayerAccountBalance', (p: { type: string }) =>
        account({
          type: p.type as never,
          accountId: p.type === 'cash' ? 1 : 9,
          accountBalance: p.type === 'cash' ? 108.8 : 0,
          timeStamp: 5000,
        }),
      );
    expect(await subs.confirmCancel()).toBe(true);
    expect(transport.calls.find((c) => c.name === 'removePlayerGameSubscription')?.params).toEqual({
      subscriptionId: 4,
    });
    expect(subs.cancelTarget).toBeNull();
    expect(subs.canceled).toBe(true);
    expect(subs.byId(4)).toMatchObject({ active: false, cancelled: true, remainingBalance: 0 });
    await Promise.resolve();
    await Promise.resolve();
    expect(root.session.primaryAccount?.accountBalance).toBe(108.8);
  });

  it('a refused cancel keeps the dialog open with the reason and changes nothing', async () => {
    const { root, transport } = await withSubscriptions([sub({ id: 4 })]);
    const subs = root.subscriptions;
    transport.respond('isSubscriptionActive', true);
    await subs.askCancel(4);
    transport.respond('removePlayerGameSubscription', 0);
    expect(await subs.confirmCancel()).toBe(false);
    expect(subs.cancelTarget).toBe(4);
    expect(subs.cancelState).toBe('failed');
    expect(subs.cancelError).toBe('subscriptions.cancel.failed');
    expect(subs.byId(4)?.active).toBe(true);

    transport.fault('removePlayerGameSubscription', 'Client.Error.RequestTimeout', 'Request timed out.');
    expect(await subs.confirmCancel()).toBe(false);
    expect(subs.cancelError).toBe('Request timed out.');
    subs.dismissCancel();
    expect(subs.cancelTarget).toBeNull();
  });

  it('only an active subscription can be asked about', async () => {
    const { root } = await withSubscriptions([sub({ id: 2, active: false, completed: true })]);
    await root.subscriptions.askCancel(2);
    expect(root.subscriptions.cancelTarget).toBeNull();
  });

  // Issue 34: isSubscriptionActive had no caller; the list may be behind the server.
  it('asks the server before the cancel dialog: one that is over reloads the list instead', async () => {
    const { root, transport } = await withSubscriptions([sub({ id: 4 })]);
    transport
      .respond('isSubscriptionActive', false)
      .respond('getPlayerGameSubscriptions', [sub({ id: 4, active: false, completed: true })]);
    await root.subscriptions.askCancel(4);
    expect(transport.calls.find((c) => c.name === 'isSubscriptionActive')?.params).toEqual({
      subscriptionId: 4,
    });
    expect(root.subscriptions.cancelTarget).toBeNull();
    expect(root.subscriptions.byId(4)?.active).toBe(false);
  });

  it('a failed load clears the lists and sets the error', async () => {
    const { root, transport } = await withSubscriptions([sub()]);
    transport.fault('getPlayerGameSubscriptions', 'Server.Processing', 'boom');
    await root.subscriptions.load();
    expect(root.subscriptions.list).toEqual([]);
    expect(root.subscriptions.error).toBe('boom');
    expect(root.subscriptions.loading).toBe(false);
  });

  it('details bring the plays of the subscription', async () => {
    const { root, transport } = await withSubscriptions([sub({ id: 5 })]);
    transport.respond('getPlayerGameSubscriptionPlays', { subscriptionId: 5, playerPlays: ['9,8,7,6,5'] });
    await root.subscriptions.showDetails(5);
    expect(root.subscriptions.detail?.id).toBe(5);
    expect(root.subscriptions.detailPlays).toEqual(['9,8,7,6,5']);
  });

  it('live: the subscriptions account moving reloads the list', async () => {
    const { root, transport } = await withSubscriptions([sub({ id: 1, gamesJoined: 2 })]);
    const stop = root.subscriptions.watch();
    transport.respond('getPlayerGameSubscriptions', [sub({ id: 1, gamesJoined: 3, remainingBalance: 7.7 })]);
    runInAction(() =>
      root.session.applyAccounts([
        account({ accountId: 9, type: 'subscriptions', accountBalance: 7.7, timeStamp: 9000 }),
      ]),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(root.subscriptions.byId(1)?.gamesJoined).toBe(3);
    stop();
  });
});

describe('monthly offers', () => {
  it('lists the games sold by the month with their price, marking one the player subscribes to', async () => {
    const { root, transport } = await withSubscriptions([sub({ id: 1, gameId: 102 })]);
    root.lobby.replaceAll([
      game({ gameId: 102, gameInstanceId: 900, gameTitle: 'Fast 5/35' }),
      game({ gameId: 201, gameInstanceId: 950, gameTitle: 'Weekend Raffle', currencyId: 'EUR' }),
    ]);
    transport.respond('getGamesCostPerMonth', [
      { gameId: 102, costPerMonth: 47.52, currencyId: 'USD' },
      { gameId: 201, costPerMonth: 300, currencyId: 'EUR' },
      { gameId: 777, costPerMonth: 9, currencyId: 'USD' }, // not in the lobby: no title, no pick page
    ]);
    await root.subscriptions.loadMonthlyPrices();
    expect(transport.calls.at(-1)).toEqual({ name: 'getGamesCostPerMonth', params: { memberId: 1 } });
    expect(root.subscriptions.monthlyOffers).toEqual([
      { gameId: 102, costPerMonth: 47.52, currencyId: 'USD', title: 'Fast 5/35', subscribed: true },
      { gameId: 201, costPerMonth: 300, currencyId: 'EUR', title: 'Weekend Raffle', subscribed: false },
    ]);
  });

  it('offers nothing when the prices cannot be had', async () => {
    const { root, transport } = await withSubscriptions([]);
    root.lobby.replaceAll([game({ gameId: 102, gameInstanceId: 900, gameTitle: 'Fast 5/35' })]);
    transport.fault('getGamesCostPerMonth', 'Server.Processing', 'down');
    await root.subscriptions.loadMonthlyPrices();
    expect(root.subscriptions.monthlyOffers).toEqual([]);
  });
});
