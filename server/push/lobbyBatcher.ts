import { PushEvent, Topic, type PushEventData } from '../../protocol/events';
import type { GameInstance } from '../../protocol/types';
import type { PushHub } from '../ports/pushHub';

/** The data of a `gamesBatch` push. */
export interface GamesBatch {
  games: GameInstance[];
  removed: number[];
}

/** The data of a `playsAndPlayersUpdate` push. */
export type PlaysUpdate = PushEventData['playsAndPlayersUpdate'];

export interface LobbyBatcher {
  gameChanged(instance: GameInstance): void;
  gameRemoved(gameInstanceId: number, memberIds: number[]): void;
  /** A committed join or cancel moved an instance's play and player counts. */
  playsChanged(update: PlaysUpdate, memberIds: readonly number[]): void;
  /** Publishes what is pending now (tests, shutdown). */
  flush(): void;
  /** Flushes and stops the timer. */
  close(): void;
}

/**
 * Game-list changes are pushed in batches every `intervalMs` (3 s in the spec): the first change
 * opens a window, the end of the window publishes ONE push on `lobby` with everything and one on
 * each `lobby.{memberId}` with that site's part. Within a window the last version of a game wins,
 * and a removal cancels a pending change (and the other way round). Count changes from joins go
 * in the same window as one `playsAndPlayersUpdate` per instance (the latest counts), so a burst
 * of joins costs the lobby one small event per game, not one per join.
 */
export function createLobbyBatcher(options: { hub: PushHub; intervalMs?: number }): LobbyBatcher {
  const { hub } = options;
  const intervalMs = options.intervalMs ?? 3000;
  let changed = new Map<number, GameInstance>();
  let removed = new Map<number, number[]>();
  let counts = new Map<number, { update: PlaysUpdate; memberIds: readonly number[] }>();
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
    if (changed.size === 0 && removed.size === 0 && counts.size === 0) return;
    const games = [...changed.values()];
    const gone = [...removed];
    const moved = [...counts.values()];
    changed = new Map();
    removed = new Map();
    counts = new Map();
    for (const { update, memberIds } of moved) {
      hub.publish(Topic.lobby, PushEvent.playsAndPlayersUpdate, update);
      for (const memberId of memberIds)
        hub.publish(Topic.lobbyOf(memberId), PushEvent.playsAndPlayersUpdate, update);
    }
    if (games.length === 0 && gone.length === 0) return;

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
      counts.delete(gameInstanceId);
      removed.set(gameInstanceId, [...memberIds]);
      schedule();
    },
    playsChanged(update, memberIds) {
      if (removed.has(update.gameInstanceId)) return;
      const held = counts.get(update.gameInstanceId);
      // Joins may commit out of order: the later snapshot (by its clock) wins.
      if (held && held.update.timeStamp > update.timeStamp) return;
      counts.set(update.gameInstanceId, { update, memberIds: [...memberIds] });
      schedule();
    },
    flush,
    close() {
      flush();
      closed = true;
    },
  };
}
