// The abuse limits count in the database: two processes' services on one PostgreSQL database share
// each count (PGlite stands in for one process; PostgreSQL runs when DATABASE_URL is set).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttemptLimits, type LimitCheck } from '../../../../server/domain/limits';
import type { Db } from '../../../../server/storage/db';
import { migrate } from '../../../../server/storage/migrate';
import { openDb } from '../../../../server/storage/openDb';
import { FakeClock } from '../support/fakeClock';
import { backends } from '../support/testDb';

const rule = { max: 3, windowMinutes: 60 };
const check = (key: string, max = 3): LimitCheck => ({
  limit: 'supportCasePerAddress',
  key,
  rule: { ...rule, max },
});

describe.each(backends)('attempt limits ($name)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => ({ db, dispose } = await backend.open()));
  afterAll(() => dispose());

  it('lets max attempts through per key and window, then refuses until the next window', async () => {
    const clock = new FakeClock();
    const limits = createAttemptLimits({ db, clock });
    for (let i = 0; i < 3; i++) expect(await limits.take([check('a@x.com')])).toBeNull();
    expect(await limits.take([check('a@x.com')])).toMatchObject({ key: 'a@x.com' });
    expect(await limits.take([check('b@x.com')])).toBeNull(); // another key has its own count
    clock.advance(60 * 60_000);
    expect(await limits.take([check('a@x.com')])).toBeNull();
  });

  it('counts all checks or none: a full one leaves the others untouched', async () => {
    const limits = createAttemptLimits({ db, clock: new FakeClock() });
    const site = {
      ...check('site-1'),
      limit: 'supportCasePerSite' as const,
      rule: { max: 1, windowMinutes: 60 },
    };
    expect(await limits.take([check('c@x.com'), site])).toBeNull();
    expect(await limits.take([check('c@x.com'), site])).toMatchObject({ limit: 'supportCasePerSite' });
    // The refused attempt was not counted against c@x.com: two more fit its limit of 3.
    expect(await limits.take([check('c@x.com')])).toBeNull();
    expect(await limits.take([check('c@x.com')])).toBeNull();
    expect(await limits.take([check('c@x.com')])).not.toBeNull();
  });

  it('lets exactly max of many simultaneous attempts through', async () => {
    const limits = createAttemptLimits({ db, clock: new FakeClock() });
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => limits.take([check('d@x.com', 5)])));
    expect(outcomes.filter((o) => o === null)).toHaveLength(5);
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('attempt limits of two processes on one PostgreSQL database', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let first: Db;
  let second: Db;
  beforeAll(async () => {
    first = await openDb({ databaseUrl, schema });
    await migrate(first);
    second = await openDb({ databaseUrl, schema });
  });
  afterAll(async () => {
    await second?.close();
    await first?.query(`DROP SCHEMA ${schema} CASCADE`);
    await first?.close();
  });

  it('shares one count: simultaneous attempts on both pass max times in all', async () => {
    const clock = new FakeClock();
    const [a, b] = [createAttemptLimits({ db: first, clock }), createAttemptLimits({ db: second, clock })];
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take([check('shared@x.com', 7)])),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(7);
    expect(await a.take([check('shared@x.com', 7)])).not.toBeNull();
    expect(await b.take([check('shared@x.com', 7)])).not.toBeNull();
  });
});
