import type { Queryable } from '../../storage/db';

/** A player's holding in one game instance. */
export interface Holding {
  plays: number;
  lastJoinAt: number;
}

/**
 * How many plays a player holds in each game instance, and when they last joined. The play
 * domain implements it over its holdings table (server/domain/play/playsLookup.ts).
 */
export interface PlaysLookup {
  playsByInstance(q: Queryable, playerId: number, instanceIds: number[]): Promise<Map<number, Holding>>;
}

export const noPlays: PlaysLookup = {
  playsByInstance: async () => new Map(),
};
