import { MAX_INSTANT_PACK } from '../../../protocol/calls/instant';
import type { InstantRules } from '../../../protocol/instant/rules';
import { poolFigures } from '../../../protocol/instant/rules';
import { revealUnitsOf } from '../../../protocol/instant/presentation';
import type { InstantGameInfo, InstantPurchaseResult, InstantTicket } from '../../../protocol/instant/wire';
import type { PoolCommitment } from '../../../protocol/instant/verify';
import { instantRulesOf, type InstantGameConfig } from '../../config/instantSchema';
import type { Clock } from '../../ports/clock';
import type { PushHub } from '../../ports/pushHub';
import type { Db } from '../../storage/db';
import { accountsRepo, InsufficientFundsError, pushBalances } from '../ledger';
import { toMajor, type CurrencyBook } from '../money';
import { exitOf, JoinExit, type JoinExitCode } from '../play/exits';
import { houseAccount } from '../play/houseAccounts';
import { auditRefusal, restrictionIn } from '../responsibleGaming/limits';
import { ensurePools } from './pools';
import { createPoolCache } from './poolCache';
import { commitmentOf, poolsRepo } from './poolsRepo';
import { PoolsExhausted } from './purchase';
import {
  createPurchaseBatches,
  Refused,
  STORED_ANSWER,
  type BuyRequest,
  type PurchaseContext,
} from './purchaseBatch';
import { ticketsRepo, type TicketRow } from './ticketsRepo';

export { MAX_PURCHASE_BATCH, type BuyRequest } from './purchaseBatch';

/** The house account instant sales are paid into and instant prizes out of, per currency. */
export const INSTANT_SALES_ACCOUNT = 'instant_sales';

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

