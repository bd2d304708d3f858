import { randomUUID } from 'node:crypto';
import type { JoinResult } from '../../../protocol/calls/play';
import type { ExitResult } from '../../../protocol/calls/results';
import { Topic, PushEvent } from '../../../protocol/events';
import type { GameTypeConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { LobbyFeed } from '../../ports/lobbyFeed';
import type { PushHub } from '../../ports/pushHub';
import type { Db } from '../../storage/db';
import { isRetryable } from '../../storage/retry';
import { percentOf } from '../draw';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { toGameInstance } from '../games/toGameInstance';
import { InsufficientFundsError, pushBalances } from '../ledger';
import { toMinor, type CurrencyBook } from '../money';
import { auditRefusal } from '../responsibleGaming/limits';
import { cancelJoinsIn } from './cancelJoins';
import { JoinExit } from './exits';
import { GameAccount, houseAccount } from './houseAccounts';
import { createInstanceFacts } from './instanceFacts';
import { failed, joinAlone, type JoinAloneDeps, type Priced } from './joinAlone';
import type { JoinAttempt } from './joinAttempt';
import { createJoinBatcher, type JoinBatcher } from './joinBatcher';
import { JoinRefused } from './joinRefusals';
import type { JoinRequest } from './joinRequest';
import { prepareJoinPlays } from './preparePlays';
import { playsRepo } from './playsRepo';

export type { JoinRequest, JoinSale } from './joinRequest';

export interface JoinService {
  /** Buys plays; every failure is a result with exitCode 1..10, never a thrown error. */
  join(request: JoinRequest): Promise<JoinResult>;
  /** Cancels the player's plays in an instance still open for registration and refunds them. */
  cancel(playerId: number, gameInstanceId: number): Promise<ExitResult & { gameInstanceId: number }>;
  /** How many more plays this player may buy in the instance now (0 when it is not open). */
  playsAvailable(gameInstanceId: number, playerId: number): Promise<number>;
}

/**
 * Where a join is made when several processes sell the same instances (server/cluster/
 * joinForwarding.ts): here, or by the instance's writer. The key is fixed before routing, so a
 * join made twice (the writer late, then here) is bought once.
 */
export interface JoinRouter {
  /** Makes the join here (`here`) or has the writer make it under the same key. */
  route(req: JoinRequest, key: string, here: () => Promise<JoinResult>): Promise<JoinResult>;
  /** How this process makes the joins others route to it. */
  serve(make: (req: JoinRequest, key: string) => Promise<JoinResult>): void;
}

export interface JoinDeps {
  db: Db;
  clock: Clock;
  currencies: CurrencyBook;
  gameTypes: readonly GameTypeConfig[];
  feed: LobbyFeed;
  push?: PushHub;
  /** Joins running at once in this process before new ones answer 10 (retry): the bulkhead. */
  maxInFlight?: number;
  /** Share of each wager released from the bonus bucket to cash, by site (0 when not given). */
  bonusReleasePercent?: (memberId: number) => number;
  /** Several processes on one database: each instance's joins batched by one of them. */
  router?: JoinRouter;
}

/** The join service's state: its dependencies and what it keeps between joins. */
interface Joins {
  deps: JoinDeps;
  /** What a join made alone (joinAlone.ts) needs. */
  alone: JoinAloneDeps;
  maxInFlight: number;
  /** Joins running now in this process (the bulkhead's count). */
  inFlight: number;
  batcher: JoinBatcher;
  instanceFacts: ReturnType<typeof createInstanceFacts>;
  /** Joins with a joinKey running now, by key: a twin shares the first one's answer. */
  running: Map<string, Promise<JoinResult>>;
  /** House account ids by currency: they never change once created, so each is looked up once. */
  houseCache: Map<string, Promise<Record<string, number>>>;
  /** Instance rows whose counts the lobby has heard (the joins of one batch share one row). */
  announced: WeakSet<InstanceRow>;
}

export function createJoinService(deps: JoinDeps): JoinService {
  const { db, currencies } = deps;
  const joins: Joins = {
    deps,
    alone: {
      currencies,
      typesById: new Map(deps.gameTypes.map((g) => [g.gameId, g])),
      bonusReleasePercent: deps.bonusReleasePercent,
    },
    maxInFlight: deps.maxInFlight ?? 256,
    inFlight: 0,
    // The locked part of every join goes through its instance's batch (group commit, issue 17).
    batcher: createJoinBatcher({
      db,
      currencies,
      bonusReleasePercent: deps.bonusReleasePercent,
      // The answers of the joins made alone are written once, last (a twin elsewhere reads one only
      // after the commit); the set-based ones are stored with their rows.
      finish: (q, done) =>
        playsRepo.setResults(
          q,
          done.flatMap((a) =>
            a.fresh && a.joinId !== undefined && a.result ? [{ joinId: a.joinId, result: a.result }] : [],
          ),
        ),
      balancesMoved: (accountIds) => {
        if (deps.push)
          void pushBalances({ push: deps.push, currencies }, db, accountIds).catch(() => undefined);
      },
    }),
    instanceFacts: createInstanceFacts(db),
    running: new Map(),
    houseCache: new Map(),
    announced: new WeakSet(),
  };
  // A join routed here is made here: never routed on again.
  deps.router?.serve((req, key) => keyed(joins, req, key));

  return {
    join: (req) => keyed(joins, req, `join:${req.playerId}:${req.joinKey ?? randomUUID()}`, deps.router),
    cancel: (playerId, gameInstanceId) => cancel(joins, playerId, gameInstanceId),
    playsAvailable: (gameInstanceId, playerId) => playsAvailable(deps, gameInstanceId, playerId),
  };
}

/** The join under its key, fixed before it may be routed to another process. */
function keyed(joins: Joins, req: JoinRequest, key: string, router?: JoinRouter): Promise<JoinResult> {
  // A twin already running here answers for both: one key never sits twice in one batch.
  const twin = joins.running.get(key);
  if (twin) return twin;
  const joined = router ? router.route(req, key, () => joinOnce(joins, req, key)) : joinOnce(joins, req, key);
  if (req.joinKey === undefined) return joined;
  joins.running.set(key, joined);
  return joined.finally(() => joins.running.delete(key));
}

async function joinOnce(joins: Joins, req: JoinRequest, key: string): Promise<JoinResult> {
  if (joins.inFlight >= joins.maxInFlight) return failed(req, JoinExit.retry, 'server busy');
  joins.inFlight++;
  try {
    const a = await attempt(joins, req, key);
    announce(joins, req, a); // after the commit: a listener reading the database sees the sale
    return a.result!;
  } catch (error) {
    if (error instanceof JoinRefused) {
      if (error.audit)
        await auditRefusal(joins.deps.db, {
          playerId: req.playerId,
          action: 'join',
          rule: String(error.audit.rule),
          detail: { gameInstanceId: req.gameInstanceId, ...error.audit },
          now: joins.deps.clock.now(),
        });
      return error.result;
    }
    if (error instanceof InsufficientFundsError) return failed(req, JoinExit.insufficientFunds);
    if (isRetryable(error)) return failed(req, JoinExit.retry);
    throw error;
  } finally {
    joins.inFlight--;
  }
}

async function attempt(joins: Joins, req: JoinRequest, key: string): Promise<JoinAttempt> {
  const { db, clock } = joins.deps;
  const now = clock.now();
  // A join refused before its batch may be the retry of one that went through: that answer wins.
  const refused = async (result: JoinResult): Promise<JoinAttempt> => {
    const seen = await playsRepo.joinByKey(db, key);
    return { result: (seen?.result as JoinResult | undefined) ?? result, fresh: false };
  };
  // Plays are checked before any lock is taken: a bad play costs the other buyers nothing.
  // Only the instance's unchanging facts: its counts and status are checked under the lock.
  const peek = await joins.instanceFacts(req.gameInstanceId);
  if (!peek || peek.game_id !== req.gameId)
    return refused(failed(req, JoinExit.gameNotAvailable, 'no such game'));
  if (peek.currency !== req.currencyId)
    return refused(failed(req, JoinExit.noSuchCurrency, `this game is played in ${peek.currency}`));
  const stakeMinor =
    req.stake === undefined ? undefined : stakeInMinor(joins.alone.currencies, req.stake, peek.currency);
  const prepared = prepareJoinPlays({ ...req, stakeMinor }, peek.snapshot);
  if (!prepared.ok) return refused(failed(req, prepared.code, prepared.detail));
  const { plays, betTypes } = prepared;
  const s = peek.snapshot;
  const n = plays.length;
  const type = joins.alone.typesById.get(peek.game_id);
  const contributionEach = s.progressive ? percentOf(s.costMinor, contributionPercentage(s, type)) : 0;
  const money = { cost: n * s.costMinor, fee: n * s.feeMinor, contribution: n * contributionEach };
  const price = money.cost + money.fee;
  const promotion = Math.max(0, Math.min(price, req.promotionMinor?.(price) ?? 0));
  // A seat's join is paid by the house (the seats account), a promotion's share by the
  // promotions account: none of that is the player's wager.
  const housePaid = req.payFrom === 'seat' ? price : promotion;
  const house = await houseIds(joins, peek.currency, now);
  const priced: Priced = { req, key, now, peek, plays, betTypes, money, promotion, housePaid, house };
  const made = await joins.batcher.run(peek.id, {
    key,
    now,
    playerId: req.playerId,
    currency: peek.currency,
    plays,
    betTypes,
    money,
    ceilingMinor: type?.progressive.ceilingMinor ?? null,
    house,
    gate: req.gate,
    plain: (req.payFrom ?? 'cash') === 'cash' && !req.withJoin && promotion === 0,
    alone: (q) => joinAlone(joins.alone, q, priced),
  });
  if (made.result !== null) return made;
  const twin = await playsRepo.joinByKey(db, key);
  return { result: twin!.result as JoinResult, fresh: false };
}

/** A stake too large to be an amount is simply not the play cost (NaN never equals it). */
function stakeInMinor(currencies: CurrencyBook, stake: number, currency: string): number {
  try {
    return toMinor(stake, currencies.infoOf(currency));
  } catch {
    return Number.NaN;
  }
}

function contributionPercentage(
  s: { progressiveContributionPercentage?: number },
  type?: GameTypeConfig,
): number {
  return s.progressiveContributionPercentage ?? type?.progressive.contributionPercentage ?? 0;
}

/** The game's house account ids in a currency, looked up once per process. */
function houseIds(joins: Joins, currency: string, now: number): Promise<Record<string, number>> {
  const { db } = joins.deps;
  let ids = joins.houseCache.get(currency);
  if (!ids) {
    ids = (async () => ({
      [GameAccount.wagers]: await houseAccount(db, GameAccount.wagers, currency, now),
      [GameAccount.fees]: await houseAccount(db, GameAccount.fees, currency, now),
      [GameAccount.jackpots]: await houseAccount(db, GameAccount.jackpots, currency, now),
    }))();
    ids.catch(() => joins.houseCache.delete(currency));
    joins.houseCache.set(currency, ids);
  }
  return ids;
}

/** The lobby and the player hear of a join that went through (balances: once per batch). */
function announce(joins: Joins, req: JoinRequest, a: JoinAttempt): void {
  if (!a.fresh || !a.sold || !a.result) return;
  // The joins of one batch share the row the batch left: the lobby hears it once.
  if (!joins.announced.has(a.sold)) {
    joins.announced.add(a.sold);
    countsChanged(joins.deps, a.sold);
  }
  const e = a.result.joinEvent!;
  joins.deps.push?.publish(Topic.playerOf(req.playerId), PushEvent.playerJoin, {
    gameInstanceId: req.gameInstanceId,
    playerPlaysInGame: e.playerPlaysInGame,
    joinCode: e.joinCode,
    lastJoinTimeMs: e.lastJoinTimeMs,
  });
}

/** The lobby hears the new counts (batched per instance); call only after the commit. */
function countsChanged(deps: JoinDeps, row: InstanceRow): void {
  const game = toGameInstance(row, deps.currencies);
  deps.feed.gameChanged(game);
  deps.feed.playsChanged?.(
    {
      gameInstanceId: row.id,
      gamePlayCurrent: row.play_count,
      gamePlayerCurrent: row.player_count,
      prizePool: game.prizePool,
      timeStamp: row.updated_at,
    },
    row.member_ids,
  );
}

async function cancel(
  joins: Joins,
  playerId: number,
  gameInstanceId: number,
): Promise<ExitResult & { gameInstanceId: number }> {
  const { db, clock, push, currencies } = joins.deps;
  const outcome = await db.tx((q) => cancelJoinsIn(q, { playerId, gameInstanceId, now: clock.now() }));
  if (outcome.row) {
    countsChanged(joins.deps, outcome.row);
    if (push) void pushBalances({ push, currencies }, db, outcome.credited).catch(() => undefined);
  }
  return { ...outcome.exit, gameInstanceId };
}

async function playsAvailable(deps: JoinDeps, gameInstanceId: number, playerId: number): Promise<number> {
  const row = await instancesRepo.byId(deps.db, gameInstanceId);
  if (!row || row.status !== 'OPEN' || row.removed_at !== null || row.registration_end_at <= deps.clock.now())
    return 0;
  const held = await playsRepo.holding(deps.db, gameInstanceId, playerId);
  return Math.max(
    0,
    Math.min(row.snapshot.maxPlaysPerGame - row.play_count, row.snapshot.maxPlaysPerPlayer - held),
  );
}
