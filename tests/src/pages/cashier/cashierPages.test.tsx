import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../fakes/renderApp';
import { account, session } from '../../fakes/fixtures';

afterEach(cleanup);

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const popup = { methods: ['coupon', 'card', 'directDebit'], minAmount: 5, maxAmount: 1000 };

describe('cashier pages', () => {
  it('/cashier: coupon deposit updates the balance; a coupon error shows its catalogue text', async () => {
    await renderApp('/cashier', {
      session: session(),
      setup: (t) =>
        t
          .respond('getPlayerAccounts', [account()])
          .respond('getDepositPopup', popup)
          .respond('validateCoupon', { valid: true, couponAmount: 5, currencyId: 'USD', instantCoupon: true })
          .fault('getDepositStep', '53', 'max usage'),
    });
    expect((await screen.findByTestId('balance-cash-amount')).textContent).toBe('$100');
    type('deposit-coupon', 'USED');
    await act(async () => fireEvent.click(screen.getByTestId('deposit-submit')));
    expect(screen.getByTestId('deposit-error').textContent).toBe('Coupon maximum usage reached.');
  });

  it('/cashier: shows the running campaigns’ offers; a click is counted and followed', async () => {
    const links: string[] = [];
    await renderApp('/cashier', {
      session: session(),
      setup: (t) =>
        t
          .respond('getPlayerAccounts', [account()])
          .respond('getDepositPopup', popup)
          .respond('getCampaignAds', [
            {
              id: 9,
              adScreenType: 'ALL',
              adScreenLocation: 'TOP',
              adSize: 'ALL',
              adWeight: 1,
              adDelay: 0,
              adSourceUrl: '/client/ads/1/9',
              adTargetUrlPc: '/client/ads/1/9/click',
            },
          ]),
      fetchAdLink: (url) => {
        links.push(url);
        return Promise.resolve({
          client: 'WEB',
          url: url.endsWith('click') ? '/cashier/prizes' : '/spring.png',
        });
      },
    });
    const section = await screen.findByTestId('campaign-ads');
    expect(section.querySelector('h2')?.textContent).toBe('Offers running now');
    expect(screen.getByTestId('campaign-ad').querySelector('img')?.getAttribute('src')).toBe('/spring.png');
    await act(async () => fireEvent.click(screen.getByTestId('campaign-ad').querySelector('button')!));
    expect(links).toEqual(['/client/ads/1/9', '/client/ads/1/9/click']);
  });

  it('/cashier: card form validates while typing', async () => {
    await renderApp('/cashier', {
      session: session(),
      setup: (t) => t.respond('getPlayerAccounts', [account()]).respond('getDepositPopup', popup),
    });
    fireEvent.click(await screen.findByTestId('deposit-method-card'));
    type('deposit-card-number', '1234');
    expect(screen.getByTestId('deposit-card-number-error').textContent).toBe(
      'Please enter a valid card number.',
    );
    type('deposit-amount', '1');
    expect(screen.getByTestId('deposit-amount-error').textContent).toBe(
      'The amount is outside the deposit limits.',
    );
  });

  it('/withdraw: amount, confirmation with fee, done', async () => {
    const step = {
      amount: 20,
      currencyId: 'USD',
      fee: 1,
      minAmount: 10,
      maxAmount: 500,
      processingTime: '3 days',
      methods: ['bank'],
    };
    const { transport } = await renderApp('/withdraw', {
      session: session(),
      setup: (t) =>
        t
          .respond('getPendingWithdrawals', [])
          .respond('getWithdrawalStep', step)
          .respond('getWithdrawalStep2', { ...step, method: 'bank' })
          .respond('payoutSubmit', 1)
          .respond('getPlayerAccounts', [account()]),
    });
    await screen.findByTestId('withdraw-amount');
    type('withdraw-amount', '20');
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-next')));
    expect(screen.getByTestId('withdraw-confirm-fee').textContent).toBe('$1');
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));
    expect(await screen.findByTestId('withdraw-done')).toBeTruthy();
    expect(transport.callNames()).toContain('payoutSubmit');
  });

  it('/withdraw pays out to the saved card the player chooses', async () => {
    const step = {
      amount: 20,
      currencyId: 'USD',
      fee: 1,
      minAmount: 10,
      maxAmount: 500,
      processingTime: '3 days',
      methods: ['bankTransfer', 'card'],
    };
    const { transport } = await renderApp('/withdraw', {
      session: session(),
      setup: (t) =>
        t
          .respond('getPendingWithdrawals', [])
          .respond('payoutListRecurringDetails', [
            { id: 8, method: 'card', label: 'Visa **** 1111' },
            { id: 9, method: 'directDebit', label: 'Bank 112233 ****5678' },
          ])
          .respond('getWithdrawalStep', step)
          .respond('getWithdrawalStep2', (p: { method: string }) => ({ ...step, method: p.method }))
          .respond('payoutSubmit', { success: 1 })
          .respond('getPlayerAccounts', [account()]),
    });
    const destination = await screen.findByTestId('withdraw-destination');
    fireEvent.change(destination, { target: { value: '8' } });
    type('withdraw-amount', '20');
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-next')));
    expect(screen.getByTestId('withdraw-confirm-destination').textContent).toBe('Visa **** 1111');
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));
    expect(await screen.findByTestId('withdraw-done')).toBeTruthy();
    expect(transport.calls.find((c) => c.name === 'payoutSubmit')?.params).toMatchObject({
      method: 'card',
      recurringDetailId: 8,
    });
  });

  it('/cashier: an mBoB deposit request shows its reference and instructions', async () => {
    const { transport } = await renderApp('/cashier', {
      session: session(),
      setup: (t) =>
        t
          .respond('getPlayerAccounts', [account()])
          .respond('getDepositPopup', { ...popup, methods: [...popup.methods, 'mbob'] })
          .respond('depositRequestInfo', {
            requestId: 12,
            reference: 'MBOB-00000012',
            instructions: 'Pay 25 USD through mBoB quoting reference MBOB-00000012.',
            expiresAt: Date.UTC(2030, 0, 3),
          }),
    });
    fireEvent.click(await screen.findByTestId('deposit-method-mbob'));
    type('deposit-amount', '25');
    await act(async () => fireEvent.click(screen.getByTestId('deposit-submit')));
    expect((await screen.findByTestId('deposit-request-reference')).textContent).toBe(
      'Your reference: MBOB-00000012',
    );
    expect(screen.getByTestId('deposit-request').textContent).toContain('quoting reference MBOB-00000012');
    expect(transport.calls.find((c) => c.name === 'depositRequestInfo')?.params).toMatchObject({
      amount: 25,
      currencyId: 'USD',
    });
  });

  it('/depositrequests checks a request after paying: it shows Paid and can no longer be cancelled', async () => {
    const pending = {
      id: 12,
      amount: 25,
      currencyId: 'USD',
      method: 'mbob',
      status: 'pending',
      createdOn: 1,
    };
    const { transport } = await renderApp('/depositrequests', {
      session: session(),
      setup: (t) =>
        t
          .respond('getDepositRequests', [pending])
          .respond('checkDepositRequest', { ...pending, status: 'completed' }),
    });
    const status = await screen.findByTestId('deposit-request-status');
    expect(status.textContent).toBe('Waiting for payment');
    expect(screen.getByTestId('deposit-request-cancel')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('deposit-request-check')));
    expect(screen.getByTestId('deposit-request-status').textContent).toBe('Paid');
    expect(screen.queryByTestId('deposit-request-cancel')).toBeNull();
    expect(transport.calls.find((c) => c.name === 'checkDepositRequest')?.params).toEqual({ requestId: 12 });
  });

  it('/withdraw/pending cancels the pending withdrawal', async () => {
    const pending = {
      id: 3,
      amount: 20,
      currencyId: 'USD',
      method: 'bank',
      fee: 1,
      processingTime: '3 days',
      requestedOn: 1,
    };
    await renderApp('/withdraw/pending', {
      session: session(),
      setup: (t) =>
        t
          .respond('getPendingWithdrawals', [pending])
          .respond('payoutCancel', 1)
          .respond('getPlayerAccounts', []),
    });
    const cancel = await screen.findByTestId('pending-cancel');
    await act(async () => fireEvent.click(cancel));
    expect(await screen.findByTestId('pending-cancelled')).toBeTruthy();
    expect(screen.queryByTestId('pending-withdrawal')).toBeNull();
  });

  it('/cashier/history switches to 31 days and pages', async () => {
    const row = {
      id: 1,
      type: 'deposit',
      amount: 10,
      currencyId: 'USD',
      balanceAfter: 110,
      description: 'Coupon',
      createdOn: 1,
    };
    const { transport } = await renderApp('/cashier/history', {
      session: session(),
      setup: (t) => t.respond('searchTransactions', { result: [row], totalCount: 15 }),
    });
    expect((await screen.findAllByTestId('history-row')).length).toBe(1);
    await act(async () => fireEvent.click(screen.getByTestId('history-range-31')));
    await act(async () => fireEvent.click(screen.getByTestId('history-next')));
    const last = transport.calls.at(-1)?.params as { from: number; to: number; page: number };
    expect(last.page).toBe(1);
    expect(last.to - last.from).toBe(31 * 86_400_000);
    expect(screen.getByTestId('history-page').textContent).toBe('Page 2 of 2');
  });

  it('/cashier/prizes/prize sanitises the HTML fields', async () => {
    const prize = {
      id: 4,
      kind: 'item' as const,
      value: 50,
      currencyId: 'USD',
      cashOption: null,
      wonDate: 1,
      collectedDate: null,
      name: 'TV<img src=x onerror=alert(1)>',
      imageUrl: 'javascript:alert(1)',
      sponsorText: '<a href="javascript:alert(1)">Sponsor</a>',
      detailsText: '<b>Big</b><script>alert(1)</script><img src=x onerror=alert(1)>',
      gameId: 201,
      gameInstanceId: 9,
    };
    await renderApp('/cashier/prizes/prize?id=4&kind=item', {
      session: session(),
      setup: (t) => t.respond('getPlayerPrizeItems', [prize]).respond('getPlayerPrizeItemAgents', []),
    });
    const details = await screen.findByTestId('prize-detailsText');
    expect(details.innerHTML).toContain('<b>Big</b>');
    expect(details.innerHTML).not.toContain('script');
    expect(details.innerHTML).not.toContain('onerror');
    expect(screen.getByTestId('prize-name').innerHTML).not.toContain('onerror');
    expect(screen.getByTestId('prize-sponsorText').querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(screen.queryByTestId('prize-image')).toBeNull();
    // No cash option: the item is the only choice.
    expect(screen.queryByTestId('prize-claim-cash')).toBeNull();
  });

  it('/cashier/prizes/prize claims a prize item as cash and lists where to collect it', async () => {
    const prize = {
      id: 7,
      kind: 'item' as const,
      value: 600,
      currencyId: 'USD',
      cashOption: 450,
      wonDate: 1,
      collectedDate: null,
      claimedAs: null,
      name: 'Weekend break',
      gameId: 201,
      gameInstanceId: 9,
    };
    const { transport } = await renderApp('/cashier/prizes/prize?id=7&kind=item', {
      session: session(),
      setup: (t) =>
        t
          .respond('getPlayerPrizeItems', [prize])
          .respond('getPlayerPrizeItemAgents', [
            { id: 2, name: 'Corner shop', address: '48 High St', phone: '2' },
          ])
          .respond('claimInGameBonusNew', { claimed: true, amount: 450, currencyId: 'USD' }),
    });
    expect((await screen.findAllByTestId('prize-agent'))[0].textContent).toContain('Corner shop');
    expect(screen.getByTestId('prize-claim-cash').textContent).toBe('Take $450 instead');
    transport.respond('getPlayerPrizeItems', [{ ...prize, claimedAs: 'cash', collectedDate: 2 }]);
    await act(async () => fireEvent.click(screen.getByTestId('prize-claim-cash')));
    expect(transport.calls.find((c) => c.name === 'claimInGameBonusNew')?.params).toEqual({
      gameId: 201,
      gameInstanceId: 9,
      bonusId: 7,
      choice: 1,
      currencyId: 'USD',
    });
    expect((await screen.findByTestId('prize-claimed')).textContent).toContain('Claimed as cash');
    expect(screen.queryByTestId('prize-claim-item')).toBeNull();
  });
});
