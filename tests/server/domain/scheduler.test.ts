import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../protocol/types';
import { gameTypeSchema, type GameTypeConfig } from '../../../server/config/schema';
import { nextStartAfter } from '../../../server/domain/engine/schedule';
import { createScheduler, type Scheduler } from '../../../server/domain/engine/scheduler';
import { gameTypesRepo } from '../../../server/domain/games/gameTypesRepo';
import { currencyBook } from '../../../server/domain/money';
import type { LobbyFeed } from '../../../server/ports/lobbyFeed';
import type { Db } from '../../../server/storage/db';
import { FakeClock } from './support/fakeClock';
import { backends } from './support/testDb';

const NOON = Date.UTC(2030, 0, 1, 12, 0, 0);
const S = 1000;

const fast: GameTypeConfig = gameTypeSchema.parse({
  gameId: 102,
  rule: 'regularGame',
  title: 'Fast 5/35',
  titleShort: 'Fast',
  pickSize: 5,
  ballRange: 35,
  costMinor: 100,
  currency: 'USD',
  payoutPercentage: 60,
  ranks: [{ rankNumber: 1, prizeMinor: 1000 }],
  schedule: { type: 'every', minutes: 1 },
  registration: { closesBeforeStartSeconds: 10, readyBeforeStartSeconds: 5 },
  playoutSeconds: 20,
  lobbyRetentionSeconds: 60,
  memberIds: [1, 2],
});

const currencies = currencyBook([
  {
    id: 'USD',
    title: 'US Dollar',
    symbolLeft: '$',
    symbolRight: '',
    decimalPoint: '.',
    thousandsPoint: ',',
    decimalPlaces: 2,
  },
]);

/** Records announcements together with what the database held when each was made. */
function recordingFeed(db: Db) {
  const changed: GameInstance[] = [];
  const removed: { id: number; memberIds: number[] }[] = [];
  const persisted: Promise<{ status: string; removed: boolean }>[] = [];
  const readBack = (id: number) =>
    db
      .query<{ status: string; removed_at: number | null }>(
        'SELECT status, removed_at FROM game_instances WHERE id = $1',
        [id],
      )
      .then(([row]) => ({ status: row.status, removed: row.removed_at !== null }));
  const feed: LobbyFeed = {
    gameChanged(instance) {
      changed.push(instance);
      persisted.push(readBack(instance.gameInstanceId));
    },
    gameRemoved(id, memberIds) {
      removed.push({ id, memberIds });
      persisted.push(readBack(id));
    },
  };
  return { feed, changed, removed, persisted };
}

describe('schedule slots', () => {
  it('aligns every-N-minutes slots to UTC multiples and is strictly after', () => {
    expect(nextStartAfter({ type: 'every', minutes: 10 }, NOON)).toBe(NOON + 10 * 60 * S);
    expect(nextStartAfter({ type: 'every', minutes: 10 }, NOON + 1)).toBe(NOON + 10 * 60 * S);
    expect(nextStartAfter({ type: 'every', minutes: 1 }, NOON + 59 * S)).toBe(NOON + 60 * S);
  });

  it('picks the next fixed UTC time, rolling over to the next day', () => {
    const schedule = { type: 'fixed' as const, times: ['20:00', '12:00'] };
    expect(nextStartAfter(schedule, NOON - 1)).toBe(NOON);
    expect(nextStartAfter(schedule, NOON)).toBe(NOON + 8 * 3600 * S);
    expect(nextStartAfter(schedule, NOON + 9 * 3600 * S)).toBe(NOON + 24 * 3600 * S);
  });
});

