import { describe, expect, it } from 'vitest';
import type { PushMessage } from '../../../../protocol/events';
import { RootStore } from '../../../../src/stores/RootStore';
import { CashierStore } from '../../../../src/stores/cashier/CashierStore';
import { luhnValid } from '../../../../src/stores/cashier/depositRules';
import { FakeTransport } from '../../fakes/FakeTransport';
import { account, player, session } from '../../fakes/fixtures';

async function loggedIn() {
  const transport = new FakeTransport()
    .respond('ping', { serverTimeMillis: Date.now() })
    .respond('getFilteredGames', { games: [] })
    .respond('login', { player: player(), token: 't' })
    .respond('loadPlayer', session())
    .respond('validateCoupon', { valid: true, couponAmount: 10, currencyId: 'USD', instantCoupon: true });
  const root = new RootStore({ transport, memberId: 1 });
  await root.session.login('alice', 'pw');
  return { transport, root, cashier: root.cashier };
}

describe('deposit', () => {
  it('coupon: needs a code, sends it, and applies the returned balance', async () => {
    const { cashier, transport, root } = await loggedIn();
    expect(await cashier.submitDeposit()).toBe(false);
    expect(cashier.deposit.error('couponCode')).toBe('deposit.coupon.required');
    cashier.deposit.set('couponCode', 'WELCOME');
    transport.respond('getDepositStep', {
      step: 'done',
      accounts: [account({ accountBalance: 110, timeStamp: 2000 })],
    });
    expect(await cashier.submitDeposit()).toBe(true);
    expect(transport.calls.find((c) => c.name === 'getDepositStep')?.params).toMatchObject({
      method: 'coupon',
      amount: 0,
      currencyId: 'USD',
      couponCode: 'WELCOME',
      requestKey: expect.stringMatching(/^[A-Za-z0-9_:-]{8,64}$/),
    });
    expect(root.session.primaryAccount?.accountBalance).toBe(110);
    expect(cashier.depositState).toBe('done');
  });

  it('coupon errors 50..62 map to their catalogue keys', async () => {
    const { cashier, transport } = await loggedIn();
    transport.fault('getDepositStep', '52', 'expired');
    cashier.deposit.set('couponCode', 'OLD');
    expect(await cashier.submitDeposit()).toBe(false);
    expect(cashier.depositFailure).toMatchObject({ code: '52', key: 'errors.coupon.52' });
  });

  // Issue 34: validateCoupon had no caller; the coupon is checked before the deposit is made.
  it('checks a coupon with validateCoupon first: a refused one deposits nothing', async () => {
    const { cashier, transport } = await loggedIn();
    transport.fault('validateCoupon', '51', 'inactive');
    cashier.deposit.set('couponCode', 'SLEEPY');
    expect(await cashier.submitDeposit()).toBe(false);
    expect(transport.calls.find((c) => c.name === 'validateCoupon')?.params).toEqual({
      couponCode: 'SLEEPY',
      amount: 0,
      currencyId: 'USD',
    });
    expect(transport.callNames()).not.toContain('getDepositStep');
    expect(cashier.depositFailure).toMatchObject({ code: '51', key: 'errors.coupon.51' });
  });

  it('card: live checks for amount, number, expiry and CVC; the number goes as paymentId', async () => {
    const { cashier, transport } = await loggedIn();
    cashier.chooseMethod('card');
    cashier.deposit.set('amount', '-1');
    expect(cashier.deposit.error('amount')).toBe('deposit.coupon.amount.required');
    cashier.deposit.set('cardNumber', '4242 4242 4242 4241');
    expect(cashier.deposit.error('cardNumber')).toBe('deposit.card.number');
    cashier.deposit.set('cardNumber', '4242 4242 4242 4242');
    expect(cashier.deposit.error('cardNumber')).toBeNull();
    cashier.deposit.set('cardExpiry', '13/30');
    expect(cashier.deposit.error('cardExpiry')).toBe('deposit.card.expiry');
    cashier.deposit.set('cardCvc', '12');
    expect(cashier.deposit.error('cardCvc')).toBe('deposit.card.cvc');
    cashier.deposit.set('cardExpiry', '12/99');
    cashier.deposit.set('cardCvc', '123');
    cashier.deposit.set('amount', '25');
    transport.respond('getDepositStep', { step: 'redirect', redirectUrl: '/sandbox/3ds/1' });
    expect(await cashier.submitDeposit()).toBe(true);
    expect(transport.calls.at(-1)?.params).toMatchObject({ method: 'card', paymentId: '4242424242424242' });
    expect(cashier.redirectUrl).toBe('/sandbox/3ds/1');
    expect(luhnValid('4000000000000002')).toBe(true);
  });

  it('amounts outside the processor limits are refused', async () => {
    const { cashier, transport } = await loggedIn();
    transport.respond('getDepositPopup', { methods: ['coupon', 'card'], minAmount: 10, maxAmount: 500 });
    await cashier.loadDepositOptions();
    cashier.chooseMethod('card');
    cashier.deposit.set('amount', '5');
    expect(cashier.deposit.error('amount')).toBe('deposit.limits');
    cashier.deposit.set('amount', '50');
    expect(cashier.deposit.error('amount')).toBeNull();
  });

  it('direct debit: bank detail rules from the protocol', async () => {
    const { cashier, transport } = await loggedIn();
    cashier.chooseMethod('directDebit');
    cashier.deposit.set('accountHolder', 'Al');
    expect(cashier.deposit.error('accountHolder')).toBe('validation.minlength.3');
    cashier.deposit.set('sortCode', '12-34-5');
    expect(cashier.deposit.error('sortCode')).toBe('deposit.directdebit.sortcode');
    cashier.deposit.set('accountHolder', 'Al Smith');
    cashier.deposit.set('sortCode', '12-34-56');
    cashier.deposit.set('accountNumber', '12345678');
    cashier.deposit.set('amount', '20');
    transport
      .respond('directDebitRequest', 1)
      .respond('payoutListRecurringDetails', [
        { id: 4, method: 'directDebit', label: '****5678' },
        { id: 2, method: 'card', label: '****4242' },
      ])
      .respond('getDepositStep', { step: 'pending' });
    expect(await cashier.submitDeposit()).toBe(true);
    expect(transport.calls.at(-1)?.params).toMatchObject({
      method: 'directDebit',
      amount: 20,
      savedPaymentId: 4,
    });
    expect(cashier.depositState).toBe('pending');
  });

  // Issue 34: getBanksList had no caller; the direct-debit form picks the mandate's bank from it.
  it('direct debit: the bank is picked from getBanksList and named in the mandate', async () => {
    const { cashier, transport } = await loggedIn();
    transport
      .respond('getDepositPopup', { methods: ['card', 'directDebit'], minAmount: 5, maxAmount: 500 })
      .respond('getBanksList', [
        { code: 'BARC', name: 'Barclays' },
        { code: 'HSBC', name: 'HSBC' },
      ]);
    await cashier.loadDepositOptions();
    expect(cashier.banks.map((b) => b.name)).toEqual(['Barclays', 'HSBC']);
    cashier.chooseMethod('directDebit');
    cashier.deposit.set('accountHolder', 'Al Smith');
    cashier.deposit.set('sortCode', '12-34-56');
    cashier.deposit.set('accountNumber', '12345678');
    cashier.deposit.set('amount', '20');
    expect(await cashier.submitDeposit()).toBe(false);
    expect(cashier.deposit.error('bankCode')).toBe('deposit.bank.required');
    expect(transport.calls.some((c) => c.name === 'directDebitRequest')).toBe(false);
    cashier.deposit.set('bankCode', 'HSBC');
    transport
      .respond('directDebitRequest', 1)
      .respond('payoutListRecurringDetails', [{ id: 4, method: 'directDebit', label: '****5678' }])
      .respond('getDepositStep', { step: 'pending' });
    expect(await cashier.submitDeposit()).toBe(true);
    expect(transport.calls.find((c) => c.name === 'directDebitRequest')?.params).toMatchObject({
      bankCode: 'HSBC',
      accountHolder: 'Al Smith',
    });
  });
});

