/**
 * The joins of one instance's batch that need nothing but the player's cash, made together
 * (issue 17): a fixed number of statements per batch however many joins it holds, instead of
 * about ten round trips per join. instant/purchaseBatch.ts is the same idea for instant games.
 *
 * 1. lookUpBatch, one statement, after the batch holds the instance row (so its snapshot sees
 *    every earlier sale of the instance): the keys already stored, the players' rows, which of
 *    them have a weekly wagering limit, their cash and bonus accounts (locked in id order, with
 *    balances), their holdings in the instance, and ids for the joins.
 * 2. takenTogether: a join goes set-based when it is plain (cash-paid, no promotion, no
 *    subscription), its player is found, unlocked, not self-restricted, has
 *    a cash account and passes the join gate on what was read (JoinRequest.gate). Every other join is made alone afterwards, in its own savepoint, by the
 *    per-join code, which sees the rows written here.
 * 3. sellTogether judges the plain joins in arrival order against the batch's running state, with
 *    the rules and order a join made alone applies: the weekly wagering limit of a player who has
 *    one (responsibleGaming/weeklyBetBatch.ts: their rows locked, limits and week's wagers read
 *    once for the batch), the player's maximum, open registration and
 *    plays left, funds; then the bonus release. A refused join changes none of the running
 *    counts, holdings or balances, so it changes nothing, and the next join sees exactly what it
 *    would have had the refused one never come.
 * 4. One statement writes what the accepted joins made: their rows (each with its answer), plays
 *    (ids in sale order), holdings, the instance's counts, prize pool and jackpot, the wagering
 *    events, and one ledger_transfer_batch call for every stake and bonus release in the order of
 *    step 3 (the function refuses the whole list if a player balance would dip below zero, which
 *    step 3 rules out).
 *
 * A key stored by a join of another instance (in another process) after step 1 makes step 4 hit
 * its unique index: the batch is rerun (keyRaced) and finds it.
 */
import type { JoinResult } from '../../../protocol/calls/play';
import type { Queryable } from '../../storage/db';
import type { ItemOutcome } from '../../storage/keyedBatcher';
import type { InstanceRow } from '../games/instancesRepo';
import { bonusReleaseTransfer } from '../cashier/bonusRelease';
import { InsufficientFundsError, ledgerError, transferBatchCall, type TransferRequest } from '../ledger';
import { toMajor, type CurrencyBook } from '../money';
import { gateLetsThrough } from '../responsibleGaming/joinGate';
import { restrictionIn, weeklyBetLimited } from '../responsibleGaming/limits';
import { readWeeklyBets, takeWeeklyBet, type WeeklyBets } from '../responsibleGaming/weeklyBetBatch';
import { keyRaced } from '../../storage/retry';
import { exitOf, JoinExit } from './exits';
import { GameAccount } from './houseAccounts';
import type { BatchJoin, JoinAttempt } from './joinAttempt';
import type { PlayerRow } from './joinReads';
import { JoinRefused, joinFailure } from './joinRefusals';

/** What step 1 read for a batch. */
/** A player's row as the batch reads it: what a join checks, and what the join gate does. */
type BatchPlayer = PlayerRow & { segment: string; email_verified: boolean | null };

export interface BatchLook {
  stored: Set<string>;
  players: Map<number, BatchPlayer>;
  limited: Set<number>;
  /** Cash and bonus account ids by player. */
  cash: Map<number, number>;
  bonus: Map<number, number>;
  /** Balances of those accounts, as locked. */
  balances: Map<number, number>;
  /** Plays each player holds in the instance; no entry: no holding row. */
  holdings: Map<number, number>;
  joinIds: number[];
}

export interface SetBasedDeps {
  currencies: CurrencyBook;
  /** Share of each wager released from the bonus bucket to cash, by site (0 when not given). */
  bonusReleasePercent?: (memberId: number) => number;
}

const TWIN: ItemOutcome<JoinAttempt> = { ok: true, value: { result: null, fresh: false } };

