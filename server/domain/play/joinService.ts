import { randomUUID } from 'node:crypto';
import type { JoinResult } from '../../../protocol/calls/play';
import type { ExitResult } from '../../../protocol/calls/results';
import { Topic, PushEvent } from '../../../protocol/events';
import type { GameTypeConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { LobbyFeed } from '../../ports/lobbyFeed';
import type { PushHub } from '../../ports/pushHub';
import type { Db, Queryable } from '../../storage/db';
import { isRetryable } from '../../storage/retry';
import { percentOf } from '../draw';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { toGameInstance } from '../games/toGameInstance';
import { releaseBonusOnWager } from '../cashier/bonusRelease';
import { accountsRepo, InsufficientFundsError, pushBalances, transfer } from '../ledger';
import { HouseAccount } from '../ledger/houseAccounts';
import { toMajor, toMinor, type CurrencyBook } from '../money';
import { exitOf, JoinExit, type JoinExitCode } from './exits';
import { createInstanceFacts } from './instanceFacts';
import { createJoinBatcher } from './joinBatcher';
import type { JoinAttempt, JoinMoney } from './joinAttempt';
import { JoinRefused, joinFailure } from './joinRefusals';
import { GameAccount, houseAccount } from './houseAccounts';
import { prepareJoinPlays, type PlaysRequest } from './preparePlays';
import { playsRepo } from './playsRepo';
import { cancelJoinsIn } from './cancelJoins';
import { cashAccountOf, playerOf, type PlayerRow } from './joinReads';
import { joinGate, type JoinGatePolicy } from '../responsibleGaming/joinGate';
import {
  applicableLimits,
  auditRefusal,
  restrictionIn,
  weeklyBetExceeded,
} from '../responsibleGaming/limits';

export interface JoinRequest extends Omit<PlaysRequest, 'stakeMinor'> {
  /** joinGamePerm: the stake per line in the game currency's major unit; must be the play cost. */
  stake?: number;
  playerId: number;
  gameId: number;
  gameInstanceId: number;
  currencyId: string;
  /** Client-chosen idempotency key; absent means a new join every call. */
  joinKey?: string;
  /**
   * Which account pays: the player's cash (default), subscriptions for a subscription's draws, or
   * the house's satellite seats account for a seat won in a satellite (engine/satellites.ts).
   */
  payFrom?: 'cash' | 'subscriptions' | 'seat';
  /**
   * Runs inside the join's transaction once the plays are sold and paid (a subscription is bought
   * or spent with the join, never without it); its answer is the join's subscriptionCode.
   */
  withJoin?: (q: Queryable, sale: JoinSale) => Promise<string | null>;
  /**
   * The join gate (responsibleGaming/joinGate.ts) with the site's settings, applied in the join's
   * batch: on the player's row the batch reads anyway, so a plain join costs no read of its own
   * for it; a join it refuses (or must look further for) is made alone, where joinGate decides
   * and audits. Absent: the caller applied it, or it does not apply (a satellite seat).
   */
  gate?: JoinGatePolicy;
  /**
   * Of the join's price (cost plus fee), the part the house promotions account pays instead of
   * the payer (a subscription promotion's share of the draw); kept within the price.
   */
  promotionMinor?: (priceMinor: number) => number;
}

/** A committed-with-the-join view of a sale, for withJoin. */
export interface JoinSale {
  joinId: number;
  instance: InstanceRow;
  plays: readonly string[];
  /** The bet type of each line (one-draw bet games), in the order of plays. */
  betTypes?: readonly string[];
  pricePerDrawMinor: number;
  /** Of pricePerDrawMinor, what the promotions account paid (request.promotionMinor). */
  promotionMinor: number;
  cashAccountId: number;
  now: number;
}

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

export function createJoinService(deps: JoinDeps): JoinService {
  const { db, clock, currencies } = deps;
  const typesById = new Map(deps.gameTypes.map((g) => [g.gameId, g]));
  const maxInFlight = deps.maxInFlight ?? 256;
  // The locked part of every join goes through its instance's batch (group commit, issue 17).
  const batcher = createJoinBatcher({
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
  });
  const instanceFacts = createInstanceFacts(db);
  // Joins with a joinKey running now, by key: a twin shares the first one's answer.
  const running = new Map<string, Promise<JoinResult>>();

  /** The site's share of a wager released from bonus to cash (0 for an unknown player). */
  function releasePercentOf(player: PlayerRow | undefined): number {
    return player ? (deps.bonusReleasePercent?.(Number(player.member_id)) ?? 0) : 0;
  }

  async function releaseBonus(
    q: Queryable,
    playerId: number,
    currency: string,
    joinId: number,
    wagerMinor: number,
    now: number,
    releasePercent: number,
  ): Promise<number[]> {
    const { accountIds } = await releaseBonusOnWager(q, {
      playerId,
      currency,
      wagerMinor,
      wagerKey: `join:${joinId}`,
      releasePercent,
      now,
    });
    return accountIds;
  }
  let inFlight = 0;

  /** A stake too large to be an amount is simply not the play cost (NaN never equals it). */
  function stakeInMinor(stake: number, currency: string): number {
    try {
      return toMinor(stake, currencies.infoOf(currency));
    } catch {
      return Number.NaN;
    }
  }

  const failed = (req: JoinRequest, code: JoinExitCode, detail?: string, status?: string): JoinResult =>
    joinFailure(req.gameInstanceId, code, detail, status);

  /** Everything a join settled before its batch. */
  interface Priced {
    req: JoinRequest;
    key: string;
    now: number;
    peek: InstanceRow;
    plays: string[];
    betTypes?: string[];
    money: JoinMoney;
    /** Of the price, what a subscription promotion pays from the house promotions account. */
    promotion: number;
    /** What house money pays (a seat's whole price, a promotion's share): not the player's wager. */
    housePaid: number;
    house: Record<string, number>;
  }

  async function attempt(req: JoinRequest, key: string): Promise<JoinAttempt> {
    const now = clock.now();
    // A join refused before its batch may be the retry of one that went through: that answer wins.
    const refused = async (result: JoinResult): Promise<JoinAttempt> => {
      const seen = await playsRepo.joinByKey(db, key);
      return { result: (seen?.result as JoinResult | undefined) ?? result, fresh: false };
    };
    // Plays are checked before any lock is taken: a bad play costs the other buyers nothing.
    // Only the instance's unchanging facts: its counts and status are checked under the lock.
    const peek = await instanceFacts(req.gameInstanceId);
    if (!peek || peek.game_id !== req.gameId)
      return refused(failed(req, JoinExit.gameNotAvailable, 'no such game'));
    if (peek.currency !== req.currencyId)
      return refused(failed(req, JoinExit.noSuchCurrency, `this game is played in ${peek.currency}`));
    const stakeMinor = req.stake === undefined ? undefined : stakeInMinor(req.stake, peek.currency);
    const prepared = prepareJoinPlays({ ...req, stakeMinor }, peek.snapshot);
    if (!prepared.ok) return refused(failed(req, prepared.code, prepared.detail));
    const { plays, betTypes } = prepared;
    const s = peek.snapshot;
    const n = plays.length;
    const type = typesById.get(peek.game_id);
    const contributionEach = s.progressive ? percentOf(s.costMinor, contributionPercentage(s, type)) : 0;
    const money = { cost: n * s.costMinor, fee: n * s.feeMinor, contribution: n * contributionEach };
    const price = money.cost + money.fee;
    const promotion = Math.max(0, Math.min(price, req.promotionMinor?.(price) ?? 0));
    // A seat's join is paid by the house (the seats account), a promotion's share by the
    // promotions account: none of that is the player's wager.
    const housePaid = req.payFrom === 'seat' ? price : promotion;
    const house = await houseIds(peek.currency, now);
    const priced: Priced = { req, key, now, peek, plays, betTypes, money, promotion, housePaid, house };
    const made = await batcher.run(peek.id, {
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
      alone: (q) => joinAlone(q, priced),
    });
    if (made.result !== null) return made;
    const twin = await playsRepo.joinByKey(db, key);
    return { result: twin!.result as JoinResult, fresh: false };
  }

  /** A join made on its own inside its batch, in a savepoint: what set-based joins leave out. */
  async function joinAlone(q: Queryable, c: Priced): Promise<JoinAttempt> {
    const { req, key, now, peek, plays, betTypes, money, promotion, housePaid, house } = c;
    const s = peek.snapshot;
    const n = plays.length;
    const price = money.cost + money.fee;
    if (req.gate) {
      const refusal = await joinGate(q, {
        ...req.gate,
        playerId: req.playerId,
        gameInstanceId: peek.id,
        now,
      });
      if (refusal) return { result: failed(req, JoinExit.accountStatus, refusal.detail), fresh: false };
    }
    const player = await playerOf(q, req.playerId);
    if (player?.locked ?? true) return { result: failed(req, JoinExit.accountStatus), fresh: false };
    const restriction = restrictionIn(player!, now);
    if (restriction) {
      await auditRefusal(q, { playerId: req.playerId, action: 'join', rule: restriction.rule, now });
      return { result: failed(req, JoinExit.accountStatus, 'self-restricted'), fresh: false };
    }
    const cashId =
      req.payFrom === 'seat'
        ? await houseAccount(q, GameAccount.seats, peek.currency, now)
        : await cashAccountOf(q, req.playerId, peek.currency, now, req.payFrom ?? 'cash');
    const releasePercent = releasePercentOf(player);
    const limited = (await applicableLimits(q, req.playerId, 'weeklyBet', now)).length > 0;
    // The key's row first: a concurrent twin makes this insert wait for it, then yield.
    const joinId = await playsRepo.insertJoinRow(q, {
      key,
      instanceId: peek.id,
      playerId: req.playerId,
      plays: n,
      costMinor: money.cost,
      feeMinor: money.fee,
      contributionMinor: money.contribution,
      housePaidMinor: housePaid,
      currency: peek.currency,
      now,
    });
    if (joinId === null) {
      const twin = await playsRepo.joinByKey(q, key);
      return { result: twin!.result as JoinResult, fresh: false };
    }
    // Weekly wagering limit (spec section 8, code 6), rolling 7 days; the join row above is part
    // of the sum, so a refusal rolls it back with everything else. It limits the player's own
    // money: a join that wagers none of it (a seat's, a free roll) is never refused by it.
    const wagered = price - housePaid;
    const overLimit =
      wagered > 0 && limited && (await weeklyBetExceeded(q, req.playerId, peek.currency, 0, now));
    if (overLimit)
      throw new JoinRefused(failed(req, JoinExit.weeklyLimit), { rule: 'weeklyBet', ...overLimit });
    await playsRepo.insertPlays(q, {
      joinId,
      instanceId: peek.id,
      playerId: req.playerId,
      plays,
      betTypes,
      now,
    });
    const holding = await playsRepo.addHolding(q, {
      instanceId: peek.id,
      playerId: req.playerId,
      plays: n,
      max: s.maxPlaysPerPlayer,
      now,
    });
    if (!holding) {
      const held = await playsRepo.holding(q, peek.id, req.playerId);
      throw new JoinRefused(
        held >= s.maxPlaysPerPlayer
          ? failed(req, JoinExit.maxPlaysAlready)
          : failed(req, JoinExit.tooManyLines, `at most ${s.maxPlaysPerPlayer - held} more plays`),
      );
    }
    const type = typesById.get(peek.game_id);
    const sold = await instancesRepo.recordSale(q, {
      id: peek.id,
      plays: n,
      newPlayers: holding.newPlayer ? 1 : 0,
      maxPlays: s.maxPlaysPerGame,
      costMinor: s.costMinor,
      payoutPercentage: s.payoutPercentage,
      contributionMinor: money.contribution,
      ceilingMinor: type?.progressive.ceilingMinor ?? null,
      now,
    });
    if (!sold) throw new JoinRefused(await whyUnsold(q, req, n, now));
    await chargeJoin(q, {
      joinId,
      cashId,
      house,
      currency: peek.currency,
      gameId: peek.game_id,
      instanceId: peek.id,
      now,
      promotion,
      ...money,
    });
    // Joins count towards the wagering that bonuses and deposits require before a withdrawal,
    // and release part of the bonus bucket to cash, once per join (keyed by the join); what the
    // house paid (a seat, a promotion's share) is not the player's wager.
    const released =
      wagered > 0
        ? await releaseBonus(q, req.playerId, peek.currency, joinId, wagered, now, releasePercent)
        : [];
    const subscriptionCode = req.withJoin
      ? await req.withJoin(q, {
          joinId,
          instance: sold,
          plays,
          betTypes,
          pricePerDrawMinor: price,
          promotionMinor: promotion,
          cashAccountId: cashId,
          now,
        })
      : null;
    const cash = await accountsRepo.byId(q, cashId);
    const result: JoinResult = {
      ...exitOf(JoinExit.ok),
      gameInstanceId: peek.id,
      gameStatus: sold.status,
      subscriptionCode,
      joinEvent: {
        joinCode: String(joinId),
        playerPlaysInGame: holding.plays,
        gamePlayCurrent: sold.play_count,
        gamePlayerCurrent: sold.player_count,
        lastJoinTimeMs: now,
        accountBalance: toMajor(cash!.balance_minor, currencies.infoOf(peek.currency)),
      },
    };
    return { result, sold, fresh: true, joinId, accountIds: [cashId, ...released] };
  }

  /** Why the instance took no more plays: closed (3), sold out (3), or fewer left than asked (4). */
  async function whyUnsold(q: Queryable, req: JoinRequest, n: number, now: number): Promise<JoinResult> {
    const row = await instancesRepo.byId(q, req.gameInstanceId);
    if (!row || row.status !== 'OPEN' || row.removed_at !== null || row.registration_end_at <= now)
      return failed(req, JoinExit.gameNotAvailable, 'registration is closed', row?.status);
    const left = row.snapshot.maxPlaysPerGame - row.play_count;
    if (left <= 0) return failed(req, JoinExit.gameNotAvailable, 'sold out');
    return failed(req, JoinExit.tooManyLines, `only ${Math.min(left, n)} plays left`);
  }

  // House account ids never change once created, so each process looks each one up once.
  const houseCache = new Map<string, Promise<Record<string, number>>>();
  function houseIds(currency: string, now: number): Promise<Record<string, number>> {
    let ids = houseCache.get(currency);
    if (!ids) {
      ids = (async () => ({
        [GameAccount.wagers]: await houseAccount(db, GameAccount.wagers, currency, now),
        [GameAccount.fees]: await houseAccount(db, GameAccount.fees, currency, now),
        [GameAccount.jackpots]: await houseAccount(db, GameAccount.jackpots, currency, now),
      }))();
      ids.catch(() => houseCache.delete(currency));
      houseCache.set(currency, ids);
    }
    return ids;
  }

  /** Player cash -> wagers (stake less contribution), fees, jackpots; one balanced transaction. */
  async function chargeJoin(
    q: Queryable,
    c: {
      joinId: number;
      cashId: number;
      house: Record<string, number>;
      currency: string;
      gameId: number;
      instanceId: number;
      now: number;
      cost: number;
      fee: number;
      contribution: number;
      promotion: number;
    },
  ): Promise<void> {
    const total = c.cost + c.fee;
    if (total === 0) return; // a free roll moves no money
    const legs: [string, number][] = [
      [GameAccount.wagers, c.cost - c.contribution],
      [GameAccount.fees, c.fee],
      [GameAccount.jackpots, c.contribution],
    ];
    const entries = [{ accountId: c.cashId, amountMinor: -(total - c.promotion) }].filter(
      (e) => e.amountMinor !== 0,
    );
    if (c.promotion > 0)
      entries.push({
        accountId: await houseAccount(q, HouseAccount.promotions, c.currency, c.now),
        amountMinor: -c.promotion,
      });
    for (const [code, amount] of legs)
      if (amount !== 0) entries.push({ accountId: c.house[code], amountMinor: amount });
    await transfer(q, {
      key: `join:${c.joinId}`,
      kind: 'wager',
      entries,
      meta: { gameId: c.gameId, gameInstanceId: c.instanceId, joinId: c.joinId },
      now: c.now,
    });
  }

  /** The lobby hears the new counts (batched per instance); call only after the commit. */
  function countsChanged(row: InstanceRow): void {
    const game = toGameInstance(row, currencies);
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

  /** The lobby and the player hear of a join that went through (balances: once per batch). */
  const announced = new WeakSet<InstanceRow>();
  function announce(req: JoinRequest, a: JoinAttempt): void {
    if (!a.fresh || !a.sold || !a.result) return;
    // The joins of one batch share the row the batch left: the lobby hears it once.
    if (!announced.has(a.sold)) {
      announced.add(a.sold);
      countsChanged(a.sold);
    }
    const e = a.result.joinEvent!;
    deps.push?.publish(Topic.playerOf(req.playerId), PushEvent.playerJoin, {
      gameInstanceId: req.gameInstanceId,
      playerPlaysInGame: e.playerPlaysInGame,
      joinCode: e.joinCode,
      lastJoinTimeMs: e.lastJoinTimeMs,
    });
  }

  async function joinOnce(req: JoinRequest, key: string): Promise<JoinResult> {
    if (inFlight >= maxInFlight) return failed(req, JoinExit.retry, 'server busy');
    inFlight++;
    try {
      const a = await attempt(req, key);
      announce(req, a); // after the commit: a listener reading the database sees the sale
      return a.result!;
    } catch (error) {
      if (error instanceof JoinRefused) {
        if (error.audit)
          await auditRefusal(db, {
            playerId: req.playerId,
            action: 'join',
            rule: String(error.audit.rule),
            detail: { gameInstanceId: req.gameInstanceId, ...error.audit },
            now: clock.now(),
          });
        return error.result;
      }
      if (error instanceof InsufficientFundsError) return failed(req, JoinExit.insufficientFunds);
      if (isRetryable(error)) return failed(req, JoinExit.retry);
      throw error;
    } finally {
      inFlight--;
    }
  }

  /** The join under its key, fixed before it may be routed to another process. */
  function keyed(req: JoinRequest, key: string, router?: JoinRouter): Promise<JoinResult> {
    // A twin already running here answers for both: one key never sits twice in one batch.
    const twin = running.get(key);
    if (twin) return twin;
    const joined = router ? router.route(req, key, () => joinOnce(req, key)) : joinOnce(req, key);
    if (req.joinKey === undefined) return joined;
    running.set(key, joined);
    return joined.finally(() => running.delete(key));
  }
  // A join routed here is made here: never routed on again.
  deps.router?.serve((req, key) => keyed(req, key));

  return {
    join(req) {
      return keyed(req, `join:${req.playerId}:${req.joinKey ?? randomUUID()}`, deps.router);
    },

    async cancel(playerId, gameInstanceId) {
      const outcome = await db.tx((q) => cancelJoinsIn(q, { playerId, gameInstanceId, now: clock.now() }));
      if (outcome.row) {
        countsChanged(outcome.row);
        if (deps.push)
          void pushBalances({ push: deps.push, currencies }, db, outcome.credited).catch(() => undefined);
      }
      return { ...outcome.exit, gameInstanceId };
    },

    async playsAvailable(gameInstanceId, playerId) {
      const row = await instancesRepo.byId(db, gameInstanceId);
      if (!row || row.status !== 'OPEN' || row.removed_at !== null || row.registration_end_at <= clock.now())
        return 0;
      const held = await playsRepo.holding(db, gameInstanceId, playerId);
      return Math.max(
        0,
        Math.min(row.snapshot.maxPlaysPerGame - row.play_count, row.snapshot.maxPlaysPerPlayer - held),
      );
    },
  };
}

function contributionPercentage(
  s: { progressiveContributionPercentage?: number },
  type?: GameTypeConfig,
): number {
  return s.progressiveContributionPercentage ?? type?.progressive.contributionPercentage ?? 0;
}
