import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { GameStatus } from '../../../protocol/gameStatus';
import type { GameTypeConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { LobbyFeed } from '../../ports/lobbyFeed';
import type { PushHub } from '../../ports/pushHub';
import { pushBalances } from '../ledger';
import type { Db } from '../../storage/db';
import { Mutex } from '../../storage/mutex';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { snapshotOf } from '../games/snapshot';
import type { CurrencyBook } from '../money';
import { commitment, newSeed } from '../draw';
import { createAnnouncer, type Announcer } from './announcer';
import { drawRepo } from './drawRepo';
import { jackpotsRepo } from './jackpotsRepo';
import { createBingoCaller, type BingoCaller } from '../bingo/caller';
import { acquireLease, releaseLease } from './lease';
import { drawFor } from './outcome';
import { refundJoins } from './refundInstance';
import { buildResults } from './results';
import { payWinners } from './payWinners';
import { settleDrawn } from './settleInstance';
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
  /** Told of every draw (metrics). */
  onDraw?: (gameId: number) => void;
  /** Winning players credited per transaction (tests and the crash test make it small). */
  payBatch?: number;
  /** Where balance updates of credited players go (cashier topic); none in most tests. */
  push?: PushHub;
  /** Work of the leading engine after each pass (subscriptions placing their plays). */
  afterPass?: (now: number) => Promise<unknown>;
  /** How lifecycle steps are announced (default: the feed, and lobby events on push). */
  announcer?: Announcer;
  /** Told of each bingo call after its commit (tests; the crash test stops a child here). */
  onBingoCall?: (gameInstanceId: number, call: number) => void | Promise<void>;
}

const LEASE_NAME = 'game-engine';

/** The engine's state: its dependencies and what it keeps between passes. */
interface Engine {
  deps: SchedulerDeps;
  typesById: Map<number, GameTypeConfig>;
  holder: string;
  leaseMs: number;
  announcer: Announcer;
  bingo: BingoCaller;
}

export function createScheduler(deps: SchedulerDeps): Scheduler {
  const { db, feed, currencies } = deps;
  const intervalMs = deps.intervalMs ?? 1000;
  const engine: Engine = {
    deps,
    typesById: new Map(deps.gameTypes.map((g) => [g.gameId, g])),
    holder: deps.holder ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    leaseMs: deps.leaseMs ?? Math.max(15_000, intervalMs * 5),
    // Every change is committed first and announced after: a listener that reads the database sees it.
    announcer: deps.announcer ?? createAnnouncer({ feed, push: deps.push, currencies }),
    // Bingo rooms start by committing their call order and are then called at their pace (domain/bingo).
    bingo: createBingoCaller({
      db,
      currencies,
      gameTypes: deps.gameTypes,
      push: deps.push,
      onCall: deps.onBingoCall,
    }),
  };
  const ticks = new Mutex(); // the loop and a test's tick() never run a pass at the same time
  let timer: NodeJS.Timeout | undefined;
  let loop = false;

  const tick = () => ticks.run(() => pass(engine));

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
      await ticks.run(() => releaseLease(db, LEASE_NAME, engine.holder).catch(() => undefined));
    },
    running: () => loop,
  };
}

async function pass(engine: Engine): Promise<TickReport> {
  const { db, clock } = engine.deps;
  const now = clock.now();
  const leader = await acquireLease(db, {
    name: LEASE_NAME,
    holder: engine.holder,
    now,
    ttlMs: engine.leaseMs,
  });
  if (!leader) return { leader, transitions: 0, created: 0 };
  await resume(engine, now);
  await engine.bingo.callDue(now);
  let transitions = 0;
  for (const row of await instancesRepo.due(
    db,
    now,
    new Map([...engine.typesById.keys()].map((id) => [id, retentionMs(engine, id)])),
  )) {
    transitions += await advance(engine, row, now);
  }
  await announceSoldOut(engine, now);
  const created = await ensureOpen(engine, now);
  await engine.deps.afterPass?.(now);
  return { leader, transitions, created };
}

