import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game } from '../../fakes/fixtures';

// Issue 32: a stale game link (/pick?id=N after its draw) offered only "Go Home"; it offers the
// next draw of the same game.
async function setup(games: ReturnType<typeof game>[]) {
  const transport = new FakeTransport();
  const root = new RootStore({ transport, memberId: 1 });
  root.lobby.replaceAll(games);
  const picking = await root.stores.load('picking');
  return { transport, root, picking };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the next draw of a stale link', () => {
  it('finds the game of an instance gone from the lobby through its results', async () => {
    const { transport, picking } = await setup([
      game({ gameInstanceId: 8, gameId: 101, gameStatus: 'OPEN' }),
      game({ gameInstanceId: 9, gameId: 102, gameStatus: 'OPEN' }),
    ]);
    transport
      .respond('getGameResults', { gameInstanceId: 3, gameId: 101, gameStatus: 'ENDED' })
      .respond('getGameTypeInstances', { games: [], totalCount: 0 });
    picking.open(3);
    expect(picking.nextDraw.stale).toBe(true);
    await flush();
    expect(picking.nextDraw.game?.gameInstanceId).toBe(8);
  });

  it("asks the server for the game's open draws when the lobby lists none, and adds them", async () => {
    const { transport, root, picking } = await setup([
      game({ gameInstanceId: 9, gameId: 102, gameStatus: 'OPEN' }),
    ]);
    transport
      .respond('getGameResults', { gameInstanceId: 3, gameId: 101, gameStatus: 'ENDED' })
      .respond('getGameTypeInstances', {
        games: [game({ gameInstanceId: 12, gameId: 101, gameStatus: 'OPEN' })],
        totalCount: 1,
      });
    picking.open(3);
    await flush();
    expect(transport.calls.find((c) => c.name === 'getGameTypeInstances')?.params).toEqual({
      memberId: 1,
      gameId: 101,
      gameStatuses: ['OPEN'],
      maxResults: 5,
    });
    expect(picking.nextDraw.game?.gameInstanceId).toBe(12);
    // The offered link opens a picker that finds the draw in the lobby.
    expect(root.lobby.games.get(12)?.gameId).toBe(101);
  });

  it("still offers the lobby's own draw when the server cannot be asked", async () => {
    const { transport, picking } = await setup([
      game({ gameInstanceId: 5, gameId: 101, gameStatus: 'ENDED' }),
      game({ gameInstanceId: 6, gameId: 101, gameStatus: 'OPEN' }),
    ]);
    transport.fault('getGameTypeInstances', 'Server.Processing', 'down');
    picking.open(5);
    await flush();
    expect(transport.callNames()).toContain('getGameTypeInstances');
    expect(picking.nextDraw.game?.gameInstanceId).toBe(6);
  });

  it('offers the next open draw when the linked one is over but still listed', async () => {
    const { picking } = await setup([
      game({ gameInstanceId: 5, gameId: 101, gameStatus: 'ENDED' }),
      game({ gameInstanceId: 6, gameId: 101, gameStatus: 'OPEN' }),
    ]);
    picking.open(5);
    expect(picking.nextDraw.game?.gameInstanceId).toBe(6);
  });

  it('offers nothing for an open draw, or for an unknown id', async () => {
    const { transport, picking } = await setup([
      game({ gameInstanceId: 6, gameId: 101, gameStatus: 'OPEN' }),
    ]);
    picking.open(6);
    expect(picking.nextDraw.stale).toBe(false);
    expect(picking.nextDraw.game).toBeNull();
    transport.fault('getGameResults', 'Server.Validation', 'Unknown game');
    picking.open(999);
    await flush();
    expect(picking.nextDraw.game).toBeNull();
  });
});
