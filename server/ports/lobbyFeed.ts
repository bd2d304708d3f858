import type { PushEventData } from '../../protocol/events';
import type { GameInstance } from '../../protocol/types';

/**
 * Where the game engine reports lobby changes; the push layer batches them every 3 s into the
 * lobby topics. Called only after the change is committed.
 */
export interface LobbyFeed {
  gameChanged(instance: GameInstance): void;
  gameRemoved(gameInstanceId: number, memberIds: number[]): void;
  /** A committed join or cancel moved an instance's counts (the `playsAndPlayersUpdate` push). */
  playsChanged?(update: PushEventData['playsAndPlayersUpdate'], memberIds: readonly number[]): void;
}

export const noLobbyFeed: LobbyFeed = { gameChanged: () => undefined, gameRemoved: () => undefined };
