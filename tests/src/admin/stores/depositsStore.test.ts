import { describe, expect, it } from 'vitest';
import type { DepositListing } from '../../../../protocol/operator/calls';
import { DEPOSITS_PAGE_SIZE, DepositsStore } from '../../../../src/admin/stores/DepositsStore';
import { fakeClient } from './fakeClient';

const request = (status: DepositListing['status']): DepositListing => ({
  orderId: 7,
  playerId: 3,
  username: 'demo',
  siteId: 1,
  method: 'mbob',
  currency: 'USD',
  amount: 2500,
  status,
  reference: 'MBOB-00000007',
  createdAt: 0,
  settledAt: status === 'completed' ? 1 : null,
  reason: null,
  decidedBy: null,
});

describe('DepositsStore', () => {
  it('reads a page of the filter, settles a request and rereads the same page', async () => {
    let listed = request('pending');
    const { client, calls } = fakeClient({
      listDeposits: () => ({ total: 1, deposits: [listed] }),
      settleDepositRequest: () => {
        listed = request('completed');
        return { deposit: listed };
      },
    });
    const store = new DepositsStore(client);
    await store.load({ status: 'pending', method: 'mbob', offset: 50 });
    expect(store.deposits).toEqual([request('pending')]);
    expect(await store.decide(true, { orderId: 7, reason: 'bank paid' }, 'Settled.')).toBe(true);
    expect(calls.map((c) => c.call)).toEqual(['listDeposits', 'settleDepositRequest', 'listDeposits']);
    expect(calls[2]!.params).toEqual({
      status: 'pending',
      method: 'mbob',
      offset: 50,
      limit: DEPOSITS_PAGE_SIZE,
    });
    expect(store.deposits[0]!.status).toBe('completed');
    expect(store.notice).toBe('Settled.');
  });

  it("shows the server's refusal of a second settle as it said it, and no notice", async () => {
    const { client, calls } = fakeClient({
      listDeposits: () => ({ total: 0, deposits: [] }),
      declineDepositRequest: () => {
        throw new Error('Deposit request 7 is no longer pending (completed); nothing changed');
      },
    });
    const store = new DepositsStore(client);
    expect(await store.decide(false, { orderId: 7, reason: 'never came' }, 'Declined.')).toBe(false);
    expect(store.error).toBe('Deposit request 7 is no longer pending (completed); nothing changed');
    expect(store.notice).toBeNull();
    expect(calls.map((c) => c.call)).toEqual(['declineDepositRequest']);
  });
});
