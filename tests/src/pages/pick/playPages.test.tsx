import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../fakes/renderApp';
import { game, initResult, session } from '../../fakes/fixtures';

afterEach(cleanup);

const lotto = game({
  gamePlaySize: 3,
  drawRange: 12,
  gamePlayCost: 2,
  gameFeePerPlay: 0.5,
  progressiveAmount: 1000,
  gameLobby: {
    description: '<p>Match <b>three</b></p><script>x()</script>',
    gamePayoutInfo: [
      { rankNumber: 2, rankPrize: 12, prizePercentage: 0, guaranteedPrize: 0 },
      { rankNumber: 1, rankPrize: 100, prizePercentage: 0, guaranteedPrize: 250 },
      { rankNumber: 3, rankPrize: 0, prizePercentage: 0, guaranteedPrize: 0 },
    ],
  },
});
const init = initResult({ filteredGames: [lotto] });

describe('payout and rules dialogs', () => {
  it("'Game Payout': balls matched, Gtd, multiplier rounded down to 0.5, ranks paid, disclaimer", async () => {
    await renderApp('/pick?id=1', { init });
    fireEvent.click(await screen.findByTestId('pick-payout'));
    const dialog = await screen.findByTestId('payout-dialog');
    expect(dialog.textContent).toContain('Game Payout');
    expect(screen.getAllByTestId('payout-balls').map((c) => c.textContent)).toEqual(['3', '2', '1']);
    expect(screen.getAllByTestId('payout-prize').map((c) => c.textContent)).toEqual([
      '$250 Gtd',
      '$12',
      '$0',
    ]);
    // 250 / 2.5 = 100x; 12 / 2.5 = 4.8, rounded down to 4.5x
    expect(screen.getAllByTestId('payout-multiplier').map((c) => c.textContent)).toEqual([
      '100x',
      '4.5x',
      '0x',
    ]);
    expect(screen.getByTestId('payout-ranks-paid').textContent).toBe('Ranks paid: 2');
    expect(screen.getByTestId('payout-disclaimer').textContent).toBe(
      'All values are estimated assuming no ties in each rank',
    );
    expect(screen.getByTestId('payout-fee').textContent).toBe('$0.50');
  });

  it("shows 'n/a' for a free game", async () => {
    const free = game({ ...lotto, gamePlayCost: 0, gameFeePerPlay: 0 });
    await renderApp('/pick?id=1', { init: initResult({ filteredGames: [free] }) });
    fireEvent.click(await screen.findByTestId('pick-payout'));
    expect((await screen.findAllByTestId('payout-multiplier'))[0].textContent).toBe('n/a');
  });

  it('rules show the sanitised description', async () => {
    await renderApp('/pick?id=1', { init });
    fireEvent.click(await screen.findByTestId('pick-rules'));
    const description = await screen.findByTestId('rules-description');
    expect(description.innerHTML).toContain('<b>three</b>');
    expect(description.innerHTML).not.toContain('script');
  });
});

describe('number picker', () => {
  it('picks by click and keyboard, completes a line and joins', async () => {
    const { transport, root } = await renderApp('/pick?id=1', {
      init,
      session: session(),
      setup: (t) =>
        t
          .respond('arePlaysAvailableForGame', { available: true, playsAvailable: 50 })
          .respond('checkMaximumWagers', { allowed: true, remaining: 50 })
          .respond('getPlayerAccounts', [])
          .respond('joinGame', {
            exitCode: 0,
            exitDescription: '',
            gameInstanceId: 1,
            gameStatus: 'OPEN',
            subscriptionCode: null,
            joinEvent: null,
          }),
    });
    const first = await screen.findByTestId('ball-1-1');
    fireEvent.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('false');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('ball-1-2'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByTestId('ball-1-12'));
    fireEvent.click(screen.getByTestId('ball-1-4'));
    fireEvent.click(screen.getByTestId('ball-1-9'));
    fireEvent.click(screen.getByTestId('ball-1-2'));
    expect(screen.getAllByTestId('pick-line').map((l) => l.textContent)).toEqual(['2 4 9×']);
    expect(screen.getByTestId('pick-total').textContent).toBe('Total: $2.50');
    fireEvent.click(screen.getByTestId('pick-confirm'));
    await act(async () => fireEvent.click(screen.getByTestId('pick-join')));
    expect(await screen.findByTestId('pick-joined')).toBeTruthy();
    expect(transport.calls.find((c) => c.name === 'joinGame')?.params).toMatchObject({
      userPlays: ['2,4,9'],
    });
    expect(root.lobby.games.get(1)?.playerInGame).toBe(true);
  });

  it('a join refused for funds shows the spec text and offers a deposit', async () => {
    await renderApp('/pick?id=1', {
      init,
      session: session(),
      setup: (t) =>
        t
          .respond('arePlaysAvailableForGame', { available: true, playsAvailable: 50 })
          .respond('checkMaximumWagers', { allowed: true, remaining: 50 })
          .respond('joinGame', {
            exitCode: 2,
            exitDescription: 'Insufficient funds',
            gameInstanceId: 1,
            gameStatus: 'OPEN',
            subscriptionCode: null,
            joinEvent: null,
          }),
    });
    fireEvent.click(await screen.findByTestId('pick-lucky-dip'));
    fireEvent.click(screen.getByTestId('pick-confirm'));
    await act(async () => fireEvent.click(screen.getByTestId('pick-join')));
    expect((await screen.findByTestId('pick-not-joined')).textContent).toContain('Insufficient funds.');
    expect(await screen.findByTestId('notEnoughFunds-dialog')).toBeTruthy();
    expect(screen.getByTestId('notEnoughFunds-deposit').textContent).toBe('Deposit');
  });
});

describe('game notices', () => {
  it("'Game Refunded' only for a player in the game", async () => {
    const { transport, root } = await renderApp('/', {
      init: initResult({ filteredGames: [game({ playerInGame: true })] }),
    });
    act(() =>
      transport.push({
        topic: 'lobby.1',
        event: 'gameRefunded',
        data: { gameInstanceId: 1, timeStamp: 2000 },
      } as never),
    );
    expect(screen.getByTestId('notice-dialog').textContent).toContain('Game Refunded');
    expect(screen.getByTestId('notice-body').textContent).toBe('Your bets have been refunded');
    expect(root.lobby.games.has(1)).toBe(false);
  });

  it('the lobby tile of an open game links to the picker', async () => {
    await renderApp('/', { init });
    expect((await screen.findByTestId('tile-play')).getAttribute('href')).toBe('/pick?id=1');
  });
});
