import type { Queryable } from '../../storage/db';

/**
 * How many plays a player holds in each game instance. The join issue implements it over its
 * plays table; until then nobody is in any game.
 */
export interface PlaysLookup {
  playsByInstance(q: Queryable, playerId: number, instanceIds: number[]): Promise<Map<number, number>>;
}

export const noPlays: PlaysLookup = {
  playsByInstance: async () => new Map(),
};
