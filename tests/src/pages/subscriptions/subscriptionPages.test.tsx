import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Subscription } from '../../../../protocol/types';
import { renderApp } from '../../fakes/renderApp';
import { account, game, initResult, session } from '../../fakes/fixtures';

afterEach(cleanup);

const sub = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 3,
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

describe('subscription pages', () => {
  it('/subscriptions: the monthly offers with their price; a game already subscribed says so', async () => {
    await renderApp('/subscriptions', {
      init: initResult({
        filteredGames: [
          game({ gameId: 102, gameTitle: 'Fast 5/35' }),
          game({ gameId: 201, gameInstanceId: 950, gameTitle: 'Weekend Raffle', currencyId: 'EUR' }),
        ],
      }),
      session: session(),
      setup: (t) =>
        t.respond('getPlayerGameSubscriptions', [sub()]).respond('getGamesCostPerMonth', [
          { gameId: 102, costPerMonth: 47.52, currencyId: 'USD' },
          { gameId: 201, costPerMonth: 300, currencyId: 'EUR' },
        ]),
    });
    const offers = await screen.findAllByTestId('monthly-offer');
    expect(offers.map((o) => o.getAttribute('data-game-id'))).toEqual(['102', '201']);
    expect(within(offers[0]).getByTestId('monthly-offer-price').textContent).toBe('$47.52 a month');
    expect(within(offers[0]).getByTestId('monthly-offer-subscribed').textContent).toBe(
      'You already subscribe to this game.',
    );
    expect(within(offers[1]).queryByTestId('monthly-offer-subscribed')).toBeNull();
    expect(within(offers[1]).getByTestId('monthly-offer-play').getAttribute('href')).toBe('/pick?gid=201');
  });

  it('/subscriptions: cancel asks first, then the subscription leaves the list and the refund shows', async () => {
    let cancelled = false;
    const { transport } = await renderApp('/subscriptions', {
      init: initResult({ filteredGames: [game({ gameId: 102, gameTitle: 'Fast 5/35' })] }),
      session: session(),
      setup: (t) =>
        t
          .respond('getPlayerGameSubscriptions', () => [
            cancelled ? sub({ active: false, cancelled: true, remainingBalance: 0 }) : sub(),
            sub({ id: 1, active: false, completed: true }),
          ])
          .respond('removePlayerGameSubscription', () => {
            cancelled = true;
            return 1;
          })
          .respond('isSubscriptionActive', true)
          .respond('getPlayerAccountBalance', (p: { type: string }) =>
            p.type === 'cash'
              ? account({ accountBalance: 108.8, timeStamp: 9e12 })
              : account({ type: 'subscriptions' as never, accountId: 9, accountBalance: 0, timeStamp: 9e12 }),
          ),
    });
    const card = await screen.findByTestId('subscription');
    expect(within(card).getByText('Fast 5/35')).toBeTruthy();
    expect(screen.getAllByTestId('subscription')).toHaveLength(1);

    await act(async () => fireEvent.click(within(card).getByTestId('subscription-cancel')));
    expect(screen.getByTestId('cancel-subscription-body').textContent).toBe(
      'Cancel your subscription to Fast 5/35? The remaining balance of $8.80 goes back to your account.',
    );
    expect(transport.callNames()).not.toContain('removePlayerGameSubscription');
    await act(async () => fireEvent.click(screen.getByTestId('cancel-subscription-confirm')));
    expect(screen.queryByTestId('cancel-subscription-dialog')).toBeNull();
    expect(screen.getByTestId('subscription-canceled')).toBeTruthy();
    expect(screen.queryAllByTestId('subscription')).toHaveLength(0);
    expect(screen.getByTestId('header-balance').textContent).toContain('108.80');
  });

  it('/subDetails shows the plays of each draw; /subHistory the finished ones', async () => {
    await renderApp('/subDetails?id=3', {
      session: session(),
      setup: (t) =>
        t.respond('getPlayerGameSubscriptions', [sub()]).respond('getPlayerGameSubscriptionPlays', {
          subscriptionId: 3,
          playerPlays: ['1,2,3,4,5', '6,7,8,9,10'],
        }),
    });
    expect(await screen.findAllByTestId('subdetails-play')).toHaveLength(2);
    expect(screen.getByTestId('subscription-remaining').textContent).toBe('$8.80');
    cleanup();

    await renderApp('/subHistory', {
      session: session(),
      setup: (t) =>
        t.respond('getPlayerGameSubscriptions', [sub(), sub({ id: 1, active: false, cancelled: true })]),
    });
    const card = await screen.findByTestId('subscription');
    expect(card.getAttribute('data-state')).toBe('cancelled');
    expect(within(card).queryByTestId('subscription-cancel')).toBeNull();
  });

  it('/subDetails shows what was paid and the promotion discount; no discount row without one', async () => {
    await renderApp('/subDetails?id=3', {
      session: session(),
      setup: (t) =>
        t
          .respond('getPlayerGameSubscriptions', [
            sub({ discountPercent: 10, amountPaid: 9, discount: 1, remainingBalance: 9 }),
            sub({ id: 4 }),
          ])
          .respond('getPlayerGameSubscriptionPlays', { subscriptionId: 3, playerPlays: ['1,2,3,4,5'] }),
    });
    expect((await screen.findByTestId('subscription-discount')).textContent).toBe('10% ($1)');
    expect(screen.getByTestId('subscription-paid').textContent).toBe('$9');
    cleanup();

    await renderApp('/subDetails?id=4', {
      session: session(),
      setup: (t) =>
        t
          .respond('getPlayerGameSubscriptions', [sub({ id: 4 })])
          .respond('getPlayerGameSubscriptionPlays', { subscriptionId: 4, playerPlays: ['1,2,3,4,5'] }),
    });
    expect((await screen.findByTestId('subscription-paid')).textContent).toBe('$11');
    expect(screen.queryByTestId('subscription-discount')).toBeNull();
  });

  it('/subHistory?id= shows the games a subscription joined, linked to their results', async () => {
    await renderApp('/subHistory?id=3', {
      session: session(),
      setup: (t) =>
        t
          .respond('getPlayerGameSubscriptions', [sub()])
          .respond('getPayGoGameSubscriptionDetails', {
            ...sub(),
            nextPaymentDate: null,
            gamesJoinedIds: [21, 22],
          })
          .respond('searchPayGoSubscriptionTransactions', { totalCount: 0, result: [] }),
    });
    const games = await screen.findByTestId('subscription-games');
    expect(
      within(games)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/gameOver?id=22', '/gameOver?id=21']);
    expect(screen.getByTestId('subscription').getAttribute('data-state')).toBe('active');
  });
});
