import { PushEvent, Topic } from '../../../protocol/events';
import type { Clock } from '../../ports/clock';
import type { PushHub } from '../../ports/pushHub';
import type { Db, Queryable } from '../../storage/db';
import { maintenanceFlags } from './maintenanceSwitch';
import type { OfflineEvents } from './offlineEvents';

/** What an operator can announce (scripts/messages.ts); each kind maps to one push of spec section 8. */
export type OperatorMessage =
  | { kind: 'global'; memberId?: number; title: string; body: string }
  | { kind: 'private'; playerId: number; title: string; body: string }
  | { kind: 'maintenance'; memberId?: number; enabled: boolean; message: string }
  | { kind: 'newVersion'; memberId?: number; version: string };

/** Stores an announcement for the running servers to push (the operator's process has no sockets). */
export async function queueOperatorMessage(
  deps: { db: Queryable; clock: Clock },
  message: OperatorMessage,
): Promise<number> {
  const memberId = 'memberId' in message ? (message.memberId ?? null) : null;
  const playerId = message.kind === 'private' ? message.playerId : null;
  if (playerId !== null) {
    const found = await deps.db.query('SELECT 1 FROM players WHERE id = $1', [playerId]);
    if (found.length === 0) throw new Error(`no player ${playerId}`);
  }
  const [row] = await deps.db.query<{ id: number }>(
    `INSERT INTO operator_messages (kind, member_id, player_id, data, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [message.kind, memberId, playerId, JSON.stringify(message), deps.clock.now()],
  );
  return Number(row!.id);
}

export interface OperatorMessageRelay {
  /** Claims the waiting announcements and pushes them; how many it pushed. */
  tick(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): void;
}

/**
 * Picks up what scripts/messages.ts stored and pushes it. Each row is claimed by one UPDATE, so
 * with several servers (Redis hub) exactly one publishes it. A private message for a player with
 * no live session becomes an offline event, handed over at the next login.
 */
export function createOperatorMessageRelay(deps: {
  db: Db;
  clock: Clock;
  push: PushHub;
  offlineEvents: OfflineEvents;
  /** The sites served: a message for every site goes to each site's lobby topic (clients listen there). */
  memberIds: () => number[];
  /** Runs before each claim: what queues announcements on a schedule (maintenance windows). */
  sweep?: () => Promise<unknown>;
  onError?: (error: unknown) => void;
}): OperatorMessageRelay {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;

  async function online(playerId: number, now: number): Promise<boolean> {
    const rows = await deps.db.query(
      'SELECT 1 FROM sessions WHERE player_id = $1 AND NOT revoked AND expires_at > $2 LIMIT 1',
      [playerId, now],
    );
    return rows.length > 0;
  }

  async function publish(message: OperatorMessage, now: number): Promise<void> {
    const publishOn = (memberId: number | undefined, event: string, data: unknown) => {
      for (const id of memberId ? [memberId] : deps.memberIds())
        deps.push.publish(Topic.lobbyOf(id), event, data);
    };
    switch (message.kind) {
      case 'global':
        publishOn(message.memberId, PushEvent.globalMessage, {
          title: message.title,
          body: message.body,
          timeStamp: now,
        });
        return;
      case 'private': {
        const data = { title: message.title, body: message.body, timeStamp: now };
        if (await online(message.playerId, now))
          deps.push.publish(Topic.playerOf(message.playerId), PushEvent.privateMessage, data);
        else await deps.offlineEvents.add(deps.db, message.playerId, PushEvent.privateMessage, data);
        return;
      }
      case 'maintenance':
        publishOn(message.memberId, PushEvent.maintenance, maintenanceFlags(message));
        return;
      case 'newVersion':
        publishOn(message.memberId, PushEvent.globalUpdate, {
          newVersion: message.version,
          timeStamp: now,
        });
        return;
    }
  }

  async function tick(): Promise<number> {
    await deps.sweep?.();
    const now = deps.clock.now();
    const rows = await deps.db.query<{ id: number; data: OperatorMessage }>(
      `UPDATE operator_messages SET published_at = $1
       WHERE id IN (SELECT id FROM operator_messages WHERE published_at IS NULL
                    ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED)
       RETURNING id, data`,
      [now],
    );
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const row of rows) await publish(row.data, now);
    return rows.length;
  }

  return {
    tick,
    start(intervalMs = 2000) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        tick()
          .catch((error) => deps.onError?.(error))
          .finally(() => (running = false));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
