// CPU time of the Redis server a bench uses, when it runs on this machine: Redis reports its pid
// (INFO server) and /proc its CPU. Redis may serve others too (other benches, tests), so the
// figure is an upper bound of what the bench cost it.
import { Redis } from 'ioredis';
import { processCpuMs } from './processCpu';

/** A reader of the Redis server's CPU milliseconds so far, or null where it cannot be read. */
export async function redisCpuReader(redisUrl: string | undefined): Promise<(() => number | null) | null> {
  if (!redisUrl) return null;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const pid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
    if (!pid || processCpuMs(pid) === null) return null;
    return () => processCpuMs(pid);
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}
