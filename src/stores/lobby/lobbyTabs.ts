import type { GameInstance } from '../../../protocol/types';

/**
 * Lobby tabs and which tab a game belongs to.
 * TODO(protocol/gameRules.ts): use the shared game-kind and lobby-tab classification when it lands.
 */
export const LOBBY_TABS = ['instaplay', 'lottery', 'raffle', 'tournaments', 'favorites'] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];

/** Game kinds played out instantly: they live on the Instaplay tab with instaplay games. */
const INSTANT_KINDS = ['scratchcard', 'spinner', 'crossword', 'bingo'];

/** The one main tab of a game (Favorites is a filter on top, see `isOnTab`). */
export function mainTabOf(game: Pick<GameInstance, 'tournament' | 'instaplay' | 'gameRule' | 'gamePlayout'>): Exclude<LobbyTab, 'favorites'> {
  if (game.tournament) return 'tournaments';
  const rule = (game.gameRule ?? '').toLowerCase();
  const playout = (game.gamePlayout ?? '').toLowerCase();
  if (game.instaplay || INSTANT_KINDS.some((kind) => rule.includes(kind) || playout.includes(kind))) return 'instaplay';
  if (rule.includes('rafflegame')) return 'raffle';
  return 'lottery';
}

export function isOnTab(game: GameInstance, tab: LobbyTab, favoriteGameIds: ReadonlySet<number>): boolean {
  if (tab === 'favorites') return favoriteGameIds.has(game.gameId) || game.favGame === true;
  return mainTabOf(game) === tab;
}
