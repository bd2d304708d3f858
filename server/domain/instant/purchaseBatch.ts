/**
 * Instant purchases of one game, set-based per batch (issue 13).
 *
 * Purchases of a game queue on a keyed batcher (storage/keyedBatcher.ts): one batch per game runs
 * at a time in this process, those that arrive meanwhile go together into the next one, at most
 * MAX_PURCHASE_BATCH. A batch is one transaction of a fixed number of round trips, however many
 * purchases it holds (before: a savepoint and about ten statements per purchase):
 *
 * 1. The game's selling pools locked (in pool order): every batch of the game, in any process,
 *    queues here. In the same statement (2) ...
 * 2. ... the purchase keys already stored (twins: answered from the stored row after the commit),
 *    the players with a weekly wagering limit, and ids for the purchases and tickets to insert
 *    (nextval; a refused purchase's ids are never used). These read the statement's snapshot,
 *    taken before the lock was granted: a key stored or a pool committed by the transaction that
 *    held the lock may be missing here. The key then makes step 6 hit its unique index (keyRaced in storage/retry.ts:
 *    the batch reruns and finds it); the pool makes a purchase that needed it PoolsExhausted, and
 *    buy() commits or finds the next pool and tries again. The pools themselves are read as locked
 *    (their latest `sold` and status).
 * 3. Only when some player has a weekly limit: those players' rows locked (in id order), then
 *    each of their purchases checked against the week's wagers plus what the batch already took
 *    from them (weeklyBetExceeded with the batch's earlier purchases of that player added).
 * 4. The players' cash and bonus accounts locked (in id order) and read.
 * 5. In memory, purchase after purchase in arrival order, the rules a purchase made one at a time
 *    would have applied, in the same order: twin, weekly limit, funds (the price against the cash
 *    balance as the batch's earlier purchases left it), bonus release, pool positions (the next
 *    ones, across pools, or PoolsExhausted). A refused purchase changes none of the running
 *    balances, counters or positions, so it changes nothing at all, and the next purchase sees
 *    exactly what it would have seen had the refused one never come.
 * 6. One statement writes what the accepted purchases made: their rows (each with its answer,
 *    less the tickets' proofs: storedAnswer), their tickets, their wagering events and players'
 *    wagered totals, the pools' sold counters (a pool sold out reveals its seed), and ...
 * 7. ... in the same statement, one ledger call (ledger_transfer_batch of migration 025, as
 *    transferBatch makes it) makes every price and bonus release transfer, in the order of
 *    step 5; the function refuses the whole list if a player balance would dip below zero
 *    anywhere in it, which step 5 has ruled out.
 *
 * Once step 7 is done only the COMMIT is left, and the batch releases the game (release() of the
 * keyed batcher): the next batch starts then, and its first statement waits in the database for
 * this one's lock to go with the commit, instead of starting only when the commit's answer is back
 * (so its look-ups read a snapshot from before this commit: see step 2).
 *
 * Refusals answer the same fault codes as before (weekly limit, insufficient funds, sold out or
 * fewer left). Anything that fails the transaction (a lost connection, a refused ledger call)
 * fails every purchase of the batch, none of which committed; a retryable error (deadlock,
 * serialization) reruns the whole batch from step 1. A stored key keeps a retried purchase to one
 * answer: a twin found in step 2, or later in the same batch, answers from the row after the
 * commit. Balances are pushed once per batch after its commit; each purchase answers once they are.
 */
import type { InstantPurchaseResult, InstantTicket } from '../../../protocol/instant/wire';
import type { PoolTickets } from '../../../protocol/instant/pool';
import type { InstantRules } from '../../../protocol/instant/rules';
import type { InstantGameConfig } from '../../config/instantSchema';
import type { Db, Queryable } from '../../storage/db';
import { createKeyedBatcher, type ItemOutcome } from '../../storage/keyedBatcher';
import { bonusReleaseTransfer } from '../cashier/bonusRelease';
import { InsufficientFundsError, ledgerError, transferBatchCall, type TransferRequest } from '../ledger';
import { exitOf, JoinExit, type JoinExitCode } from '../play/exits';
import { weeklyBetExceeded, weeklyBetLimited } from '../responsibleGaming/limits';
import { keyRaced } from '../../storage/retry';
import type { PoolCache } from './poolCache';
import { POOL_COLUMNS, poolRowOf, type PoolRow } from './poolsRepo';
import { poolTickets, PoolsExhausted } from './purchase';
import type { NewTicket, TicketRow } from './ticketsRepo';

