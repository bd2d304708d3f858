// The join and instant-purchase sections: the domain services called directly (no transport) on
// PostgreSQL when DATABASE_URL is set, else on in-memory PGlite.
import type { BenchSection } from './report';
import type { BenchSize } from './benchSize';
import { benchJoins } from './joins';
import { benchInstantPurchases } from './instantPurchases';

export async function joinsSection(size: BenchSize): Promise<BenchSection> {
  const joins = [];
  for (const playsPerJoin of [1, 5]) {
    console.log(`Joins, ${playsPerJoin} plays each...`);
    joins.push(await benchJoins({ databaseUrl: size.databaseUrl, seconds: size.seconds, playsPerJoin }));
  }
  return {
    title: 'Joins',
    method: `50 players buy plays back to back in one open game for ${size.seconds} s; each join validates the plays, sells them under the game's and the player's limits and debits cost and fee through the ledger in one transaction.`,
    columns: ['storage', 'clients', 'plays/join', 'joins/s', 'plays/s', 'p50 ms', 'p99 ms'],
    rows: joins.map((j) => [
      j.storage,
      j.clients,
      j.playsPerJoin,
      j.joinsPerSecond,
      j.playsPerSecond,
      j.p50ms,
      j.p99ms,
    ]),
  };
}

export async function instantPurchasesSection(size: BenchSize): Promise<BenchSection> {
  const purchases = [];
  for (const ticketsPerPurchase of [1, 5]) {
    console.log(`Instant purchases, ${ticketsPerPurchase} tickets each...`);
    purchases.push(
      await benchInstantPurchases({
        databaseUrl: size.databaseUrl,
        seconds: size.seconds,
        ticketsPerPurchase,
      }),
    );
  }
  return {
    title: 'Instant purchases',
    method: `50 players buy scratchcards of one game back to back for ${size.seconds} s; each purchase takes the next tickets of the committed pool on sale, stores them with their proofs, and debits the price and credits the prizes through the ledger; the purchases of the game that arrive together share one transaction of a few set-based statements (the pools locked once, each purchase judged in memory against the batch's running balances, limits and positions, then one statement writes them all with one ledger call for every transfer). The aim on this machine is 2,000 purchases/s.`,
    columns: [
      'storage',
      'clients',
      'tickets/purchase',
      'purchases/s',
      'tickets/s',
      'p50 ms',
      'p99 ms',
      'of the aim',
    ],
    rows: purchases.map((p) => [
      p.storage,
      p.clients,
      p.ticketsPerPurchase,
      p.purchasesPerSecond,
      p.ticketsPerSecond,
      p.p50ms,
      p.p99ms,
      `${Math.round(p.purchasesPerSecond / 20)}%`,
    ]),
  };
}