describe.each(backends)('scheduler on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await db.tx((q) => gameTypesRepo.sync(q, [fast], NOON));
  });
  afterAll(() => dispose());

  const make = (clock: FakeClock, feed: LobbyFeed, holder = 'engine-a'): Scheduler =>
    createScheduler({ db, clock, feed, currencies, gameTypes: [fast], holder, leaseMs: 15 * S });

  it('walks an instance OPEN -> CLOSED -> READY -> STARTED -> ENDED -> removed, keeping one OPEN', async () => {
    const clock = new FakeClock(NOON);
    const rec = recordingFeed(db);
    const scheduler = make(clock, rec.feed);

    expect(await scheduler.tick()).toEqual({ leader: true, transitions: 0, created: 1 });
    const first = rec.changed[0];
    expect(first).toMatchObject({
      gameStatus: 'OPEN',
      gameId: 102,
      memberIds: [1, 2],
      tournamentStartTime: NOON + 60 * S,
      registrationEndTime: NOON + 50 * S,
      gamePlayCost: 1,
      sequenceNumber: 1,
      isPlayable: true,
    });

    // Nothing is due yet: a tick changes nothing.
    clock.set(NOON + 49 * S);
    expect(await scheduler.tick()).toEqual({ leader: true, transitions: 0, created: 0 });

    clock.set(NOON + 50 * S);
    expect(await scheduler.tick()).toEqual({ leader: true, transitions: 1, created: 1 });
    const statusesOf = (id: number) =>
      rec.changed.filter((g) => g.gameInstanceId === id).map((g) => g.gameStatus);
    expect(statusesOf(first.gameInstanceId)).toEqual(['OPEN', 'CLOSED']);
    const next = rec.changed.at(-1)!;
    expect(next).toMatchObject({
      gameStatus: 'OPEN',
      sequenceNumber: 2,
      tournamentStartTime: NOON + 120 * S,
    });

    for (const t of [55, 60, 80]) {
      clock.set(NOON + t * S);
      await scheduler.tick();
    }
    expect(statusesOf(first.gameInstanceId)).toEqual(['OPEN', 'CLOSED', 'READY', 'STARTED', 'ENDED']);
    const [ended] = await db.query<{ results: { draws: number[]; winners: unknown[] }; ended_at: number }>(
      'SELECT results, ended_at FROM game_instances WHERE id = $1',
      [first.gameInstanceId],
    );
    // Nobody played: five balls are still drawn from the committed seed, and nobody wins.
    expect(ended.ended_at).toBe(NOON + 80 * S);
    expect(ended.results.draws).toHaveLength(5);
    expect(ended.results.winners).toEqual([]);

    clock.set(NOON + 140 * S); // ended at 80 s + 60 s retention
    await scheduler.tick();
    expect(rec.removed).toContainEqual({ id: first.gameInstanceId, memberIds: [1, 2] });

    // Every announcement was already committed when it was made.
    const persisted = await Promise.all(rec.persisted);
    const announced = [...rec.changed.map((g) => ({ status: g.gameStatus, removed: false }))];
    expect(persisted.filter((p) => !p.removed)).toEqual(announced);
    expect(persisted.filter((p) => p.removed)).toHaveLength(rec.removed.length);
    await scheduler.stop();
  });

  it('lets only the lease holder drive the games', async () => {
    const clock = new FakeClock(NOON + 200 * S);
    const a = make(clock, recordingFeed(db).feed, 'engine-a');
    const b = make(clock, recordingFeed(db).feed, 'engine-b');
    expect((await a.tick()).leader).toBe(true);
    expect(await b.tick()).toEqual({ leader: false, transitions: 0, created: 0 });
    clock.advance(16 * S); // a's lease lapsed without renewal
    expect((await b.tick()).leader).toBe(true);
    expect((await a.tick()).leader).toBe(false);
    await b.stop(); // releasing lets a take over at once
    expect((await a.tick()).leader).toBe(true);
    await a.stop();
  });

  it('catches up after downtime, persisting and announcing every missed step', async () => {
    const clock = new FakeClock(NOON + 300 * S);
    const rec = recordingFeed(db);
    const scheduler = make(clock, rec.feed);
    await scheduler.tick();
    const open = await db.query<{ id: number }>(
      "SELECT id FROM game_instances WHERE status = 'OPEN' AND removed_at IS NULL",
    );
    expect(open).toHaveLength(1);

    rec.changed.length = 0;
    clock.advance(3600 * S);
    await scheduler.tick();
    const steps = rec.changed.filter((g) => g.gameInstanceId === open[0].id).map((g) => g.gameStatus);
    expect(steps).toEqual(['CLOSED', 'READY', 'STARTED', 'ENDED']);
    // Ended now, so it stays in the lobby for its retention time before it is removed.
    expect(rec.removed.map((r) => r.id)).not.toContain(open[0].id);
    const live = await db.query<{ status: string; start_at: number }>(
      'SELECT status, start_at FROM game_instances WHERE removed_at IS NULL ORDER BY start_at',
    );
    expect(live).toEqual([
      { status: 'ENDED', start_at: expect.any(Number) },
      { status: 'OPEN', start_at: nextStartAfter(fast.schedule, clock.now() + 10 * S) },
    ]);
    clock.advance(60 * S);
    await scheduler.tick();
    expect(rec.removed.map((r) => r.id)).toContain(open[0].id);
    await scheduler.stop();
  });
});
