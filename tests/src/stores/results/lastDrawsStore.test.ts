import { describe, expect, it } from 'vitest';
import { runInAction } from 'mobx';
import { game } from '../../fakes/fixtures';
import { rootWith } from './loggedInRoot';

describe('last winning draws', () => {
  it('offers ball games only and shows the first by default', async () => {
    const { root, transport } = await rootWith({ loggedIn: false });
    root.lobby.add(
      game({ gameInstanceId: 1, gameId: 201, gameRule: 'raffleGame', gameTitle: 'Weekend Raffle' }),
    );
    root.lobby.add(game({ gameInstanceId: 2, gameId: 102, gameTitle: 'Fast 5/35' }));
    root.lobby.add(game({ gameInstanceId: 3, gameId: 102, gameTitle: 'Fast 5/35' }));
    transport.respond('getGameLastWinningDraws', [{ gameInstanceId: 9, draws: [1, 2, 3, 4, 5], endedOn: 1 }]);
    const draws = root.results.lastDraws;
    expect(draws.choices.map((c) => c.gameId)).toEqual([102]);
    await draws.show();
    expect(transport.calls.at(-1)?.params).toMatchObject({ gameId: 102 });
    expect(draws.draws).toHaveLength(1);
  });

  it('reloads when an instance of the shown game finishes, even if it leaves the lobby at once', async () => {
    const { root, transport } = await rootWith({ loggedIn: false });
    root.lobby.add(game({ gameInstanceId: 2, gameId: 102, gameStatus: 'STARTED', timeStamp: 1 }));
    root.lobby.add(game({ gameInstanceId: 5, gameId: 101, gameStatus: 'STARTED', timeStamp: 1 }));
    let answers = 0;
    transport.respond('getGameLastWinningDraws', () => {
      answers++;
      return [];
    });
    const draws = root.results.lastDraws;
    await draws.show(102);
    const stop = draws.watch();
    runInAction(() => root.lobby.remove(5)); // another game: no reload
    expect(answers).toBe(1);
    runInAction(() => root.lobby.remove(2));
    expect(answers).toBe(2);
    stop();
  });
});