describe('withdrawal', () => {
  const step = {
    amount: 20,
    currencyId: 'USD',
    fee: 1,
    minAmount: 10,
    maxAmount: 1000,
    processingTime: '3 days',
    methods: ['bank'],
  };

  it('asks for the step, confirms, submits and reloads the pending one', async () => {
    const { cashier, transport } = await loggedIn();
    transport
      .respond('getWithdrawalStep', step)
      .respond('getWithdrawalStep2', { ...step, method: 'bank' })
      .respond('payoutSubmit', { success: 1 })
      .respond('getPendingWithdrawals', [
        {
          id: 3,
          amount: 20,
          currencyId: 'USD',
          method: 'bank',
          fee: 1,
          processingTime: '3 days',
          requestedOn: 1,
        },
      ])
      .respond('getPlayerAccounts', [account({ accountBalance: 80, timeStamp: 3000 })]);
    cashier.setWithdrawAmount('20');
    expect(await cashier.requestWithdrawal()).toBe(true);
    expect(cashier.withdrawStage).toBe('confirm');
    expect(await cashier.confirmWithdrawal()).toBe(true);
    expect(cashier.withdrawStage).toBe('done');
    expect(cashier.pending).toHaveLength(1);
  });

  it('stores the failure message of a refused submit', async () => {
    const { cashier, transport } = await loggedIn();
    transport
      .respond('getWithdrawalStep', step)
      .respond('getWithdrawalStep2', { ...step, method: 'bank' })
      .fault('payoutSubmit', 'Server.Processing', 'A withdrawal is already pending');
    cashier.setWithdrawAmount('20');
    await cashier.requestWithdrawal();
    expect(await cashier.confirmWithdrawal()).toBe(false);
    expect(cashier.withdrawStage).toBe('error');
    expect(cashier.withdrawFailure?.text).toBe('A withdrawal is already pending');
  });

  it('refuses an amount below the minimum before confirming', async () => {
    const { cashier, transport } = await loggedIn();
    transport.respond('getWithdrawalStep', step);
    cashier.setWithdrawAmount('5');
    expect(await cashier.requestWithdrawal()).toBe(false);
    expect(cashier.withdrawFailure?.key).toBe('withdraw.limits');
    expect(cashier.withdrawStage).toBe('amount');
  });

  it('cancel clears the pending withdrawal', async () => {
    const { cashier, transport } = await loggedIn();
    const pending = {
      id: 3,
      amount: 20,
      currencyId: 'USD',
      method: 'bank',
      fee: 1,
      processingTime: '',
      requestedOn: 1,
    };
    transport
      .respond('getPendingWithdrawals', [pending])
      .respond('payoutCancel', 1)
      .respond('getPlayerAccounts', []);
    await cashier.loadPending();
    expect(await cashier.cancelPending(pending)).toBe(true);
    expect(cashier.pending).toEqual([]);
    expect(cashier.cancelState).toBe('true');
  });

  it("drops a withdrawal the back office decided from the open page's pending list, on the order push", async () => {
    const { cashier, transport } = await loggedIn();
    const pending = {
      id: 9,
      amount: 15,
      currencyId: 'USD',
      method: 'card',
      fee: 0,
      processingTime: '',
      requestedOn: 1,
    };
    transport.respond('getPendingWithdrawals', [pending]);
    await cashier.loadPending();
    expect(cashier.pending.map((w) => w.id)).toEqual([9]);
    const order = (orderId: number, orderStatus: number) =>
      transport.push(<PushMessage>{
        topic: 'cashier.7',
        event: 'order',
        data: { orderType: 2, orderStatus, orderId },
      });
    const asked = () => transport.calls.filter((c) => c.name === 'getPendingWithdrawals').length;
    // Another withdrawal's news, or this one still pending, asks nothing.
    order(10, 3);
    order(9, 1);
    expect(asked()).toBe(1);
    transport.respond('getPendingWithdrawals', []);
    order(9, 3);
    await expect.poll(() => cashier.pending).toEqual([]);
    expect(asked()).toBe(2);
  });
});