export interface BuyRequest {
  playerId: number;
  memberId: number;
  gameId: number;
  currencyId: string;
  tickets: number;
  purchaseKey: string;
}

/** What buy() settled before a purchase reaches its batch. */
export interface PurchaseContext {
  config: InstantGameConfig;
  rules: InstantRules;
  key: string;
  now: number;
  priceMinor: number;
  cashId: number;
  houseId: number;
}

/** What a purchase's part of a batch came to; null result: a twin's, read after the commit. */
export interface BatchedPurchase {
  result: InstantPurchaseResult | null;
  soldOut: boolean;
  /** Accounts whose balances moved, announced after the commit (by the batch, once for all). */
  touched: number[];
  /** Settles once the batch's balances are pushed. */
  pushed?: Promise<void>;
}

/** Purchases one batch takes at most: bounds how long a batch holds the game's pool rows. */
export const MAX_PURCHASE_BATCH = 64;

/** A purchase refused by a rule with its own fault code. */
export class Refused extends Error {
  constructor(
    readonly code: JoinExitCode,
    readonly detail?: string,
  ) {
    super(detail);
  }
}

export interface PurchaseBatchDeps {
  db: Db;
  cache: PoolCache;
  /** Share of each wager released from the bonus bucket to cash, by site (0 when not given). */
  bonusReleasePercent?: (memberId: number) => number;
  toTicket(row: TicketRow): InstantTicket;
  major(minor: number, currency: string): number;
  /** Announces the accounts' committed balances: called once per batch, after its commit. */
  pushBalances(accountIds: number[]): Promise<void>;
  /** Tickets left in the game's selling pools as the batch leaves them (told before its commit). */
  poolsLeft?(gameId: number, left: number): void;
}

interface Item {
  req: BuyRequest;
  c: PurchaseContext;
}

/** A purchase step 5 accepted, with everything steps 6 and 7 write for it. */
interface Accepted {
  index: number;
  item: Item;
  purchaseId: number;
  tickets: (NewTicket & { id: number; poolNo: number })[];
  prizeMinor: number;
  /** Bonus released to cash by this wager, from bonusId. */
  releaseMinor: number;
  bonusId: number | null;
  cashAfter: number;
  soldOut: boolean;
}

/** A selling pool as the batch goes: its row as locked, positions sold so far, its built tickets. */
interface SellingPool {
  row: PoolRow;
  sold: number;
  /** When the batch sold its last ticket (0 while it has some left). */
  closedAt: number;
  built?: PoolTickets;
}

const TWIN: ItemOutcome<BatchedPurchase> = { ok: true, value: { result: null, soldOut: false, touched: [] } };

export function createPurchaseBatches(deps: PurchaseBatchDeps) {
  const batcher = createKeyedBatcher<number, Item, BatchedPurchase>({
    maxBatch: MAX_PURCHASE_BATCH,
    run: async (gameId, items, release) => {
      const outcomes = await deps.db.tx((q) => runBatch(deps, q, gameId, items, release));
      const touched = outcomes.flatMap((o) => (o.ok ? o.value.touched : []));
      // The balances go out after the commit, while the game's next batch runs (not before it
      // starts); each purchase answers once they are out. The purchases have committed: a push
      // that fails is a push missed (clients read their balances again on reconnect), not a
      // purchase failed.
      const pushed = touched.length > 0 ? deps.pushBalances(touched).catch(() => undefined) : undefined;
      return outcomes.map((o) => (o.ok ? { ok: true, value: { ...o.value, pushed } } : o));
    },
  });
  return {
    /** Runs the purchase in its game's next batch; settles after that batch commits. */
    run: (req: BuyRequest, c: PurchaseContext): Promise<BatchedPurchase> =>
      batcher.submit(req.gameId, { req, c }),
  };
}

