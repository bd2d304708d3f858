import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../../src/stores/RootStore';
import { GamesInCurrency } from '../../../../src/stores/lobby/GamesInCurrency';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game } from '../../fakes/fixtures';

describe('/games narrowed to one currency', () => {
  it("shows the server's draws in that currency through the lobby's live copies", async () => {
    const transport = new FakeTransport().respond('getAllGameTypeInstances', {
      games: [game({ gameInstanceId: 2, currencyId: 'EUR', gamePlayCurrent: 1 })],
    });
    const root = new RootStore({ transport, memberId: 3 });
    root.lobby.add(game({ gameInstanceId: 1, currencyId: 'USD' }));
    root.lobby.add(game({ gameInstanceId: 2, currencyId: 'EUR', gamePlayCurrent: 9 }));
    const inCurrency = new GamesInCurrency(root);

    await inCurrency.choose('EUR');
    expect(transport.calls.at(-1)).toEqual({
      name: 'getAllGameTypeInstances',
      params: { memberId: 3, currencyId: 'EUR' },
    });
    // The lobby's copy (9 plays, kept current by its pushes), not the answer's (1).
    expect(inCurrency.games.map((g) => [g.gameInstanceId, g.gamePlayCurrent])).toEqual([[2, 9]]);

    await inCurrency.choose(null);
    expect(inCurrency.games).toEqual([]);
    expect(transport.callNames().filter((n) => n === 'getAllGameTypeInstances')).toHaveLength(1);
  });

  it('asks again when the lobby gains a draw, until stopped', async () => {
    const transport = new FakeTransport().respond('getAllGameTypeInstances', { games: [] });
    const root = new RootStore({ transport, memberId: 1 });
    const inCurrency = new GamesInCurrency(root);
    await inCurrency.choose('USD');
    const stop = inCurrency.follow();
    root.lobby.add(game({ gameInstanceId: 5 }));
    expect(transport.callNames().filter((n) => n === 'getAllGameTypeInstances')).toHaveLength(2);
    stop();
    root.lobby.add(game({ gameInstanceId: 6 }));
    expect(transport.callNames().filter((n) => n === 'getAllGameTypeInstances')).toHaveLength(2);
  });
});
