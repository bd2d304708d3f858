import { reaction } from 'mobx';
import type { GameInstance } from '../../../protocol/types';
import type { LobbyStore } from '../lobby/LobbyStore';

/**
 * Calls `onEnded` when a lobby instance that was being played (STARTED) ends: it turns ENDED or
 * leaves the lobby. The lobby batcher may send an end and its removal in one batch, so "gone" counts
 * as ended too. Returns the disposer.
 */
export function watchEndedGames(
  lobby: LobbyStore,
  which: (game: GameInstance) => boolean,
  onEnded: (gameInstanceIds: number[]) => void,
): () => void {
  return reaction(
    () => {
      const statuses = new Map<number, string>();
      for (const game of lobby.games.values())
        if (which(game)) statuses.set(game.gameInstanceId, game.gameStatus);
      return statuses;
    },
    (now, before) => {
      const ended = [...before]
        .filter(([id, status]) => status === 'STARTED' && (now.get(id) ?? 'ENDED') === 'ENDED')
        .map(([id]) => id);
      if (ended.length > 0) onEnded(ended);
    },
    { equals: (a, b) => a.size === b.size && [...a].every(([id, s]) => b.get(id) === s) },
  );
}
