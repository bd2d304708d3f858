// The abuse limits hold across server processes (issue 36): two servers on one PostgreSQL database
// and one Redis count one support-case limit per address and one pending-form limit per email
// between them, however the calls are spread.
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/app';
import { startTestServer } from '../support/testServer';
import { httpCall } from '../support/wire';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!redisUrl || !databaseUrl)('abuse limits shared by two servers', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const prefix = `drawhall-test-limits-${randomUUID()}`;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const shared = { databaseUrl, databaseSchema: schema, redisUrl, redisPrefix: prefix };
    a = await startTestServer(shared);
    b = await startTestServer(shared); // after a: one migration of the schema at a time
  });
  afterAll(async () => {
    await b?.close();
    await a?.services.db.query(`DROP SCHEMA ${schema} CASCADE`);
    await a?.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const call = (server: RunningServer, name: string, params: unknown) =>
    httpCall(server.url, name, params, { endpoint: 'anon' }).then((r) => r.body);

  it('counts support cases per address on both servers together', async () => {
    const form = (email: string) => ({
      memberId: 1,
      name: 'Sam',
      email,
      category: 'general',
      subject: 'Hello',
      message: 'Hi there',
    });
    const answers = await Promise.all(
      ['x+1@example.test', 'x+2@example.test', 'X+3@example.test', 'x+4@example.test'].map((email, i) =>
        call(i % 2 ? a : b, 'createSupportCase', form(email)),
      ),
    );
    const ids = answers.map((r) => (r as { result: number }).result);
    expect(ids.filter((id) => id > 0)).toHaveLength(3);
    expect(ids.filter((id) => id === -1)).toHaveLength(1);
  });

  it('counts new pending forms per email on both servers together', async () => {
    const form = {
      emailAddress: 'guest@example.test',
      formType: 'oneClickCheckout',
      formIndex: 0,
      formData: '{}',
      formCompleted: false,
      memberId: 1,
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(i % 2 ? a : b, 'postPendingForm', form)),
    );
    expect(answers.filter((r) => r.ok)).toHaveLength(5);
    expect(answers.filter((r) => !r.ok)).toEqual(
      Array(3).fill(
        expect.objectContaining({ fault: expect.objectContaining({ code: 'Server.RateLimited' }) }),
      ),
    );
  });
});
