import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LobbyPage } from '../../../../src/pages/lobby/LobbyPage';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game, initResult, player, session } from '../../fakes/fixtures';
import { renderWithStores } from '../../fakes/renderWithStores';

const NOW = new Date('2026-01-01T12:00:00Z').getTime();

async function storeWith(games = [game()], instantGames: unknown[] = []) {
  const transport = new FakeTransport();
  transport.respond('getInstantGames', instantGames);
  transport.respond(
    'init',
    initResult({ filteredGames: games, sync: { clientInformationUpdated: true, serverTimeMillis: NOW } }),
  );
  transport.respond('ping', {}).respond('getFilteredGames', { games });
  const root = new RootStore({ transport, memberId: 1 });
  await root.start();
  return { root, transport };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LobbyPage', () => {
  it('shows tiles with title, cost, players, plays, prize and status', async () => {
    const { root } = await storeWith([
      game({
        gameInstanceId: 1,
        gameTitle: 'Daily 6/49',
        gamePlayCost: 2,
        gamePlayerCurrent: 3,
        gamePlayCurrent: 5,
        gamePlayMax: 100,
        prizePool: 1500,
      }),
      game({
        gameInstanceId: 2,
        gameTitle: 'Free Roll',
        gamePlayCost: 0,
        registrationEndTime: NOW + 7_200_000,
      }),
    ]);
    renderWithStores(<LobbyPage />, root);
    const tiles = screen.getAllByTestId('lobby-tile');
    expect(tiles).toHaveLength(2);
    const first = within(tiles[0]);
    expect(first.getByText('Daily 6/49')).toBeTruthy();
    expect(first.getByTestId('tile-cost').textContent).toBe('$2');
    expect(first.getByTestId('tile-players').textContent).toBe('3');
    expect(first.getByTestId('tile-plays').textContent).toBe('5 / 100');
    expect(first.getByTestId('tile-prize').textContent).toBe('$1.5k');
    expect(first.getByTestId('tile-status').textContent).toBe('open');
    expect(within(tiles[1]).getByTestId('tile-cost').textContent).toBe('FREE');
  });

  it('updates a tile live from a gamesBatch push', async () => {
    const { root, transport } = await storeWith([
      game({ gameInstanceId: 1, gamePlayerCurrent: 3, timeStamp: 1 }),
    ]);
    renderWithStores(<LobbyPage />, root);
    act(() => {
      transport.push({
        topic: 'lobby.1',
        event: 'gamesBatch',
        seq: 1,
        data: {
          games: [
            game({
              gameInstanceId: 1,
              gamePlayerCurrent: 12,
              gamePlayMax: 12,
              gamePlayCurrent: 12,
              timeStamp: 2,
            }),
          ],
          removed: [],
        },
      });
    });
    expect(screen.getByTestId('tile-players').textContent).toBe('12');
    expect(screen.getByTestId('tile-status').textContent).toBe('sold out');
    act(() => {
      transport.push({ topic: 'lobby.1', event: 'gamesBatch', seq: 2, data: { games: [], removed: [1] } });
    });
    expect(screen.queryAllByTestId('lobby-tile')).toHaveLength(0);
    expect(screen.getByTestId('lobby-empty')).toBeTruthy();
  });

  it('ticks the countdown every second and drops it at 900 ms or less', async () => {
    const { root } = await storeWith([game({ registrationEndTime: NOW + 3_000 })]);
    renderWithStores(<LobbyPage />, root);
    expect(screen.getByTestId('tile-countdown').textContent).toBe('00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('tile-countdown').textContent).toBe('00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('tile-countdown').textContent).toBe('00:00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('tile-countdown')).toBeNull();
  });

  it('switches tabs', async () => {
    const { root } = await storeWith([
      game({ gameInstanceId: 1, gameTitle: 'Lotto', gameRule: 'regularGame' }),
      game({ gameInstanceId: 2, gameTitle: 'Big Raffle', gameRule: 'raffleGame' }),
    ]);
    renderWithStores(<LobbyPage />, root);
    expect(screen.getByTestId('lobby-tab-instaplay').textContent).toContain('Instaplay');
    expect(screen.getAllByTestId('lobby-tile').map((t) => t.querySelector('h3')?.textContent)).toEqual([
      'Lotto',
    ]);
    fireEvent.click(screen.getByTestId('lobby-tab-raffle'));
    expect(screen.getAllByTestId('lobby-tile').map((t) => t.querySelector('h3')?.textContent)).toEqual([
      'Big Raffle',
    ]);
  });

  it('counts the instant games on sale under Instaplay, beside its game instances', async () => {
    const { root } = await storeWith(
      [game({ gameInstanceId: 1, instaplay: true })],
      [
        { gameId: 601, open: true },
        { gameId: 602, open: true },
        { gameId: 603, open: false },
      ],
    );
    renderWithStores(<LobbyPage />, root);
    await act(async () => {});
    expect(screen.getByTestId('lobby-tab-instaplay').querySelector('.lobby-tab__count')?.textContent).toBe(
      '3',
    );
  });

  it('shows the favourite star only to logged-in players and saves the favourite', async () => {
    const { root, transport } = await storeWith([game({ gameId: 10 })]);
    renderWithStores(<LobbyPage />, root);
    expect(screen.queryByTestId('tile-favorite')).toBeNull();
    transport
      .respond('login', { player: player() })
      .respond('loadPlayer', session())
      .respond('saveFavoriteGame', { favoriteGames: [10] });
    await act(() => root.session.login('alice', 'pw1234'));
    const star = screen.getByTestId('tile-favorite');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(star));
    expect(transport.calls.find((c) => c.name === 'saveFavoriteGame')?.params).toEqual({ gameId: 10 });
    expect(screen.getByTestId('tile-favorite').getAttribute('aria-pressed')).toBe('true');
  });
});
