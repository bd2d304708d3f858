import { describe, expect, it } from 'vitest';
import { RpcFault } from '../../../../protocol/faults';
import { ReturnedDeposit } from '../../../../src/stores/cashier/ReturnedDeposit';
import { FakeTransport } from '../../fakes/FakeTransport';

const order = { orderId: 7, status: 'challenge', amount: 20, currencyId: 'USD', method: 'card' } as const;

describe('the deposit a provider returned the player with (?pid=)', () => {
  it('asks for the order once and follows its push from pending to deposited', async () => {
    const transport = new FakeTransport().respond('getDepositOrder', order);
    const returned = new ReturnedDeposit({ transport });
    await returned.load(7);
    await returned.load(7);
    expect(transport.calls.filter((c) => c.name === 'getDepositOrder')).toHaveLength(1);
    expect(transport.calls[0]?.params).toEqual({ orderId: 7 });
    expect(returned.outcome).toBe('pending');
    returned.onOrder({ orderType: 1, orderStatus: 2, orderAmount: 20, orderId: 8, currencyId: 'USD' });
    expect(returned.outcome).toBe('pending');
    returned.onOrder({ orderType: 1, orderStatus: 2, orderAmount: 20, orderId: 7, currencyId: 'USD' });
    expect(returned.outcome).toBe('deposited');
  });

  it("says declined, not found (someone else's or no such order) and could not check", async () => {
    const transport = new FakeTransport().respond('getDepositOrder', { ...order, status: 'declined' });
    const returned = new ReturnedDeposit({ transport });
    await returned.load(7);
    expect(returned.outcome).toBe('declined');
    transport.respond('getDepositOrder', null);
    await returned.load(9);
    expect(returned.outcome).toBe('unknown');
    transport.respond('getDepositOrder', () => {
      throw new RpcFault('Server.Processing', 'down');
    });
    await returned.load(10);
    expect(returned.outcome).toBe('error');
  });
});
