import { mkdirSync } from 'node:fs';
import type { Db } from './db';
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

export const DEFAULT_DATA_DIR = './data/pglite';

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, { schema: options.schema, max: options.poolSize });
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir);
}
