import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '../../../protocol/events';
import type { GameInstance } from '../../../protocol/types';
import { createLobbyBatcher } from '../../../server/push/lobbyBatcher';
import { createMemoryHub } from '../../../server/push/memoryHub';

function game(id: number, memberIds: number[], gamePlayCurrent = 0): GameInstance {
  return { gameInstanceId: id, memberIds, gamePlayCurrent } as GameInstance;
}

describe('lobby batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const hub = createMemoryHub();
    const pushes: PushMessage[] = [];
    for (const topic of ['lobby', 'lobby.1', 'lobby.2', 'lobby.3'])
      hub.subscribe(topic, (p) => pushes.push(p));
    const batcher = createLobbyBatcher({ hub, intervalMs: 3000 });
    return { hub, pushes, batcher };
  }

  it('publishes one push per topic per 3 s window holding every change, last version winning', () => {
    const { pushes, batcher } = setUp();
    batcher.gameChanged(game(10, [1]));
    vi.advanceTimersByTime(1000);
    batcher.gameChanged(game(11, [1, 2]));
    batcher.gameChanged(game(10, [1], 5));
    expect(pushes).toEqual([]);
    vi.advanceTimersByTime(2000);

    const lobby = pushes.filter((p) => p.topic === 'lobby');
    expect(lobby).toHaveLength(1);
    expect(lobby[0].event).toBe('gamesBatch');
    expect(lobby[0].data).toEqual({ games: [game(10, [1], 5), game(11, [1, 2])], removed: [] });
    expect(pushes.find((p) => p.topic === 'lobby.1')?.data).toEqual({
      games: [game(10, [1], 5), game(11, [1, 2])],
      removed: [],
    });
    expect(pushes.find((p) => p.topic === 'lobby.2')?.data).toEqual({
      games: [game(11, [1, 2])],
      removed: [],
    });
    expect(pushes.filter((p) => p.topic === 'lobby.3')).toEqual([]);
    expect(pushes).toHaveLength(3);
  });

  it('publishes nothing when nothing changed', () => {
    const { pushes } = setUp();
    vi.advanceTimersByTime(10_000);
    expect(pushes).toEqual([]);
  });

  it('starts a new window for changes after a flush', () => {
    const { pushes, batcher } = setUp();
    batcher.gameChanged(game(1, [3]));
    vi.advanceTimersByTime(3000);
    batcher.gameChanged(game(2, [3]));
    vi.advanceTimersByTime(2999);
    expect(pushes.filter((p) => p.topic === 'lobby.3')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const site = pushes.filter((p) => p.topic === 'lobby.3');
    expect(site.map((p) => (p.data as { games: GameInstance[] }).games.map((g) => g.gameInstanceId))).toEqual(
      [[1], [2]],
    );
    expect(site.map((p) => p.seq)).toEqual([1, 2]);
  });

  it('sends removals to lobby and to the sites that listed the game; a removal cancels a pending change', () => {
    const { pushes, batcher } = setUp();
    batcher.gameChanged(game(7, [2]));
    batcher.gameRemoved(7, [2]);
    batcher.gameRemoved(8, [1]);
    batcher.flush();
    expect(pushes.find((p) => p.topic === 'lobby')?.data).toEqual({ games: [], removed: [7, 8] });
    expect(pushes.find((p) => p.topic === 'lobby.2')?.data).toEqual({ games: [], removed: [7] });
    expect(pushes.find((p) => p.topic === 'lobby.1')?.data).toEqual({ games: [], removed: [8] });
  });

  it('flushes pending changes on close and then stays quiet', () => {
    const { pushes, batcher } = setUp();
    batcher.gameChanged(game(1, [1]));
    batcher.close();
    expect(pushes).toHaveLength(2);
    batcher.gameChanged(game(2, [1]));
    vi.advanceTimersByTime(10_000);
    expect(pushes).toHaveLength(2);
  });
  it('sends one plays-and-players update per instance per window, the latest counts winning', () => {
    const { pushes, batcher } = setUp();
    const counts = (id: number, plays: number, timeStamp: number) => ({
      gameInstanceId: id,
      gamePlayCurrent: plays,
      gamePlayerCurrent: plays,
      timeStamp,
    });
    batcher.playsChanged(counts(5, 1, 100), [1]);
    batcher.playsChanged(counts(5, 3, 120), [1]);
    batcher.playsChanged(counts(5, 2, 110), [1]); // committed earlier, arrived later
    batcher.playsChanged(counts(6, 1, 100), [2]);
    batcher.playsChanged(counts(7, 1, 100), [2]);
    batcher.gameRemoved(7, [2]);
    vi.advanceTimersByTime(3000);
    const updates = pushes.filter((p) => p.event === 'playsAndPlayersUpdate');
    expect(updates.map((p) => [p.topic, p.data])).toEqual([
      ['lobby', counts(5, 3, 120)],
      ['lobby.1', counts(5, 3, 120)],
      ['lobby', counts(6, 1, 100)],
      ['lobby.2', counts(6, 1, 100)],
    ]);
    batcher.playsChanged(counts(7, 2, 130), [2]); // removed in the last window only
    batcher.flush();
    expect(pushes.filter((p) => p.event === 'playsAndPlayersUpdate')).toHaveLength(6);
  });
});
