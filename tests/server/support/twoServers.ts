// Two real servers on one PostgreSQL schema and one Redis prefix, made afresh for a test file and
// dropped after it: what several server processes of one deployment share.
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RunningServer } from '../../../server/app';
import { startTestServer } from './testServer';

export const clusterUrls = { redisUrl: process.env.REDIS_URL, databaseUrl: process.env.DATABASE_URL };

/** Whether this run has PostgreSQL and Redis to put two servers on (CI does). */
export const canRunTwoServers = Boolean(clusterUrls.redisUrl && clusterUrls.databaseUrl);

export interface TwoServers {
  a: RunningServer;
  b: RunningServer;
  close(): Promise<void>;
}

export async function startTwoServers(label: string): Promise<TwoServers> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const prefix = `drawhall-test-${label}-${randomUUID()}`;
  const shared = { ...clusterUrls, databaseSchema: schema, redisPrefix: prefix };
  const a = await startTestServer(shared);
  const b = await startTestServer(shared); // after a: one migration of the schema at a time
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.services.db.query(`DROP SCHEMA ${schema} CASCADE`);
      await a.close();
      const redis = new Redis(clusterUrls.redisUrl!);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    },
  };
}
