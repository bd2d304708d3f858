import type { JoinResult } from '../../../protocol/calls/play';
import type { GameTypeConfig } from '../../config/schema';
import type { Queryable } from '../../storage/db';
import { releaseBonusOnWager } from '../cashier/bonusRelease';
import { instancesRepo, type InstanceRow } from '../games/instancesRepo';
import { accountsRepo, transfer } from '../ledger';
import { HouseAccount } from '../ledger/houseAccounts';
import { toMajor, type CurrencyBook } from '../money';
import { joinGate } from '../responsibleGaming/joinGate';
import {
  applicableLimits,
  auditRefusal,
  restrictionIn,
  weeklyBetExceeded,
} from '../responsibleGaming/limits';
import { exitOf, JoinExit, type JoinExitCode } from './exits';
import { GameAccount, houseAccount } from './houseAccounts';
import type { JoinAttempt, JoinMoney } from './joinAttempt';
import { cashAccountOf, playerOf, type PlayerRow } from './joinReads';
import { JoinRefused, joinFailure } from './joinRefusals';
import type { JoinRequest } from './joinRequest';
import { playsRepo } from './playsRepo';

// The join made on its own, inside its instance's batch and in a savepoint: every join the
// set-based path (setBasedJoins.ts) leaves out, one statement after another.

/** Everything a join settled before its batch. */
export interface Priced {
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

/** What a join made alone needs of the service. */
export interface JoinAloneDeps {
  currencies: CurrencyBook;
  typesById: ReadonlyMap<number, GameTypeConfig>;
  /** Share of each wager released from the bonus bucket to cash, by site (0 when not given). */
  bonusReleasePercent?: (memberId: number) => number;
}

/** A join's refusal as its answer, with the instance as the join found it. */
export const failed = (req: JoinRequest, code: JoinExitCode, detail?: string, status?: string): JoinResult =>
  joinFailure(req.gameInstanceId, code, detail, status);

/** A join made on its own inside its batch, in a savepoint: what set-based joins leave out. */
export async function joinAlone(deps: JoinAloneDeps, q: Queryable, c: Priced): Promise<JoinAttempt> {
  const { req, key, now, peek, plays, money, housePaid } = c;
  const admitted = await admit(q, c);
  if ('refusal' in admitted) return { result: admitted.refusal, fresh: false };
  const { player } = admitted;
  const cashId =
    req.payFrom === 'seat'
      ? await houseAccount(q, GameAccount.seats, peek.currency, now)
      : await cashAccountOf(q, req.playerId, peek.currency, now, req.payFrom ?? 'cash');
  const releasePercent = releasePercentOf(deps, player);
  const limited = (await applicableLimits(q, req.playerId, 'weeklyBet', now)).length > 0;
  // The key's row first: a concurrent twin makes this insert wait for it, then yield.
  const joinId = await playsRepo.insertJoinRow(q, {
    key,
    instanceId: peek.id,
    playerId: req.playerId,
    plays: plays.length,
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
  const wagered = money.cost + money.fee - housePaid;
  const overLimit =
    wagered > 0 && limited && (await weeklyBetExceeded(q, req.playerId, peek.currency, 0, now));
  if (overLimit)
    throw new JoinRefused(failed(req, JoinExit.weeklyLimit), { rule: 'weeklyBet', ...overLimit });
  const { holding, sold } = await sellPlays(deps, q, c, joinId);
  await chargeJoin(q, {
    joinId,
    cashId,
    house: c.house,
    currency: peek.currency,
    gameId: peek.game_id,
    instanceId: peek.id,
    now,
    promotion: c.promotion,
    ...money,
  });
  // Joins count towards the wagering that bonuses and deposits require before a withdrawal,
  // and release part of the bonus bucket to cash, once per join (keyed by the join); what the
  // house paid (a seat, a promotion's share) is not the player's wager.
  const released =
    wagered > 0
      ? await releaseBonus(q, {
          playerId: req.playerId,
          currency: peek.currency,
          joinId,
          wagered,
          now,
          releasePercent,
        })
      : [];
  const subscriptionCode = req.withJoin
    ? await req.withJoin(q, {
        joinId,
        instance: sold,
        plays,
        betTypes: c.betTypes,
        pricePerDrawMinor: money.cost + money.fee,
        promotionMinor: c.promotion,
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
      accountBalance: toMajor(cash!.balance_minor, deps.currencies.infoOf(peek.currency)),
    },
  };
  return { result, sold, fresh: true, joinId, accountIds: [cashId, ...released] };
}

/** The join gate, a locked account and a self-restriction, before any row is written; else the player. */
async function admit(q: Queryable, c: Priced): Promise<{ refusal: JoinResult } | { player: PlayerRow }> {
  const { req, now, peek } = c;
  if (req.gate) {
    const refusal = await joinGate(q, { ...req.gate, playerId: req.playerId, gameInstanceId: peek.id, now });
    if (refusal) return { refusal: failed(req, JoinExit.accountStatus, refusal.detail) };
  }
  const player = await playerOf(q, req.playerId);
  if (!player || player.locked) return { refusal: failed(req, JoinExit.accountStatus) };
  const restriction = restrictionIn(player, now);
  if (restriction) {
    await auditRefusal(q, { playerId: req.playerId, action: 'join', rule: restriction.rule, now });
    return { refusal: failed(req, JoinExit.accountStatus, 'self-restricted') };
  }
  return { player };
}

/** The plays, the player's holding and the instance's sale; a join the instance cannot take is refused. */
async function sellPlays(
  deps: JoinAloneDeps,
  q: Queryable,
  c: Priced,
  joinId: number,
): Promise<{ holding: { plays: number; newPlayer: boolean }; sold: InstanceRow }> {
  const { req, now, peek, plays, betTypes, money } = c;
  const s = peek.snapshot;
  const n = plays.length;
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
  const sold = await instancesRepo.recordSale(q, {
    id: peek.id,
    plays: n,
    newPlayers: holding.newPlayer ? 1 : 0,
    maxPlays: s.maxPlaysPerGame,
    costMinor: s.costMinor,
    payoutPercentage: s.payoutPercentage,
    contributionMinor: money.contribution,
    ceilingMinor: deps.typesById.get(peek.game_id)?.progressive.ceilingMinor ?? null,
    now,
  });
  if (!sold) throw new JoinRefused(await whyUnsold(q, req, n, now));
  return { holding, sold };
}

/** The site's share of a wager released from bonus to cash. */
function releasePercentOf(deps: JoinAloneDeps, player: PlayerRow): number {
  return deps.bonusReleasePercent?.(Number(player.member_id)) ?? 0;
}

async function releaseBonus(
  q: Queryable,
  r: {
    playerId: number;
    currency: string;
    joinId: number;
    wagered: number;
    now: number;
    releasePercent: number;
  },
): Promise<number[]> {
  const { accountIds } = await releaseBonusOnWager(q, {
    playerId: r.playerId,
    currency: r.currency,
    wagerMinor: r.wagered,
    wagerKey: `join:${r.joinId}`,
    releasePercent: r.releasePercent,
    now: r.now,
  });
  return accountIds;
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
