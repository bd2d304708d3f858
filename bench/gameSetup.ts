// Shared set-up of the engine benchmarks: a throwaway database, one game type, funded players.
import { randomBytes } from 'node:crypto';
import { gameTypeSchema, type GameTypeConfig } from '../server/config/schema';
import { gameTypesRepo } from '../server/domain/games/gameTypesRepo';
import { accountsRepo, transfer } from '../server/domain/ledger';
import { currencyBook } from '../server/domain/money';
import type { Db } from '../server/storage/db';
import { migrate } from '../server/storage/migrate';
import { openDb } from '../server/storage/openDb';
import { currencyOf } from '../protocol/currencies';

export const benchCurrencies = currencyBook([currencyOf('USD')]);

/** A 6/49 game with a bonus ball and a progressive jackpot, open to a million plays. */
export function benchGame(over: Record<string, unknown> = {}): GameTypeConfig {
  return gameTypeSchema.parse({
    gameId: 999,
    rule: 'regularGame',
    title: 'Bench 6/49',
    titleShort: 'Bench',
    pickSize: 6,
    ballRange: 49,
    secondSet: { pickSize: 1, ballRange: 10 },
    costMinor: 200,
    feeMinor: 20,
    currency: 'USD',
    payoutPercentage: 50,
    ranks: [
      { rankNumber: 1, rankNumber2nd: 1, prizePercentage: 40 },
      { rankNumber: 1, prizePercentage: 20 },
      { rankNumber: 2, prizePercentage: 15 },
      { rankNumber: 3, prizePercentage: 10 },
      { rankNumber: 4, prizeMinor: 2000 },
      { rankNumber: 5, prizeMinor: 200 },
    ],
    progressive: { enabled: true, seedMinor: 100_000_000, contributionPercentage: 10 },
    schedule: { type: 'every', minutes: 60 },
    registration: { closesBeforeStartSeconds: 30, readyBeforeStartSeconds: 10 },
    limits: {
      minPlaysPerPlayer: 1,
      maxPlaysPerPlayer: 100_000,
      minPlaysPerGame: 0,
      maxPlaysPerGame: 2_000_000,
    },
    memberIds: [1],
    ...over,
  });
}

/** PostgreSQL in a throwaway schema when a URL is given, else in-memory PGlite. */
export async function benchDb(databaseUrl?: string): Promise<{ db: Db; dispose(): Promise<void> }> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const db = databaseUrl ? await openDb({ databaseUrl, schema }) : await openDb({ dataDir: 'memory://' });
  await migrate(db);
  return {
    db,
    async dispose() {
      if (databaseUrl) await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

export async function syncGame(db: Db, game: GameTypeConfig, now: number): Promise<void> {
  await db.tx((q) => gameTypesRepo.sync(q, [game], now));
}

/** `count` players on site 1, each with `cashMinor` USD funded from the promotions account. */
export async function fundedPlayers(db: Db, count: number, cashMinor: number): Promise<number[]> {
  const tag = randomBytes(3).toString('hex');
  return db.tx(async (q) => {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO players (member_id, username, email, password_hash, screen_name, created_at, updated_at)
       SELECT 1, 'bench_' || $2 || '_' || n, NULL, 'not-a-login', 'Bench ' || n, 1, 1
       FROM generate_series(1, $1) AS n RETURNING id`,
      [count, tag],
    );
    const ids = rows.map((r) => r.id);
    await q.query(
      `INSERT INTO accounts (player_id, currency, type, updated_at)
       SELECT p, 'USD', 'cash', 1 FROM unnest($1::bigint[]) AS p`,
      [ids],
    );
    const cash = await q.query<{ id: number }>(
      `SELECT id FROM accounts WHERE player_id = ANY($1::bigint[]) AND type = 'cash' ORDER BY id`,
      [ids],
    );
    if (cashMinor === 0) return ids;
    const promo = await accountsRepo.ensureHouseAccount(q, { code: 'promotions', currency: 'USD', now: 1 });
    await transfer(q, {
      key: `bench-fund:${tag}`,
      kind: 'bench',
      entries: [
        { accountId: promo, amountMinor: -cashMinor * cash.length },
        ...cash.map((c) => ({ accountId: c.id, amountMinor: cashMinor })),
      ],
      now: 1,
    });
    return ids;
  });
}
