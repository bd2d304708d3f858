import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { GameStatus } from '../../../protocol/gameStatus';
import type { GameTypeConfig } from '../../config/schema';
import type { Clock, LobbyFeed } from '../../services';
import type { Db } from '../../storage/db';
import { Mutex } from '../../storage/mutex';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { snapshotOf } from '../games/snapshot';
import { toGameInstance } from '../games/toGameInstance';
import type { CurrencyBook } from '../money';
import { acquireLease, releaseLease } from './lease';
import { nextStartAfter } from './schedule';
import { timelineFor } from './timeline';
import { dueStep, REMOVE } from './transitions';

export interface TickReport {
  /** False when another process holds the engine lease and this one did nothing. */
  leader: boolean;
  transitions: number;
  created: number;
}

export interface Scheduler {
  /** Starts the loop: a tick every intervalMs until stop(). */
  start(): void;
  stop(): Promise<void>;
  /** One pass: advance every due instance, then make sure each site has an OPEN instance per game. */
  tick(): Promise<TickReport>;
  running(): boolean;
}

export interface SchedulerDeps {
  db: Db;
  clock: Clock;
  feed: LobbyFeed;
  currencies: CurrencyBook;
  gameTypes: readonly GameTypeConfig[];
  log?: Logger;
  intervalMs?: number;
  leaseMs?: number;
  holder?: string;
}

const LEASE_NAME = 'game-engine';

export function createScheduler(deps: SchedulerDeps): Scheduler {
  const { db, clock, feed, currencies } = deps;
  const intervalMs = deps.intervalMs ?? 1000;
  const leaseMs = deps.leaseMs ?? Math.max(15_000, intervalMs * 5);
  const holder = deps.holder ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const typesById = new Map(deps.gameTypes.map((g) => [g.gameId, g]));
  const retentionMs = (gameId: number) => (typesById.get(gameId)?.lobbyRetentionSeconds ?? 0) * 1000;
  const ticks = new Mutex(); // the loop and a test's tick() never run a pass at the same time
  let timer: NodeJS.Timeout | undefined;
  let loop = false;

  // Every change is committed first and announced after: a listener that reads the database sees it.
  function announce(row: InstanceRow): void {
    feed.gameChanged(toGameInstance(row, currencies));
  }

  async function advance(row: InstanceRow, now: number): Promise<number> {
    let current: InstanceRow | null = row;
    let moved = 0;
    // A server that was down walks an instance through every missed step, each persisted and announced.
    while (current) {
      const step = dueStep(current, now, retentionMs(current.game_id));
      if (step === null) break;
      if (step === REMOVE) {
        const removed = await db.tx((q) => instancesRepo.remove(q, row.id, now));
        if (removed) feed.gameRemoved(removed.id, removed.member_ids);
        return moved + (removed ? 1 : 0);
      }
      const from: GameStatus = current.status;
      current = await db.tx((q): Promise<InstanceRow | null> =>
        instancesRepo.transition(q, row.id, from, step, now),
      );
      if (current) {
        moved++;
        announce(current);
        deps.log?.debug({ gameInstanceId: current.id, from, to: step }, 'game status');
      }
    }
    return moved;
  }

  async function ensureOpen(now: number): Promise<number> {
    const coverage = new Map((await instancesRepo.openCoverage(db)).map((c) => [c.game_id, c]));
    let created = 0;
    for (const game of deps.gameTypes) {
      const c = coverage.get(game.gameId);
      const open = new Set(c?.open_member_ids ?? []);
      const missing = game.memberIds.filter((m) => !open.has(m));
      if (missing.length === 0) continue;
      // The next slot whose registration is still open now, and after every earlier instance.
      const after = Math.max(now + game.registration.closesBeforeStartSeconds * 1000, c?.last_start_at ?? 0);
      const times = timelineFor(game, nextStartAfter(game.schedule, after));
      const row = await db.tx((q) =>
        instancesRepo.insert(q, {
          gameId: game.gameId,
          memberIds: missing,
          sequenceNumber: (c?.last_sequence ?? 0) + 1,
          currency: game.currency,
          ...times,
          progressiveMinor: game.progressive.enabled ? game.progressive.seedMinor : 0,
          snapshot: snapshotOf(game),
          now,
        }),
      );
      created++;
      announce(row);
    }
    return created;
  }

  async function pass(): Promise<TickReport> {
    const now = clock.now();
    const leader = await acquireLease(db, { name: LEASE_NAME, holder, now, ttlMs: leaseMs });
    if (!leader) return { leader, transitions: 0, created: 0 };
    let transitions = 0;
    for (const row of await instancesRepo.due(
      db,
      now,
      new Map([...typesById.keys()].map((id) => [id, retentionMs(id)])),
    )) {
      transitions += await advance(row, now);
    }
    const created = await ensureOpen(now);
    return { leader, transitions, created };
  }

  const tick = () => ticks.run(pass);

  function schedule(delayMs: number): void {
    timer = setTimeout(async () => {
      try {
        await tick();
      } catch (error) {
        deps.log?.error({ err: error }, 'scheduler tick failed');
      }
      if (loop) schedule(intervalMs);
    }, delayMs);
  }

  return {
    tick,
    start() {
      if (loop) return;
      loop = true;
      schedule(0); // fill the lobby at once rather than one interval after start
    },
    async stop() {
      loop = false;
      if (timer) clearTimeout(timer);
      await ticks.run(() => releaseLease(db, LEASE_NAME, holder).catch(() => undefined));
    },
    running: () => loop,
  };
}