export function createInstantService(deps: InstantDeps) {
  const { db, clock, currencies } = deps;
  const cache = createPoolCache();
  const byId = new Map(deps.games.map((g) => [g.gameId, { config: g, rules: instantRulesOf(g) }]));
  const ensuring = new Map<number, Promise<void>>();
  const major = (minor: number, currency: string) => toMajor(minor, currencies.infoOf(currency));
  // Purchases of one game go together in batches, each one transaction of a few set-based
  // statements however many purchases it holds (purchaseBatch.ts).
  const purchases = createPurchaseBatches({
    db,
    cache,
    bonusReleasePercent: deps.bonusReleasePercent,
    toTicket: (row) => toTicket(row),
    major: (minor, currency) => major(minor, currency),
    pushBalances: (accountIds) => pushBalances(deps, db, accountIds),
    poolsLeft: (gameId, left) => void poolsLeft.set(gameId, left),
  });
  /** Tickets left in each game's selling pools when this process's last batch of it committed. */
  const poolsLeft = new Map<number, number>();
  /** The instant sales house account's id per currency (an account's id never changes). */
  const salesAccounts = new Map<string, number>();
  async function salesAccount(currency: string, now: number): Promise<number> {
    let id = salesAccounts.get(currency);
    if (id === undefined) {
      id = await houseAccount(db, INSTANT_SALES_ACCOUNT, currency, now);
      salesAccounts.set(currency, id);
    }
    return id;
  }

  /** One pool build per game at a time in this process; callers wait for it. */
  function ensure(gameId: number, need: number): Promise<void> {
    const game = byId.get(gameId)!;
    const run = (ensuring.get(gameId) ?? Promise.resolve()).then(() =>
      ensurePools({ db, cache, rules: game.rules, pools: game.config.pools, need, now: clock.now() }),
    );
    const settled = run.catch(() => undefined);
    ensuring.set(gameId, settled);
    // Forgotten once done, unless a later call queued behind it meanwhile.
    void settled.then(() => ensuring.get(gameId) === settled && ensuring.delete(gameId));
    return run;
  }

  function toTicket(row: TicketRow): InstantTicket {
    const game = byId.get(row.game_id);
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
      price: major(row.price_minor, row.currency),
      prize: major(row.prize_minor, row.currency),
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
  async function info(config: InstantGameConfig, rules: InstantRules): Promise<InstantGameInfo> {
    const rows = await poolsRepo.byGame(db, config.gameId);
    const selling = rows.filter((r) => r.status === 'selling');
    if (selling.length === 0 && rows.length < config.pools && !ensuring.has(config.gameId))
      void ensure(config.gameId, 1).catch(() => undefined);
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
      price: major(config.priceMinor, config.currency),
      topPrize: major(figures.topPrizeMinor, config.currency),
      oddsOneIn: Math.round(figures.oddsOneIn * 100) / 100,
      rtp: figures.rtp,
      packSizes: config.packSizes,
      open: left > 0,
      ticketsLeft: left,
      pool: selling[0] ? commitmentOf(selling[0]) : null,
      rules,
    };
  }

  return {
    gameConfig: (gameId: number) => byId.get(gameId)?.config,

    /** Waits for the pool builds under way (tests; a build is otherwise nobody's to wait for). */
    async poolBuilds(): Promise<void> {
      await Promise.all(ensuring.values());
    },

    async games(memberId: number): Promise<InstantGameInfo[]> {
      const games = [...byId.values()].filter((g) => g.config.memberIds.includes(memberId));
      const out: InstantGameInfo[] = [];
      for (const g of games) out.push(await info(g.config, g.rules));
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
     * Buys n tickets: the price leaves the player's cash and the tickets' prizes come back in the
     * same database transaction, keyed by the purchase; every refusal rolls everything back.
     */
    async buy(req: BuyRequest): Promise<InstantPurchaseResult> {
      const game = byId.get(req.gameId);
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
      if ((poolsLeft.get(req.gameId) ?? 0) < req.tickets) await ensure(req.gameId, req.tickets);
      const priceMinor = config.priceMinor * req.tickets;
      const cashId =
        player.cash_id ??
        (await accountsRepo.ensurePlayerAccount(db, {
          playerId: req.playerId,
          currency: config.currency,
          type: 'cash',
          now,
        }));
      const houseId = await salesAccount(config.currency, now);
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            return await purchaseOnce(req, { config, rules, key, now, priceMinor, cashId, houseId });
          } catch (e) {
            // Another purchase took the last tickets between our look at the pools and our lock:
            // commit the next pool (if the game has one left) and try again.
            if (!(e instanceof PoolsExhausted) || attempt >= 3) throw e;
            await ensure(req.gameId, req.tickets);
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
    },

    async unfinished(playerId: number): Promise<InstantTicket[]> {
      return (await ticketsRepo.unfinished(db, playerId)).map(toTicket);
    },

    /** Adds reveal units done; null when the ticket is not the player's or a unit is out of range. */
    async reveal(playerId: number, ticketId: number, units: number[]): Promise<InstantTicket | null> {
      return db.tx(async (q) => {
        const [row] = await ticketsRepo.ofPlayer(q, playerId, [ticketId]);
        if (!row) return null;
        const total = revealUnitsOf(row.presentation);
        if (units.some((u) => !Number.isInteger(u) || u < 0 || u >= total)) return null;
        const revealed = [...row.revealed];
        for (const u of units) if (!revealed.includes(u)) revealed.push(u);
        const finishedAt = revealed.length === total ? clock.now() : null;
        await ticketsRepo.setRevealed(q, row.id, revealed, finishedAt);
        return toTicket({ ...row, revealed, finished_at: row.finished_at ?? finishedAt });
      });
    },

    /** Marks tickets fully revealed (all the player's unfinished ones when no ids are given). */
    async revealAll(playerId: number, ticketIds?: number[]): Promise<InstantTicket[]> {
      return db.tx(async (q) => {
        const rows = ticketIds
          ? await ticketsRepo.ofPlayer(q, playerId, ticketIds)
          : await ticketsRepo.unfinished(q, playerId);
        const now = clock.now();
        const out: InstantTicket[] = [];
        for (const row of rows) {
          const total = revealUnitsOf(row.presentation);
          const revealed = [...row.revealed];
          for (let u = 0; u < total; u++) if (!revealed.includes(u)) revealed.push(u);
          await ticketsRepo.setRevealed(q, row.id, revealed, now);
          out.push(toTicket({ ...row, revealed, finished_at: row.finished_at ?? now }));
        }
        return out;
      });
    },

    async history(p: { playerId: number; gameId?: number; offset: number; limit: number }) {
      const { rows, total } = await ticketsRepo.history(db, p);
      return { tickets: rows.map(toTicket), total };
    },

    /** Takes the game's selling pools off sale and reveals their seeds (operator retirement). */
    async retire(gameId: number): Promise<number> {
      const rows = (await poolsRepo.byGame(db, gameId)).filter((r) => r.status === 'selling');
      for (const r of rows) await poolsRepo.retire(db, r.id, clock.now());
      return rows.length;
    },
  };

  /**
   * One attempt at a purchase, in its game's next batch (purchaseBatch.ts explains it): refused
   * there, it changes nothing. The batch pushes balances after its commit.
   */
  async function purchaseOnce(req: BuyRequest, c: PurchaseContext): Promise<InstantPurchaseResult> {
    const done = await purchases.run(req, c);
    await done.pushed;
    if (done.soldOut) void ensure(req.gameId, 1).catch(() => undefined); // commit the next pool ahead
    return done.result ?? (await purchaseByKey(c.key)) ?? refusal(JoinExit.retry);
  }

  async function purchaseByKey(key: string): Promise<InstantPurchaseResult | null> {
    const [row] = await db.query<{ result: InstantPurchaseResult | null }>(
      `SELECT ${STORED_ANSWER} AS result FROM instant_purchases u WHERE u.idempotency_key = $1`,
      [key],
    );
    return row?.result ?? null;
  }
}
