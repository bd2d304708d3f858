import type { Clock } from '../../ports/clock';
import type { Db, Queryable } from '../../storage/db';

export interface OfflineEvent {
  event: string;
  data: unknown;
  timeStamp: number;
}

/**
 * Events kept for a player until their next login (private messages, rewards): init shows them as
 * afterLoginEvents, getOfflineEvents hands them over once and marks them delivered.
 */
export interface OfflineEvents {
  add(q: Queryable, playerId: number, event: string, data: unknown): Promise<void>;
  pending(playerId: number): Promise<OfflineEvent[]>;
  take(playerId: number): Promise<OfflineEvent[]>;
}

interface Row extends Record<string, unknown> {
  event: string;
  data: unknown;
  created_at: number;
}

const toEvent = (r: Row): OfflineEvent => ({ event: r.event, data: r.data, timeStamp: Number(r.created_at) });

export function createOfflineEvents(deps: { db: Db; clock: Clock }): OfflineEvents {
  return {
    async add(q, playerId, event, data) {
      await q.query(
        'INSERT INTO offline_events (player_id, event, data, created_at) VALUES ($1, $2, $3, $4)',
        [playerId, event, JSON.stringify(data), deps.clock.now()],
      );
    },
    async pending(playerId) {
      const rows = await deps.db.query<Row>(
        `SELECT event, data, created_at FROM offline_events
         WHERE player_id = $1 AND delivered_at IS NULL ORDER BY id LIMIT 100`,
        [playerId],
      );
      return rows.map(toEvent);
    },
    async take(playerId) {
      // One statement: two logins racing each get a disjoint share, never the same event twice.
      const rows = await deps.db.query<Row & { id: number }>(
        `UPDATE offline_events SET delivered_at = $2
         WHERE id IN (SELECT id FROM offline_events WHERE player_id = $1 AND delivered_at IS NULL
                      ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED)
         RETURNING id, event, data, created_at`,
        [playerId, deps.clock.now()],
      );
      return rows.sort((a, b) => Number(a.id) - Number(b.id)).map(toEvent);
    },
  };
}