/** What steps 1 to 4 read and locked for a batch, and the ids it may use. */
interface BatchLook {
  pools: SellingPool[];
  stored: Set<string>;
  limited: Set<number>;
  purchaseIds: number[];
  ticketIds: number[];
  /** Balances of the locked cash and bonus accounts, by account id; changed as purchases are judged. */
  balance: Map<number, number>;
  /** Bonus account id by player. */
  bonusOf: Map<number, number>;
}

/** One batch; release() lets the game's next batch start (only the COMMIT is left then). */
async function runBatch(
  deps: PurchaseBatchDeps,
  q: Queryable,
  gameId: number,
  items: Item[],
  release: () => void,
): Promise<ItemOutcome<BatchedPurchase>[]> {
  const look = await lookUp(q, gameId, items);
  const { outcomes, accepted } = await judge(deps, q, items, look);
  deps.poolsLeft?.(
    gameId,
    look.pools.reduce((s, p) => s + p.row.pool_size - p.sold, 0),
  );
  if (accepted.length === 0) {
    release();
    return outcomes;
  }

  const answers = accepted.map((a) => answerOf(deps, a));
  await writeAccepted(q, gameId, accepted, answers, look.pools);

  for (const [i, a] of accepted.entries()) {
    const { cashId, houseId } = a.item.c;
    const touched = [cashId, houseId];
    if (a.releaseMinor > 0) touched.push(a.bonusId!, cashId);
    outcomes[a.index] = { ok: true, value: { result: answers[i], soldOut: a.soldOut, touched } };
  }
  release();
  return outcomes;
}

/** Steps 1 to 4: the pools locked, the stored keys, limited players and ids, then the accounts locked. */
async function lookUp(q: Queryable, gameId: number, items: Item[]): Promise<BatchLook> {
  const currency = items[0].c.config.currency;
  const players = [...new Set(items.map((i) => i.req.playerId))];
  // 1 and 2 in one round trip: the game's selling pools, locked, then stored keys, limited
  // players and ids. The look-ups read the statement's snapshot, taken before the lock was
  // granted: a twin another process committed while this batch waited for the lock is not among
  // `stored`, and makes step 6 hit the key's index (the batch reruns); a pool committed meanwhile
  // is not among the pools (a purchase that needs it is answered PoolsExhausted and retried).
  const [look] = await q.query<{
    pools: PoolRow[];
    stored: string[];
    limited: number[];
    purchase_ids: number[];
    ticket_ids: number[];
  }>(
    `WITH pools AS (
       SELECT ${POOL_COLUMNS} FROM instant_pools WHERE game_id = $5 AND status = 'selling'
       ORDER BY pool_no FOR UPDATE)
     SELECT
       (SELECT coalesce(jsonb_agg(to_jsonb(pools) ORDER BY pools.pool_no), '[]'::jsonb) FROM pools) AS pools,
       ARRAY(SELECT idempotency_key FROM instant_purchases WHERE idempotency_key = ANY($1::text[])) AS stored,
       ARRAY(${weeklyBetLimited('$2')}) AS limited,
       ARRAY(SELECT nextval(pg_get_serial_sequence('instant_purchases', 'id')) FROM generate_series(1, $3::integer)) AS purchase_ids,
       ARRAY(SELECT nextval(pg_get_serial_sequence('instant_tickets', 'id')) FROM generate_series(1, $4::integer)) AS ticket_ids`,
    [items.map((i) => i.c.key), players, items.length, items.reduce((s, i) => s + i.req.tickets, 0), gameId],
  );
  const limited = new Set(look.limited.map(Number));

  // 3. The limited players' rows, locked in id order before their accounts (as a join does).
  if (limited.size > 0)
    await q.query('SELECT id FROM players WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [
      [...limited],
    ]);

  // 4. Cash and bonus accounts, locked in id order.
  const accounts = await q.query<{ id: number; player_id: number; type: string; balance_minor: number }>(
    `SELECT id, player_id, type, balance_minor FROM accounts
     WHERE id = ANY($1::bigint[]) OR (player_id = ANY($2::bigint[]) AND currency = $3 AND type = 'bonus')
     ORDER BY id FOR NO KEY UPDATE`,
    [[...new Set(items.map((i) => i.c.cashId))], players, currency],
  );
  return {
    pools: look.pools.map(poolRowOf).map((row) => ({ row, sold: row.sold, closedAt: 0 })),
    stored: new Set(look.stored),
    limited,
    purchaseIds: look.purchase_ids.map(Number).sort((a, b) => a - b),
    ticketIds: look.ticket_ids.map(Number).sort((a, b) => a - b),
    balance: new Map(accounts.map((a) => [Number(a.id), Number(a.balance_minor)])),
    bonusOf: new Map(
      accounts.filter((a) => a.type === 'bonus').map((a) => [Number(a.player_id), Number(a.id)]),
    ),
  };
}

