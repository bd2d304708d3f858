import { MAX_INSTANT_PACK } from '../../../protocol/calls/instant';
import type { InstantRules } from '../../../protocol/instant/rules';
import { poolFigures } from '../../../protocol/instant/rules';
import { revealUnitsOf } from '../../../protocol/instant/presentation';
import type { InstantGameInfo, InstantPurchaseResult, InstantTicket } from '../../../protocol/instant/wire';
import type { PoolCommitment } from '../../../protocol/instant/verify';
import { instantRulesOf, type InstantGameConfig } from '../../config/instantSchema';
import type { Clock } from '../../ports/clock';
import type { PushHub } from '../../ports/pushHub';
import type { Db, Queryable } from '../../storage/db';
import { accountsRepo, InsufficientFundsError, pushBalances } from '../ledger';
import { toMajor, type CurrencyBook } from '../money';
import { exitOf, JoinExit, type JoinExitCode } from '../play/exits';
import { houseAccount } from '../play/houseAccounts';
import { auditRefusal, restrictionIn } from '../responsibleGaming/limits';
import { buildNextPool, ensurePools, type BuildOutcome, type CommittedPool } from './pools';
import { createProgressPush } from './progressPush';
import { createPoolCache, type PoolCache } from './poolCache';
import { commitmentOf, poolsRepo, type PoolRow } from './poolsRepo';
import { PoolsExhausted } from './purchase';
import {
  createPurchaseBatches,
  Refused,
  STORED_ANSWER,
  type BuyRequest,
  type PurchaseContext,
} from './purchaseBatch';
import { INSTANT_SALES_ACCOUNT, payFinishedPrizes, UNFINISHED_TICKET_TIMEOUT_MS } from './prizePayment';
import { ticketsRepo, type TicketRow } from './ticketsRepo';

export { MAX_PURCHASE_BATCH, type BuyRequest } from './purchaseBatch';

export { INSTANT_SALES_ACCOUNT } from './prizePayment';

export interface InstantDeps {
  db: Db;
  clock: Clock;
  push: PushHub;
  currencies: CurrencyBook;
  games: readonly InstantGameConfig[];
  /** Share of each wager released from the bonus bucket to cash, by site (0 when not given). */
  bonusReleasePercent?: (memberId: number) => number;
}

export type InstantService = ReturnType<typeof createInstantService>;

/** The service's state: its dependencies and what it keeps between purchases. */
interface Instant {
  deps: InstantDeps;
  cache: PoolCache;
  byId: Map<number, { config: InstantGameConfig; rules: InstantRules }>;
  /** Pool builds under way, by game: one at a time per game in this process; callers wait for it. */
  ensuring: Map<number, Promise<void>>;
  purchases: ReturnType<typeof createPurchaseBatches>;
  /** Tickets left in each game's selling pools when this process's last batch of it committed. */
  poolsLeft: Map<number, number>;
  /** The instant sales house account's id per currency (an account's id never changes). */
  salesAccounts: Map<string, number>;
  /** Tickets and prizes left of each game's pool on sale, read and pushed live. */
  progress: ReturnType<typeof createProgressPush>;
}

