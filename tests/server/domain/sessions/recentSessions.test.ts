import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecentSessions } from '../../../../server/domain/sessions/recentSessions';
import { createMemoryHub } from '../../../../server/push/memoryHub';
import { createSessionService, type SessionService } from '../../../../server/domain/sessions/service';
import type { SessionInfo } from '../../../../server/ports/session';
import type { Db } from '../../../../server/storage/db';
import { FakeClock } from '../support/fakeClock';
import { makePlayer } from '../support/fixtures';
import { backends } from '../support/testDb';

const session = (id: string, expiresAt = 10_000): SessionInfo => ({
  sessionId: id,
  playerId: 1,
  memberId: 1,
  username: 'p',
  expiresAt,
});

describe('recent sessions', () => {
  let elapsed = 0;
  const recent = () => new RecentSessions(2_000, () => elapsed);

  it('answers a look-up until the re-check time has passed on the monotonic timer', () => {
    elapsed = 100;
    const sessions = recent();
    sessions.put(session('a'), sessions.stamp());
    elapsed = 2_099;
    expect(sessions.get('a', 0)).toMatchObject({ sessionId: 'a' });
    elapsed = 2_100;
    expect(sessions.get('a', 0)).toBeNull();
  });

  it('never answers a session past its expiry on the services clock', () => {
    elapsed = 0;
    const sessions = recent();
    sessions.put(session('a', 500), 0);
    expect(sessions.get('a', 499)).not.toBeNull();
    expect(sessions.get('a', 500)).toBeNull();
  });

  it('forgets an ended session and keeps no look-up of it for a minute, even one answered after', () => {
    elapsed = 0;
    const sessions = recent();
    sessions.put(session('a'), 0);
    sessions.end(['a']);
    expect(sessions.get('a', 0)).toBeNull();
    // A look-up that read the row before the end committed answers later: it is not kept.
    elapsed = 10;
    sessions.put(session('a'), sessions.stamp());
    expect(sessions.get('a', 0)).toBeNull();
  });
});

describe.each(backends)('a socket session look-up on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let sessions: SessionService;
  let lookUps = 0;

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    const store = opened.db;
    db = {
      kind: store.kind,
      query: (sql, params) => {
        if (/FROM sessions s JOIN players/.test(sql)) lookUps++;
        return store.query(sql, params);
      },
      tx: (fn, options) => store.tx(fn, options),
      close: () => store.close(),
    };
    sessions = createSessionService({ db, clock: new FakeClock() });
  });
  afterAll(() => dispose());

  it('is answered from the last moment without a query, and queried again after an end', async () => {
    const { id } = await makePlayer(db, { username: `recent${backend.name}` });
    const { token } = await db.tx((q) => sessions.start(q, { id, memberId: 1, username: 'x' }));
    lookUps = 0;
    expect(await sessions.resolveRecent(token)).toMatchObject({ playerId: id });
    expect(await sessions.resolveRecent(token)).toMatchObject({ playerId: id });
    expect(lookUps).toBe(1);
    // resolve() always reads the store.
    await sessions.resolve(token);
    expect(lookUps).toBe(2);

    const ended = await db.tx((q) => sessions.endAll(q, id, 'logout'));
    expect(ended).toHaveLength(1);
    expect(await sessions.resolveRecent(token)).toBeNull();
    expect(lookUps).toBe(3);
  });

  it("forgets at once a session another process ended, heard on the hub's sessions-ended topic", async () => {
    const hub = createMemoryHub();
    const here = createSessionService({ db, clock: new FakeClock(), push: hub });
    const there = createSessionService({ db, clock: new FakeClock(), push: hub });
    const { id } = await makePlayer(db, { username: `elsewhere${backend.name}` });
    const { token, session } = await db.tx((q) => here.start(q, { id, memberId: 1, username: 'x' }));
    expect(await here.resolveRecent(token)).toMatchObject({ playerId: id });
    lookUps = 0;
    expect(await there.revoke(session.sessionId)).toBe(true);
    // Without the announcement, `here` would answer from its recent look-up for 2 s more.
    expect(await here.resolveRecent(token)).toBeNull();
    expect(lookUps).toBe(1);
    await hub.close();
  });
});
