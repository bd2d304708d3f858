import { describe, expect, it } from 'vitest';
import { headlineOf, heroGameOf, lobbyOrder } from '../../../../src/stores/lobby/lobbyOrder';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game } from '../../fakes/fixtures';

const now = 1_000_000;

describe('lobby order', () => {
  it('puts games a player can buy first, soonest close first; finished games are left out', () => {
    const games = [
      game({ gameInstanceId: 1, gameStatus: 'ENDED', registrationEndTime: now - 60_000 }),
      game({ gameInstanceId: 2, gameStatus: 'REPLAY1', registrationEndTime: now - 30_000 }),
      game({ gameInstanceId: 3, gameStatus: 'STARTED', registrationEndTime: now - 1_000 }),
      game({ gameInstanceId: 4, gameStatus: 'OPEN', registrationEndTime: now + 600_000 }),
      game({ gameInstanceId: 5, gameStatus: 'OPEN', registrationEndTime: now + 60_000 }),
      game({ gameInstanceId: 6, gameStatus: 'OPEN', gamePlayMax: 10, gamePlayCurrent: 10 }),
      game({ gameInstanceId: 7, gameStatus: 'REFUNDED', registrationEndTime: now - 90_000 }),
    ];
    expect(lobbyOrder(games, now).map((g) => g.gameInstanceId)).toEqual([5, 4, 3, 6]);
  });

  it("keeps the lobby store's first row for playable games even when many have finished", () => {
    const root = new RootStore({ transport: new FakeTransport(), memberId: 1 });
    const soon = Date.now() + 120_000;
    for (let id = 1; id <= 12; id++)
      root.lobby.add(game({ gameInstanceId: id, gameStatus: 'ENDED', registrationEndTime: soon - 900_000 }));
    root.lobby.add(game({ gameInstanceId: 50, registrationEndTime: soon }));
    expect(root.lobby.activeGames.map((g) => g.gameInstanceId)).toEqual([50]);
    expect(root.lobby.allGames.map((g) => g.gameInstanceId)).toEqual([50]);
  });
});

describe('lobby hero', () => {
  it('is the open game with the biggest jackpot or pool, never a finished or sold-out one', () => {
    const games = [
      game({ gameInstanceId: 1, gameStatus: 'ENDED', progressiveAmount: 9_000_000 }),
      game({ gameInstanceId: 2, gamePlayMax: 5, gamePlayCurrent: 5, prizePool: 800_000 }),
      game({ gameInstanceId: 3, progressiveAmount: 1_000_000, registrationEndTime: now + 60_000 }),
      game({ gameInstanceId: 4, prizePool: 20_000, registrationEndTime: now + 30_000 }),
    ];
    expect(heroGameOf(games, now)?.gameInstanceId).toBe(3);
    expect(heroGameOf([games[0]], now)).toBeNull();
  });
});

describe('headline prize of a tile', () => {
  it('is the jackpot, else the pool once plays are sold, else the best single prize', () => {
    expect(headlineOf(game({ progressiveAmount: 500, prizePool: 80, bonoboPayout: 1_000 }))).toEqual({
      kind: 'progressive',
      amount: 500,
    });
    expect(headlineOf(game({ prizePool: 80, bonoboPayout: 1_000 }))).toEqual({
      kind: 'prizePool',
      amount: 80,
    });
    expect(headlineOf(game({ prizePool: 0, bonoboPayout: 1_000 }))).toEqual({
      kind: 'topPrize',
      amount: 1_000,
    });
    expect(headlineOf(game({ prizePool: 0 }))).toEqual({ kind: 'prizePool', amount: 0 });
  });
});
