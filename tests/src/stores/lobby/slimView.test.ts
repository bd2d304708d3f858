import { describe, expect, it } from 'vitest';
import { mainGameOf, usesSlimView } from '../../../../src/stores/lobby/slimView';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { configuration, game } from '../../fakes/fixtures';

describe('slim view choice (spec section 4, Load)', () => {
  it('is used when 0 < open games < threshold and the main switch is off', () => {
    const base = { threshold: 4, switchMain: false, live: false };
    expect(usesSlimView({ ...base, openCount: 0 })).toBe(false);
    expect(usesSlimView({ ...base, openCount: 1 })).toBe(true);
    expect(usesSlimView({ ...base, openCount: 3 })).toBe(true);
    expect(usesSlimView({ ...base, openCount: 4 })).toBe(false);
    expect(usesSlimView({ ...base, openCount: 2, switchMain: true })).toBe(false);
    expect(usesSlimView({ ...base, openCount: 6, threshold: 10 })).toBe(true);
  });

  it("defaults the threshold to 4 and the 'live' flag forces the slim view", () => {
    expect(usesSlimView({ openCount: 3, switchMain: false, live: false })).toBe(true);
    expect(usesSlimView({ openCount: 4, threshold: 0, switchMain: false, live: false })).toBe(false);
    expect(usesSlimView({ openCount: 0, switchMain: true, live: true })).toBe(true);
  });

  it('main game: the earliest tournament start', () => {
    const chosen = mainGameOf([
      game({ gameInstanceId: 1, tournament: false, gamePlayCurrent: 99 }),
      game({ gameInstanceId: 2, tournament: true, tournamentStartTime: 9_000 }),
      game({ gameInstanceId: 3, tournament: true, tournamentStartTime: 5_000 }),
    ]);
    expect(chosen?.gameInstanceId).toBe(3);
  });

  it('main game without tournaments: the game with the fewest plays left', () => {
    const chosen = mainGameOf([
      game({ gameInstanceId: 1, gamePlayMax: 100, gamePlayCurrent: 10 }),
      game({ gameInstanceId: 2, gamePlayMax: 50, gamePlayCurrent: 45 }),
      game({ gameInstanceId: 3, gamePlayMax: 0, gamePlayCurrent: 0 }),
    ]);
    expect(chosen?.gameInstanceId).toBe(2);
    expect(mainGameOf([])).toBeNull();
  });

  it('the lobby store counts only OPEN games and reads the site threshold and switch', () => {
    const root = new RootStore({ transport: new FakeTransport(), memberId: 1 });
    root.configuration.configuration = configuration({ slimGamesThreshold: 3, switchMain: false });
    root.lobby.add(game({ gameInstanceId: 1 }));
    root.lobby.add(game({ gameInstanceId: 2, gameStatus: 'STARTED' }));
    root.lobby.add(game({ gameInstanceId: 3, gameStatus: 'CLOSED' }));
    root.lobby.add(game({ gameInstanceId: 4 }));
    expect(root.lobby.usesSlimView(false)).toBe(true);
    root.lobby.add(game({ gameInstanceId: 5 }));
    expect(root.lobby.usesSlimView(false)).toBe(false);
    expect(root.lobby.usesSlimView(true)).toBe(true);
    root.configuration.configuration = configuration({ slimGamesThreshold: 3, switchMain: true });
    root.lobby.remove(5);
    expect(root.lobby.usesSlimView(false)).toBe(false);
  });
});
