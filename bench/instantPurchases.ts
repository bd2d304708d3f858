// Instant purchases per second: concurrent players buying scratchcards of one game, each purchase
// taking tickets from the committed pool on sale, debiting the price and crediting the prizes
// through the ledger in one transaction. Alone: `npx tsx bench/instantPurchases.ts`
// (DATABASE_URL for PostgreSQL, else in-memory PGlite).
import { instantGameSchema } from '../server/config/instantSchema';
import { createInstantService } from '../server/domain/instant/service';
import { createMemoryHub } from '../server/push/memoryHub';
import { benchCurrencies, benchDb, fundedPlayers } from './gameSetup';
import { closedLoop } from './closedLoop';
import { percentile, round } from './stats';

export interface InstantPurchasesResult {
  storage: string;
  clients: number;
  ticketsPerPurchase: number;
  purchases: number;
  failed: number;
  purchasesPerSecond: number;
  ticketsPerSecond: number;
  p50ms: number;
  p99ms: number;
}

/** A match-three card priced 1.00 with a 60% return, pools of 100,000 tickets. */
const benchCard = instantGameSchema.parse({
  gameId: 998,
  rule: 'scratchcardGame',
  variant: 'match3',
  title: 'Bench card',
  titleShort: 'Bench',
  currency: 'USD',
  priceMinor: 100,
  poolSize: 100_000,
  pools: 4,
  prizes: [
    { prizeMinor: 100, count: 20_000 },
    { prizeMinor: 500, count: 3_000 },
    { prizeMinor: 2_000, count: 500 },
    { prizeMinor: 100_000, count: 10 },
  ],
  memberIds: [1],
});

export async function benchInstantPurchases(
  options: { databaseUrl?: string; clients?: number; seconds?: number; ticketsPerPurchase?: number } = {},
): Promise<InstantPurchasesResult> {
  const clients = options.clients ?? 50;
  const seconds = options.seconds ?? 10;
  const tickets = options.ticketsPerPurchase ?? 1;
  const { db, dispose } = await benchDb(options.databaseUrl);
  try {
    const now = Date.UTC(2030, 0, 1, 12, 0, 0);
    const instant = createInstantService({
      db,
      clock: { now: () => now },
      push: createMemoryHub(),
      currencies: benchCurrencies,
      games: [benchCard],
    });
    const players = await fundedPlayers(db, clients, 100_000_000);
    // The first purchase builds and commits the pools: outside the timed run.
    await instant.buy({
      playerId: players[0],
      memberId: 1,
      gameId: benchCard.gameId,
      currencyId: 'USD',
      tickets: 1,
      purchaseKey: 'warm-up',
    });
    let next = 0;
    const { latencies, failed, elapsed } = await closedLoop(players, seconds, async (playerId) => {
      const r = await instant.buy({
        playerId,
        memberId: 1,
        gameId: benchCard.gameId,
        currencyId: 'USD',
        tickets,
        purchaseKey: `bench-${next++}`,
      });
      return r.exitCode === 0;
    });
    const ok = latencies.length - failed;
    return {
      storage: options.databaseUrl ? 'postgresql' : 'pglite',
      clients,
      ticketsPerPurchase: tickets,
      purchases: latencies.length,
      failed,
      purchasesPerSecond: round(ok / elapsed, 1),
      ticketsPerSecond: round((ok * tickets) / elapsed, 1),
      p50ms: round(percentile(latencies, 50)),
      p99ms: round(percentile(latencies, 99)),
    };
  } finally {
    await dispose();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  for (const ticketsPerPurchase of [1, 5])
    console.log(
      await benchInstantPurchases({
        databaseUrl: process.env.DATABASE_URL || undefined,
        seconds,
        ticketsPerPurchase,
      }),
    );
}
