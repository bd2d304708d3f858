// The back office at scale (issue 31): a million players and ten million ledger entries on
// PostgreSQL, in a schema of its own made with set-based INSERT ... SELECT (generate_series), then
// the console's two heaviest reads through the real domain functions: a partial-match player
// search (searchPlayers) and a month's sales report of one site per day (ledgerReport).
// BENCH_BACKOFFICE_PLAYERS (and BENCH_BACKOFFICE_ENTRIES, ten per player unless said) shrink it
// for a quick check; BENCH_KEEP_SCHEMA=1 leaves the schema for EXPLAIN (its name is printed).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PLAYER_COUNT_CAP } from '../protocol/operator/players';
import { PLAYER_DATA_ACCESS } from '../protocol/operator/roles';
import { searchPlayers } from '../server/domain/operators/players';
import { ledgerReport } from '../server/domain/operators/reports';
import type { Db } from '../server/storage/db';
import { migrate } from '../server/storage/migrate';
import { openDb } from '../server/storage/openDb';
import type { BenchSection } from './report';
import { percentile, round } from './stats';

/** The issue's targets: a partial-match search, and a month's sales of a site per day. */
const SEARCH_TARGET_MS = 200;
const REPORT_TARGET_MS = 1000;

export interface BackOfficeScaleOptions {
  databaseUrl: string;
  players?: number;
  /** Ledger entries: two per transaction (the player's leg and the house's). */
  entries?: number;
  sites?: number;
  searches?: number;
  reports?: number;
}

export interface BackOfficeScaleResult {
  players: number;
  entries: number;
  sites: number;
  /** Wall seconds: the rows written, then the indexes built and the tables analysed. */
  loadSeconds: number;
  indexSeconds: number;
  searches: {
    count: number;
    p50ms: number;
    p95ms: number;
    maxMs: number;
    medianMatches: number;
    /** Searches whose matches passed the count's cap. */
    capped: number;
  };
  reports: { count: number; p50ms: number; p95ms: number; maxMs: number; medianSales: number };
  /** The same reports summed from the ledger's entries (no daily sums), for comparison. */
  entryReports: { count: number; p50ms: number; p95ms: number; maxMs: number };
  /** Whether the trigram indexes exist (pg_trgm available). */
  trigram: boolean;
}

const FIRST = [
  'Alice',
  'Bruno',
  'Carla',
  'Dmitri',
  'Emma',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Lucas',
  'Maria',
  'Nils',
  'Olga',
  'Pedro',
  'Quinn',
  'Rosa',
  'Sven',
  'Tariq',
  'Ursula',
  'Viktor',
  'Wanda',
  'Xavier',
  'Yusuf',
  'Zoe',
  'Anna',
  'Boris',
  'Chloe',
  'David',
  'Elena',
  'Felix',
  'Hannah',
  'Igor',
  'Julia',
  'Karl',
  'Lena',
  'Marco',
  'Nadia',
  'Oscar',
  'Paula',
  'Rafael',
  'Sofia',
  'Tomas',
  'Vera',
  'Walter',
  'Yara',
  'Aiko',
  'Bjorn',
  'Chen',
];
const LAST = [
  'Smith',
  'Mendes',
  'Kowalski',
  'Nguyen',
  'Schmidt',
  'Rossi',
  'Garcia',
  'Ivanov',
  'Okafor',
  'Larsen',
  'Dubois',
  'Tanaka',
  'Novak',
  'Silva',
  'Murphy',
  'Kaya',
  'Horvat',
  'Jensen',
  'Costa',
  'Weber',
  'Moreau',
  'Sato',
  'Petrov',
  'Lopez',
  'Berg',
  'Fischer',
  'Romano',
  'Haddad',
  'Wagner',
  'Nowak',
  'Santos',
  'Keller',
  'Fontaine',
  'Yilmaz',
  'Andersen',
  'Russo',
  'Ortiz',
  'Meyer',
  'Kim',
  'Baker',
  'Wolf',
  'Richter',
  'Conti',
  'Morales',
  'Lindqvist',
  'Abbott',
  'Quintero',
  'Varga',
  'Ueda',
  'Zeller',
];
const DOMAINS = ['example.com', 'mail.example.org', 'inbox.example.net', 'post.example.de'];

