import type { Redis } from 'ioredis';

export interface WriterLeasesOptions {
  redis: Redis;
  /** Key prefix (the deployment's Redis prefix). */
  prefix: string;
  /** This process's id, the lease's value. */
  self: string;
  /** How long a lease lives unrenewed: how long a dead writer's instances stay its own. */
  leaseMs?: number;
}

export interface WriterLeases {
  /** The process that writes this instance's joins now (self included); null when Redis fails. */
  writerOf(instanceId: number): Promise<string | null>;
  /** Nobody answered for the writer: treat it as gone for the rest of its lease (ask it no more). */
  writerSilent(instanceId: number, writer: string): void;
  /** Hands this process's leases back at once (a clean shutdown), so another takes them. */
  close(): Promise<void>;
}

/** The lease's owner, taking it when free; and how long it has left. */
const TAKE_SCRIPT = `
local owner = redis.call('GET', KEYS[1])
if owner then return {owner, redis.call('PTTL', KEYS[1])} end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return {ARGV[1], tonumber(ARGV[2])}`;

/** Renews the lease only while it is still ours (it may have lapsed and been taken). */
const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Who writes each game instance's joins (issue 17): a lease per instance in Redis, SET NX PX, taken
 * by the first process that asks for an instance nobody holds. The owner renews its leases while
 * it keeps making joins for them (every third of a lease), so an idle instance lapses and is taken
 * afresh by whoever sees its next join; a dead process loses its instances when their leases
 * expire. Chosen over hashing on a membership list: nothing to agree on but one key, and a lease
 * that changes hands at the wrong moment only lets two processes write for a while, which the
 * instance's row lock and the join keys make safe anyway. Each process remembers an answer for a
 * while (the lease's remaining life, at most a third of a lease), so a join costs no Redis call.
 */
export function createWriterLeases(options: WriterLeasesOptions): WriterLeases {
  const { redis, prefix, self } = options;
  const leaseMs = options.leaseMs ?? 3000;
  const keyOf = (instanceId: number) => `${prefix}:joinWriter:${instanceId}`;
  const known = new Map<number, { writer: string; until: number }>();
  const asking = new Map<number, Promise<string | null>>();
  /** Our leases used since the last renewal: renewed; the others lapse. */
  const used = new Set<number>();
  const mine = new Set<number>();

  const renewal = setInterval(() => void renew(), Math.max(50, Math.floor(leaseMs / 3)));
  renewal.unref();

  async function renew(): Promise<void> {
    const ids = [...used];
    used.clear();
    for (const id of mine)
      if (!ids.includes(id)) {
        mine.delete(id);
        known.delete(id);
      }
    await Promise.all(
      ids.map(async (id) => {
        const ok = await redis.eval(RENEW_SCRIPT, 1, keyOf(id), self, leaseMs).catch(() => 0);
        if (ok === 1) known.set(id, { writer: self, until: Date.now() + leaseMs / 3 });
        else {
          mine.delete(id);
          known.delete(id);
        }
      }),
    );
  }

  async function ask(instanceId: number): Promise<string | null> {
    try {
      const [writer, ttl] = (await redis.eval(TAKE_SCRIPT, 1, keyOf(instanceId), self, leaseMs)) as [
        string,
        number,
      ];
      const now = Date.now();
      known.set(instanceId, { writer, until: now + Math.min(Math.max(ttl, 0), leaseMs / 3) });
      if (writer === self) mine.add(instanceId);
      return writer;
    } catch {
      return null; // Redis is down or slow to answer: the caller joins itself
    } finally {
      asking.delete(instanceId);
    }
  }

  return {
    writerOf(instanceId) {
      const hit = known.get(instanceId);
      if (hit && hit.until > Date.now()) {
        if (mine.has(instanceId)) used.add(instanceId);
        return Promise.resolve(hit.writer);
      }
      let pending = asking.get(instanceId);
      if (!pending) {
        pending = ask(instanceId).then((writer) => {
          if (mine.has(instanceId)) used.add(instanceId);
          return writer;
        });
        asking.set(instanceId, pending);
      }
      return pending;
    },

    writerSilent(instanceId, writer) {
      const hit = known.get(instanceId);
      // This process writes the instance itself until the silent writer's lease has run out (it
      // holds no lease for it: nothing renews this entry).
      if (hit?.writer === writer && writer !== self)
        known.set(instanceId, { writer: self, until: Date.now() + leaseMs });
    },

    async close() {
      clearInterval(renewal);
      await Promise.allSettled([...mine].map((id) => redis.eval(RELEASE_SCRIPT, 1, keyOf(id), self)));
      mine.clear();
      known.clear();
    },
  };
}
