import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../fakes/renderApp';
import { configuration, game, initResult, session } from '../../fakes/fixtures';

afterEach(cleanup);

const ended = game({
  gameInstanceId: 42,
  gameId: 102,
  gameTitle: 'Fast 5/35',
  gameStatus: 'ENDED',
  gamePlayCost: 1,
  gameFeePerPlay: 0.1,
});

const gameResults = {
  gameInstanceId: 42,
  gameStatus: 'ENDED',
  results: {
    draws: [5, 10, 15, 20, 25],
    winners: [{ username: 'alice', screenName: 'Alice', play: '5,10,15,20,30', rankNumber: 2, prize: 20 }],
  },
  replay: { gameStatus: 'REPLAY1', startDelayMs: 5000, drawRange: 35 },
};

const detail = {
  game: ended,
  plays: [
    { play: '5,10,15,20,30', rankNumber: 2, prize: 20, isMyPlay: true },
    { play: '1,2,3,4,6', rankNumber: null, prize: 0, isMyPlay: true },
  ],
};

describe('results pages', () => {
  it('/draws lists the last winning numbers of the first ball game', async () => {
    await renderApp('/draws', {
      init: initResult({ filteredGames: [game({ gameId: 102, gameTitle: 'Fast 5/35' })] }),
      setup: (t) =>
        t.respond('getGameLastWinningDraws', [
          { gameInstanceId: 9, draws: [3, 1, 4, 15, 9], draws2nd: [2], endedOn: 1_700_000_000_000 },
        ]),
    });
    const row = await screen.findByTestId('draw-row');
    expect(
      within(row)
        .getAllByTestId('ball')
        .map((b) => b.textContent),
    ).toEqual(['3', '1', '4', '15', '9', '2']);
    expect(within(row).getByTestId('draw-replay').getAttribute('href')).toBe('/replay?id=9');
  });

  it('/history asks a visitor to log in, and pages a player 5 at a time', async () => {
    await renderApp('/history');
    expect(await screen.findByTestId('login-prompt')).toBeTruthy();
    cleanup();

    const entries = (page: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        gameInstanceId: page * 10 + i + 1,
        gameId: 102,
        gameTitle: 'Fast 5/35',
        gameEndedOn: 1_700_000_000_000,
        plays: 2,
        wagered: 2.2,
        won: i === 0 ? 5 : 0,
        currencyId: 'USD',
      }));
    await renderApp('/history', {
      session: session(),
      setup: (t) =>
        t.respond('searchGameHistory', (p: { page: number }) => ({
          totalCount: 7,
          result: entries(p.page, p.page === 0 ? 5 : 2),
        })),
    });
    expect(await screen.findAllByTestId('completed-row')).toHaveLength(5);
    expect((screen.getByTestId('completed-next') as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(screen.getByTestId('completed-next')));
    expect(screen.getAllByTestId('completed-row')).toHaveLength(2);
    expect((screen.getByTestId('completed-next') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('completed-page-number').textContent).toBe('Page 2');
  });

  it('/history with nothing played invites the player to the lobby instead of an empty table', async () => {
    await renderApp('/history', {
      session: session(),
      setup: (t) => t.respond('searchGameHistory', { totalCount: 0, result: [] }),
    });
    const empty = await screen.findByTestId('completed-empty');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/lobby');
    expect(screen.queryByTestId('completed-table')).toBeNull();
    expect(screen.queryByTestId('completed-next')).toBeNull();
  });

  it("/history lists an instant purchase with a link to its game's tickets", async () => {
    const draw = {
      gameInstanceId: 7,
      gameId: 102,
      gameTitle: 'Fast 5/35',
      gameEndedOn: 1_700_000_000_000,
      plays: 1,
      wagered: 1.1,
      won: 0,
      currencyId: 'USD',
    };
    const purchase = {
      ...draw,
      gameInstanceId: 0,
      gameId: 603,
      gameTitle: 'Big Wheel',
      plays: 5,
      wagered: 5,
      won: 2,
      instant: { purchaseId: 44, kind: 'spinner' },
    };
    await renderApp('/history', {
      session: session(),
      setup: (t) => t.respond('searchGameHistory', { totalCount: 2, result: [purchase, draw] }),
    });
    const [instantRow, drawRow] = await screen.findAllByTestId('completed-row');
    expect(instantRow.getAttribute('data-kind')).toBe('spinner');
    expect(instantRow.textContent).toContain('Big Wheel');
    expect(within(instantRow).getByRole('link').getAttribute('href')).toBe('/spinner?gid=603');
    expect(
      within(drawRow)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/gameOver?id=7', '/replay?id=7']);
  });

  it('/history sends a bingo game to its own results and replay', async () => {
    const bingo = {
      gameInstanceId: 31,
      gameId: 601,
      gameTitle: 'Bingo 75 Blast',
      gameEndedOn: 1_700_000_000_000,
      plays: 3,
      wagered: 1.5,
      won: 2,
      currencyId: 'USD',
      bingo: true,
    };
    await renderApp('/history', {
      session: session(),
      setup: (t) => t.respond('searchGameHistory', { totalCount: 1, result: [bingo] }),
    });
    const [row] = await screen.findAllByTestId('completed-row');
    expect(
      within(row)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/bingo/gameover?id=31', '/bingo/gameover?id=31&replay=1']);
  });

  it('/replay?id= of a bingo game long gone from the lobby takes a visitor to its replay', async () => {
    const { router } = await renderApp('/replay?id=31', {
      setup: (t) =>
        t
          .respond('getGameResults', {
            gameInstanceId: 31,
            gameStatus: 'ENDED',
            gameRule: 'bingoGame',
            results: { draws: [], winners: [] },
          })
          .respond('getBingoGame', {
            gameInstanceId: 31,
            format: 75,
            gameStatus: 'ENDED',
            callIntervalMs: 3000,
            calls: [7, 68],
            patternIndex: 1,
            patterns: [{ pattern: 'line', prize: 5 }],
            jackpot: 0,
            jackpotCalls: 0,
            seedCommitment: null,
            seed: null,
            cards: [],
            finished: true,
          }),
    });
    expect((await screen.findByTestId('bingo-called')).textContent).toBe('B7, O68');
    expect(router.state.location.pathname).toBe('/bingo/gameover');
    expect(router.state.location.search).toBe('?id=31&replay=1');
  });

  it('/gameOverLottery shows my matches, my winnings and the net', async () => {
    await renderApp('/gameOverLottery?id=42', {
      session: session(),
      setup: (t) => t.respond('getGameResults', gameResults).respond('getGameHistoryDetail', detail),
    });
    const plays = await screen.findAllByTestId('my-play');
    expect(
      within(plays[0])
        .getAllByTestId('ball-matched')
        .map((b) => b.textContent),
    ).toEqual(['5 (matched)', '10 (matched)', '15 (matched)', '20 (matched)']);
    expect(within(plays[0]).getByTestId('my-play-prize').textContent).toBe('Rank 2 · $20');
    expect(within(plays[1]).getByTestId('my-play-prize').textContent).toBe('No win');
    expect(screen.getByTestId('gameover-spent').textContent).toBe('$2.20');
    expect(screen.getByTestId('gameover-net').textContent).toBe('$17.80');
  });

  it('/gameOver sends a raffle to the raffle page', async () => {
    const { router } = await renderApp('/gameOver?id=42', {
      session: session(),
      setup: (t) =>
        t.respond('getGameResults', gameResults).respond('getGameHistoryDetail', {
          game: { ...ended, gameRule: 'raffleGame' },
          plays: [{ play: '77', rankNumber: null, prize: 0, isMyPlay: true }],
        }),
    });
    expect(await screen.findByTestId('gameover-raffle-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gameOverRaffle');
    expect(screen.getByTestId('my-ticket').textContent).toContain('No win');
  });

  it('/replay?id= waits, then shows the drawn balls, with a slot for the stage', async () => {
    await renderApp('/replay?id=42', {
      setup: (t) => t.respond('getGameResults', gameResults),
    });
    const view = await screen.findByTestId('replay-view');
    expect(view.getAttribute('data-phase')).toBe('waiting');
    expect(screen.getByTestId('replay-countdown').textContent).toMatch(/starts in [1-5] s/);
    expect(screen.getByTestId('replay-stage').getAttribute('data-scene')).toBe('lottery');
  });

  it('/replay search: a reversed date range is refused with the message', async () => {
    await renderApp('/replay', { session: session() });
    fireEvent.change(await screen.findByTestId('replay-from'), { target: { value: '2026-11-05' } });
    fireEvent.change(screen.getByTestId('replay-to'), { target: { value: '2026-11-01' } });
    await act(async () => fireEvent.click(screen.getByTestId('replay-submit')));
    expect(screen.getByTestId('replay-form-error').textContent).toBe(
      'The start date must not be after the end date.',
    );
  });

  it('/players lists the players of an instance', async () => {
    await renderApp('/players?id=42', {
      setup: (t) => t.respond('getGamePlayers', [{ screenName: 'Alice' }, { screenName: 'b***' }]),
    });
    expect((await screen.findAllByTestId('player-row')).map((r) => r.textContent)).toEqual(['Alice', 'b***']);
  });

  it('/gameOverRaffleExt: my tickets, one card per rank and the seed beside its commitment', async () => {
    const raffle = { ...ended, gameRule: 'raffleGame', currencyId: 'EUR', payoutCurrencyId: 'EUR' };
    await renderApp('/gameOverRaffleExt?id=42', {
      init: initResult({ configuration: configuration({ raffleTicketPrefix: 'DH' }) }),
      session: session(),
      setup: (t) =>
        t
          .respond('getGameResults', {
            gameInstanceId: 42,
            gameStatus: 'ENDED',
            results: {
              draws: [3],
              seed: 'ab12',
              seedCommitment: 'cd34',
              winners: [{ username: 'alice', screenName: 'Alice', play: '1234', rankNumber: 1, prize: 350 }],
            },
          })
          .respond('getGameHistoryDetail', {
            game: raffle,
            plays: [
              { play: '1234', rankNumber: 1, prize: 350, isMyPlay: true },
              { play: '99', rankNumber: null, prize: 0, isMyPlay: true },
            ],
          })
          .respond('getGamePayoutInfo', {
            gameId: 102,
            gamePayoutInfo: [
              {
                rankNumber: 1,
                rankPrize: 350,
                prizePercentage: 50,
                guaranteedPrize: 0,
                meta: { rankTitle: 'First prize' },
              },
              { rankNumber: 2, rankPrize: 100, prizePercentage: 20, guaranteedPrize: 0 },
            ],
          }),
    });
    const cards = await screen.findAllByTestId('rank-card');
    expect(cards.map((c) => c.textContent)).toEqual(['First prize€350Alice', 'Rank 2Not won']);
    expect(screen.getAllByTestId('my-ticket').map((t) => t.textContent)).toEqual([
      'Ticket DH1234Rank 1 · €350',
      'Ticket DH99No win',
    ]);
    expect(screen.getByTestId('seed-proof').textContent).toContain('ab12');
  });
});