const DAY = 86_400_000;
/** The ledger's year: transactions spread evenly over 2030, players registered over 2028-2029. */
const LEDGER_FROM = Date.UTC(2030, 0, 1);
const LEDGER_TO = Date.UTC(2031, 0, 1);
const REGISTERED_FROM = Date.UTC(2028, 0, 1);

const TABLES = ['players', 'accounts', 'ledger_transactions', 'ledger_entries', 'ledger_daily'];

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const value = await fn();
  console.log(`  ${label}: ${round((performance.now() - t0) / 1000, 1)} s`);
  return value;
}

/**
 * The secondary indexes of the tables loaded (those no constraint owns), dropped before the load
 * and built again after it from their own definitions: the same indexes the migrations made,
 * built once instead of kept up row by row.
 */
async function dropSecondaryIndexes(db: Db, schema: string): Promise<string[]> {
  const rows = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = $1 AND i.tablename = ANY($2::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = $1::regnamespace)`,
    [schema, TABLES],
  );
  for (const row of rows) await db.query(`DROP INDEX ${schema}.${row.indexname}`);
  return rows.map((r) => r.indexdef);
}

/** Players over `sites` sites, a USD cash account each, and `entries` ledger entries. */
async function load(db: Db, o: Required<Omit<BackOfficeScaleOptions, 'databaseUrl'>>): Promise<void> {
  // Row by row the ledger's triggers check each transaction balanced and each key present; the
  // rows written here are balanced by construction, so the load skips triggers (a superuser's
  // session_replication_role), as a restore does.
  const bulk = (sql: string, params?: unknown[]) =>
    db.tx(async (q) => {
      await q.query('SET LOCAL session_replication_role = replica');
      await q.query(sql, params);
    });
  const span = DAY * 730;
  await timed(`${o.players.toLocaleString('en')} players`, () =>
    bulk(
      `INSERT INTO players (member_id, username, email, phone, password_hash, screen_name, details,
         verification, segment, created_at, updated_at)
       SELECT 1 + n % $2, lower(f) || lower(left(l, 3)) || n, lower(f) || '.' || lower(l) || n || '@' || d,
         '+' || (3000000000 + (n::bigint * 7919) % 6999999999)::text, 'not-a-login', f || ' ' || left(l, 1) || '.',
         jsonb_build_object('firstName', f, 'lastName', l, 'country', (ARRAY['US', 'DE', 'FR', 'BR', 'JP'])[1 + n % 5]),
         jsonb_build_object('idVerified', n % 3 = 0), (ARRAY['A', 'A1', 'B', 'C'])[1 + n % 4],
         $3 + (n::bigint * $4) / $1, 1
       FROM generate_series(1, $1) AS n,
         LATERAL (SELECT (${sqlArray(FIRST)})[1 + (n * 31) % ${FIRST.length}] AS f,
                         (${sqlArray(LAST)})[1 + (n * 17 + n / 7) % ${LAST.length}] AS l,
                         (${sqlArray(DOMAINS)})[1 + n % ${DOMAINS.length}] AS d) AS names`,
      [o.players, o.sites, REGISTERED_FROM, span],
    ),
  );
  await timed('cash accounts', () =>
    bulk(
      `INSERT INTO accounts (player_id, currency, type, balance_minor, updated_at)
       SELECT id, 'USD', 'cash', (id * 7907) % 100000, 1 FROM players ORDER BY id`,
    ),
  );
  const [range] = await db.query<{ first: number; last: number }>(
    `SELECT min(id) AS first, max(id) AS last FROM accounts WHERE type = 'cash'`,
  );
  if (Number(range.last) - Number(range.first) + 1 !== o.players)
    throw new Error('cash account ids not contiguous');
  const house: Record<string, number> = {};
  for (const code of ['wagers', 'prizes', 'deposits', 'withdrawals']) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO accounts (house_code, currency, type, updated_at) VALUES ($1, 'USD', 'house', 1) RETURNING id`,
      [code],
    );
    house[code] = Number(row.id);
  }
  const transactions = Math.floor(o.entries / 2);
  // A twentieth each: 10 wagers, 2 instant purchases, a refund, 3 prizes, an instant prize, 2
  // deposits, a withdrawal; evenly over the year, ids in time order as the ledger writes them.
  const kinds = [
    ...Array(10).fill('wager'),
    'instant.purchase',
    'instant.purchase',
    'refund',
    'prize',
    'prize',
    'prize',
    'instant.prize',
    'deposit',
    'deposit',
    'withdrawal',
  ];
  await timed(`${transactions.toLocaleString('en')} ledger transactions`, () =>
    bulk(
      `INSERT INTO ledger_transactions (idempotency_key, kind, created_at)
       SELECT 'bench:' || n, (${sqlArray(kinds)})[1 + n % 20], $2 + (n::bigint * $3) / $1
       FROM generate_series(1, $1) AS n`,
      [transactions, LEDGER_FROM, LEDGER_TO - LEDGER_FROM],
    ),
  );
  await timed(`${(transactions * 2).toLocaleString('en')} ledger entries`, () =>
    bulk(
      `INSERT INTO ledger_entries (transaction_id, account_id, amount_minor)
       SELECT t.id,
         CASE WHEN leg = 1 THEN $1::bigint + (t.id * 2654435761) % $2::bigint
              ELSE (CASE WHEN t.kind IN ('prize', 'instant.prize') THEN $4::bigint
                         WHEN t.kind = 'deposit' THEN $5::bigint WHEN t.kind = 'withdrawal' THEN $6::bigint ELSE $3::bigint END) END,
         (CASE WHEN t.kind IN ('wager', 'instant.purchase', 'withdrawal') THEN -1 ELSE 1 END)
           * (CASE WHEN leg = 1 THEN 1 ELSE -1 END) * (100 + (t.id * 37) % 5000)
       FROM ledger_transactions t CROSS JOIN (VALUES (1), (2)) AS legs(leg)
       ORDER BY t.id, leg`,
      [range.first, o.players, house.wagers, house.prizes, house.deposits, house.withdrawals],
    ),
  );
  // The daily sums as the ledger's trigger (migration 048) leaves them when every transaction is
  // written on its own: a row per transaction, nothing folded.
  await timed('daily sums (a row a transaction)', () =>
    bulk(
      `INSERT INTO ledger_daily (day, member_id, currency, kind, amount_minor, transactions)
       SELECT t.created_at / ${DAY}, p.member_id, a.currency, t.kind, sum(e.amount_minor), 1
       FROM ledger_entries e JOIN accounts a ON a.id = e.account_id JOIN players p ON p.id = a.player_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE a.type <> 'points'
       GROUP BY t.id, p.member_id, a.currency`,
    ),
  );
}