/** 5. Each purchase's rules, in arrival order, against the running state. */
async function judge(
  deps: PurchaseBatchDeps,
  q: Queryable,
  items: Item[],
  look: BatchLook,
): Promise<{ outcomes: ItemOutcome<BatchedPurchase>[]; accepted: Accepted[] }> {
  const { pools, stored, limited, purchaseIds, balance, bonusOf } = look;
  const currency = items[0].c.config.currency;
  const outcomes: ItemOutcome<BatchedPurchase>[] = [];
  const accepted: Accepted[] = [];
  const acceptedKeys = new Set<string>();
  const wagered = new Map<number, number>(); // by the batch's accepted purchases, per player
  let nextPurchase = 0;
  const ticketIds = { ids: look.ticketIds, next: 0 };
  for (const [index, item] of items.entries()) {
    const { req, c } = item;
    const refuse = (error: unknown) => outcomes.push({ ok: false, error });
    if (stored.has(c.key) || acceptedKeys.has(c.key)) {
      outcomes.push(TWIN);
      continue;
    }
    const before = wagered.get(req.playerId) ?? 0;
    if (
      limited.has(req.playerId) &&
      (await weeklyBetExceeded(q, req.playerId, currency, before + c.priceMinor, c.now))
    ) {
      refuse(new Refused(JoinExit.weeklyLimit));
      continue;
    }
    const cash = balance.get(c.cashId) ?? 0;
    if (cash < c.priceMinor) {
      refuse(new InsufficientFundsError());
      continue;
    }
    const left = pools.reduce((s, p) => s + p.row.pool_size - p.sold, 0);
    if (left < req.tickets) {
      refuse(new PoolsExhausted(left));
      continue;
    }
    const bonusId = bonusOf.get(req.playerId) ?? null;
    const percent = deps.bonusReleasePercent?.(req.memberId) ?? 0;
    const releaseMinor =
      bonusId === null ? 0 : Math.min(balance.get(bonusId)!, Math.floor((c.priceMinor * percent) / 100));
    const purchaseId = purchaseIds[nextPurchase++];
    const { tickets, soldOut } = await takeTickets(deps, pools, item, ticketIds);
    const prizeMinor = tickets.reduce((s, t) => s + t.prizeMinor, 0);
    // The prizes are owed, not paid: each is paid when its ticket is finished (prizePayment.ts).
    const cashAfter = cash - c.priceMinor + releaseMinor;
    balance.set(c.cashId, cashAfter);
    if (bonusId !== null && releaseMinor > 0) balance.set(bonusId, balance.get(bonusId)! - releaseMinor);
    wagered.set(req.playerId, before + c.priceMinor);
    acceptedKeys.add(c.key);
    accepted.push({
      index,
      item,
      purchaseId,
      tickets,
      prizeMinor,
      releaseMinor,
      bonusId,
      cashAfter,
      soldOut,
    });
    outcomes.push(TWIN); // replaced by its answer below
  }
  return { outcomes, accepted };
}