export function createInstantService(deps: InstantDeps) {
  const { db } = deps;
  const cache = createPoolCache();
  const poolsLeft = new Map<number, number>();
  const byId = new Map(deps.games.map((g) => [g.gameId, { config: g, rules: instantRulesOf(g) }]));
  const inst: Instant = {
    deps,
    cache,
    byId,
    ensuring: new Map(),
    // Purchases of one game go together in batches, each one transaction of a few set-based
    // statements however many purchases it holds (purchaseBatch.ts).
    purchases: createPurchaseBatches({
      db,
      cache,
      bonusReleasePercent: deps.bonusReleasePercent,
      toTicket: (row) => toTicket(inst, row),
      major: (minor, currency) => major(inst, minor, currency),
      pushBalances: (accountIds) => pushBalances(deps, db, accountIds),
      poolsLeft: (gameId, left) => void poolsLeft.set(gameId, left),
    }),
    poolsLeft,
    salesAccounts: new Map(),
    progress: createProgressPush({ db, push: deps.push, currencies: deps.currencies, games: byId }),
  };

  return {
    gameConfig: (gameId: number) => inst.byId.get(gameId)?.config,

    /** Waits for the pool builds under way (tests; a build is otherwise nobody's to wait for). */
    async poolBuilds(): Promise<void> {
      await Promise.all(inst.ensuring.values());
    },

    async games(memberId: number): Promise<InstantGameInfo[]> {
      const games = [...inst.byId.values()].filter((g) => g.config.memberIds.includes(memberId));
      const out: InstantGameInfo[] = [];
      for (const g of games) out.push(await info(inst, g.config, g.rules));
      return out;
    },

    async pool(
      gameId: number,
      poolNo: number,
    ): Promise<{ rules: InstantRules; pool: PoolCommitment } | null> {
      const row = await poolsRepo.byNumber(db, gameId, poolNo);
      return row ? { rules: row.rules, pool: commitmentOf(row) } : null;
    },

    /**
     * Buys n tickets: the price leaves the player's cash in one database transaction, keyed by the
     * purchase; every refusal rolls everything back. Prizes are paid as tickets finish (reveal).
     */
    buy: (req: BuyRequest): Promise<InstantPurchaseResult> => buy(inst, req),

    async unfinished(playerId: number): Promise<InstantTicket[]> {
      return (await ticketsRepo.unfinished(db, playerId)).map((row) => toTicket(inst, row));
    },

    /**
     * Adds reveal units done, paying the ticket's prize when that finishes it; null when the ticket
     * is not the player's or a unit is out of range.
     */
    reveal: (playerId: number, ticketId: number, units: number[]): Promise<InstantTicket | null> =>
      reveal(inst, playerId, ticketId, units),

    /** Marks tickets fully revealed and pays them (all the player's unfinished ones when no ids are given). */
    revealAll: (playerId: number, ticketIds?: number[]): Promise<InstantTicket[]> =>
      revealAll(inst, playerId, ticketIds),

    /** Finishes and pays tickets left unfinished past the time-out (a sweep run once a minute). */
    finishAbandoned: (): Promise<number> => finishAbandoned(inst),

    async history(p: { playerId: number; gameId?: number; offset: number; limit: number }) {
      const { rows, total } = await ticketsRepo.history(db, p);
      const pools = [];
      for (const key of new Set(rows.map((r) => `${r.game_id}/${r.pool_no}`))) {
        const [gameId, poolNo] = key.split('/').map(Number);
        const row = await poolsRepo.byNumber(db, gameId, poolNo);
        if (row) pools.push({ rules: row.rules, pool: commitmentOf(row) });
      }
      return { tickets: rows.map((row) => toTicket(inst, row)), total, pools };
    },

    /**
     * An operator's build of the game's next pool (pools.ts, buildNextPool), after any build of the
     * game under way in this process, so the sales' own builds and this one never hash the same
     * pool number side by side here.
     */
    buildNextPool(
      gameId: number,
      hooks: { onShare(share: number): void; record(q: Queryable, pool: CommittedPool): Promise<void> },
    ): Promise<BuildOutcome> {
      const game = inst.byId.get(gameId);
      if (!game) return Promise.resolve({ ok: false, reason: `no instant game ${gameId}` });
      return queued(inst, gameId, () =>
        buildNextPool({
          db,
          cache,
          rules: game.rules,
          pools: game.config.pools,
          now: () => deps.clock.now(),
          ...hooks,
        }),
      );
    },

    /**
     * Takes one pool off sale and reveals its seed, with `record` (the operator's audit entry) in
     * the same transaction; the pool's row is locked, so a purchase in flight finishes first. The
     * pool as it was and as it now is; `after` null when it was not on sale (nothing changed).
     */
    async retirePool(
      gameId: number,
      poolNo: number,
      record: (q: Queryable, before: PoolRow, after: PoolRow) => Promise<void>,
    ): Promise<{ before: PoolRow; after: PoolRow | null } | null> {
      const outcome = await db.tx(async (q) => {
        const before = await poolsRepo.lockByNumber(q, gameId, poolNo);
        if (!before) return null;
        if (!(await poolsRepo.retire(q, before.id, deps.clock.now()))) return { before, after: null };
        const after = (await poolsRepo.byNumber(q, gameId, poolNo))!;
        await record(q, before, after);
        return { before, after };
      });
      if (outcome?.after) {
        inst.poolsLeft.delete(gameId); // the next purchase looks at the pools again
        inst.progress.changed(gameId);
      }
      return outcome;
    },

    /** Takes the game's selling pools off sale and reveals their seeds (operator retirement). */
    async retire(gameId: number): Promise<number> {
      const rows = (await poolsRepo.byGame(db, gameId)).filter((r) => r.status === 'selling');
      for (const r of rows) await poolsRepo.retire(db, r.id, deps.clock.now());
      inst.progress.changed(gameId);
      return rows.length;
    },
  };
}