/** Step 1, in one statement; call it once the batch holds the instance row. */
export async function lookUpBatch(
  q: Queryable,
  instanceId: number,
  currency: string,
  joins: readonly BatchJoin[],
): Promise<BatchLook> {
  const players = [...new Set(joins.map((j) => j.playerId))];
  const [look] = await q.query<{
    stored: string[];
    players: (BatchPlayer & { id: number })[];
    limited: number[];
    accounts: { id: number; player_id: number; type: string; balance_minor: number }[];
    holdings: { player_id: number; plays: number }[];
    join_ids: number[];
  }>(
    `WITH accounts AS (
       SELECT id, player_id, type, balance_minor FROM accounts
       WHERE player_id = ANY($2::bigint[]) AND currency = $3 AND type IN ('cash', 'bonus')
       ORDER BY id FOR NO KEY UPDATE)
     SELECT
       ARRAY(SELECT idempotency_key FROM joins WHERE idempotency_key = ANY($1::text[])) AS stored,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'locked', locked, 'member_id', member_id,
          'timeout_until', timeout_until, 'self_excluded_until', self_excluded_until, 'segment', segment,
          'email_verified', (verification->>'emailVerified')::boolean)), '[]'::jsonb)
        FROM players WHERE id = ANY($2::bigint[])) AS players,
       ARRAY(${weeklyBetLimited('$2')}) AS limited,
       (SELECT coalesce(jsonb_agg(to_jsonb(accounts)), '[]'::jsonb) FROM accounts) AS accounts,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('player_id', player_id, 'plays', plays)), '[]'::jsonb)
        FROM instance_players WHERE instance_id = $4 AND player_id = ANY($2::bigint[])) AS holdings,
       ARRAY(SELECT nextval(pg_get_serial_sequence('joins', 'id')) FROM generate_series(1, $5::integer)) AS join_ids`,
    [joins.map((j) => j.key), players, currency, instanceId, joins.length],
  );
  const accountsOf = (type: string) =>
    new Map(look.accounts.filter((a) => a.type === type).map((a) => [Number(a.player_id), Number(a.id)]));
  return {
    stored: new Set(look.stored),
    players: new Map(look.players.map((p) => [Number(p.id), p])),
    limited: new Set(look.limited.map(Number)),
    cash: accountsOf('cash'),
    bonus: accountsOf('bonus'),
    balances: new Map(look.accounts.map((a) => [Number(a.id), Number(a.balance_minor)])),
    holdings: new Map(look.holdings.map((h) => [Number(h.player_id), Number(h.plays)])),
    joinIds: look.join_ids.map(Number).sort((a, b) => a - b),
  };
}

/** Step 2: whether the join goes set-based; a stored key is answered here too (as a twin). */
export function takenTogether(join: BatchJoin, look: BatchLook): boolean {
  if (look.stored.has(join.key)) return true;
  const player = look.players.get(join.playerId);
  return (
    join.plain &&
    player !== undefined &&
    !player.locked &&
    restrictionIn(player, join.now) === null &&
    look.cash.has(join.playerId) &&
    (!join.gate || gateLetsThrough(player, join.gate, join.money.cost + join.money.fee === 0))
  );
}

/** A join step 3 accepted, with what step 4 writes for it. */
interface Accepted {
  index: number;
  join: BatchJoin;
  joinId: number;
  cashId: number;
  bonusId: number | null;
  releaseMinor: number;
  result: JoinResult;
}

