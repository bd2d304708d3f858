import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../../protocol/types';
import { rootWith } from '../results/loggedInRoot';

const tx = (id: number): Transaction => ({
  id,
  type: 'subscription',
  amount: -2.2,
  currencyId: 'USD',
  balanceAfter: 10,
  description: 'Draw joined',
  createdOn: 1_700_000_000_000 + id,
});

describe('one subscription history', () => {
  it('a server without the pay-as-you-go calls leaves it unavailable, without an error', async () => {
    const { root, transport } = await rootWith();
    await root.subscriptions.history.load(3);
    expect(root.subscriptions.history.available).toBe(false);
    expect(root.subscriptions.history.error).toBeNull();
    expect(transport.callNames()).not.toContain('searchPayGoSubscriptionTransactions');
  });

  it('lists the games joined, newest first, and pages the transactions 5 at a time', async () => {
    const { root, transport } = await rootWith();
    transport
      .respond('getPayGoGameSubscriptionDetails', {
        id: 3,
        gamesJoinedIds: [11, 14, 12],
        nextPaymentDate: 1_800_000_000_000,
      })
      .respond('searchPayGoSubscriptionTransactions', (p: { page: number; maxResults: number }) => ({
        totalCount: 0,
        result: Array.from({ length: p.page === 0 ? p.maxResults : 1 }, (_, i) => tx(p.page * 10 + i)),
      }));
    const history = root.subscriptions.history;
    await history.load(3);
    expect(history.available).toBe(true);
    expect(history.gamesJoinedIds).toEqual([14, 12, 11]);
    expect(history.nextPaymentDate).toBe(1_800_000_000_000);
    expect(transport.calls.at(-1)?.params).toEqual({ subscriptionId: 3, page: 0, maxResults: 5 });
    expect(history.transactions).toHaveLength(5);
    expect(history.hasMore).toBe(true);
    await history.loadPage(1);
    expect(history.transactions.map((t) => t.id)).toEqual([10]);
    expect(history.hasMore).toBe(false);
  });
});
