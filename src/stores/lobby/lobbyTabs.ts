import { isInLobbyTab, LOBBY_TABS, type LobbyTab } from '../../../protocol/gameRules';
import type { GameInstance } from '../../../protocol/types';

export { LOBBY_TABS, type LobbyTab };

/**
 * Which tab a game is on: protocol/gameRules.ts decides the kinds; Favorites also follows the
 * player's favourites held in the session (a game's favGame flag is only as fresh as its snapshot).
 */
export function isOnTab(game: GameInstance, tab: LobbyTab, favoriteGameIds: ReadonlySet<number>): boolean {
  if (tab === 'Favorites' && favoriteGameIds.has(game.gameId)) return true;
  return isInLobbyTab(game, tab);
}

/** Lower-case id for test ids and translation keys: 'Instaplay' -> 'instaplay'. */
export const tabId = (tab: LobbyTab) => tab.toLowerCase();