/** The purchase's tickets: the next positions of the selling pools, in pool order. */
async function takeTickets(
  deps: PurchaseBatchDeps,
  pools: SellingPool[],
  { req, c }: Item,
  ticketIds: { ids: number[]; next: number },
): Promise<{ tickets: Accepted['tickets']; soldOut: boolean }> {
  const tickets: Accepted['tickets'] = [];
  let soldOut = false;
  for (const p of pools) {
    const take = Math.min(req.tickets - tickets.length, p.row.pool_size - p.sold);
    if (take <= 0) continue;
    p.built ??= await deps.cache.get(p.row.id, p.row.rules, p.row.pool_no, p.row.seed);
    for (const t of poolTickets(p.row, p.built, p.sold, take))
      tickets.push({ ...t, id: ticketIds.ids[ticketIds.next++], poolNo: p.row.pool_no });
    p.sold += take;
    if (p.sold >= p.row.pool_size) {
      soldOut = true;
      p.closedAt = c.now;
    }
    if (tickets.length === req.tickets) break;
  }
  return { tickets, soldOut };
}

/** The purchase's answer, as returned and stored: what reading its rows back would give. */
function answerOf(deps: PurchaseBatchDeps, a: Accepted): InstantPurchaseResult {
  const { req, c } = a.item;
  const currency = c.config.currency;
  const tickets = a.tickets.map((t) =>
    deps.toTicket({
      id: t.id,
      purchase_id: a.purchaseId,
      player_id: req.playerId,
      game_id: req.gameId,
      pool_no: t.poolNo,
      position: t.position,
      prize_minor: t.prizeMinor,
      price_minor: c.priceMinor / req.tickets,
      currency,
      salt: t.salt,
      proof: t.proof,
      presentation: t.presentation,
      revealed: [],
      finished_at: null,
      created_at: c.now,
    }),
  );
  return {
    ...exitOf(JoinExit.ok),
    purchaseId: a.purchaseId,
    tickets,
    totalPrize: deps.major(a.prizeMinor, currency),
    accountBalance: deps.major(a.cashAfter, currency),
  };
}

/**
 * 6 and 7 in one statement: the accepted purchases' rows, tickets, wagering and the pools'
 * counters, and the ledger call for every transfer of the batch (the ledger's tables are none of
 * the others', so the parts cannot see or disturb one another).
 */
async function writeAccepted(
  q: Queryable,
  gameId: number,
  accepted: Accepted[],
  answers: InstantPurchaseResult[],
  pools: SellingPool[],
): Promise<void> {
  const currency = accepted[0].item.c.config.currency;
  const purchases = accepted.map((a, i) => ({
    id: a.purchaseId,
    key: a.item.c.key,
    player_id: a.item.req.playerId,
    tickets: a.item.req.tickets,
    price_minor: a.item.c.priceMinor,
    prize_minor: a.prizeMinor,
    released_minor: a.releaseMinor,
    result: storedAnswer(answers[i]),
    created_at: a.item.c.now,
  }));
  const tickets = accepted.flatMap((a) =>
    a.tickets.map((t) => ({
      id: t.id,
      purchase_id: a.purchaseId,
      player_id: a.item.req.playerId,
      pool_id: t.poolId,
      position: t.position,
      prize_minor: t.prizeMinor,
      salt: t.salt,
      proof: t.proof,
      presentation: t.presentation,
      created_at: a.item.c.now,
    })),
  );
  const sold = pools.filter((p) => p.sold !== p.row.sold);
  const ledger = transferBatchCall(
    accepted.flatMap((a) => transfersOf(a, gameId)),
    8,
  );
  try {
    const [moved] = await q.query<{ unapplied: number }>(
      `WITH p AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS p(id bigint, key text, player_id bigint, tickets integer,
           price_minor bigint, prize_minor bigint, released_minor bigint, result jsonb, created_at bigint)),
       purchases AS (
         INSERT INTO instant_purchases (id, idempotency_key, player_id, game_id, tickets, price_minor, prize_minor,
                                        currency, result, created_at)
         SELECT p.id, p.key, p.player_id, $3, p.tickets, p.price_minor, p.prize_minor, $4, p.result, p.created_at
         FROM p ORDER BY p.id),
       tickets AS (
         INSERT INTO instant_tickets (id, purchase_id, player_id, game_id, pool_id, position, prize_minor, salt,
                                      proof, presentation, created_at)
         SELECT t.id, t.purchase_id, t.player_id, $3, t.pool_id, t.position, t.prize_minor, t.salt, t.proof,
                t.presentation, t.created_at
         FROM jsonb_to_recordset($2::jsonb) AS t(id bigint, purchase_id bigint, player_id bigint, pool_id bigint,
           position integer, prize_minor bigint, salt text, proof jsonb, presentation jsonb, created_at bigint)
         ORDER BY t.id),
       events AS (
         INSERT INTO wagering_events (wager_key, player_id, currency, wager_minor, released_minor, created_at)
         SELECT 'instant:' || p.id, p.player_id, $4, p.price_minor, p.released_minor, p.created_at FROM p),
       wagered AS (
         INSERT INTO player_wagering (player_id, currency, wagered_minor, updated_at)
         SELECT p.player_id, $4, sum(p.price_minor), max(p.created_at) FROM p GROUP BY p.player_id
         ON CONFLICT (player_id, currency)
         DO UPDATE SET wagered_minor = player_wagering.wagered_minor + excluded.wagered_minor,
                       updated_at = excluded.updated_at),
       sold AS (
         UPDATE instant_pools ip SET sold = s.sold,
           status = CASE WHEN s.sold >= ip.pool_size THEN 'soldOut' ELSE ip.status END,
           seed_revealed = ip.seed_revealed OR s.sold >= ip.pool_size,
           closed_at = CASE WHEN s.sold >= ip.pool_size THEN s.closed_at ELSE ip.closed_at END
         FROM unnest($5::bigint[], $6::integer[], $7::bigint[]) AS s(id, sold, closed_at)
         WHERE ip.id = s.id)
       SELECT (count(*) FILTER (WHERE NOT l.applied))::integer AS unapplied FROM ${ledger.sql} AS l`,
      [
        JSON.stringify(purchases),
        JSON.stringify(tickets),
        gameId,
        currency,
        sold.map((p) => p.row.id),
        sold.map((p) => p.sold),
        sold.map((p) => p.closedAt),
        ...ledger.params,
      ],
    );
    if (moved.unapplied > 0) throw new Error('an instant purchase transfer key was already used');
  } catch (error) {
    throw keyRaced(error, 'instant_purchases_idempotency_key_key') ?? ledgerError(error);
  }
}

