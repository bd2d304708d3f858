import { PushEvent, Topic } from '../../protocol/events';
import type { GameInstance } from '../../protocol/types';
import type { PushHub } from '../services';

/** The data of a `gamesBatch` push. */
export interface GamesBatch {
  games: GameInstance[];
  removed: number[];
}

export interface LobbyBatcher {
  gameChanged(instance: GameInstance): void;
  gameRemoved(gameInstanceId: number, memberIds: number[]): void;
  /** Publishes what is pending now (tests, shutdown). */
  flush(): void;
  /** Flushes and stops the timer. */
  close(): void;
}

/**
 * Game-list changes are pushed in batches every `intervalMs` (3 s in the spec): the first change
 * opens a window, the end of the window publishes ONE push on `lobby` with everything and one on
 * each `lobby.{memberId}` with that site's part. Within a window the last version of a game wins,
 * and a removal cancels a pending change (and the other way round).
 */
export function createLobbyBatcher(options: { hub: PushHub; intervalMs?: number }): LobbyBatcher {
  const { hub } = options;
  const intervalMs = options.intervalMs ?? 3000;
  let changed = new Map<number, GameInstance>();
  let removed = new Map<number, number[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  function schedule(): void {
    if (timer || closed) return;
    timer = setTimeout(flush, intervalMs);
    timer.unref?.();
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (changed.size === 0 && removed.size === 0) return;
    const games = [...changed.values()];
    const gone = [...removed];
    changed = new Map();
    removed = new Map();

    hub.publish(Topic.lobby, PushEvent.gamesBatch, {
      games,
      removed: gone.map(([id]) => id),
    } satisfies GamesBatch);
    const bySite = new Map<number, GamesBatch>();
    const siteBatch = (memberId: number) => {
      let batch = bySite.get(memberId);
      if (!batch) bySite.set(memberId, (batch = { games: [], removed: [] }));
      return batch;
    };
    for (const game of games) for (const memberId of game.memberIds) siteBatch(memberId).games.push(game);
    for (const [id, memberIds] of gone)
      for (const memberId of memberIds) siteBatch(memberId).removed.push(id);
    for (const [memberId, batch] of bySite) hub.publish(Topic.lobbyOf(memberId), PushEvent.gamesBatch, batch);
  }

  return {
    gameChanged(instance) {
      removed.delete(instance.gameInstanceId);
      changed.set(instance.gameInstanceId, instance);
      schedule();
    },
    gameRemoved(gameInstanceId, memberIds) {
      changed.delete(gameInstanceId);
      removed.set(gameInstanceId, [...memberIds]);
      schedule();
    },
    flush,
    close() {
      flush();
      closed = true;
    },
  };
}
