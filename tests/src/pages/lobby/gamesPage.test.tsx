import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GamesPage } from '../../../../src/pages/lobby/GamesPage';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game, initResult } from '../../fakes/fixtures';
import { renderWithStores } from '../../fakes/renderWithStores';

const GAMES = [
  game({ gameInstanceId: 1, gameTitle: 'Daily Lotto', gameRule: 'regularGame' }),
  game({ gameInstanceId: 2, gameTitle: 'Big Raffle', gameRule: 'raffleGame' }),
  game({ gameInstanceId: 3, gameTitle: 'Bingo 90', gameRule: 'bingoGame90' }),
];
const ON_SALE = {
  currencyId: 'USD',
  price: 2,
  topPrize: 1000,
  oddsOneIn: 4,
  rtp: 0.6,
  packSizes: [1, 5],
  open: true,
};
const INSTANT = [
  { ...ON_SALE, gameId: 601, title: 'Lucky 7s', titleShort: 'Lucky 7s', kind: 'scratchcard' },
  { ...ON_SALE, gameId: 602, title: 'Big Wheel', titleShort: 'Big Wheel', kind: 'spinner' },
];

async function openGames(path: string, globalFilter: string | null = null) {
  const transport = new FakeTransport();
  transport
    .respond('init', initResult({ filteredGames: GAMES }))
    .respond('ping', {})
    .respond('getFilteredGames', { games: GAMES })
    .respond('getInstantGames', INSTANT);
  const root = new RootStore({ transport, memberId: 1 });
  root.settings.update({ globalFilter });
  await root.start();
  renderWithStores(<GamesPage />, root, path);
  await act(async () => {});
  return root;
}

const tileTitles = () => screen.queryAllByTestId('lobby-tile').map((t) => t.querySelector('h3')?.textContent);

afterEach(cleanup);

describe('/games', () => {
  it('shows every draw game and the instant games when no kind is chosen', async () => {
    await openGames('/games');
    expect(tileTitles().sort()).toEqual(['Big Raffle', 'Bingo 90', 'Daily Lotto']);
    expect(screen.getByTestId('instant-grid')).toBeTruthy();
    expect(screen.getByTestId('games-kind-all').getAttribute('aria-current')).toBe('page');
  });

  it('narrows to one kind from ?kind= and from the kind links', async () => {
    await openGames('/games?kind=bingo');
    expect(tileTitles()).toEqual(['Bingo 90']);
    expect(screen.queryByTestId('instant-grid')).toBeNull();
    fireEvent.click(screen.getByTestId('games-kind-raffle'));
    expect(tileTitles()).toEqual(['Big Raffle']);
    expect(screen.getByTestId('games-kind-raffle').getAttribute('aria-current')).toBe('page');
  });

  it('shows only the instant games of an instant kind', async () => {
    await openGames('/games?kind=spinner');
    expect(tileTitles()).toEqual([]);
    expect(screen.getByTestId('instant-grid').textContent).toContain('Big Wheel');
    expect(screen.getByTestId('instant-grid').textContent).not.toContain('Lucky 7s');
  });

  // Issue 34: the spec's global filter (?f=, kept in the stored settings) was never read.
  it('opens on the remembered global filter, and a chosen kind becomes the new one', async () => {
    const root = await openGames('/games', 'raffle');
    expect(tileTitles()).toEqual(['Big Raffle']);
    fireEvent.click(screen.getByTestId('games-kind-bingo'));
    await act(async () => {});
    expect(tileTitles()).toEqual(['Bingo 90']);
    expect(root.settings.globalFilter).toBe('bingo');
    fireEvent.click(screen.getByTestId('games-kind-all'));
    await act(async () => {});
    expect(root.settings.globalFilter).toBeNull();
    expect(tileTitles().sort()).toEqual(['Big Raffle', 'Bingo 90', 'Daily Lotto']);
  });
});