const major = (inst: Instant, minor: number, currency: string) =>
  toMajor(minor, inst.deps.currencies.infoOf(currency));

async function salesAccount(inst: Instant, currency: string, now: number): Promise<number> {
  let id = inst.salesAccounts.get(currency);
  if (id === undefined) {
    id = await houseAccount(inst.deps.db, INSTANT_SALES_ACCOUNT, currency, now);
    inst.salesAccounts.set(currency, id);
  }
  return id;
}

/** One pool build per game at a time in this process; callers wait for it. */
function ensure(inst: Instant, gameId: number, need: number): Promise<void> {
  const { db, clock } = inst.deps;
  const game = inst.byId.get(gameId)!;
  return queued(inst, gameId, () =>
    ensurePools({
      db,
      cache: inst.cache,
      rules: game.rules,
      pools: game.config.pools,
      need,
      now: clock.now(),
    }),
  );
}

/** Runs a build of the game's pools after the one under way in this process, if any. */
function queued<T>(inst: Instant, gameId: number, build: () => Promise<T>): Promise<T> {
  const run = (inst.ensuring.get(gameId) ?? Promise.resolve()).then(build);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  inst.ensuring.set(gameId, settled);
  // Forgotten once done, unless a later call queued behind it meanwhile.
  void settled.then(() => inst.ensuring.get(gameId) === settled && inst.ensuring.delete(gameId));
  return run;
}

function toTicket(inst: Instant, row: TicketRow): InstantTicket {
  const game = inst.byId.get(row.game_id);
  return {
    ticketId: row.id,
    purchaseId: row.purchase_id,
    gameId: row.game_id,
    poolNo: row.pool_no,
    position: row.position,
    prizeMinor: row.prize_minor,
    salt: row.salt,
    proof: row.proof,
    presentation: row.presentation,
    kind: row.presentation.kind,
    title: game?.config.title ?? `game ${row.game_id}`,
    currencyId: row.currency,
    price: major(inst, row.price_minor, row.currency),
    prize: major(inst, row.prize_minor, row.currency),
    revealed: row.revealed,
    revealUnits: revealUnitsOf(row.presentation),
    finished: row.finished_at !== null,
    boughtAt: row.created_at,
  };
}

const refusal = (code: JoinExitCode, detail?: string): InstantPurchaseResult => ({
  ...exitOf(code, detail),
  purchaseId: null,
  tickets: [],
  totalPrize: 0,
  accountBalance: null,
});

/**
 * What the lobby shows of a game. It never waits for a pool build (half a second or more per
 * 20,000 tickets of hashing): a game with no pool on sale yet starts committing its next one in
 * the background, so the commitment is usually published before anyone buys, and a purchase
 * that comes first waits for that same build.
 */
async function info(inst: Instant, config: InstantGameConfig, rules: InstantRules): Promise<InstantGameInfo> {
  const rows = await poolsRepo.byGame(inst.deps.db, config.gameId);
  const selling = rows.filter((r) => r.status === 'selling');
  if (selling.length === 0 && rows.length < config.pools && !inst.ensuring.has(config.gameId))
    void ensure(inst, config.gameId, 1).catch(() => undefined);
  const left =
    selling.reduce((s, r) => s + r.pool_size - r.sold, 0) +
    Math.max(0, config.pools - rows.length) * config.poolSize;
  const figures = poolFigures(rules);
  return {
    gameId: config.gameId,
    title: config.title,
    titleShort: config.titleShort,
    description: config.description,
    kind: rules.kind,
    variant: rules.variant,
    currencyId: config.currency,
    price: major(inst, config.priceMinor, config.currency),
    topPrize: major(inst, figures.topPrizeMinor, config.currency),
    oddsOneIn: Math.round(figures.oddsOneIn * 100) / 100,
    rtp: figures.rtp,
    packSizes: config.packSizes,
    open: left > 0,
    ticketsLeft: left,
    pool: selling[0] ? commitmentOf(selling[0]) : null,
    progress: selling[0] ? await inst.progress.progressOf(config.gameId) : null,
    rules,
  };
}

