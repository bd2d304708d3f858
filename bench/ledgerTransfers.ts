// Ledger transfers per second and latency on PostgreSQL, with every transfer crediting one hot
// house account (the shape of joins: many players, one wagers account). Skips without DATABASE_URL.
// House accounts never make a transfer wait for their row (transfer.ts): a held row takes the
// change as an appended delta. Each transfer is one autocommit statement (one round trip), or
// waits to share one with those in flight beside it (the transfer coalescer's group commit); one
// run wraps it in BEGIN ... COMMIT, for comparison. Each run ends with the ledger check, so speed
// cannot cost money.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { accountsRepo } from '../server/domain/ledger/accounts';
import { ledgerCheck } from '../server/domain/ledger/check';
import { HouseAccount } from '../server/domain/ledger/houseAccounts';
import { transfer } from '../server/domain/ledger/transfer';
import { createTransferCoalescer } from '../server/domain/ledger/transferCoalescer';
import type { Db } from '../server/storage/db';
import { migrate } from '../server/storage/migrate';
import { openDb } from '../server/storage/openDb';
import type { BenchSection } from './report';
import { percentile, round } from './stats';

/** Transfers/s into one hot house account that issue 17 asks of this machine, and pgledger's published figure. */
const LEDGER_AIM = 4000;
const PGLEDGER_PUBLISHED = 7500;

export interface LedgerTransfersResult {
  workers: number;
  /**
   * 'statement': one autocommit call; 'transaction': BEGIN, the call, COMMIT; 'coalesced': through
   * createTransferCoalescer, one batch call per group of transfers in flight together.
   */
  form: TransferForm;
  players: number;
  transfers: number;
  transfersPerSecond: number;
  p50ms: number;
  p99ms: number;
}

export type TransferForm = 'statement' | 'transaction' | 'coalesced';

/**
 * `workers` concurrent loops, each moving 1 minor unit from a random player's cash account to the
 * one `wagers` house account, every transfer committed on its own with a fresh idempotency key,
 * for `seconds`. db must be migrated, with a pool of at least `workers` connections; players and
 * accounts are created here.
 */
export async function benchLedgerTransfers(
  db: Db,
  options: { seconds: number; workers?: number; players?: number; form?: TransferForm },
): Promise<LedgerTransfersResult> {
  const workers = options.workers ?? 16;
  const form = options.form ?? 'statement';
  const playerCount = options.players ?? 1000;
  const now = Date.now();
  const hot = await accountsRepo.ensureHouseAccount(db, { code: HouseAccount.wagers, currency: 'USD', now });
  const promotions = await accountsRepo.ensureHouseAccount(db, {
    code: HouseAccount.promotions,
    currency: 'USD',
    now,
  });
  const players: number[] = [];
  for (let i = 0; i < playerCount; i++) {
    const [player] = await db.query<{ id: number }>(
      `INSERT INTO players (member_id, username, password_hash, screen_name, created_at, updated_at)
       VALUES (1, $1, 'x', $1, $2, $2) RETURNING id`,
      [`bench_${randomBytes(6).toString('hex')}`, now],
    );
    const cash = await db.tx(async (q) => {
      const id = await accountsRepo.ensurePlayerAccount(q, {
        playerId: player.id,
        currency: 'USD',
        type: 'cash',
        now,
      });
      await transfer(q, {
        key: `bench-fund:${id}`,
        kind: 'promotion',
        entries: [
          { accountId: id, amountMinor: 1_000_000_000 },
          { accountId: promotions, amountMinor: -1_000_000_000 },
        ],
        now,
      });
      return id;
    });
    players.push(cash);
  }

  const coalescer = createTransferCoalescer(db);
  const latencies: number[] = [];
  const run = randomBytes(4).toString('hex');
  let seq = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const player = players[Math.floor(Math.random() * players.length)];
        const request = {
          key: `bench:${run}:${seq++}`,
          kind: 'wager',
          entries: [
            { accountId: player, amountMinor: -1 },
            { accountId: hot, amountMinor: 1 },
          ],
          now: Date.now(),
        };
        const t0 = performance.now();
        if (form === 'statement') await transfer(db, request);
        else if (form === 'coalesced') await coalescer.transfer(request);
        else await db.tx((q) => transfer(q, request));
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const house = (await accountsRepo.byId(db, hot))!.balance_minor;
  const check = await ledgerCheck(db);
  if (!check.ok || house < latencies.length)
    throw new Error(`ledger unsound after the bench: house ${house}, ${JSON.stringify(check.mismatched)}`);
  return {
    workers,
    form,
    players: playerCount,
    transfers: latencies.length,
    transfersPerSecond: round(latencies.length / elapsed, 0),
    p50ms: round(percentile(latencies, 50)),
    p99ms: round(percentile(latencies, 99)),
  };
}

/**
 * For bench/run.ts: runs the benchmark in a throwaway schema of DATABASE_URL and returns its
 * report section, or null (with a note on the console) when DATABASE_URL is not set.
 */
export async function ledgerTransfersSection(seconds: number): Promise<BenchSection | null> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('Ledger transfers: skipped (set DATABASE_URL to a PostgreSQL database)');
    return null;
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const runs: { workers: number; form: TransferForm }[] = [
    { workers: 1, form: 'statement' },
    { workers: 16, form: 'statement' },
    { workers: 64, form: 'statement' },
    { workers: 16, form: 'transaction' },
    { workers: 16, form: 'coalesced' },
    { workers: 64, form: 'coalesced' },
  ];
  const db = await openDb({ databaseUrl: url, schema, poolSize: 64 });
  try {
    await migrate(db);
    const rows = [];
    for (const { workers, form } of runs) {
      console.log(`Ledger transfers on PostgreSQL, ${workers} workers, one ${form} each...`);
      const r = await benchLedgerTransfers(db, { seconds, workers, players: 500, form });
      rows.push([
        r.workers,
        r.form,
        r.players,
        r.transfers,
        r.transfersPerSecond,
        r.p50ms,
        r.p99ms,
        `${Math.round((r.transfersPerSecond / LEDGER_AIM) * 100)}%`,
        round(r.transfersPerSecond / PGLEDGER_PUBLISHED, 2),
      ]);
    }
    return {
      title: 'Ledger transfers (PostgreSQL, one hot house account)',
      method: `Each worker moves 1 minor unit from a random one of 500 players' cash accounts to the single \`wagers\` house account, each transfer committed on its own, as one autocommit statement (form \`statement\`: one round trip), as BEGIN, the call, COMMIT (form \`transaction\`: three), or coalesced with the transfers in flight beside it into one autocommit \`ledger_transfer_batch\` call (form \`coalesced\`: group commit, at most 4 batches of up to 64 in flight, a failed batch made again one transfer at a time): a call of the prepared \`ledger_transfer\` function (idempotency key, player rows locked in id order with the balance CHECK, the house row never waited for: folded when free, else the change appended as a delta; zero-sum checked once per INSERT statement; planned once per connection), back to back for ${seconds} s, one connection per worker; the ledger check must pass afterwards. The aim is ${LEDGER_AIM.toLocaleString('en')} transfers/s on this machine; the last column is transfers/s over the ${PGLEDGER_PUBLISHED.toLocaleString('en')}/s pgledger publishes for its own hot-account benchmark on a larger laptop (a published figure, not measured here).`,
      columns: [
        'workers',
        'form',
        'players',
        'transfers',
        'transfers/s',
        'p50 ms',
        'p99 ms',
        'of the aim',
        'of pgledger',
      ],
      rows,
    };
  } finally {
    await db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
    await db.close();
  }
}
