import { randomBytes } from 'node:crypto';
import type { Db } from '../../../../server/storage/db';
import { migrate } from '../../../../server/storage/migrate';
import { openDb } from '../../../../server/storage/openDb';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** A fresh migrated database; dispose() closes it and drops what it created. */
  open(): Promise<{ db: Db; dispose(): Promise<void> }>;
}

const pglite: Backend = {
  name: 'pglite',
  async open() {
    const db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    return { db, dispose: () => db.close() };
  },
};

/** PostgreSQL in a throwaway schema per test database, so reruns and parallel files never collide. */
function postgres(url: string): Backend {
  return {
    name: 'postgres',
    async open() {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const db = await openDb({ databaseUrl: url, schema });
      await migrate(db);
      return {
        db,
        async dispose() {
          await db.query(`DROP SCHEMA ${schema} CASCADE`);
          await db.close();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export const backends: Backend[] = [
  pglite,
  ...(process.env.DATABASE_URL ? [postgres(process.env.DATABASE_URL)] : []),
];