async function buy(inst: Instant, req: BuyRequest): Promise<InstantPurchaseResult> {
  const { db, clock } = inst.deps;
  const game = inst.byId.get(req.gameId);
  if (!game || !game.config.memberIds.includes(req.memberId))
    return refusal(JoinExit.gameNotAvailable, 'no such game');
  const { config, rules } = game;
  if (req.currencyId !== config.currency)
    return refusal(JoinExit.noSuchCurrency, `this game is played in ${config.currency}`);
  if (!Number.isInteger(req.tickets) || req.tickets < 1 || req.tickets > MAX_INSTANT_PACK)
    return refusal(JoinExit.tooManyLines, `1 to ${MAX_INSTANT_PACK} tickets`);
  const key = `instant:${req.playerId}:${req.purchaseKey}`;
  const now = clock.now();
  // One round trip before the batch: the key's earlier answer, the player's row, the cash account.
  const [player] = await db.query<{
    seen: InstantPurchaseResult | null;
    locked: boolean;
    timeout_until: number | null;
    self_excluded_until: number | null;
    cash_id: number | null;
  }>(
    `SELECT (SELECT ${STORED_ANSWER} FROM instant_purchases u WHERE u.idempotency_key = $2) AS seen,
            p.locked, p.timeout_until, p.self_excluded_until,
            (SELECT a.id FROM accounts a WHERE a.player_id = p.id AND a.currency = $3 AND a.type = 'cash') AS cash_id
     FROM players p WHERE p.id = $1`,
    [req.playerId, key, config.currency],
  );
  if (player?.seen) return player.seen;
  if (!player || player.locked) return refusal(JoinExit.accountStatus);
  const restriction = restrictionIn(player, now);
  if (restriction) {
    await auditRefusal(db, { playerId: req.playerId, action: 'join', rule: restriction.rule, now });
    return refusal(JoinExit.accountStatus, 'self-restricted');
  }
  // The pools this process last saw cover the purchase: no look (another process may have sold
  // them meanwhile: the batch answers PoolsExhausted and the loop below commits the next pool).
  if ((inst.poolsLeft.get(req.gameId) ?? 0) < req.tickets) await ensure(inst, req.gameId, req.tickets);
  const priceMinor = config.priceMinor * req.tickets;
  const cashId =
    player.cash_id ??
    (await accountsRepo.ensurePlayerAccount(db, {
      playerId: req.playerId,
      currency: config.currency,
      type: 'cash',
      now,
    }));
  const houseId = await salesAccount(inst, config.currency, now);
  return purchase(inst, req, { config, rules, key, now, priceMinor, cashId, houseId });
}

/** The purchase, tried again (up to three times) when another took the last tickets first. */
async function purchase(inst: Instant, req: BuyRequest, c: PurchaseContext): Promise<InstantPurchaseResult> {
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await purchaseOnce(inst, req, c);
      } catch (e) {
        // Another purchase took the last tickets between our look at the pools and our lock:
        // commit the next pool (if the game has one left) and try again.
        if (!(e instanceof PoolsExhausted) || attempt >= 3) throw e;
        await ensure(inst, req.gameId, req.tickets);
      }
    }
  } catch (e) {
    if (e instanceof Refused) return refusal(e.code, e.detail);
    if (e instanceof InsufficientFundsError) return refusal(JoinExit.insufficientFunds);
    if (e instanceof PoolsExhausted)
      return e.left === 0
        ? refusal(JoinExit.gameNotAvailable, 'sold out')
        : refusal(JoinExit.tooManyLines, e.message);
    throw e;
  }
}

