import type { GameInstance } from '../../../../../protocol/types';
import { gameTypeSchema, type GameTypeConfig } from '../../../../../server/config/schema';
import { createScheduler, type Scheduler } from '../../../../../server/domain/engine/scheduler';
import { placeSeats } from '../../../../../server/domain/engine/satellites';
import { gameTypesRepo } from '../../../../../server/domain/games/gameTypesRepo';
import { createGamesService, type GamesService } from '../../../../../server/domain/games/service';
import { accountsRepo, transfer } from '../../../../../server/domain/ledger';
import { currencyBook } from '../../../../../server/domain/money';
import { createJoinService, type JoinService } from '../../../../../server/domain/play/joinService';
import { holdingsLookup } from '../../../../../server/domain/play/playsLookup';
import {
  createSubscriptionsService,
  type SubscriptionsService,
} from '../../../../../server/domain/play/subscriptions';
import type { LobbyFeed } from '../../../../../server/ports/lobbyFeed';
import type { PushHub } from '../../../../../server/ports/pushHub';
import type { Db } from '../../../../../server/storage/db';
import { FakeClock } from '../../support/fakeClock';
import { makePlayer } from '../../support/fixtures';
import { currencyOf } from '../../../../../protocol/currencies';

export const NOON = Date.UTC(2030, 0, 1, 12, 0, 0);
export const S = 1000;

export const currencies = currencyBook([currencyOf('USD'), currencyOf('EUR')]);

/**
 * A game type every test can reason about: pick 2 of 3 balls, 2 drawn, so exactly one of the
 * three possible plays wins rank 1 and the other two win rank 2 (one ball matched).
 * Every minute; registration closes 10 s before the start; plays out for 20 s.
 */
export function tinyGame(over: Record<string, unknown> = {}): GameTypeConfig {
  return gameTypeSchema.parse({
    gameId: 901,
    rule: 'regularGame',
    title: 'Tiny 2/3',
    titleShort: 'Tiny',
    pickSize: 2,
    ballRange: 3,
    costMinor: 100,
    feeMinor: 10,
    currency: 'USD',
    payoutPercentage: 60,
    ranks: [
      { rankNumber: 1, prizePercentage: 50 },
      { rankNumber: 2, prizeMinor: 20 },
    ],
    progressive: { enabled: true, seedMinor: 1000, contributionPercentage: 10 },
    schedule: { type: 'every', minutes: 1 },
    registration: { closesBeforeStartSeconds: 10, readyBeforeStartSeconds: 5 },
    playoutSeconds: 20,
    lobbyRetentionSeconds: 60,
    limits: { minPlaysPerPlayer: 1, maxPlaysPerPlayer: 4, minPlaysPerGame: 0, maxPlaysPerGame: 10 },
    memberIds: [1],
    ...over,
  });
}

export function recordingFeed() {
  const changed: GameInstance[] = [];
  const removed: number[] = [];
  const feed: LobbyFeed = {
    gameChanged: (g) => void changed.push(g),
    gameRemoved: (id) => void removed.push(id),
  };
  return { feed, changed, removed };
}

export interface World {
  db: Db;
  clock: FakeClock;
  joins: JoinService;
  subscriptions: SubscriptionsService;
  games: GamesService;
  engine: Scheduler;
  lobby: ReturnType<typeof recordingFeed>;
  type: GameTypeConfig;
}

export async function makeWorld(
  db: Db,
  type: GameTypeConfig,
  options: {
    maxInFlight?: number;
    payBatch?: number;
    push?: PushHub;
    otherTypes?: GameTypeConfig[];
    /** Share of each wager released from a bonus bucket to cash (0 when not given). */
    bonusReleasePercent?: number;
    /** Told of each bingo call after its commit (the bingo crash test). */
    onBingoCall?: (gameInstanceId: number, call: number) => void;
  } = {},
): Promise<World> {
  const clock = new FakeClock(NOON);
  const lobby = recordingFeed();
  const gameTypes = [type, ...(options.otherTypes ?? [])];
  await db.tx((q) => gameTypesRepo.sync(q, gameTypes, clock.now()));
  const deps = { db, clock, currencies, gameTypes };
  const joins = createJoinService({
    ...deps,
    feed: lobby.feed,
    push: options.push,
    maxInFlight: options.maxInFlight,
    bonusReleasePercent: () => options.bonusReleasePercent ?? 0,
  });
  const subscriptions = createSubscriptionsService({ ...deps, joins });
  const engine = createScheduler({
    ...deps,
    feed: lobby.feed,
    payBatch: options.payBatch,
    push: options.push,
    onBingoCall: options.onBingoCall,
    afterPass: async () => {
      await subscriptions.placeDue();
      await placeSeats({ db, clock, joins });
    },
  });
  return {
    db,
    clock,
    lobby,
    type,
    engine,
    games: createGamesService({ ...deps, plays: holdingsLookup }),
    joins,
    subscriptions,
  };
}

/** A player funded from the house promotions account, so the ledger still sums to zero. */
export async function fundedPlayer(db: Db, amountMinor: number): Promise<{ id: number; cashId: number }> {
  return db.tx(async (q) => {
    const player = await makePlayer(q);
    const cashId = await accountsRepo.ensurePlayerAccount(q, {
      playerId: player.id,
      currency: 'USD',
      type: 'cash',
      now: 1,
    });
    if (amountMinor > 0) {
      const promo = await accountsRepo.ensureHouseAccount(q, { code: 'promotions', currency: 'USD', now: 1 });
      await transfer(q, {
        key: `fund:${player.id}`,
        kind: 'test',
        entries: [
          { accountId: promo, amountMinor: -amountMinor },
          { accountId: cashId, amountMinor },
        ],
        now: 1,
      });
    }
    return { id: player.id, cashId };
  });
}

export async function balanceOf(db: Db, accountId: number): Promise<number> {
  return (await accountsRepo.byId(db, accountId))!.balance_minor;
}

/** Plays the instance has sold, as its row counts them. */
export async function playCountOf(db: Db, instanceId: number): Promise<number> {
  const rows = await db.query<{ play_count: number }>('SELECT play_count FROM game_instances WHERE id = $1', [
    instanceId,
  ]);
  return rows[0].play_count;
}

export async function houseBalance(db: Db, code: string): Promise<number> {
  const rows = await db.query<{ balance_minor: number }>(
    "SELECT balance_minor FROM account_balances WHERE house_code = $1 AND currency = 'USD'",
    [code],
  );
  return rows[0]?.balance_minor ?? 0;
}

/** Double entry: every account's balance summed is zero, and each balance matches its entries. */
export async function ledgerBalances(db: Db): Promise<{ total: number; drift: number }> {
  const [row] = await db.query<{ total: number; drift: number }>(
    `SELECT coalesce(sum(a.balance_minor), 0)::bigint AS total,
            count(*) FILTER (WHERE a.balance_minor <> coalesce(e.sum, 0))::bigint AS drift
     FROM account_balances a LEFT JOIN (SELECT account_id, sum(amount_minor) AS sum FROM ledger_entries GROUP BY account_id) e
       ON e.account_id = a.id`,
  );
  return row;
}

/** The one OPEN instance of the world's game (created by a tick). */
export async function openInstance(w: World): Promise<GameInstance> {
  await w.engine.tick();
  const games = await w.games.filtered({ gameId: w.type.gameId });
  const open = games.find((g) => g.gameStatus === 'OPEN');
  if (!open) throw new Error('no open instance');
  return open;
}
