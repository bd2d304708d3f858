import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriterLeases } from '../../../server/cluster/writerLeases';

const redisUrl = process.env.REDIS_URL;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!redisUrl)('writer leases', () => {
  let redis: Redis;
  const prefix = `drawhall-test-leases-${randomUUID()}`;
  beforeAll(() => void (redis = new Redis(redisUrl!)));
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  const leasesOf = (self: string, leaseMs = 300) => createWriterLeases({ redis, prefix, self, leaseMs });

  it('gives an instance to the first process that asks, and tells the others', async () => {
    const [a, b] = [leasesOf('a'), leasesOf('b')];
    expect(await Promise.all([a.writerOf(1), b.writerOf(1)])).toEqual(['a', 'a']);
    expect(await b.writerOf(2)).toBe('b');
    expect(await a.writerOf(2)).toBe('b');
    await Promise.all([a.close(), b.close()]);
  });

  it('keeps a lease while it is used, lets it lapse when not, and hands it back on close', async () => {
    const [a, b] = [leasesOf('a', 1000), leasesOf('b', 1000)];
    expect(await a.writerOf(11)).toBe('a');
    for (let i = 0; i < 10; i++) {
      await sleep(200); // 2 s in all: the 1 s lease lives on because a keeps using it
      expect(await a.writerOf(11)).toBe('a');
    }
    expect(await b.writerOf(11)).toBe('a');
    await sleep(2000); // unused: it lapses, and the next process to ask takes it
    expect(await b.writerOf(11)).toBe('b');
    await b.close(); // handed back at once
    expect(await a.writerOf(11)).toBe('a');
    await a.close();
  });

  it('treats a silent writer as gone for the rest of its lease', async () => {
    const b = leasesOf('b');
    await redis.set(`${prefix}:joinWriter:21`, 'gone', 'PX', 300);
    expect(await b.writerOf(21)).toBe('gone');
    b.writerSilent(21, 'gone');
    expect(await b.writerOf(21)).toBe('b');
    await b.close();
  });
});
