import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushEvent, Topic } from '../../../../protocol/events';
import { runMessages } from '../../../../scripts/messages';
import { UsageError } from '../../../../scripts/support/cli';
import { createOfflineEvents } from '../../../../server/domain/content/offlineEvents';
import { createOperatorMessageRelay } from '../../../../server/domain/content/operatorMessages';
import type { PushHub } from '../../../../server/ports/pushHub';
import type { Db } from '../../../../server/storage/db';
import { migrate } from '../../../../server/storage/migrate';
import { openDb } from '../../../../server/storage/openDb';

describe('scripts/messages.ts -> the server pushes it', () => {
  let db: Db;
  const clock = { now: () => Date.UTC(2030, 0, 1) };
  const pushed: { topic: string; event: string; data: unknown }[] = [];
  const push = {
    publish: (topic: string, event: string, data: unknown) => pushed.push({ topic, event, data }),
  };
  let online: number;
  let offline: number;

  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    const player = async (name: string) => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO players (member_id, username, password_hash, screen_name, created_at, updated_at)
         VALUES (1, $1, 'x', $1, 0, 0) RETURNING id`,
        [name],
      );
      return Number(row!.id);
    };
    online = await player('on');
    offline = await player('off');
    await db.query(
      `INSERT INTO sessions (token_hash, player_id, member_id, created_at, last_seen_at, expires_at)
       VALUES ('h', $1, 1, 0, 0, $2)`,
      [online, clock.now() + 3_600_000],
    );
  }, 180_000);
  afterAll(() => db.close());

  const relay = () =>
    createOperatorMessageRelay({
      db,
      clock,
      push: push as unknown as PushHub,
      offlineEvents: createOfflineEvents({ db, clock }),
      memberIds: () => [1, 2],
    });

  it('global, maintenance and new version: each pushed once, on the site or everyone', async () => {
    pushed.length = 0;
    await runMessages(['global', '--site', '1', 'Hello', '<b>Welcome</b>'], { db, clock });
    await runMessages(['maintenance', 'on', 'Back at 10:00'], { db, clock });
    await runMessages(['new-version', '2.1.0', '--site', '2'], { db, clock });
    const r = relay();
    expect(await r.tick()).toBe(3);
    expect(await r.tick()).toBe(0);
    expect(pushed).toEqual([
      {
        topic: Topic.lobbyOf(1),
        event: PushEvent.globalMessage,
        data: { title: 'Hello', body: '<b>Welcome</b>', timeStamp: clock.now() },
      },
      // No --site: every site's lobby topic, where the clients listen.
      ...[1, 2].map((id) => ({
        topic: Topic.lobbyOf(id),
        event: PushEvent.maintenance,
        data: { MAINTENANCE_ENABLED: 'true', MAINTENANCE_MESSAGE: 'Back at 10:00' },
      })),
      {
        topic: Topic.lobbyOf(2),
        event: PushEvent.globalUpdate,
        data: { newVersion: '2.1.0', timeStamp: clock.now() },
      },
    ]);
  });

  it('a private message is pushed to a player online, kept as an offline event for one offline', async () => {
    pushed.length = 0;
    await runMessages(['private', String(online), 'Hi', 'Your prize'], { db, clock });
    await runMessages(['private', String(offline), 'Hi', 'Your bonus'], { db, clock });
    await relay().tick();
    expect(pushed).toEqual([
      {
        topic: Topic.playerOf(online),
        event: PushEvent.privateMessage,
        data: { title: 'Hi', body: 'Your prize', timeStamp: clock.now() },
      },
    ]);
    const events = createOfflineEvents({ db, clock });
    expect(await events.take(offline)).toEqual([
      {
        event: PushEvent.privateMessage,
        data: { title: 'Hi', body: 'Your bonus', timeStamp: clock.now() },
        timeStamp: clock.now(),
      },
    ]);
    expect(await events.take(online)).toEqual([]);
  });

  it('bad command lines and unknown players store nothing', async () => {
    await expect(runMessages(['maintenance', 'maybe'], { db, clock })).rejects.toBeInstanceOf(UsageError);
    await expect(runMessages(['global', 'only title'], { db, clock })).rejects.toBeInstanceOf(UsageError);
    await expect(runMessages(['private', 'x', 'a', 'b'], { db, clock })).rejects.toBeInstanceOf(UsageError);
    await expect(runMessages(['private', '99999', 'a', 'b'], { db, clock })).rejects.toThrow('no player');
    await expect(runMessages(['shout'], { db, clock })).rejects.toBeInstanceOf(UsageError);
    expect(await relay().tick()).toBe(0);
  });
});
