import { randomBytes } from 'node:crypto';
import { openDb } from '../../server/storage/openDb';

export interface TestStorage {
  /** startServer / createServices options: a PGlite data directory, or a PostgreSQL schema. */
  storage: { dataDir: string } | { databaseUrl: string; databaseSchema: string };
  /** Drops the schema (PostgreSQL); call after the server or services have closed. */
  drop(): Promise<void>;
}

/**
 * Where a test's server keeps its data. With DATABASE_URL set (as in CI), a throwaway schema of
 * that PostgreSQL: the embedded PGlite runs PostgreSQL in WebAssembly on the test's own thread, so
 * every query is CPU the test's process spends (a seeded start: 1.5-4 s on PGlite, 0.1-0.4 s on
 * PostgreSQL), where PostgreSQL works beside it on the other core. Without DATABASE_URL, or when a
 * test asks for the embedded store (a data directory, or `embedded`), PGlite as `npm start` runs it;
 * the storage tests (tests/server/domain, tests/server/storage) run every backend either way.
 */
export function testStorage(
  options: { dataDir?: string; embedded?: boolean; prefix?: string } = {},
): TestStorage {
  const databaseUrl = process.env.DATABASE_URL;
  if (options.dataDir || options.embedded || !databaseUrl)
    return { storage: { dataDir: options.dataDir ?? 'memory://' }, drop: async () => {} };
  const databaseSchema = `${options.prefix ?? 'test'}_${randomBytes(6).toString('hex')}`;
  return {
    storage: { databaseUrl, databaseSchema },
    async drop() {
      const db = await openDb({ databaseUrl, poolSize: 1 });
      try {
        await db.query(`DROP SCHEMA IF EXISTS ${databaseSchema} CASCADE`);
      } finally {
        await db.close();
      }
    },
  };
}
