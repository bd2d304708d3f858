import { gameKindOf } from '../../../protocol/gameRules';
import type { GameInstance } from '../../../protocol/types';
import type { InstantKind } from '../instant/ticketView';

/**
 * The kinds /games can be narrowed to (?kind=). Draw lotteries (tournaments and quick draws) are
 * one kind for the player; instant kinds are sold from pools, not as game instances.
 */
export const GAME_KIND_FILTERS = [
  'all',
  'lottery',
  'raffle',
  'bingo',
  'scratchcard',
  'spinner',
  'crossword',
] as const;
export type GameKindFilter = (typeof GAME_KIND_FILTERS)[number];

const INSTANT_KINDS: ReadonlySet<string> = new Set<InstantKind>(['scratchcard', 'spinner', 'crossword']);

/** The filter a ?kind= value names; anything else shows every game. */
export function gameKindFilterOf(value: string | null): GameKindFilter {
  return (GAME_KIND_FILTERS as readonly string[]).includes(value ?? '') ? (value as GameKindFilter) : 'all';
}

/** The instant kind a filter shows (null: all of them for 'all', none for a draw kind). */
export function instantKindOf(filter: GameKindFilter): InstantKind | null {
  return INSTANT_KINDS.has(filter) ? (filter as InstantKind) : null;
}

/** Whether the filter shows game instances at all (instant kinds have none). */
export const showsInstances = (filter: GameKindFilter) => !INSTANT_KINDS.has(filter);
/** Whether the filter shows instant games (every instant kind, or 'all'). */
export const showsInstant = (filter: GameKindFilter) => filter === 'all' || INSTANT_KINDS.has(filter);

/** Whether a game instance belongs under the filter. */
export function matchesKindFilter(game: Pick<GameInstance, 'gameRule'>, filter: GameKindFilter): boolean {
  if (filter === 'all') return true;
  const kind = gameKindOf(game.gameRule);
  if (filter === 'lottery') return kind === 'regular' || kind === 'oneDraw';
  return kind === filter;
}
