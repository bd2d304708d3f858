import type { Holding, PlaysLookup } from '../games/plays';
import { playsRepo } from './playsRepo';

/** The games service's view of who holds plays where (playerInGame, playerPlaysInGame, lastJoinTimeMs). */
export const holdingsLookup: PlaysLookup = {
  async playsByInstance(q, playerId, instanceIds) {
    const rows = await playsRepo.holdings(q, playerId, instanceIds);
    return new Map<number, Holding>(
      rows.map((r) => [r.instance_id, { plays: r.plays, lastJoinAt: r.last_join_at }]),
    );
  },
};
