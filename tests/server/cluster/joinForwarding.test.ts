import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../protocol/types';
import { createJoinForwarding, type JoinForwarding } from '../../../server/cluster/joinForwarding';
import {
  createJoinService,
  type JoinRequest,
  type JoinService,
} from '../../../server/domain/play/joinService';
import { createMemoryHub } from '../../../server/push/memoryHub';
import type { Db } from '../../../server/storage/db';
import { hookedDb } from '../domain/support/hookedDb';
import { backends } from '../domain/support/testDb';
import {
  balanceOf,
  currencies,
  fundedPlayer,
  ledgerBalances,
  makeWorld,
  openInstance,
  playCountOf,
  recordingFeed,
  tinyGame,
  type World,
} from '../domain/play/support/gameWorld';

const redisUrl = process.env.REDIS_URL;

/** A process's view of the database: counts its transactions; each may wait on `hold` before its commit. */
function processDb(db: Db) {
  const state = { txs: 0, hold: null as Promise<void> | null };
  const wrapped = hookedDb(db, {
    started: () => void state.txs++,
    beforeCommit: () => state.hold ?? undefined,
  });
  return { db: wrapped, state };
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe.skipIf(!redisUrl)('join forwarding between processes', () => {
  describe.each(backends)('on $name', (backend) => {
    let dispose: () => Promise<void>;
    let w: World;
    let game: GameInstance;
    const prefixes: string[] = [];
    const open: JoinForwarding[] = [];

    beforeAll(async () => {
      const opened = await backend.open();
      dispose = opened.dispose;
      w = await makeWorld(
        opened.db,
        tinyGame({
          limits: {
            minPlaysPerPlayer: 1,
            maxPlaysPerPlayer: 4,
            minPlaysPerGame: 0,
            maxPlaysPerGame: 100_000,
          },
        }),
      );
      game = await openInstance(w);
    });
    afterEach(async () => {
      await Promise.all(open.splice(0).map((f) => f.close()));
    });
    afterAll(async () => {
      // Only this file's keys: other runs may share the Redis.
      const redis = new Redis(redisUrl!);
      for (const prefix of prefixes) {
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length) await redis.del(...keys);
      }
      await redis.quit();
      await dispose();
    });

    /** One server process: its join service on its own view of the database, its hub and feed. */
    async function serverProcess(prefix: string) {
      const forwarding = await createJoinForwarding({ redisUrl: redisUrl!, prefix, timeoutMs: 400 });
      open.push(forwarding);
      const { db, state } = processDb(w.db);
      const joinPushes: unknown[] = [];
      const push = createMemoryHub({
        onPublish: (topic, event) => void (event === 'playerJoin' && joinPushes.push(topic)),
      });
      const lobby = recordingFeed();
      const joins: JoinService = createJoinService({
        db,
        clock: w.clock,
        currencies,
        gameTypes: [w.type],
        feed: lobby.feed,
        push,
        maxInFlight: 1000,
        router: forwarding,
      });
      return { forwarding, joins, state, joinPushes, lobby };
    }

    /** Two processes on one database and one Redis; `a` is made the instance's writer. */
    async function twoProcesses() {
      const prefix = `drawhall-test-fwd-${randomUUID()}`;
      prefixes.push(prefix);
      const a = await serverProcess(prefix);
      const b = await serverProcess(prefix);
      const first = await fundedPlayer(w.db, 1000);
      expect((await a.joins.join(request(first.id))).exitCode).toBe(0); // a takes the lease
      a.state.txs = 0;
      a.joinPushes.length = 0;
      a.lobby.changed.length = 0;
      return { a, b };
    }

    const request = (playerId: number, over: Partial<JoinRequest> = {}): JoinRequest => ({
      playerId,
      gameId: game.gameId,
      gameInstanceId: game.gameInstanceId,
      userPlays: [],
      userPlaysCount: 1,
      currencyId: 'USD',
      gate: { freerollNoDeposits: false, emailVerificationRequired: false },
      ...over,
    });
    const playCount = () => playCountOf(w.db, game.gameInstanceId);
    const joinsOf = async (playerId: number) =>
      w.db.query<{ id: number }>('SELECT id FROM joins WHERE player_id = $1', [playerId]);

    it('has the joins received by both processes made by the instance writer, each once', async () => {
      const { a, b } = await twoProcesses();
      const viaA = await Promise.all(Array.from({ length: 20 }, () => fundedPlayer(w.db, 1000)));
      const viaB = await Promise.all(Array.from({ length: 20 }, () => fundedPlayer(w.db, 1000)));
      const before = await playCount();
      const results = await Promise.all([
        ...viaA.map((p) => a.joins.join(request(p.id))),
        ...viaB.map((p) => b.joins.join(request(p.id, { joinKey: `k-${p.id}` }))),
      ]);
      expect(results.map((r) => r.exitCode)).toEqual(results.map(() => 0));
      // b sold nothing itself: every join it received was made (and announced) by a.
      expect(b.state.txs).toBe(0);
      expect(b.forwarding.counts).toEqual({ forwarded: 20, fellBack: 0, served: 0 });
      expect(a.forwarding.counts.served).toBe(20);
      expect(a.state.txs).toBeGreaterThan(0);
      expect(a.joinPushes).toHaveLength(40);
      expect(b.joinPushes).toHaveLength(0);
      expect(b.lobby.changed).toHaveLength(0);
      expect(a.lobby.changed.length).toBeGreaterThan(0);
      // The answers came back whole.
      for (const r of results) expect(r.joinEvent).toMatchObject({ playerPlaysInGame: 1 });
      expect(new Set(results.map((r) => r.joinEvent!.gamePlayCurrent)).size).toBe(40);
      expect(await playCount()).toBe(before + 40);
      for (const p of [...viaA, ...viaB]) expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 110);
      expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
    });

    it('makes the join itself under the same key when the writer answers too late, buying it once', async () => {
      const { a, b } = await twoProcesses();
      const p = await fundedPlayer(w.db, 1000);
      const before = await playCount();
      let letGo!: () => void;
      a.state.hold = new Promise((r) => (letGo = r));
      // No joinKey: the key b generates is fixed before the join leaves for a.
      const answer = b.joins.join(request(p.id));
      await until(() => a.state.txs > 0); // a's batch has made the join and waits to commit
      await until(() => b.forwarding.counts.fellBack === 1); // b gave up on a: it joins itself
      letGo();
      a.state.hold = null;
      const result = await answer;
      expect(result.exitCode).toBe(0);
      const rows = await joinsOf(p.id);
      expect(rows).toHaveLength(1);
      expect(result.joinEvent!.joinCode).toBe(String(rows[0].id));
      expect(await playCount()).toBe(before + 1);
      expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 110);
      // The join was announced once, by the process whose batch made it.
      await until(() => a.joinPushes.length === 1);
      expect(b.joinPushes).toHaveLength(0);
      expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
    });

    it('joins locally once the writer is gone, waiting for it only once', async () => {
      const { a, b } = await twoProcesses();
      await a.forwarding.close(); // a stops answering; its lease stays (a crash releases nothing)
      const prefix = prefixes.at(-1)!;
      const redis = new Redis(redisUrl!);
      await redis.set(`${prefix}:joinWriter:${game.gameInstanceId}`, 'gone', 'PX', 5000);
      await redis.quit();
      const [p, q] = [await fundedPlayer(w.db, 1000), await fundedPlayer(w.db, 1000)];
      const before = await playCount();
      expect((await b.joins.join(request(p.id, { joinKey: 'once' }))).exitCode).toBe(0);
      expect((await b.joins.join(request(q.id))).exitCode).toBe(0);
      // One wait for the gone writer: the second join was not sent to it at all.
      expect(b.forwarding.counts).toMatchObject({ forwarded: 0, fellBack: 1 });
      expect(b.joinPushes).toHaveLength(2);
      // A retry of the same join (same key) answers the stored result.
      const again = await b.joins.join(request(p.id, { joinKey: 'once' }));
      expect(again.joinEvent!.joinCode).toBe(String((await joinsOf(p.id))[0].id));
      expect(await playCount()).toBe(before + 2);
      expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
    });

    it('makes a join carrying functions (a subscription, a promotion) where it was received', async () => {
      const { a, b } = await twoProcesses();
      const [p, q] = [await fundedPlayer(w.db, 1000), await fundedPlayer(w.db, 1000)];
      const sub = await b.joins.join(request(p.id, { withJoin: async () => 'SUB-1' }));
      const promo = await b.joins.join(request(q.id, { promotionMinor: () => 10 }));
      expect([sub.exitCode, promo.exitCode]).toEqual([0, 0]);
      expect(sub.subscriptionCode).toBe('SUB-1');
      expect(b.state.txs).toBe(2);
      expect(a.forwarding.counts.served).toBe(0);
      expect(b.forwarding.counts).toEqual({ forwarded: 0, fellBack: 0, served: 0 });
      expect(await balanceOf(w.db, q.cashId)).toBe(1000 - 100);
      expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
    });

    it('joins locally when Redis is out of reach', async () => {
      const { b } = await twoProcesses();
      await b.forwarding.close(); // its connections are gone: every Redis call fails at once
      const p = await fundedPlayer(w.db, 1000);
      expect((await b.joins.join(request(p.id))).exitCode).toBe(0);
      expect(b.state.txs).toBe(1);
      expect(await balanceOf(w.db, p.cashId)).toBe(1000 - 110);
    });
  });
});
