import { Redis } from 'ioredis';
import { decode, encode } from '../../protocol/codec';

export interface RedisCallsOptions {
  redisUrl: string;
  prefix: string;
  /** This process's id: the channel its calls are answered on. */
  self: string;
  /** A call not answered by then fails (the caller then does the work itself). */
  timeoutMs: number;
  onError?: (error: unknown) => void;
}

export interface RedisCalls<Q, A> {
  /** Asks process `target` to answer `request`; rejects on timeout, a Redis failure or its error. */
  call(target: string, request: Q): Promise<A>;
  /** What this process answers to the calls it receives. */
  serve(answer: (request: Q) => Promise<A>): void;
  /** The connections, for other modules of the same process (e.g. writerLeases). */
  readonly redis: Redis;
  close(): Promise<void>;
}

/** One message on a process's channel: calls for it (with where to answer), or its answers. */
interface Envelope {
  from?: string;
  calls?: [id: number, request: unknown][];
  replies?: [id: number, ok: boolean, value: unknown][];
}

/**
 * Calls between server processes over Redis pub/sub: each process listens on its own channel.
 * Everything bound for one process in one turn of the event loop goes as ONE message (the joins
 * from many sockets of one I/O pass, the answers of one committed batch), so a busy instance
 * costs Redis a few messages per batch, not a few per join. Commands never queue while Redis is
 * away (enableOfflineQueue off): a call then fails at once, and the caller works alone.
 */
export async function createRedisCalls<Q, A>(options: RedisCallsOptions): Promise<RedisCalls<Q, A>> {
  const { prefix, self, timeoutMs } = options;
  const onError = options.onError ?? (() => {});
  const channelOf = (process: string) => `${prefix}:calls:${process}`;
  // A command that Redis does not answer in time fails like one it refuses.
  const redis = new Redis(options.redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: timeoutMs,
  });
  const subscriber = new Redis(options.redisUrl, { lazyConnect: true });
  redis.on('error', onError);
  subscriber.on('error', onError);
  let answer: ((request: Q) => Promise<A>) | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve(a: A): void; reject(e: unknown): void; timer: NodeJS.Timeout }>();
  const outbox = new Map<string, Envelope>();
  let flushing = false;

  function send(target: string, add: (e: Envelope) => void): void {
    let envelope = outbox.get(target);
    if (!envelope) outbox.set(target, (envelope = {}));
    add(envelope);
    if (!flushing) {
      flushing = true;
      setImmediate(flush);
    }
  }

  function flush(): void {
    flushing = false;
    for (const [target, envelope] of outbox) {
      redis.publish(channelOf(target), Buffer.from(encode(envelope))).catch((error: unknown) => {
        for (const [id] of envelope.calls ?? []) settle(id, false, error);
      });
    }
    outbox.clear();
  }

  function settle(id: number, ok: boolean, value: unknown): void {
    const w = waiting.get(id);
    if (!w) return; // timed out already
    waiting.delete(id);
    clearTimeout(w.timer);
    if (ok) w.resolve(value as A);
    else w.reject(value instanceof Error ? value : new Error(String(value)));
  }

  function received(envelope: Envelope): void {
    for (const [id, ok, value] of envelope.replies ?? []) settle(id, ok, value);
    const from = envelope.from;
    if (!from) return;
    for (const [id, request] of envelope.calls ?? []) {
      const work = answer ? answer(request as Q) : Promise.reject(new Error('not serving'));
      work.then(
        (value) => send(from, (e) => (e.replies ??= []).push([id, true, value])),
        (error: unknown) => send(from, (e) => (e.replies ??= []).push([id, false, String(error)])),
      );
    }
  }

  subscriber.on('messageBuffer', (_channel: Buffer, message: Buffer) => {
    try {
      received(decode<Envelope>(message));
    } catch (error) {
      onError(error);
    }
  });
  await Promise.all([redis.connect(), subscriber.connect()]);
  await subscriber.subscribe(channelOf(self));

  return {
    redis,
    call(target, request) {
      return new Promise<A>((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => settle(id, false, new Error('call timed out')), timeoutMs);
        waiting.set(id, { resolve, reject, timer });
        send(target, (e) => {
          e.from = self;
          (e.calls ??= []).push([id, request]);
        });
      });
    },
    serve(fn) {
      answer = fn;
    },
    async close() {
      for (const id of [...waiting.keys()]) settle(id, false, new Error('closed'));
      await Promise.allSettled([subscriber.quit(), redis.quit()]);
    },
  };
}