/** How long an ended game of the type stays in the lobby. */
function retentionMs(engine: Engine, gameId: number): number {
  return (engine.typesById.get(gameId)?.lobbyRetentionSeconds ?? 0) * 1000;
}

function typeOf(engine: Engine, row: InstanceRow): GameTypeConfig {
  const type = engine.typesById.get(row.game_id);
  if (!type) throw new Error(`game type ${row.game_id} of instance ${row.id} is not configured`);
  return type;
}

/** Settles and pays a drawn game; each stage is persisted, so a crash resumes at the next one. */
async function settleAndPay(engine: Engine, row: InstanceRow, now: number): Promise<void> {
  const { db } = engine.deps;
  if (row.settle_phase === 'drawn') {
    const type = typeOf(engine, row);
    const outcome = await settleDrawn(db, row.id, type, now);
    // A won jackpot reseeds (perhaps to the amount it had): the lobby hears every settlement.
    if (outcome && row.snapshot.progressive)
      engine.announcer.progressive(
        { gameId: type.gameId, memberIds: type.memberIds, currency: row.currency },
        outcome.progressiveAfterMinor,
        now,
      );
  }
  await payWinners(db, row.id, now, engine.deps.payBatch, (accountIds) => pushCredits(engine, accountIds));
}

/** Tells credited players their new balances, after each committed batch. */
function pushCredits(engine: Engine, accountIds: number[]): void {
  const { db, push, currencies, log } = engine.deps;
  if (!push) return;
  void pushBalances({ push, currencies }, db, accountIds).catch((error: unknown) =>
    log?.warn({ err: error }, 'balance push failed'),
  );
}

/** One step of an instance, persisted in one transaction; the changed row, or null if it moved elsewhere. */
async function step(
  engine: Engine,
  row: InstanceRow,
  to: GameStatus,
  now: number,
): Promise<InstanceRow | null> {
  const { db } = engine.deps;
  const from: GameStatus = row.status;
  switch (to) {
    case 'CLOSED': {
      // Commit to the seed before anyone can see a ball: the hash is public from now on.
      const seed = newSeed().toString('hex');
      return db.tx((q) =>
        drawRepo.closeWithCommitment(q, { id: row.id, seed, commitment: commitment(seed), now }),
      );
    }
    case 'REFUNDED': {
      const reason = from === 'RETRY' ? 'failedStart' : 'minimum';
      const started = await db.tx((q) => drawRepo.startRefund(q, { id: row.id, from, now, reason }));
      return started ? refundJoins(db, row.id, now, (ids) => pushCredits(engine, ids)) : null;
    }
    case 'STARTED':
      if (typeOf(engine, row).bingo) {
        const started = await engine.bingo.start(row, from, typeOf(engine, row), now);
        if (started) engine.announcer.changed(started); // advance() leaves STARTED to the starter
        return started;
      }
      return startWithDraw(engine, row, from, now);
    case 'ENDED':
      return db.tx(async (q) => {
        const fresh = await instancesRepo.byId(q, row.id);
        if (!fresh) return null;
        return drawRepo.endWithResults(q, { id: row.id, results: await buildResults(q, fresh), now });
      });
    default:
      return db.tx((q) => instancesRepo.transition(q, row.id, from, to, now));
  }
}

/** Draws from the committed seed and stores the balls with the STARTED status, then settles. */
async function startWithDraw(
  engine: Engine,
  row: InstanceRow,
  from: GameStatus,
  now: number,
): Promise<InstanceRow | null> {
  const { db, log } = engine.deps;
  let started: InstanceRow | null;
  try {
    started = await db.tx(async (q) => {
      const locked = await instancesRepo.lockForUpdate(q, row.id);
      if (!locked || locked.status !== from) return null;
      const seed = await drawRepo.committedSeed(q, locked, now);
      const ids = (
        await q.query<{ id: number }>('SELECT id FROM plays WHERE instance_id = $1 ORDER BY id', [row.id])
      ).map((p) => p.id);
      const { draws, draws2nd } = drawFor(locked, typeOf(engine, locked), seed, ids);
      return drawRepo.startWithDraw(q, { id: row.id, from, draws, draws2nd, now });
    });
  } catch (error) {
    log?.error({ err: error, gameInstanceId: row.id }, 'draw failed; game set to RETRY');
    return db.tx((q) => drawRepo.failStart(q, { id: row.id, from, now }));
  }
  if (!started) return null;
  engine.deps.onDraw?.(started.game_id);
  engine.announcer.changed(started); // the balls are stored: the playout may show them
  await settleAndPay(engine, started, now);
  return instancesRepo.byId(db, row.id);
}

