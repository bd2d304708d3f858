import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { Unpackr } from 'msgpackr';
import { afterAll, describe, expect, it, vi } from 'vitest';
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

  it('sends the pushes of one turn as one message, numbered as if one by one, across processes', async () => {
    const prefix = newPrefix();
    const a = await createRedisHub(redisUrl!, { prefix });
    const b = await createRedisHub(redisUrl!, { prefix });
    const spy = new Redis(redisUrl!);
    try {
      let messages = 0;
      spy.on('messageBuffer', () => void messages++);
      await spy.subscribe(`${prefix}:push`);
      const start = a.since([], 0).cursor;
      const gotA: PushMessage[] = [];
      const gotB: PushMessage[] = [];
      a.subscribe('player.1', (p) => gotA.push(p));
      b.subscribe('player.1', (p) => gotB.push(p));
      // One turn of a committed batch: a topic twice, another once, in order.
      a.publish('player.1', 'playerJoin', { n: 1 });
      a.publish('cashier.1', 'balanceUpdate', { n: 2 });
      a.publish('player.1', 'playerJoin', { n: 3 });
      await until(() => gotA.length === 2 && gotB.length === 2 && b.since([], 0).cursor === start + 3);
      expect(messages).toBe(1);
      expect(gotB).toEqual(gotA);
      expect(gotA.map((p) => [p.seq, (p.data as { n: number }).n])).toEqual([
        [1, 1],
        [2, 3],
      ]);
      // The other topic has no listener on b: kept for polls (decoded when asked), same cursor.
      expect(b.since(['cashier.1', 'player.1'], start)).toEqual(a.since(['cashier.1', 'player.1'], start));
      expect(b.since(['cashier.1'], start).pushes).toEqual([
        { topic: 'cashier.1', event: 'balanceUpdate', data: { n: 2 }, seq: 1 },
      ]);
      // The next turn's pushes take the next numbers.
      b.publish('player.1', 'playerJoin', { n: 4 });
      await until(() => gotA.length === 3);
      expect(gotA[2].seq).toBe(3);
      expect(messages).toBe(2);
    } finally {
      await Promise.all([a.close(), b.close(), spy.quit()]);
    }
  });

  it('decodes the data of a push only when it is read (a listener, a poll)', async () => {
    const prefix = newPrefix();
    const a = await createRedisHub(redisUrl!, { prefix });
    const b = await createRedisHub(redisUrl!, { prefix });
    try {
      const start = b.since([], 0).cursor;
      const got: PushMessage[] = [];
      b.subscribe('player.2', (p) => got.push(p));
      // Every MessagePack decode in this process (the codec's Packr unpacks through its prototype).
      const decodes = vi.spyOn(Unpackr.prototype, 'unpack');
      // Another process's players' balances: nobody here listens to them.
      for (let n = 0; n < 50; n++) a.publish('cashier.9', 'balanceUpdate', { n });
      a.publish('player.2', 'playerJoin', { last: true });
      await until(() => got.length === 1 && a.since([], 0).cursor === start + 51);
      expect(got[0].data).toEqual({ last: true });
      // Each hub reads the message (one decode each), the listener reads its push's data: not 102.
      expect(decodes).toHaveBeenCalledTimes(3);
      decodes.mockRestore();
      const polled = b.since(['cashier.9'], start).pushes;
      expect(polled.map((p) => (p.data as { n: number }).n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
      // Decoded once, then kept: a second poll decodes nothing.
      const again = vi.spyOn(Unpackr.prototype, 'unpack');
      expect(b.since(['cashier.9'], start).pushes).toEqual(polled);
      expect(again).not.toHaveBeenCalled();
      again.mockRestore();
    } finally {
      await Promise.all([a.close(), b.close()]);
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
