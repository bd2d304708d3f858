import { Redis } from 'ioredis';
import type { PushMessage } from '../../protocol/events';
import { decode, encode } from '../../protocol/codec';
import type { PushHub } from '../ports/pushHub';
import { PushBuffer } from './buffer';
import { EncodedPush } from './encodedPush';
import { TopicListeners } from './listeners';
import type { HubOptions } from './memoryHub';

export interface RedisHubOptions extends HubOptions {
  /** Prefix of the keys and the channel, so several deployments (or tests) share one Redis. */
  prefix?: string;
  onError?: (error: unknown) => void;
}

/**
 * Numbers and publishes a burst of pushes in one atomic step: KEYS[1] is the hub-wide cursor,
 * KEYS[2..] the seq key of each push's topic in order (a topic twice in a burst counts twice);
 * ARGV[1] the channel, ARGV[2] the pushes. Each push takes the next seq of its topic and the next
 * cursor, and PUBLISH runs in the same script, so every process receives pushes in cursor order
 * and sees the same seq for the same push. Message: "<first cursor>:<seq>,<seq>,...:<pushes>",
 * the pushes one MessagePack array [topic, event, data, topic, event, data, ...], each data its
 * own MessagePack bytes (a process decodes only the pushes it has listeners for).
 */
const PUBLISH_SCRIPT = `
local n = #KEYS - 1
local seqs = {}
for i = 1, n do seqs[i] = redis.call('INCR', KEYS[i + 1]) end
local last = redis.call('INCRBY', KEYS[1], n)
redis.call('PUBLISH', ARGV[1], (last - n + 1) .. ':' .. table.concat(seqs, ',') .. ':' .. ARGV[2])
return last`;

/** At most this many pushes go in one message (a larger burst goes as several, in order). */
const MAX_BURST = 512;

/** The client with PUBLISH_SCRIPT defined as a command (ioredis defineCommand). */
interface NumberedPublisher {
  publishNumbered(keyCount: number, ...keysThenArgs: (string | Buffer)[]): Promise<unknown>;
}

/**
 * The hub for several server processes: each process publishes through Redis and delivers what it
 * receives from Redis, its own pushes included, to its local listeners. Every process receives
 * every push, so HTTP polling works whichever process a poll lands on. The pushes published in one
 * turn of the event loop (a committed batch of joins: a balance and a join event per player) go as
 * ONE script call and ONE message, not one each: Redis and both processes' clients handle a message
 * per batch. A push's data stays as the MessagePack bytes it came in until something reads it (a
 * listener in this process, a poll): a socket gets those bytes framed as they are (encodedPush.ts),
 * and the balance of a player whose socket is on the other process is never decoded here.
 */
export async function createRedisHub(redisUrl: string, options: RedisHubOptions = {}): Promise<PushHub> {
  const prefix = options.prefix ?? 'drawhall';
  const channel = `${prefix}:push`;
  const cursorKey = `${prefix}:push:cursor`;
  const onError = options.onError ?? (() => {});
  // Auto-pipelining: the bursts of one turn (several when one turn publishes more than MAX_BURST)
  // go out in one socket write; Redis keeps their order. The script goes by its SHA (EVALSHA) once
  // loaded, not as its whole text, which Redis would hash again on every burst.
  const publisher = new Redis(redisUrl, { lazyConnect: true, enableAutoPipelining: true });
  publisher.defineCommand('publishNumbered', { lua: PUBLISH_SCRIPT });
  const publishNumbered = (publisher as unknown as NumberedPublisher).publishNumbered.bind(publisher);
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners = new TopicListeners(options.onListenerError);

  let buffer: PushBuffer | null = null;
  const early: { cursor: number; push: PushMessage }[] = [];
  subscriber.on('messageBuffer', (_channel: Buffer, message: Buffer) => {
    try {
      for (const { cursor, push } of parseMessage(message)) {
        if (buffer) buffer.add(cursor, push);
        else early.push({ cursor, push });
        listeners.deliver(push);
      }
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

  /** Pushes published this turn, not yet sent: [topic, event, data bytes, ...]. */
  let pending: unknown[] = [];
  let seqKeys: string[] = [];
  function flush(): void {
    const pushes = pending;
    const keys = seqKeys;
    pending = [];
    seqKeys = [];
    for (let at = 0; at < keys.length; at += MAX_BURST) {
      const burstKeys = keys.slice(at, at + MAX_BURST);
      const burst = pushes.slice(at * 3, (at + MAX_BURST) * 3);
      publishNumbered(
        burstKeys.length + 1,
        cursorKey,
        ...burstKeys,
        channel,
        Buffer.from(encode(burst)),
      ).catch(onError);
    }
  }

  return {
    publish(topic, event, data) {
      options.onPublish?.(topic, event);
      if (seqKeys.length === 0) setImmediate(flush);
      seqKeys.push(`${prefix}:seq:${topic}`);
      pending.push(topic, event, encode(data));
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    since(topics, after) {
      const { pushes, cursor } = ready.since(topics, after);
      return { pushes: pushes.map((p) => (p instanceof EncodedPush ? p.plain() : p)), cursor };
    },
    async close() {
      if (seqKeys.length > 0) flush(); // what was published before the close still goes
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

function parseMessage(message: Buffer): { cursor: number; push: PushMessage }[] {
  const first = message.indexOf(0x3a); // ':'
  const second = message.indexOf(0x3a, first + 1);
  if (first < 0 || second < 0) throw new Error('Malformed push message');
  const cursor = localCursor(Number(message.subarray(0, first).toString('latin1')));
  const seqs = message
    .subarray(first + 1, second)
    .toString('latin1')
    .split(',')
    .map(Number);
  // A copy: the pushes keep their data's bytes (decoded when read, framed as they are), and must
  // not hold on to (or read from) the socket's chunk the message came in.
  const body = decode<unknown[]>(Buffer.from(message.subarray(second + 1)));
  if (!Array.isArray(body) || body.length !== seqs.length * 3) throw new Error('Malformed push message');
  return seqs.map((seq, i) => ({
    cursor: cursor + i,
    push: new EncodedPush(
      body[i * 3] as string,
      body[i * 3 + 1] as string,
      seq,
      body[i * 3 + 2] as Uint8Array,
    ),
  }));
}

/** Redis INCR counts from 1; positions are shifted by one so that 1 means "nothing yet" as in memory. */
function localCursor(redisCursor: number): number {
  return redisCursor + 1;
}
