import { describe, expect, it } from 'vitest';
import { gameForLink, linkTargetOf } from '../../../../src/stores/lobby/gameLinks';
import { game } from '../../fakes/fixtures';

describe('deep links ?id= and ?gid=', () => {
  const games = [
    game({ gameInstanceId: 1, gameId: 10, gameStatus: 'ENDED', registrationEndTime: 1_000 }),
    game({ gameInstanceId: 2, gameId: 10, gameStatus: 'OPEN', registrationEndTime: 9_000 }),
    game({ gameInstanceId: 3, gameId: 10, gameStatus: 'OPEN', registrationEndTime: 5_000 }),
    game({ gameInstanceId: 4, gameId: 20, gameStatus: 'STARTED' }),
  ];

  it('an instance id the lobby holds opens that instance', () => {
    expect(gameForLink(games, 2, null)?.gameInstanceId).toBe(2);
    expect(gameForLink(games, 4, null)?.gameInstanceId).toBe(4);
    expect(gameForLink(games, 99, null)).toBeNull();
  });

  it('a game id opens its open instance with the nearest countdown', () => {
    expect(gameForLink(games, null, 10)?.gameInstanceId).toBe(3);
    expect(gameForLink(games, null, 20)?.gameInstanceId).toBe(4);
    expect(gameForLink(games, null, 30)).toBeNull();
  });

  it('Enter Now with a closed instance and its game falls back to the open instance', () => {
    expect(gameForLink(games, 1, 10)?.gameInstanceId).toBe(3);
    expect(gameForLink(games, 2, 10)?.gameInstanceId).toBe(2);
  });

  it('open games lead to the picker (perm games to /permpick), live ones to the playout', () => {
    expect(linkTargetOf(games[1])).toEqual({ path: '/pick', id: 2 });
    expect(linkTargetOf(game({ gameInstanceId: 8, gameRule: 'oneDrawGamePerm' }))).toEqual({
      path: '/permpick',
      id: 8,
    });
    expect(linkTargetOf(games[3])).toEqual({ path: '/playout', id: 4 });
    expect(linkTargetOf(games[0])).toBeNull();
    expect(linkTargetOf(null)).toBeNull();
  });

  it('bingo rooms are bought into in the bingo lobby and watched in the bingo hall, never picked', () => {
    const room = (gameStatus: string) =>
      game({ gameInstanceId: 9, gameRule: 'bingoGame', gameStatus: gameStatus as never });
    expect(linkTargetOf(room('OPEN'))).toEqual({ path: '/bingo/lobby', id: 9 });
    expect(linkTargetOf(room('STARTED'))).toEqual({ path: '/bingo/playout', id: 9 });
    expect(linkTargetOf(room('ENDED'))).toBeNull();
  });
});
