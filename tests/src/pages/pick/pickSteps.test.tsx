import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FaultCode, RpcFault } from '../../../../protocol/faults';
import type { BetTypeInfo, Subscription } from '../../../../protocol/types';
import { account, game, initResult, session } from '../../fakes/fixtures';
import { renderApp } from '../../fakes/renderApp';

afterEach(cleanup);

const bought: Subscription = {
  id: 12,
  gameId: 1,
  active: true,
  completed: false,
  cancelled: false,
  remainingBalance: 9,
  currencyId: 'USD',
  playerPlays: ['1,2'],
  gamesJoined: 0,
  discountPercent: 10,
  amountPaid: 9,
  discount: 1,
};

const betTypes: BetTypeInfo[] = [
  { betType: 'Perm 2', odds: 60, linePrize: 60, minNumbers: 3, maxNumbers: 10 },
  { betType: 'Direct 2', odds: 60, linePrize: 60, minNumbers: 2, maxNumbers: 2 },
];
const joined = {
  exitCode: 0,
  exitDescription: '',
  gameInstanceId: 1,
  gameStatus: 'OPEN',
  subscriptionCode: null,
  joinEvent: null,
};

async function pickPage(path: string, g = game(), playerSession = session()) {
  const app = await renderApp(path, {
    init: initResult({ filteredGames: [g] }),
    session: playerSession,
    setup: (t) =>
      t
        .respond('getGameLobby', { gameId: g.gameId, gameLobby: { betTypes } })
        .respond('getPlayerAccounts', [])
        .respond('arePlaysAvailableForGame', { available: true, playsAvailable: 100 })
        .respond('checkMaximumWagers', { allowed: true, remaining: 100 })
        .respond('joinGame', joined)
        .respond('joinGamePerm', joined),
  });
  // The page is ready once it shows the game's steps (data-step), not merely once it is mounted.
  await waitFor(() => expect(screen.getByTestId('pick-page').hasAttribute('data-step')).toBe(true));
  return app;
}

