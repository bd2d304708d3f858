import { randomUUID } from 'node:crypto';
import type { JoinResult } from '../../../protocol/calls/play';
import { Topic, PushEvent } from '../../../protocol/events';
import type { GameTypeConfig } from '../../config/schema';
import type { Clock, LobbyFeed, PushHub } from '../../services';
import type { Db, Queryable } from '../../storage/db';
import { isRetryable } from '../../storage/retry';
import { percentOf, prizePool } from '../draw';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { toGameInstance } from '../games/toGameInstance';
import { accountsRepo, InsufficientFundsError, transfer } from '../ledger';
import { toMajor, type CurrencyBook } from '../money';
import { exitOf, JoinExit, type JoinExitCode } from './exits';
import { GameAccount, houseAccount } from './houseAccounts';
import { playRulesOf, preparePlays } from './preparePlays';
import { playsRepo } from './playsRepo';

export interface JoinRequest {
  playerId: number;
  gameId: number;
  gameInstanceId: number;
  userPlays: readonly string[];
  userPlaysCount: number;
  currencyId: string;
  /** Client-chosen idempotency key; absent means a new join every call. */
  joinKey?: string;
}

export interface JoinService {
  /** Buys plays; every failure is a result with exitCode 1..10, never a thrown error. */
  join(request: JoinRequest): Promise<JoinResult>;
  /** How many more plays this player may buy in the instance now (0 when it is not open). */
  playsAvailable(gameInstanceId: number, playerId: number): Promise<number>;
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
}

type Attempt = { result: JoinResult; sold?: InstanceRow; fresh: boolean };