/**
 * A purchase's answer as its row keeps it: the tickets without their Merkle proofs, which are
 * most of its size and already stored with each ticket (and never change). STORED_ANSWER puts them
 * back, so a twin reads the answer the purchase gave. Answers stored whole (before this) read the same.
 */
function storedAnswer(answer: InstantPurchaseResult): unknown {
  return { ...answer, tickets: answer.tickets.map(({ proof: _, ...ticket }) => ticket) };
}

/** SQL: the stored answer of the instant_purchases row aliased `u`, with its tickets' proofs. */
export const STORED_ANSWER = `CASE WHEN u.result IS NULL THEN NULL ELSE jsonb_set(u.result, '{tickets}', coalesce(
    (SELECT jsonb_agg(e.ticket || jsonb_build_object('proof', t.proof) ORDER BY e.n)
     FROM jsonb_array_elements(u.result->'tickets') WITH ORDINALITY AS e(ticket, n)
     JOIN instant_tickets t ON t.id = (e.ticket->>'ticketId')::bigint), '[]'::jsonb)) END`;

/** A purchase's transfers, in the order a purchase made alone made them: price, then bonus release. */
function transfersOf(a: Accepted, gameId: number): TransferRequest[] {
  const { req, c } = a.item;
  const { key, now, priceMinor, cashId, houseId } = c;
  const out: TransferRequest[] = [
    {
      key: `${key}:price`,
      kind: 'instant.purchase',
      entries: [
        { accountId: cashId, amountMinor: -priceMinor },
        { accountId: houseId, amountMinor: priceMinor },
      ],
      meta: { purchaseId: a.purchaseId, gameId, tickets: req.tickets },
      now,
    },
  ];
  if (a.releaseMinor > 0)
    out.push(
      bonusReleaseTransfer({
        wagerKey: `instant:${a.purchaseId}`,
        bonusId: a.bonusId!,
        cashId: cashId,
        releaseMinor: a.releaseMinor,
        now,
      }),
    );
  return out;
}
