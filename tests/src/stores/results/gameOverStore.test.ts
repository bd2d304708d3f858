import { runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { FaultCode } from '../../../../protocol/faults';
import { game } from '../../fakes/fixtures';
import { rootWith } from './loggedInRoot';

const results = (overrides = {}) => ({
  gameInstanceId: 42,
  gameStatus: 'ENDED',
  results: {
    draws: [5, 10, 15, 20, 25],
    winners: [{ screenName: 'Alice', play: '5,10,15,20,30', rankNumber: 2, prize: 20 }],
  },
  ...overrides,
});

describe('game over', () => {
  it('joins the results with my plays: matches, winnings and net', async () => {
    const { root, transport } = await rootWith();
    transport.respond('getGameResults', results()).respond('getGameHistoryDetail', {
      game: game({
        gameInstanceId: 42,
        gameStatus: 'ENDED',
        gamePlayCost: 1,
        gameFeePerPlay: 0.1,
        gamePlaySize: 5,
      }),
      plays: [
        { play: '5,10,15,20,30', rankNumber: 2, prize: 20, isMyPlay: true },
        { play: '1,2,3,4,6', rankNumber: null, prize: 0, isMyPlay: true },
      ],
    });
    const over = root.results.gameOver;
    await over.load(42);
    expect(transport.calls.find((c) => c.name === 'getGameResults')?.params).toMatchObject({
      gameInstanceId: 42,
      replay: false,
    });
    expect(over.kind).toBe('lottery');
    expect(over.ended).toBe(true);
    expect(over.summary).toMatchObject({ playCount: 2, winningPlays: 1, spent: 2.2, won: 20, net: 17.8 });
    expect(over.summary?.plays[0].matchedMain).toEqual([5, 10, 15, 20]);
  });

  it('a player who was not in the game sees the results without plays', async () => {
    const { root, transport } = await rootWith();
    transport
      .respond('getGameResults', results())
      .fault('getGameHistoryDetail', FaultCode.Validation, 'No such game in your history');
    await root.results.gameOver.load(42);
    expect(root.results.gameOver.error).toBeNull();
    expect(root.results.gameOver.summary?.playCount).toBe(0);
    expect(root.results.gameOver.finished?.results.draws).toHaveLength(5);
  });

  it('a visitor does not ask for history; a lost connection is an error', async () => {
    const visitor = await rootWith({ loggedIn: false });
    visitor.transport.respond('getGameResults', results());
    await visitor.root.results.gameOver.load(42);
    expect(visitor.transport.callNames()).not.toContain('getGameHistoryDetail');

    const { root, transport } = await rootWith();
    transport
      .respond('getGameResults', results())
      .fault('getGameHistoryDetail', 'Client.Error.RequestTimeout', 'Request timed out.');
    await root.results.gameOver.load(42);
    expect(root.results.gameOver.error).toBe('Request timed out.');
  });

  it('raffles are told apart by their rule and list winners by rank', async () => {
    const { root, transport } = await rootWith();
    transport
      .respond(
        'getGameResults',
        results({
          results: {
            draws: [9, 3],
            winners: [
              { screenName: 'B', play: '77', rankNumber: 2, prize: 5 },
              { screenName: 'A', play: '12', rankNumber: 1, prize: 50 },
            ],
          },
        }),
      )
      .respond('getGameHistoryDetail', {
        game: game({
          gameInstanceId: 42,
          gameRule: 'raffleGame',
          currencyId: 'EUR',
          payoutCurrencyId: 'EUR',
        }),
        plays: [{ play: '12', rankNumber: 1, prize: 50, isMyPlay: true }],
      });
    await root.results.gameOver.load(42);
    expect(root.results.gameOver.kind).toBe('raffle');
    expect(root.results.gameOver.currencyId).toBe('EUR');
    expect(root.results.gameOver.winnersByRank.map((w) => w.play)).toEqual(['12', '77']);
  });

  it('a game opened while it is drawn reloads when it ends', async () => {
    const { root, transport } = await rootWith({ loggedIn: false });
    root.lobby.add(game({ gameInstanceId: 42, gameStatus: 'STARTED', timeStamp: 1 }));
    transport.respond('getGameResults', results({ gameStatus: 'STARTED' }));
    const over = root.results.gameOver;
    await over.load(42);
    expect(over.ended).toBe(false);
    const stop = over.watch();
    transport.respond('getGameResults', results());
    runInAction(() => root.lobby.patch(42, 2, { gameStatus: 'ENDED' }));
    await vi.waitFor(() => expect(over.ended).toBe(true));
    stop();
  });
});
