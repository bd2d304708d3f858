import type { GameInstance } from '../../../protocol/types';

export interface GameChoice {
  gameId: number;
  gameTitle: string;
  gameRule: string;
}

export const isRaffleRule = (rule: string) => rule.includes('raffleGame');

/** One choice per game type among the instances the lobby holds, by title. */
export function gameChoicesOf(
  games: Iterable<GameInstance>,
  include: (g: GameInstance) => boolean = () => true,
) {
  const byId = new Map<number, GameChoice>();
  for (const g of games)
    if (include(g) && !byId.has(g.gameId))
      byId.set(g.gameId, { gameId: g.gameId, gameTitle: g.gameTitle, gameRule: g.gameRule });
  return [...byId.values()].sort((a, b) => a.gameTitle.localeCompare(b.gameTitle));
}
