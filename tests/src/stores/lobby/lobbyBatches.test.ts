import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game } from '../../fakes/fixtures';

function setup() {
  const transport = new FakeTransport();
  const root = new RootStore({ transport, memberId: 1 });
  let seq = 0;
  const batch = (g: ReturnType<typeof game>) =>
    transport.push({ topic: 'lobby.1', seq: ++seq, event: 'gamesBatch', data: { games: [g], removed: [] } });
  return { root, batch };
}

describe('lobby batches', () => {
  it("keep the player's own facts: a broadcast snapshot does not know them", () => {
    const { root, batch } = setup();
    root.lobby.add(game({ playerInGame: true, playerPlaysInGame: 3, favGame: true, timeStamp: 1 }));
    batch(
      game({ playerInGame: false, playerPlaysInGame: 0, favGame: false, gamePlayCurrent: 40, timeStamp: 2 }),
    );
    const held = root.lobby.games.get(1)!;
    expect(held.gamePlayCurrent).toBe(40);
    expect(held.playerInGame).toBe(true);
    expect(held.playerPlaysInGame).toBe(3);
    expect(held.favGame).toBe(true);
  });

  it("'Game Refunded' for a player in the game; the game is removed either way", () => {
    const { root, batch } = setup();
    root.lobby.add(game({ gameInstanceId: 1, playerInGame: true, timeStamp: 1 }));
    root.lobby.add(game({ gameInstanceId: 2, playerInGame: false, timeStamp: 1 }));
    batch(game({ gameInstanceId: 2, gameStatus: 'REFUNDED', timeStamp: 2 }));
    expect(root.ui.notice).toBeNull();
    expect(root.lobby.games.has(2)).toBe(false);
    batch(game({ gameInstanceId: 1, gameStatus: 'REFUNDED', timeStamp: 2 }));
    expect(root.ui.notice?.titleKey).toBe('notices.refunded.title');
    expect(root.lobby.games.has(1)).toBe(false);
  });

  it("'Game Rescheduled' when a game the player is in returns to OPEN", () => {
    const { root, batch } = setup();
    root.lobby.add(game({ gameStatus: 'CLOSED', playerInGame: true, timeStamp: 1 }));
    batch(game({ gameStatus: 'CLOSED', gamePlayCurrent: 9, timeStamp: 2 }));
    expect(root.ui.notice).toBeNull();
    batch(game({ gameStatus: 'OPEN', registrationEndTime: 99_000, timeStamp: 3 }));
    expect(root.ui.notice?.titleKey).toBe('notices.rescheduled.title');
    expect(root.lobby.games.get(1)?.registrationEndTime).toBe(99_000);
  });

  it('a stale snapshot changes nothing and says nothing', () => {
    const { root, batch } = setup();
    root.lobby.add(game({ gameStatus: 'STARTED', playerInGame: true, timeStamp: 5 }));
    batch(game({ gameStatus: 'REFUNDED', timeStamp: 4 }));
    expect(root.ui.notice).toBeNull();
    expect(root.lobby.games.get(1)?.gameStatus).toBe('STARTED');
  });

  it('registration end of a game the player is in opens the play-game modal', () => {
    const { root, batch } = setup();
    root.lobby.add(game({ gameInstanceId: 1, playerInGame: true, timeStamp: 1 }));
    root.lobby.add(game({ gameInstanceId: 2, playerInGame: false, timeStamp: 1 }));
    batch(game({ gameInstanceId: 2, gameStatus: 'CLOSED', timeStamp: 2 }));
    expect(root.playGame.gameInstanceId).toBeNull();
    batch(game({ gameInstanceId: 1, gameStatus: 'CLOSED', timeStamp: 2 }));
    expect(root.playGame.gameInstanceId).toBe(1);
  });

  it('lists live games (ready, started, retry) for the live games dialog', () => {
    const { root } = setup();
    root.lobby.add(game({ gameInstanceId: 1 }));
    root.lobby.add(game({ gameInstanceId: 2, gameStatus: 'STARTED' }));
    root.lobby.add(game({ gameInstanceId: 3, gameStatus: 'READY' }));
    root.lobby.add(game({ gameInstanceId: 4, gameStatus: 'ENDED' }));
    expect(root.lobby.liveGames.map((g) => g.gameInstanceId).sort()).toEqual([2, 3]);
  });
});

describe('plays and players update', () => {
  it("moves the tile's counts and prize pool; an older one changes nothing", () => {
    const transport = new FakeTransport();
    const root = new RootStore({ transport, memberId: 1 });
    root.lobby.add(game({ gamePlayCurrent: 4, gamePlayerCurrent: 2, prizePool: 3, timeStamp: 10 }));
    const update = (seq: number, gamePlayCurrent: number, timeStamp: number) =>
      transport.push({
        topic: 'lobby',
        seq,
        event: 'playsAndPlayersUpdate',
        data: { gameInstanceId: 1, gamePlayCurrent, gamePlayerCurrent: 3, prizePool: 7.5, timeStamp },
      });
    update(1, 9, 12);
    expect(root.lobby.games.get(1)).toMatchObject({
      gamePlayCurrent: 9,
      gamePlayerCurrent: 3,
      prizePool: 7.5,
    });
    update(2, 5, 11);
    expect(root.lobby.games.get(1)?.gamePlayCurrent).toBe(9);
  });
});