/** Steps 3 and 4 for the joins takenTogether chose; one outcome per join, in order. */
export async function sellTogether(
  q: Queryable,
  row: InstanceRow,
  joins: readonly BatchJoin[],
  look: BatchLook,
  deps: SetBasedDeps,
): Promise<ItemOutcome<JoinAttempt>[]> {
  const s = row.snapshot;
  const open = (now: number) =>
    row.status === 'OPEN' && row.removed_at === null && Number(row.registration_end_at) > now;
  let playCount = Number(row.play_count);
  let playerCount = Number(row.player_count);
  let progressive = Number(row.progressive_minor);
  let updatedAt = Number(row.updated_at);
  const holdings = new Map(look.holdings);
  const balances = new Map(look.balances);
  const keys = new Set<string>();
  const outcomes: ItemOutcome<JoinAttempt>[] = [];
  const accepted: Accepted[] = [];
  const bets = await weeklyBetsOf(q, joins, look);
  let nextId = 0;
  for (const [index, join] of joins.entries()) {
    const refuse = (result: JoinResult) => outcomes.push({ ok: false, error: new JoinRefused(result) });
    if (look.stored.has(join.key) || keys.has(join.key)) {
      outcomes.push(TWIN);
      continue;
    }
    const overLimit =
      bets && takeWeeklyBet(bets, join.playerId, join.currency, join.money.cost + join.money.fee);
    if (overLimit) {
      const result = joinFailure(row.id, JoinExit.weeklyLimit);
      outcomes.push({ ok: false, error: new JoinRefused(result, { rule: 'weeklyBet', ...overLimit }) });
      continue;
    }
    const n = join.plays.length;
    const held = holdings.get(join.playerId);
    if (n > s.maxPlaysPerPlayer - (held ?? 0)) {
      refuse(
        (held ?? 0) >= s.maxPlaysPerPlayer
          ? joinFailure(row.id, JoinExit.maxPlaysAlready)
          : joinFailure(
              row.id,
              JoinExit.tooManyLines,
              `at most ${s.maxPlaysPerPlayer - (held ?? 0)} more plays`,
            ),
      );
      continue;
    }
    if (!open(join.now)) {
      refuse(joinFailure(row.id, JoinExit.gameNotAvailable, 'registration is closed', row.status));
      continue;
    }
    const left = s.maxPlaysPerGame - playCount;
    if (n > left) {
      refuse(
        left <= 0
          ? joinFailure(row.id, JoinExit.gameNotAvailable, 'sold out')
          : joinFailure(row.id, JoinExit.tooManyLines, `only ${Math.min(left, n)} plays left`),
      );
      continue;
    }
    const { cost, fee, contribution } = join.money;
    const price = cost + fee;
    const cashId = look.cash.get(join.playerId)!;
    const cash = balances.get(cashId)!;
    if (cash < price) {
      outcomes.push({ ok: false, error: new InsufficientFundsError() });
      continue;
    }
    // The wager releases a share of the bonus bucket to cash, never more than the bucket holds.
    const bonusId = look.bonus.get(join.playerId) ?? null;
    const percent = deps.bonusReleasePercent?.(Number(look.players.get(join.playerId)!.member_id)) ?? 0;
    const releaseMinor =
      price > 0 && bonusId !== null
        ? Math.min(balances.get(bonusId)!, Math.floor((price * percent) / 100))
        : 0;

    keys.add(join.key);
    holdings.set(join.playerId, (held ?? 0) + n);
    if (held === undefined) playerCount++;
    playCount += n;
    progressive =
      join.ceilingMinor === null
        ? progressive + contribution
        : Math.max(progressive, Math.min(progressive + contribution, join.ceilingMinor));
    updatedAt = join.now;
    const cashAfter = cash - price + releaseMinor;
    balances.set(cashId, cashAfter);
    if (bonusId !== null && releaseMinor > 0) balances.set(bonusId, balances.get(bonusId)! - releaseMinor);
    const joinId = look.joinIds[nextId++];
    const result: JoinResult = {
      ...exitOf(JoinExit.ok),
      gameInstanceId: row.id,
      gameStatus: row.status,
      subscriptionCode: null,
      joinEvent: {
        joinCode: String(joinId),
        playerPlaysInGame: (held ?? 0) + n,
        gamePlayCurrent: playCount,
        gamePlayerCurrent: playerCount,
        lastJoinTimeMs: join.now,
        accountBalance: toMajor(cashAfter, deps.currencies.infoOf(join.currency)),
      },
    };
    accepted.push({ index, join, joinId, cashId, bonusId, releaseMinor, result });
    outcomes.push(TWIN); // replaced by its answer below
  }
  if (accepted.length === 0) return outcomes;

  const sold: InstanceRow = {
    ...row,
    play_count: playCount,
    player_count: playerCount,
    // As recordSale computes it: floor of sales times the payout percentage.
    prize_pool_minor: Number(
      (BigInt(playCount) * BigInt(s.costMinor) * BigInt(Math.round(s.payoutPercentage * 1e6))) / 100_000_000n,
    ),
    progressive_minor: progressive,
    updated_at: updatedAt,
  };
  await writeAccepted(q, sold, accepted);
  for (const a of accepted) {
    const accountIds = [a.cashId];
    if (a.releaseMinor > 0) accountIds.push(a.bonusId!);
    outcomes[a.index] = {
      ok: true,
      value: { result: a.result, sold, fresh: true, joinId: a.joinId, accountIds },
    };
  }
  return outcomes;
}