describe('history, prizes and notices', () => {
  it('asks for the last 10 or 31 days a page at a time', async () => {
    const { root, transport } = await loggedIn();
    const now = Date.UTC(2026, 10, 21);
    const cashier = new CashierStore(root, () => now);
    transport.respond('searchTransactions', { result: [], totalCount: 25 });
    await cashier.loadHistory(31, 2);
    expect(transport.calls.at(-1)?.params).toEqual({
      from: now - 31 * 86_400_000,
      to: now,
      page: 2,
      maxResults: 10,
    });
    expect(cashier.historyPages).toBe(3);
    await cashier.loadHistory(10);
    expect(transport.calls.at(-1)?.params).toMatchObject({ from: now - 10 * 86_400_000, page: 0 });
  });

  it("shows 'Promotion Awarded!' on a coupon-applied push", async () => {
    const { root, transport } = await loggedIn();
    transport.push(<PushMessage>{
      topic: 'cashier.7',
      event: 'couponApplied',
      data: { instantCoupon: true, amount: 5, currencyId: 'USD' },
    });
    expect(root.ui.notice).toMatchObject({
      titleKey: 'notices.promotion.title',
      bodyKey: 'notices.promotion.instant',
    });
    expect(root.ui.notice?.values?.amount).toContain('5');
    transport.push(<PushMessage>{
      topic: 'cashier.7',
      event: 'couponApplied',
      data: { instantCoupon: false, amount: 5, currencyId: 'USD' },
    });
    expect(root.ui.notice?.bodyKey).toBe('notices.promotion.bonus');
  });

  it('applies verification and segment pushes to the player', async () => {
    const { root, transport } = await loggedIn();
    transport.push(<PushMessage>{
      topic: 'player.7',
      event: 'emailVerification',
      data: { verified: true, verifiedDate: 5 },
    });
    transport.push(<PushMessage>{ topic: 'player.7', event: 'segment', data: { playerSegment: 'C' } });
    expect(root.session.player?.verification).toMatchObject({ emailVerified: true, playerSegment: 'C' });
  });
});