describe('picker steps', () => {
  it('a bet-type game asks for the bet type first, in the spec order, then numbers and cost', async () => {
    const { transport } = await pickPage(
      '/pick?id=1',
      game({ gameRule: 'oneDrawGameExt', gamePlaySize: 6, drawRange: 49, gamePlayCost: 1 }),
    );
    await waitFor(() => expect(screen.getByTestId('pick-page').getAttribute('data-step')).toBe('betType'));
    const choices = screen.getAllByTestId('pick-bet-type').map((b) => b.getAttribute('data-bet-type'));
    expect(choices).toEqual(['Direct 2', 'Perm 2']);
    fireEvent.click(screen.getAllByTestId('pick-bet-type')[1]);
    for (const n of [4, 8, 15, 16]) fireEvent.click(screen.getByTestId(`ball-1-${n}`));
    expect(screen.getByTestId('pick-add-selection').textContent).toContain('6');
    fireEvent.click(screen.getByTestId('pick-add-selection'));
    expect(screen.getByTestId('pick-total').textContent).toBe('Total: $6');
    fireEvent.click(screen.getByTestId('pick-confirm'));
    expect(screen.getByTestId('pick-page').getAttribute('data-step')).toBe('wager');
    fireEvent.click(screen.getByTestId('pick-join'));
    await screen.findByTestId('pick-joined');
    const join = transport.calls.find((c) => c.name === 'joinGame')?.params;
    expect(join).toMatchObject({ betType: 'Perm 2', userPlays: ['4,8,15,16'] });
  });

  it('/permpick makes a perm entry of a ranked game and /permbets lists its plays', async () => {
    const { transport, router } = await pickPage(
      '/permpick?id=1',
      game({ gamePlaySize: 3, drawRange: 20, gamePlayCost: 2 }),
    );
    expect(screen.getByTestId('pick-page').getAttribute('data-mode')).toBe('perm');
    for (const n of [1, 2, 3, 4]) fireEvent.click(screen.getByTestId(`ball-1-${n}`));
    fireEvent.click(screen.getByTestId('pick-add-selection'));
    expect(screen.getByTestId('pick-total').textContent).toBe('Total: $8');
    await act(() => router.navigate('/permbets'));
    await waitFor(() => expect(screen.getAllByTestId('perm-play')).toHaveLength(4));
    await act(() => router.navigate('/permpick?id=1'));
    fireEvent.click(await screen.findByTestId('pick-confirm'));
    fireEvent.click(screen.getByTestId('pick-join'));
    await screen.findByTestId('pick-joined');
    expect(transport.calls.find((c) => c.name === 'joinGamePerm')?.params).toMatchObject({
      betType: 'Perm',
      userPlays: ['1,2,3,4'],
      stake: 2,
    });
  });

  it('edit lines puts a line back into the picker; the multi option multiplies the total', async () => {
    await pickPage('/pick?id=1', game({ gamePlaySize: 2, drawRange: 9, gamePlayCost: 1 }));
    for (const n of [1, 2, 3, 4]) fireEvent.click(screen.getByTestId(`ball-1-${n}`));
    expect(screen.getAllByTestId('pick-line')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('pick-multi'), { target: { value: '2' } });
    expect(screen.getByTestId('pick-total').textContent).toBe('Total: $6');
    fireEvent.click(screen.getByTestId('pick-edit-lines'));
    fireEvent.click((await screen.findAllByTestId('edit-line-change'))[0]);
    expect(screen.getAllByTestId('pick-line')).toHaveLength(1);
    expect(screen.getByTestId('ball-1-1').getAttribute('aria-pressed')).toBe('true');
  });

  it('further draws take a promotion code: a refused one says why, an accepted one shows the discount and what was paid', async () => {
    let refuse = true;
    const { transport } = await pickPage(
      '/pick?id=1',
      game({ gamePlaySize: 2, drawRange: 9, gamePlayCost: 5 }),
    );
    transport
      .respond('joinGame', () => {
        if (refuse)
          throw new RpcFault(FaultCode.Validation, 'Promotion code not valid', {
            promotionCode: 'subscriptions.promotion.invalid',
          });
        return { ...joined, subscriptionCode: '12' };
      })
      .respond('getPlayerGameSubscriptions', [
        { ...bought, id: 11, discountPercent: 0, amountPaid: 10, discount: 0 },
        bought,
      ]);
    for (const n of [1, 2]) fireEvent.click(screen.getByTestId(`ball-1-${n}`));
    expect(screen.queryByTestId('pick-promotion-code')).toBeNull(); // one draw: no subscription
    fireEvent.change(screen.getByTestId('pick-multi'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('pick-promotion-code'), { target: { value: ' RAFFLE50 ' } });
    fireEvent.click(screen.getByTestId('pick-confirm'));
    fireEvent.click(screen.getByTestId('pick-join'));
    expect((await screen.findByTestId('pick-error')).textContent).toBe(
      'This promotion code is not valid for this game.',
    );
    expect(transport.calls.find((c) => c.name === 'joinGame')?.params).toMatchObject({
      subscriptions: 2,
      promotionCode: 'RAFFLE50',
    });

    refuse = false;
    fireEvent.click(screen.getByTestId('pick-retry'));
    fireEvent.change(screen.getByTestId('pick-promotion-code'), { target: { value: 'raffle10' } });
    fireEvent.click(screen.getByTestId('pick-confirm'));
    fireEvent.click(screen.getByTestId('pick-join'));
    // The numbers are the server's: 2 draws of $5.00 less 10%.
    expect((await screen.findByTestId('pick-subscription-paid')).textContent).toBe(
      'You paid $9 for the further draws.',
    );
    expect(screen.getByTestId('pick-subscription-saved').textContent).toBe(
      'Promotion applied: 10% off, you saved $1.',
    );
  });

  it('manual raffle pick takes a ticket number in range, once', async () => {
    await pickPage('/pick?id=1', game({ gameRule: 'raffleGame', gamePlaySize: 1, drawRange: 10_000 }));
    expect(screen.queryByTestId('ball-grid-1')).toBeNull();
    // A raffle sells tickets, not lines of numbers.
    expect(screen.getByTestId('pick-instructions').textContent).toBe(
      'Each ticket is one number from 1 to 10000: choose yours, or let Lucky Dip pick it.',
    );
    expect(screen.getByTestId('pick-remaining').textContent).toMatch(/^You can buy up to \d+ tickets?\.$/);
    fireEvent.click(screen.getByTestId('pick-raffle-manual'));
    const input = await screen.findByTestId('raffle-pick-number');
    fireEvent.change(input, { target: { value: '10001' } });
    fireEvent.click(screen.getByTestId('raffle-pick-add'));
    expect(screen.getByTestId('raffle-pick-error').textContent).toBe('Enter a number from 1 to 10000.');
    fireEvent.change(input, { target: { value: '4242' } });
    fireEvent.click(screen.getByTestId('raffle-pick-add'));
    await waitFor(() => expect(screen.queryByTestId('raffle-pick-dialog')).toBeNull());
    expect(screen.getByTestId('pick-line').textContent).toContain('4242');
  });

  it('one-click number pick buys a line at once', async () => {
    const { transport } = await pickPage('/pick?id=1', game({ gamePlaySize: 2, drawRange: 60 }));
    fireEvent.click(screen.getByTestId('pick-one-click'));
    const dialog = await screen.findByTestId('one-click-pick-dialog');
    expect(dialog.querySelectorAll('[data-ball]').length).toBe(49);
    fireEvent.click(within(dialog).getByTestId('ball-1-7'));
    fireEvent.click(within(dialog).getByTestId('ball-1-49'));
    fireEvent.click(screen.getByTestId('one-click-buy'));
    await screen.findByTestId('pick-joined');
    expect(transport.calls.find((c) => c.name === 'joinGame')?.params).toMatchObject({ userPlays: ['7,49'] });
  });

  // Issue 34: the wager step offered every currency the player held, and the server refuses a join
  // in any but the game's (noSuchCurrency). Only the game's currency is offered and paid in.
  it("pays in the game's currency only, though the player also holds euros", async () => {
    const { transport } = await pickPage(
      '/pick?id=1',
      game({ gamePlaySize: 1, drawRange: 9, gamePlayCost: 1 }),
      session({ playerAccounts: [account(), account({ accountId: 2, accountCurrency: 'EUR' })] }),
    );
    fireEvent.click(screen.getByTestId('ball-1-3'));
    fireEvent.click(screen.getByTestId('pick-confirm'));
    expect(screen.queryByTestId('pick-currency')).toBeNull();
    expect(screen.getByTestId('pick-total').textContent).toBe('Total: $1');
    fireEvent.click(screen.getByTestId('pick-join'));
    await screen.findByTestId('pick-joined');
    expect(transport.calls.find((c) => c.name === 'joinGame')?.params).toMatchObject({ currencyId: 'USD' });
  });
});