export function createJoinService(deps: JoinDeps): JoinService {
  const { db, clock, currencies } = deps;
  const typesById = new Map(deps.gameTypes.map((g) => [g.gameId, g]));
  const maxInFlight = deps.maxInFlight ?? 256;
  let inFlight = 0;

  const failed = (req: JoinRequest, code: JoinExitCode, detail?: string, status = 'OPEN'): JoinResult => ({
    ...exitOf(code, detail),
    gameInstanceId: req.gameInstanceId,
    gameStatus: status as JoinResult['gameStatus'],
    subscriptionCode: null,
    joinEvent: null,
  });

  async function attempt(req: JoinRequest, key: string): Promise<Attempt> {
    const now = clock.now();
    const seen = await playsRepo.joinByKey(db, key);
    if (seen) return { result: seen.result as JoinResult, fresh: false };
    // Plays are checked before any lock is taken: a bad play costs the other buyers nothing.
    const peek = await instancesRepo.byId(db, req.gameInstanceId);
    if (!peek || peek.game_id !== req.gameId)
      return { result: failed(req, JoinExit.gameNotAvailable, 'no such game'), fresh: false };
    if (peek.currency !== req.currencyId)
      return {
        result: failed(req, JoinExit.noSuchCurrency, `this game is played in ${peek.currency}`),
        fresh: false,
      };
    const prepared = preparePlays(req.userPlays, req.userPlaysCount, playRulesOf(peek.snapshot));
    if (!prepared.ok)
      return { result: failed(req, JoinExit.cannotConfirmPlays, prepared.detail), fresh: false };
    const plays = prepared.plays;

    return db.tx(async (q): Promise<Attempt> => {
      const row = await instancesRepo.lockForUpdate(q, req.gameInstanceId);
      if (!row) return { result: failed(req, JoinExit.gameNotAvailable), fresh: false };
      // A concurrent twin with the same key may have committed while this one waited for the lock.
      const twin = await playsRepo.joinByKey(q, key);
      if (twin) return { result: twin.result as JoinResult, fresh: false };
      const s = row.snapshot;
      if (row.status !== 'OPEN' || row.removed_at !== null || row.registration_end_at <= now)
        return {
          result: failed(req, JoinExit.gameNotAvailable, 'registration is closed', row.status),
          fresh: false,
        };
      if (await playerLocked(q, req.playerId))
        return { result: failed(req, JoinExit.accountStatus), fresh: false };
      const held = await playsRepo.holding(q, row.id, req.playerId);
      if (held >= s.maxPlaysPerPlayer) return { result: failed(req, JoinExit.maxPlaysAlready), fresh: false };
      const gameLeft = s.maxPlaysPerGame - row.play_count;
      if (gameLeft <= 0) return { result: failed(req, JoinExit.gameNotAvailable, 'sold out'), fresh: false };
      const playerLeft = s.maxPlaysPerPlayer - held;
      if (plays.length > Math.min(gameLeft, playerLeft))
        return {
          result: failed(req, JoinExit.tooManyLines, `at most ${Math.min(gameLeft, playerLeft)} more plays`),
          fresh: false,
        };

      const n = plays.length;
      const type = typesById.get(row.game_id);
      const contributionEach = s.progressive ? percentOf(s.costMinor, contributionPercentage(s, type)) : 0;
      const money = { cost: n * s.costMinor, fee: n * s.feeMinor, contribution: n * contributionEach };
      const { joinId, playerPlays, newPlayer } = await playsRepo.insertJoin(q, {
        key,
        instanceId: row.id,
        playerId: req.playerId,
        plays,
        costMinor: money.cost,
        feeMinor: money.fee,
        contributionMinor: money.contribution,
        currency: row.currency,
        result: {},
        now,
      });
      const cashId = await accountsRepo.ensurePlayerAccount(q, {
        playerId: req.playerId,
        currency: row.currency,
        type: 'cash',
        now,
      });
      await chargeJoin(q, {
        joinId,
        cashId,
        currency: row.currency,
        gameId: row.game_id,
        instanceId: row.id,
        now,
        ...money,
      });
      const sold = await instancesRepo.recordSale(q, {
        id: row.id,
        plays: n,
        newPlayers: newPlayer ? 1 : 0,
        prizePoolMinor: prizePool((row.play_count + n) * s.costMinor, s.payoutPercentage),
        contributionMinor: money.contribution,
        ceilingMinor: type?.progressive.ceilingMinor ?? null,
        now,
      });
      const cash = await accountsRepo.byId(q, cashId);
      const result: JoinResult = {
        ...exitOf(JoinExit.ok),
        gameInstanceId: row.id,
        gameStatus: sold.status,
        subscriptionCode: null,
        joinEvent: {
          joinCode: String(joinId),
          playerPlaysInGame: playerPlays,
          gamePlayCurrent: sold.play_count,
          gamePlayerCurrent: sold.player_count,
          lastJoinTimeMs: now,
          accountBalance: toMajor(cash!.balance_minor, currencies.infoOf(row.currency)),
        },
      };
      await playsRepo.setResult(q, joinId, result);
      return { result, sold, fresh: true };
    });
  }

  /** Player cash -> wagers (stake less contribution), fees, jackpots; one balanced transaction. */
  async function chargeJoin(
    q: Queryable,
    c: {
      joinId: number;
      cashId: number;
      currency: string;
      gameId: number;
      instanceId: number;
      now: number;
      cost: number;
      fee: number;
      contribution: number;
    },
  ): Promise<void> {
    const total = c.cost + c.fee;
    if (total === 0) return; // a free roll moves no money
    const legs: [string, number][] = [
      [GameAccount.wagers, c.cost - c.contribution],
      [GameAccount.fees, c.fee],
      [GameAccount.jackpots, c.contribution],
    ];
    const entries = [{ accountId: c.cashId, amountMinor: -total }];
    for (const [code, amount] of legs)
      if (amount !== 0)
        entries.push({ accountId: await houseAccount(q, code, c.currency, c.now), amountMinor: amount });
    await transfer(q, {
      key: `join:${c.joinId}`,
      kind: 'wager',
      entries,
      meta: { gameId: c.gameId, gameInstanceId: c.instanceId, joinId: c.joinId },
      now: c.now,
    });
  }

  function announce(req: JoinRequest, a: Attempt): void {
    if (!a.fresh || !a.sold) return;
    deps.feed.gameChanged(toGameInstance(a.sold, currencies));
    const e = a.result.joinEvent!;
    deps.push?.publish(Topic.playerOf(req.playerId), PushEvent.playerJoin, {
      gameInstanceId: req.gameInstanceId,
      playerPlaysInGame: e.playerPlaysInGame,
      joinCode: e.joinCode,
      lastJoinTimeMs: e.lastJoinTimeMs,
    });
  }

  return {
    async join(req) {
      if (inFlight >= maxInFlight) return failed(req, JoinExit.retry, 'server busy');
      inFlight++;
      const key = `join:${req.playerId}:${req.joinKey ?? randomUUID()}`;
      try {
        const a = await attempt(req, key);
        announce(req, a); // after the commit: a listener reading the database sees the sale
        return a.result;
      } catch (error) {
        if (error instanceof InsufficientFundsError) return failed(req, JoinExit.insufficientFunds);
        if (isRetryable(error)) return failed(req, JoinExit.retry);
        throw error;
      } finally {
        inFlight--;
      }
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

async function playerLocked(q: Queryable, playerId: number): Promise<boolean> {
  const rows = await q.query<{ locked: boolean }>('SELECT locked FROM players WHERE id = $1', [playerId]);
  return rows[0]?.locked ?? true;
}