/** A part of a real player's username, email, name or phone, 3 to 6 characters long. */
async function searchTexts(db: Db, count: number, players: number): Promise<string[]> {
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const [p] = await db.query<{ username: string; email: string; phone: string; name: string }>(
      `SELECT username, email, phone, (details->>'firstName') || ' ' || (details->>'lastName') AS name
       FROM players WHERE id = $1`,
      [1 + Math.floor(Math.random() * players)],
    );
    const field = [p.username, p.email, p.name, p.phone][i % 4];
    const length = 3 + (i % 4);
    const at = Math.floor(Math.random() * (field.length - length + 1));
    texts.push(field.slice(at, at + length));
  }
  return texts;
}

export async function benchBackOfficeScale(options: BackOfficeScaleOptions): Promise<BackOfficeScaleResult> {
  const o = {
    players: options.players ?? 1_000_000,
    entries: options.entries ?? 10_000_000,
    sites: options.sites ?? 4,
    searches: options.searches ?? 50,
    reports: options.reports ?? 10,
  };
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const db = await openDb({ databaseUrl: options.databaseUrl, schema, poolSize: 2 });
  const keep = process.env.BENCH_KEEP_SCHEMA === '1';
  try {
    await migrate(db);
    console.log(`Back office at scale in schema ${schema}: ${o.players} players, ${o.entries} entries...`);
    const indexes = await dropSecondaryIndexes(db, schema);
    const loadStarted = performance.now();
    await load(db, o);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const indexStarted = performance.now();
    await timed(`${indexes.length} indexes built`, async () => {
      for (const definition of indexes)
        await db.tx(async (q) => {
          await q.query(`SET LOCAL maintenance_work_mem = '512MB'`);
          await q.query(definition);
        });
    });
    await timed('vacuum analyze', async () => {
      for (const table of TABLES) await db.query(`VACUUM ANALYZE ${table}`);
    });
    const indexSeconds = (performance.now() - indexStarted) / 1000;
    const trigram = indexes.some((d) => d.includes('gin_trgm_ops'));

    // Searches as an owner sees them (every field searched), 25 a page as the console asks.
    const texts = await searchTexts(db, o.searches + 5, o.players);
    const search = (query: string) =>
      searchPlayers(db, { sites: 'all', query, limit: 25, offset: 0, access: PLAYER_DATA_ACCESS.owner });
    for (const text of texts.slice(0, 5)) await search(text); // warm-up, not counted
    const searchMs: number[] = [];
    const matches: number[] = [];
    let capped = 0;
    for (const text of texts.slice(5)) {
      const t0 = performance.now();
      const found = await search(text);
      searchMs.push(performance.now() - t0);
      matches.push(found.total);
      if (found.capped) capped++;
    }
    console.log(
      `  searches: p50 ${round(percentile(searchMs, 50))} ms, p95 ${round(percentile(searchMs, 95))} ms`,
    );
    // The slowest, to EXPLAIN with BENCH_KEEP_SCHEMA=1: the planner's guess of how many match
    // decides between the indexes' bitmap and a walk of the primary key.
    const slowest = searchMs
      .map((ms, i) => ({ ms: round(ms), query: texts[i + 5], matches: matches[i] }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3);
    console.log(`  slowest searches: ${JSON.stringify(slowest)}`);

    // A month of one site's sales per day: each run another site and month (none twice in a row).
    const reportMs: number[] = [];
    const entryMs: number[] = [];
    const sales: number[] = [];
    for (let i = 0; i < o.reports; i++) {
      const month = i % 12;
      const query = {
        kind: 'sales' as const,
        sites: [1 + (i % o.sites)],
        currency: 'USD',
        from: Date.UTC(2030, month, 1),
        to: Date.UTC(2030, month + 1, 1),
        groupBy: 'day' as const,
      };
      let t0 = performance.now();
      const report = await ledgerReport(db, query);
      reportMs.push(performance.now() - t0);
      sales.push(report.totals.count);
      t0 = performance.now();
      const summed = await ledgerReport(db, { ...query, fromEntries: true });
      entryMs.push(performance.now() - t0);
      if (JSON.stringify(summed) !== JSON.stringify(report))
        throw new Error(`the daily sums and the entries disagree on ${JSON.stringify(query)}`);
    }
    console.log(
      `  reports: p50 ${round(percentile(reportMs, 50))} ms, p95 ${round(percentile(reportMs, 95))} ms`,
    );
    return {
      players: o.players,
      entries: o.entries,
      sites: o.sites,
      loadSeconds: round(loadSeconds, 1),
      indexSeconds: round(indexSeconds, 1),
      trigram,
      searches: {
        count: searchMs.length,
        p50ms: round(percentile(searchMs, 50)),
        p95ms: round(percentile(searchMs, 95)),
        maxMs: round(Math.max(...searchMs)),
        medianMatches: percentile(matches, 50),
        capped,
      },
      reports: {
        count: reportMs.length,
        p50ms: round(percentile(reportMs, 50)),
        p95ms: round(percentile(reportMs, 95)),
        maxMs: round(Math.max(...reportMs)),
        medianSales: percentile(sales, 50),
      },
      entryReports: {
        count: entryMs.length,
        p50ms: round(percentile(entryMs, 50)),
        p95ms: round(percentile(entryMs, 95)),
        maxMs: round(Math.max(...entryMs)),
      },
    };
  } finally {
    if (keep) console.log(`Kept schema ${schema} (drop it: DROP SCHEMA ${schema} CASCADE)`);
    else await db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
    await db.close();
  }
}

export function backOfficeScaleSection(r: BackOfficeScaleResult): BenchSection {
  const of = (ms: number, target: number) => `${Math.round((ms / target) * 100)}%`;
  return {
    title: 'The back office at scale (PostgreSQL)',
    method: `${r.players.toLocaleString('en')} players over ${r.sites} sites (a USD cash account each) and ${r.entries.toLocaleString('en')} ledger entries (two a transaction, the player's and the house's; half of them wagers, the rest instant purchases, refunds, prizes, deposits and withdrawals, evenly over one year) written in a schema of its own by INSERT ... SELECT over generate_series (${r.loadSeconds} s; the migrations' secondary indexes dropped first and built again after, then VACUUM ANALYZE: ${r.indexSeconds} s). Then, through the domain functions the console's calls run: ${r.searches.count} player searches as an owner (searchPlayers over every site, 25 a page with the total count; the query a random 3-6 character part of a real player's username, email, name or phone, a quarter each; 5 more before, not counted) and ${r.reports.count} sales reports per day of one month for one site (ledgerReport, each a different site and month: from the daily sums the ledger keeps as it writes, migration 048, filled here as its trigger leaves them, a row a transaction, nothing folded; then the same report summed from the entries, which must agree). The machine's other work shows in the load average above. Trigram indexes: ${r.trigram ? 'yes (pg_trgm)' : 'no (pg_trgm not available)'}. Targets: search p95 under ${SEARCH_TARGET_MS} ms, report under ${REPORT_TARGET_MS / 1000} s.`,
    columns: ['read', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'target ms', 'p95 of the target', 'median size'],
    rows: [
      [
        'searchPlayers, 3-6 characters',
        r.searches.count,
        r.searches.p50ms,
        r.searches.p95ms,
        r.searches.maxMs,
        SEARCH_TARGET_MS,
        of(r.searches.p95ms, SEARCH_TARGET_MS),
        `${r.searches.medianMatches} players matched (${r.searches.capped} of ${r.searches.count} past the count's cap of ${PLAYER_COUNT_CAP})`,
      ],
      [
        'getReport sales, a month per day, one site',
        r.reports.count,
        r.reports.p50ms,
        r.reports.p95ms,
        r.reports.maxMs,
        REPORT_TARGET_MS,
        of(r.reports.p95ms, REPORT_TARGET_MS),
        `${r.reports.medianSales} sales`,
      ],
      [
        'the same reports from the ledger entries (no daily sums)',
        r.entryReports.count,
        r.entryReports.p50ms,
        r.entryReports.p95ms,
        r.entryReports.maxMs,
        REPORT_TARGET_MS,
        of(r.entryReports.p95ms, REPORT_TARGET_MS),
        '-',
      ],
    ],
  };
}
