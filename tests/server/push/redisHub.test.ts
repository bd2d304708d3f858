import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../../protocol/events';
import { createRedisHub } from '../../../server/push/redisHub';

const redisUrl = process.env.REDIS_URL;

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(!redisUrl)('Redis hub across processes', () => {
  // Each test uses its own prefix; only those are removed afterwards, never another run's keys
  // (a run in another worktree or process may be using the same Redis at the same time).
  const prefixes: string[] = [];
  const newPrefix = () => {
    const prefix = `drawhall-test-${randomUUID()}`;
    prefixes.push(prefix);
    return prefix;
  };
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    }
    await redis.quit();
  });

  it('delivers a push published on one hub to the listeners of both, with the same seq', async () => {
    const prefix = newPrefix();
    const a = await createRedisHub(redisUrl!, { prefix });
    const b = await createRedisHub(redisUrl!, { prefix });
    try {
      const gotA: PushMessage[] = [];
      const gotB: PushMessage[] = [];
      a.subscribe('lobby', (p) => gotA.push(p));
      b.subscribe('lobby', (p) => gotB.push(p));
      a.publish('lobby', 'gamesBatch', { from: 'a' });
      b.publish('lobby', 'gamesBatch', { from: 'b' });
      a.publish('lobby.1', 'gamesBatch', { other: true });
      await until(() => gotA.length === 2 && gotB.length === 2);
      expect(gotA).toEqual(gotB);
      expect(gotA.map((p) => p.seq)).toEqual([1, 2]);
      expect(gotA.map((p) => (p.data as { from: string }).from).sort()).toEqual(['a', 'b']);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('numbers a burst published in one turn in order, also after Redis forgets the script', async () => {
    const prefix = newPrefix();
    const a = await createRedisHub(redisUrl!, { prefix });
    const admin = new Redis(redisUrl!);
    try {
      const got: PushMessage[] = [];
      a.subscribe('player.7', (p) => got.push(p));
      // One turn: the hub pipelines these into one write; Redis must keep their order.
      for (let n = 1; n <= 200; n++) a.publish('player.7', 'balance', { n });
      await until(() => got.length === 200);
      // A restarted or flushed Redis answers NOSCRIPT to EVALSHA: the hub sends the script again.
      await admin.script('FLUSH');
      for (let n = 201; n <= 210; n++) a.publish('player.7', 'balance', { n });
      await until(() => got.length === 210);
      expect(got.map((p) => (p.data as { n: number }).n)).toEqual(
        Array.from({ length: 210 }, (_, i) => i + 1),
      );
      expect(got.map((p) => p.seq)).toEqual(Array.from({ length: 210 }, (_, i) => i + 1));
    } finally {
      await Promise.all([a.close(), admin.quit()]);
    }
  });

  it('gives both processes the same polling cursor', async () => {
    const prefix = newPrefix();
    const a = await createRedisHub(redisUrl!, { prefix });
    const b = await createRedisHub(redisUrl!, { prefix });
    try {
      const start = a.since([], 0).cursor;
      expect(b.since([], 0).cursor).toBe(start);
      a.publish('cashier.1', 'balanceUpdate', { n: 1 });
      await until(() => a.since([], 0).cursor === start + 1 && b.since([], 0).cursor === start + 1);
      b.publish('cashier.1', 'balanceUpdate', { n: 2 });
      b.publish('lobby', 'x', {});
      await until(() => a.since([], 0).cursor === start + 3 && b.since([], 0).cursor === start + 3);
      // A poll that lands on either process gets the same answer for the same cursor.
      expect(a.since(['cashier.1'], start + 1)).toEqual(b.since(['cashier.1'], start + 1));
      expect(a.since(['cashier.1'], start + 1).pushes).toEqual([
        { topic: 'cashier.1', event: 'balanceUpdate', data: { n: 2 }, seq: 2 },
      ]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('lets a hub started later understand cursors handed out before it started', async () => {
    const prefix = newPrefix();
    const a = await createRedisHub(redisUrl!, { prefix });
    a.publish('lobby', 'x', {});
    a.publish('lobby', 'x', {});
    await until(() => a.since([], 0).cursor === 3);
    const b = await createRedisHub(redisUrl!, { prefix });
    try {
      expect(b.since([], 0).cursor).toBe(3);
      a.publish('lobby', 'y', { late: true });
      await until(() => b.since([], 0).cursor === 4);
      expect(b.since(['lobby'], 3).pushes).toEqual([
        { topic: 'lobby', event: 'y', data: { late: true }, seq: 3 },
      ]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
