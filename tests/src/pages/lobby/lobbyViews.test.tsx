import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configuration, game, initResult, session } from '../../fakes/fixtures';
import { renderApp } from '../../fakes/renderApp';

afterEach(cleanup);

const openGames = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    game({ gameInstanceId: i + 1, gameId: 10 + i, gameTitle: `Game ${i + 1}`, gamePlayCurrent: i }),
  );

describe('home: slim view or a main-lobby variant', () => {
  it('few open games: the slim view with the main game (fewest plays left)', async () => {
    const games = [
      game({ gameInstanceId: 1, gameTitle: 'Roomy', gamePlayMax: 100, gamePlayCurrent: 1 }),
      game({ gameInstanceId: 2, gameTitle: 'Nearly full', gamePlayMax: 100, gamePlayCurrent: 95 }),
    ];
    await renderApp('/', { init: initResult({ filteredGames: games }) });
    const main = await screen.findByTestId('slim-main');
    expect(main.getAttribute('data-game-id')).toBe('2');
    expect(screen.getByTestId('slim-others').textContent).toContain('Roomy');
  });

  it('enough open games: the tabs lobby; with switch-main on: the sections variant', async () => {
    await renderApp('/', { init: initResult({ filteredGames: openGames(5) }) });
    expect((await screen.findByTestId('lobby')).getAttribute('data-variant')).toBe('tabs');
    cleanup();
    await renderApp('/', {
      init: initResult({ filteredGames: openGames(2), configuration: configuration({ switchMain: true }) }),
    });
    expect((await screen.findByTestId('lobby')).getAttribute('data-variant')).toBe('sections');
    expect(screen.getByTestId('lobby-section-lottery')).toBeTruthy();
  });

  it('/newlobby, /games, /raffle and /permlobby show their games', async () => {
    const games = [
      game({ gameInstanceId: 1, gameTitle: 'Lotto' }),
      game({ gameInstanceId: 2, gameTitle: 'Big Raffle', gameRule: 'raffleGame' }),
      game({ gameInstanceId: 3, gameTitle: 'Perm Pick 5', gameRule: 'oneDrawGamePerm' }),
    ];
    const { router } = await renderApp('/raffle', { init: initResult({ filteredGames: games }) });
    await waitFor(() => expect(screen.getAllByTestId('lobby-tile')).toHaveLength(1));
    expect(screen.getByTestId('lobby-tile').textContent).toContain('Big Raffle');
    await act(() => router.navigate('/permlobby'));
    await waitFor(() => expect(screen.getByTestId('lobby').getAttribute('data-variant')).toBe('permlobby'));
    // Ranked lotteries and one-draw perm games take perm entries; raffles do not.
    expect(screen.getAllByTestId('lobby-tile')).toHaveLength(2);
    expect(screen.getAllByTestId('tile-play').map((a) => a.getAttribute('href'))).toEqual([
      '/permpick?id=1',
      '/permpick?id=3',
    ]);
    await act(() => router.navigate('/games'));
    await waitFor(() => expect(screen.getAllByTestId('lobby-tile')).toHaveLength(3));
    await act(() => router.navigate('/newlobby'));
    await waitFor(() => expect(screen.getByTestId('lobby').getAttribute('data-variant')).toBe('sections'));
  });
});

describe('deep links and Enter Now', () => {
  it('?gid= on the lobby opens the open instance of that game in the picker', async () => {
    const { router } = await renderApp('/lobby?gid=11', {
      init: initResult({ filteredGames: openGames(5) }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pick'));
    expect(router.state.location.search).toBe('?id=2');
  });

  it("a raffle card's Enter Now goes to the lobby with id and gid, which opens the picker", async () => {
    const raffle = game({
      gameInstanceId: 7,
      gameId: 70,
      gameTitle: 'Big Raffle',
      gameRule: 'raffleGame',
      gameLobby: {
        gamePayoutInfo: [
          { rankNumber: 2, rankPrize: 50, prizePercentage: 0, guaranteedPrize: 0 },
          { rankNumber: 1, rankPrize: 500, prizePercentage: 0, guaranteedPrize: 1000 },
        ],
      },
    });
    const { root, router } = await renderApp('/raffle', { init: initResult({ filteredGames: [raffle] }) });
    await screen.findByTestId('lobby-tile');
    act(() => root.gameInfo.open('payout', 7));
    const cards = await screen.findAllByTestId('raffle-card');
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('Gtd');
    fireEvent.click(screen.getAllByTestId('raffle-enter-now')[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pick'));
    expect(router.state.location.search).toBe('?id=7');
    expect(root.gameInfo.dialog).toBeNull();
  });
});

describe('play-game and live games dialogs', () => {
  it('registration end of a game the player is in opens Play Game, which leads to the playout', async () => {
    const games = openGames(5);
    const { root, transport, router } = await renderApp('/lobby', {
      init: initResult({ filteredGames: games }),
      session: session(),
    });
    await screen.findAllByTestId('lobby-tile');
    act(() => root.lobby.patch(3, undefined, { playerInGame: true }));
    act(() =>
      transport.push({
        topic: 'lobby.1',
        seq: 1,
        event: 'gamesBatch',
        data: { games: [{ ...games[2], gameStatus: 'CLOSED', timeStamp: 5_000 }], removed: [] },
      }),
    );
    expect((await screen.findByTestId('play-game-body')).textContent).toContain('Game 3');
    fireEvent.click(screen.getByTestId('play-game-play'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/playout'));
    expect(router.state.location.search).toBe('?id=3');
  });

  it('the live games dialog lists games being drawn', async () => {
    const games = [
      ...openGames(4),
      game({ gameInstanceId: 9, gameTitle: 'Drawing now', gameStatus: 'STARTED' }),
    ];
    await renderApp('/lobby', { init: initResult({ filteredGames: games }) });
    fireEvent.click(await screen.findByTestId('lobby-live-games'));
    const live = await screen.findAllByTestId('live-game');
    expect(live).toHaveLength(1);
    expect(live[0].textContent).toContain('Drawing now');
  });
});