/**
 * The weekly limits of the batch's limited players, or null when it has none. The week ends at the
 * batch's first join: a few milliseconds earlier than each join's own time, which can only count
 * a wager made exactly a week before as still in the week.
 */
async function weeklyBetsOf(
  q: Queryable,
  joins: readonly BatchJoin[],
  look: BatchLook,
): Promise<WeeklyBets | null> {
  const limited = joins.filter((j) => look.limited.has(j.playerId) && !look.stored.has(j.key));
  if (limited.length === 0) return null;
  const now = Math.min(...limited.map((j) => j.now));
  return readWeeklyBets(
    q,
    limited.map((j) => j.playerId),
    now,
  );
}

/** Step 4: every row and transfer of the accepted joins, in one statement. */
async function writeAccepted(q: Queryable, sold: InstanceRow, accepted: Accepted[]): Promise<void> {
  const currency = accepted[0].join.currency;
  const joins = accepted.map((a) => ({
    id: a.joinId,
    key: a.join.key,
    player_id: a.join.playerId,
    plays: a.join.plays.length,
    cost_minor: a.join.money.cost,
    fee_minor: a.join.money.fee,
    contribution_minor: a.join.money.contribution,
    released_minor: a.releaseMinor,
    result: a.result,
    created_at: a.join.now,
  }));
  const plays = accepted.flatMap((a) =>
    a.join.plays.map((play, i) => ({ joinId: a.joinId, a, play, betType: a.join.betTypes?.[i] ?? null })),
  );
  const held = new Map<number, { plays: number; at: number }>();
  for (const a of accepted) {
    const h = held.get(a.join.playerId) ?? { plays: 0, at: 0 };
    held.set(a.join.playerId, { plays: h.plays + a.join.plays.length, at: a.join.now });
  }
  const transfers = accepted.flatMap((a) => transfersOf(a, sold));
  const ledger = transfers.length > 0 ? transferBatchCall(transfers, 17) : null;
  try {
    const [moved] = await q.query<{ unapplied: number }>(
      `WITH j AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS j(id bigint, key text, player_id bigint, plays integer,
           cost_minor bigint, fee_minor bigint, contribution_minor bigint, released_minor bigint, result jsonb,
           created_at bigint)),
       joined AS (
         INSERT INTO joins (id, idempotency_key, instance_id, player_id, plays, cost_minor, fee_minor,
                            contribution_minor, currency, result, created_at, house_paid_minor)
         SELECT j.id, j.key, $2, j.player_id, j.plays, j.cost_minor, j.fee_minor, j.contribution_minor, $3,
                j.result, j.created_at, 0
         FROM j ORDER BY j.id),
       played AS (
         INSERT INTO plays (instance_id, join_id, player_id, play, bet_type, created_at)
         SELECT $2, p.join_id, p.player_id, p.play, p.bet_type, p.created_at
         FROM unnest($4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::bigint[])
           WITH ORDINALITY AS p(join_id, player_id, play, bet_type, created_at, n)
         ORDER BY p.n),
       held AS (
         INSERT INTO instance_players (instance_id, player_id, plays, last_join_at)
         SELECT $2, h.player_id, h.plays, h.at FROM unnest($9::bigint[], $10::integer[], $11::bigint[]) AS h(player_id, plays, at)
         ON CONFLICT (instance_id, player_id) DO UPDATE
           SET plays = instance_players.plays + excluded.plays, last_join_at = excluded.last_join_at),
       counted AS (
         UPDATE game_instances SET play_count = $12, player_count = $13, prize_pool_minor = $14,
           progressive_minor = $15, updated_at = $16
         WHERE id = $2),
       events AS (
         INSERT INTO wagering_events (wager_key, player_id, currency, wager_minor, released_minor, created_at)
         SELECT 'join:' || j.id, j.player_id, $3, j.cost_minor + j.fee_minor, j.released_minor, j.created_at
         FROM j WHERE j.cost_minor + j.fee_minor > 0),
       wagered AS (
         INSERT INTO player_wagering (player_id, currency, wagered_minor, updated_at)
         SELECT j.player_id, $3, sum(j.cost_minor + j.fee_minor), max(j.created_at)
         FROM j WHERE j.cost_minor + j.fee_minor > 0 GROUP BY j.player_id
         ON CONFLICT (player_id, currency)
         DO UPDATE SET wagered_minor = player_wagering.wagered_minor + excluded.wagered_minor,
                       updated_at = excluded.updated_at)
       ${
         ledger
           ? `SELECT (count(*) FILTER (WHERE NOT l.applied))::integer AS unapplied FROM ${ledger.sql} AS l`
           : `SELECT 0 AS unapplied`
       }`,
      [
        JSON.stringify(joins),
        sold.id,
        currency,
        plays.map((p) => p.joinId),
        plays.map((p) => p.a.join.playerId),
        plays.map((p) => p.play),
        plays.map((p) => p.betType),
        plays.map((p) => p.a.join.now),
        [...held.keys()],
        [...held.values()].map((h) => h.plays),
        [...held.values()].map((h) => h.at),
        sold.play_count,
        sold.player_count,
        sold.prize_pool_minor,
        sold.progressive_minor,
        sold.updated_at,
        ...(ledger?.params ?? []),
      ],
    );
    if (moved.unapplied > 0) throw new Error('a join transfer key was already used');
  } catch (error) {
    throw keyRaced(error, 'joins_idempotency_key_key') ?? ledgerError(error);
  }
}

/** A join's transfers, as a join made alone makes them: the stake, then the bonus release. */
function transfersOf(a: Accepted, sold: InstanceRow): TransferRequest[] {
  const { cost, fee, contribution } = a.join.money;
  const { house, now } = a.join;
  const out: TransferRequest[] = [];
  const legs: [string, number][] = [
    [GameAccount.wagers, cost - contribution],
    [GameAccount.fees, fee],
    [GameAccount.jackpots, contribution],
  ];
  if (cost + fee > 0)
    out.push({
      key: `join:${a.joinId}`,
      kind: 'wager',
      entries: [
        { accountId: a.cashId, amountMinor: -(cost + fee) },
        ...legs
          .filter(([, amount]) => amount !== 0)
          .map(([code, amount]) => ({ accountId: house[code], amountMinor: amount })),
      ],
      meta: { gameId: sold.game_id, gameInstanceId: sold.id, joinId: a.joinId },
      now,
    });
  if (a.releaseMinor > 0)
    out.push(
      bonusReleaseTransfer({
        wagerKey: `join:${a.joinId}`,
        bonusId: a.bonusId!,
        cashId: a.cashId,
        releaseMinor: a.releaseMinor,
        now,
      }),
    );
  return out;
}