describe('mBoB deposit requests', () => {
  const request = (id: number, status: string) => ({
    id,
    amount: 25,
    currencyId: 'USD',
    method: 'mbob',
    status,
    createdOn: 1000,
  });

  it("checks one request's state in place; one the server no longer holds leaves the list", async () => {
    const { cashier, transport } = await loggedIn();
    transport.respond('getDepositRequests', [request(7, 'pending'), request(8, 'pending')]);
    await cashier.loadDepositRequests();
    let release: (v: unknown) => void = () => {};
    transport.respond('checkDepositRequest', () => new Promise((r) => (release = r)));
    const checked = cashier.checkDepositRequest(7);
    expect(cashier.checkingRequestId).toBe(7);
    release(request(7, 'completed'));
    expect(await checked).toBe(true);
    expect(transport.calls.at(-1)).toEqual({ name: 'checkDepositRequest', params: { requestId: 7 } });
    expect(cashier.checkingRequestId).toBeNull();
    expect(cashier.depositRequests.map((r) => [r.id, r.status])).toEqual([
      [7, 'completed'],
      [8, 'pending'],
    ]);
    transport.respond('checkDepositRequest', null);
    await cashier.checkDepositRequest(8);
    expect(cashier.depositRequests.map((r) => r.id)).toEqual([7]);
    transport.fault('checkDepositRequest', 'Server.Processing', 'down');
    expect(await cashier.checkDepositRequest(7)).toBe(false);
    expect(cashier.depositRequests.map((r) => r.status)).toEqual(['completed']);
  });
});
