import { describe, expect, it } from 'vitest';
import type { PushMessage } from '../../../../protocol/events';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { account, player, session } from '../../fakes/fixtures';

async function loggedIn() {
  const transport = new FakeTransport()
    .respond('ping', { serverTimeMillis: Date.now() })
    .respond('getFilteredGames', { games: [] })
    .respond('login', { player: player(), token: 't' })
    .respond('loadPlayer', session());
  const root = new RootStore({ transport, memberId: 1 });
  await root.session.login('alice', 'pw');
  return { transport, root, cashier: root.cashier };
}

const order = (orderType: number, orderStatus: number, balance?: number) =>
  <PushMessage>{
    topic: 'cashier.7',
    event: 'order',
    data: {
      orderType,
      orderStatus,
      orderAmount: 20,
      orderId: 9,
      currencyId: 'USD',
      ...(balance !== undefined
        ? { balanceUpdateEvent: account({ accountBalance: balance, timeStamp: Date.now() + 10_000 }) }
        : {}),
    },
  };

async function pendingCardDeposit() {
  const world = await loggedIn();
  world.cashier.chooseMethod('card');
  world.cashier.deposit.set('amount', '20');
  world.cashier.deposit.set('cardNumber', '4242 4242 4242 4242');
  world.cashier.deposit.set('cardExpiry', '12/39');
  world.cashier.deposit.set('cardCvc', '123');
  world.transport.respond('getDepositStep', { step: 'pending' });
  expect(await world.cashier.submitDeposit()).toBe(true);
  expect(world.cashier.depositState).toBe('pending');
  return world;
}

describe('a card deposit that settles later', () => {
  it("stops saying 'being processed' once the deposit's order completes", async () => {
    const { transport, cashier, root } = await pendingCardDeposit();
    transport.push(order(2, 2)); // a withdrawal's order is not this deposit
    expect(cashier.depositState).toBe('pending');
    transport.push(order(1, 2, 120));
    expect(cashier.depositState).toBe('done');
    expect(root.session.primaryAccount?.accountBalance).toBe(120);
    // Issue 32: every card field clears, the expiry too (it stayed behind before).
    expect(cashier.deposit.values).toMatchObject({ amount: '', cardNumber: '', cardExpiry: '', cardCvc: '' });
  });

  it('clears every card field, the expiry too, when the deposit is done at once', async () => {
    const { transport, cashier } = await loggedIn();
    cashier.chooseMethod('card');
    cashier.deposit.set('amount', '20');
    cashier.deposit.set('cardNumber', '4242 4242 4242 4242');
    cashier.deposit.set('cardExpiry', '12/39');
    cashier.deposit.set('cardCvc', '123');
    transport.respond('getDepositStep', { step: 'done' });
    expect(await cashier.submitDeposit()).toBe(true);
    expect(cashier.depositState).toBe('done');
    expect(cashier.deposit.values).toMatchObject({ amount: '', cardNumber: '', cardExpiry: '', cardCvc: '' });
    expect(cashier.deposit.values.method).toBe('card');
  });

  it('says the deposit was declined when the order is declined', async () => {
    const { transport, cashier } = await pendingCardDeposit();
    transport.push(order(1, 3));
    expect(cashier.depositState).toBe('declined');
  });
});

describe('withdrawal blockers', () => {
  it('tells an unverified player before any confirmation step', async () => {
    const { transport, cashier } = await loggedIn();
    transport.respond('getWithdrawalStep', {
      amount: 20,
      currencyId: 'USD',
      fee: 1,
      minAmount: 10,
      maxAmount: 1000,
      processingTime: '3 days',
      methods: ['bankTransfer'],
      blocker: { reason: 'withdrawal.verification' },
    });
    cashier.setWithdrawAmount('20');
    await cashier.requestWithdrawal();
    expect(cashier.withdrawStage).toBe('amount');
    expect(cashier.withdrawFailure?.key).toBe('design.withdraw.verification');
    expect(transport.calls.some((c) => c.name === 'getWithdrawalStep2')).toBe(false);
  });
});