async function advance(engine: Engine, row: InstanceRow, now: number): Promise<number> {
  const { db, log } = engine.deps;
  let current: InstanceRow | null = row;
  let moved = 0;
  // A server that was down walks an instance through every missed step, each persisted and announced.
  while (current) {
    const next = dueStep(current, now, retentionMs(engine, current.game_id));
    if (next === null) break;
    if (next === REMOVE) {
      const removed = await db.tx((q) => instancesRepo.remove(q, row.id, now));
      if (removed) engine.announcer.changed(removed, 'removed');
      return moved + (removed ? 1 : 0);
    }
    const from: GameStatus = current.status;
    current = await step(engine, current, next, now);
    if (current) {
      moved++;
      // STARTED announced itself before settling; a failed start (RETRY) is announced here.
      if (next !== 'STARTED' || current.status !== 'STARTED') engine.announcer.changed(current);
      log?.debug({ gameInstanceId: current.id, from, to: current.status }, 'game status');
      if (current.status === 'RETRY') break; // the next attempt waits for the next pass
    }
  }
  return moved;
}

/** Finishes what a crash interrupted: settlements and refunds stored as under way. */
async function resume(engine: Engine, now: number): Promise<number> {
  const { db } = engine.deps;
  const rows = await drawRepo.unfinished(db);
  for (const row of rows) {
    if (row.refund_phase === 'refunding') {
      const done = await refundJoins(db, row.id, now, (ids) => pushCredits(engine, ids));
      if (done) engine.announcer.changed(done);
    } else await settleAndPay(engine, row, now);
  }
  return rows.length;
}

/**
 * Sold-out instances: marked once, their players told the game is FULL, and (the instance no
 * longer covering its sites) a next instance opened by ensureOpen in the same pass.
 */
async function announceSoldOut(engine: Engine, now: number): Promise<void> {
  const { db } = engine.deps;
  for (const row of await db.tx((q) => drawRepo.markSoldOut(q, now))) {
    const players = await db.query<{ player_id: number }>(
      'SELECT player_id FROM instance_players WHERE instance_id = $1 ORDER BY player_id',
      [row.id],
    );
    engine.announcer.full(
      row,
      players.map((p) => Number(p.player_id)),
    );
    engine.announcer.changed(row);
  }
}

async function ensureOpen(engine: Engine, now: number): Promise<number> {
  const { db } = engine.deps;
  const coverage = new Map((await instancesRepo.openCoverage(db)).map((c) => [c.game_id, c]));
  let created = 0;
  for (const game of engine.deps.gameTypes) {
    const c = coverage.get(game.gameId);
    const open = new Set(c?.open_member_ids ?? []);
    const missing = game.memberIds.filter((m) => !open.has(m));
    if (missing.length === 0) continue;
    // The next slot whose registration is still open now, and after every earlier instance.
    const after = Math.max(now + game.registration.closesBeforeStartSeconds * 1000, c?.last_start_at ?? 0);
    const times = timelineFor(game, nextStartAfter(game.schedule, after));
    const row = await db.tx(async (q) =>
      instancesRepo.insert(q, {
        gameId: game.gameId,
        memberIds: missing,
        sequenceNumber: (c?.last_sequence ?? 0) + 1,
        currency: game.currency,
        ...times,
        // The jackpot as carried from the last settled game of the type (its seed the first time).
        progressiveMinor: game.progressive.enabled
          ? await jackpotsRepo.ensure(q, {
              gameId: game.gameId,
              currency: game.currency,
              seedMinor: game.progressive.seedMinor,
              now,
            })
          : 0,
        snapshot: snapshotOf(game),
        now,
      }),
    );
    created++;
    engine.announcer.changed(row, 'created');
  }
  return created;
}