/**
 * One attempt at a purchase, in its game's next batch (purchaseBatch.ts explains it): refused
 * there, it changes nothing. The batch pushes balances after its commit.
 */
async function purchaseOnce(
  inst: Instant,
  req: BuyRequest,
  c: PurchaseContext,
): Promise<InstantPurchaseResult> {
  const done = await inst.purchases.run(req, c);
  await done.pushed;
  if (done.result?.exitCode === 0) inst.progress.changed(req.gameId);
  if (done.soldOut) void ensure(inst, req.gameId, 1).catch(() => undefined); // commit the next pool ahead
  return done.result ?? (await purchaseByKey(inst.deps.db, c.key)) ?? refusal(JoinExit.retry);
}

async function purchaseByKey(db: Db, key: string): Promise<InstantPurchaseResult | null> {
  const [row] = await db.query<{ result: InstantPurchaseResult | null }>(
    `SELECT ${STORED_ANSWER} AS result FROM instant_purchases u WHERE u.idempotency_key = $1`,
    [key],
  );
  return row?.result ?? null;
}

async function reveal(
  inst: Instant,
  playerId: number,
  ticketId: number,
  units: number[],
): Promise<InstantTicket | null> {
  const outcome = await inst.deps.db.tx(async (q) => {
    const [row] = await ticketsRepo.ofPlayer(q, playerId, [ticketId]);
    if (!row) return null;
    const total = revealUnitsOf(row.presentation);
    if (units.some((u) => !Number.isInteger(u) || u < 0 || u >= total)) return null;
    const revealed = [...row.revealed];
    for (const u of units) if (!revealed.includes(u)) revealed.push(u);
    const now = inst.deps.clock.now();
    const finishedAt = revealed.length === total ? now : null;
    await ticketsRepo.setRevealed(q, row.id, revealed, finishedAt);
    const credited = finishedAt === null ? [] : await payFinishedPrizes(q, [row.id], now);
    return {
      ticket: toTicket(inst, { ...row, revealed, finished_at: row.finished_at ?? finishedAt }),
      credited,
    };
  });
  if (!outcome) return null;
  await pushBalances(inst.deps, inst.deps.db, outcome.credited);
  return outcome.ticket;
}

async function revealAll(inst: Instant, playerId: number, ticketIds?: number[]): Promise<InstantTicket[]> {
  const outcome = await inst.deps.db.tx(async (q) => {
    const rows = ticketIds
      ? await ticketsRepo.ofPlayer(q, playerId, ticketIds)
      : await ticketsRepo.unfinished(q, playerId);
    return finishTickets(inst, q, rows, inst.deps.clock.now());
  });
  await pushBalances(inst.deps, inst.deps.db, outcome.credited);
  return outcome.tickets;
}

/** Reveals every unit of the tickets and pays those not paid yet, in the caller's transaction. */
async function finishTickets(
  inst: Instant,
  q: Queryable,
  rows: TicketRow[],
  now: number,
): Promise<{ tickets: InstantTicket[]; credited: number[] }> {
  const tickets: InstantTicket[] = [];
  for (const row of rows) {
    const total = revealUnitsOf(row.presentation);
    const revealed = [...row.revealed];
    for (let u = 0; u < total; u++) if (!revealed.includes(u)) revealed.push(u);
    await ticketsRepo.setRevealed(q, row.id, revealed, now);
    tickets.push(toTicket(inst, { ...row, revealed, finished_at: row.finished_at ?? now }));
  }
  const credited = await payFinishedPrizes(
    q,
    rows.map((r) => r.id),
    now,
  );
  return { tickets, credited };
}

/** Up to 500 tickets left unfinished past the time-out, oldest first, finished and paid. */
async function finishAbandoned(inst: Instant): Promise<number> {
  const now = inst.deps.clock.now();
  const outcome = await inst.deps.db.tx(async (q) => {
    const rows = await ticketsRepo.abandoned(q, now - UNFINISHED_TICKET_TIMEOUT_MS, 500);
    return finishTickets(inst, q, rows, now);
  });
  await pushBalances(inst.deps, inst.deps.db, outcome.credited);
  return outcome.tickets.length;
}
