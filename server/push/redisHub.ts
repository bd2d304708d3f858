import { Redis } from 'ioredis';
import type { PushMessage } from '../../protocol/events';
import { decode, encode } from '../../protocol/codec';
import type { PushHub } from '../ports/pushHub';
import { PushBuffer } from './buffer';
import { TopicListeners } from './listeners';
import type { HubOptions } from './memoryHub';

export interface RedisHubOptions extends HubOptions {
  /** Prefix of the keys and the channel, so several deployments (or tests) share one Redis. */
  prefix?: string;
  onError?: (error: unknown) => void;
}

/**
 * Numbers and publishes in one atomic step: per-topic seq and the hub-wide cursor come from INCR,
 * and PUBLISH runs in the same script, so every process receives pushes in cursor order and sees
 * the same seq for the same push. Message: "<seq>:<cursor>:<msgpack {topic,event,data}>".
 */
const PUBLISH_SCRIPT = `
local seq = redis.call('INCR', KEYS[1])
local cursor = redis.call('INCR', KEYS[2])
redis.call('PUBLISH', ARGV[1], seq .. ':' .. cursor .. ':' .. ARGV[2])
return cursor`;

/** The client with PUBLISH_SCRIPT defined as a command (ioredis defineCommand). */
interface NumberedPublisher {
  publishNumbered(seqKey: string, cursorKey: string, channel: string, payload: Buffer): Promise<unknown>;
}

/**
 * The hub for several server processes: each process publishes through Redis and delivers what it
 * receives from Redis, its own pushes included, to its local listeners. Every process receives
 * every push, so HTTP polling works whichever process a poll lands on.
 */
export async function createRedisHub(redisUrl: string, options: RedisHubOptions = {}): Promise<PushHub> {
  const prefix = options.prefix ?? 'drawhall';
  const channel = `${prefix}:push`;
  const cursorKey = `${prefix}:push:cursor`;
  const onError = options.onError ?? (() => {});
  // Auto-pipelining: the pushes of one batch of joins (a balance and a join event per player, the
  // lobby's counts) are published in one turn of the event loop, and go out in one socket write
  // instead of one each; Redis keeps their order. The script goes by its SHA (EVALSHA) once loaded,
  // not as its whole text, which Redis would hash again on every push.
  const publisher = new Redis(redisUrl, { lazyConnect: true, enableAutoPipelining: true });
  publisher.defineCommand('publishNumbered', { numberOfKeys: 2, lua: PUBLISH_SCRIPT });
  const publishNumbered = (publisher as unknown as NumberedPublisher).publishNumbered.bind(publisher);
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners = new TopicListeners(options.onListenerError);

  let buffer: PushBuffer | null = null;
  const early: { cursor: number; push: PushMessage }[] = [];
  subscriber.on('messageBuffer', (_channel: Buffer, message: Buffer) => {
    try {
      const { cursor, push } = parseMessage(message);
      if (buffer) buffer.add(cursor, push);
      else early.push({ cursor, push });
      listeners.deliver(push);
    } catch (error) {
      onError(error);
    }
  });

  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  // Start from the shared cursor, so a poll with a cursor from another process is understood.
  buffer = new PushBuffer(options.bufferSize, localCursor(Number((await publisher.get(cursorKey)) ?? 0)));
  for (const { cursor, push } of early) buffer.add(cursor, push);
  const ready = buffer;

  return {
    publish(topic, event, data) {
      const payload = Buffer.from(encode({ topic, event, data }));
      options.onPublish?.(topic, event);
      publishNumbered(`${prefix}:seq:${topic}`, cursorKey, channel, payload).catch(onError);
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    since: (topics, after) => ready.since(topics, after),
    async close() {
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

function parseMessage(message: Buffer): { cursor: number; push: PushMessage } {
  const first = message.indexOf(0x3a); // ':'
  const second = message.indexOf(0x3a, first + 1);
  if (first < 0 || second < 0) throw new Error('Malformed push message');
  const seq = Number(message.subarray(0, first).toString('latin1'));
  const cursor = localCursor(Number(message.subarray(first + 1, second).toString('latin1')));
  const body = decode<{ topic: string; event: string; data: unknown }>(message.subarray(second + 1));
  return { cursor, push: { topic: body.topic, event: body.event, data: body.data, seq } };
}

/** Redis INCR counts from 1; positions are shifted by one so that 1 means "nothing yet" as in memory. */
function localCursor(redisCursor: number): number {
  return redisCursor + 1;
}
