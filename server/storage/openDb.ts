import { mkdirSync } from 'node:fs';
import type { Db } from './db';
import { claimDataDir } from './dataDirClaim';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface OpenDbOptions {
  /** PostgreSQL URL; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite directory, or `memory://` for a throwaway in-memory database. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests). */
  schema?: string;
  /** PostgreSQL connections at most (default 10): as many as the statements meant to run at once. */
  poolSize?: number;
}

/** Where `npm start` and the operator scripts keep the embedded store unless DRAWHALL_DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = './data';

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, { schema: options.schema, max: options.poolSize });
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (dataDir.includes('://')) return openPglite(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const release = claimDataDir(dataDir);
  try {
    const db = await openPglite(dataDir);
    const close = db.close.bind(db);
    return Object.assign(db, {
      close: async () => {
        try {
          await close();
        } finally {
          release();
        }
      },
    });
  } catch (error) {
    release();
    throw error;
  }
}
