import { describe, expect, it } from 'vitest';
import { PLAY_MODAL_READY_WINDOW_MS } from '../../../../protocol/constants';
import { playModalWaitMs } from '../../../../src/stores/games/playGameRule';
import { PlayGameStore } from '../../../../src/stores/games/PlayGameStore';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game } from '../../fakes/fixtures';

describe('play-game modal rule (spec section 4)', () => {
  const now = 1_000_000;
  it('never for a player not in the game', () => {
    expect(playModalWaitMs(game({ playerInGame: false, gameStatus: 'STARTED' }), now)).toBeNull();
  });

  it('at once when STARTED, instaplay or not a tournament', () => {
    expect(playModalWaitMs(game({ playerInGame: true, gameStatus: 'READY' }), now)).toBe(0);
    expect(
      playModalWaitMs(
        game({
          playerInGame: true,
          gameStatus: 'STARTED',
          tournament: true,
          tournamentStartTime: now + 3_600_000,
        }),
        now,
      ),
    ).toBe(0);
    expect(
      playModalWaitMs(
        game({
          playerInGame: true,
          gameStatus: 'CLOSED',
          instaplay: true,
          tournament: true,
          tournamentStartTime: now + 3_600_000,
        }),
        now,
      ),
    ).toBe(0);
  });

  it('a tournament only once its start is at most 30 s away', () => {
    const t = (startIn: number) =>
      playModalWaitMs(
        game({
          playerInGame: true,
          gameStatus: 'CLOSED',
          tournament: true,
          tournamentStartTime: now + startIn,
        }),
        now,
      );
    expect(PLAY_MODAL_READY_WINDOW_MS).toBe(30_000);
    expect(t(30_000)).toBe(0);
    expect(t(10_000)).toBe(0);
    expect(t(30_001)).toBe(1);
    expect(t(90_000)).toBe(60_000);
  });
});

describe('PlayGameStore', () => {
  function setup() {
    let clock = 1_000_000;
    const pending: { run: () => void; at: number; cancelled: boolean }[] = [];
    const root = new RootStore({ transport: new FakeTransport(), memberId: 1, now: () => clock });
    const store = new PlayGameStore(root, {
      set: (run, ms) => {
        const entry = { run, at: clock + ms, cancelled: false };
        pending.push(entry);
        return entry;
      },
      clear: (handle) => ((handle as { cancelled: boolean }).cancelled = true),
    });
    const advance = (ms: number) => {
      clock += ms;
      for (const p of pending.splice(0)) {
        if (p.cancelled) continue;
        if (p.at <= clock) p.run();
        else pending.push(p);
      }
    };
    return { root, store, advance, clock: () => clock };
  }

  it('opens a tournament modal when the 30 s window opens, not before', () => {
    const { root, store, advance, clock } = setup();
    root.lobby.add(
      game({
        playerInGame: true,
        gameStatus: 'CLOSED',
        tournament: true,
        tournamentStartTime: clock() + 90_000,
      }),
    );
    store.consider(1);
    expect(store.gameInstanceId).toBeNull();
    advance(59_000);
    expect(store.gameInstanceId).toBeNull();
    advance(1_000);
    expect(store.gameInstanceId).toBe(1);
    expect(store.game?.gameInstanceId).toBe(1);
    store.close();
    expect(store.gameInstanceId).toBeNull();
  });

  it('a wait is cancelled when the player leaves the game state or logs out', () => {
    const { root, store, advance, clock } = setup();
    root.lobby.add(
      game({
        playerInGame: true,
        gameStatus: 'CLOSED',
        tournament: true,
        tournamentStartTime: clock() + 90_000,
      }),
    );
    store.consider(1);
    store.clear();
    advance(120_000);
    expect(store.gameInstanceId).toBeNull();
  });

  it('the live games dialog opens and closes', () => {
    const { store } = setup();
    store.setLiveGamesOpen(true);
    expect(store.liveGamesOpen).toBe(true);
    store.setLiveGamesOpen(false);
    expect(store.liveGamesOpen).toBe(false);
  });
});
