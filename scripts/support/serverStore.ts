import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../server/storage/db';
import { DEFAULT_DATA_DIR, openDb } from '../../server/storage/openDb';

/** Where the server keeps its data, from the same environment the server reads. */
export function serverStoreLocation(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL) return 'DATABASE_URL';
  return env.DRAWHALL_DATA_DIR || DEFAULT_DATA_DIR;
}

/**
 * The server's storage for an operator tool: the same place the server uses (DATABASE_URL, else
 * DRAWHALL_DATA_DIR, else ./data), refused when it holds no Drawhall database, so a tool never
 * prints "queued" or "OK" over an empty store of its own. With the embedded store, a running
 * server holds the directory and the tool is refused (openDb's claim) with the way round it.
 * `allowEmpty` is for the first operator's account on a fresh install (the store is made here).
 */
export async function openServerStore(
  options: { allowEmpty?: boolean } = {},
  env = process.env,
): Promise<Db> {
  const dataDir = env.DRAWHALL_DATA_DIR || DEFAULT_DATA_DIR;
  if (!env.DATABASE_URL && !options.allowEmpty && !existsSync(join(dataDir, 'PG_VERSION')))
    throw new Error(emptyStore(dataDir));
  const db = await openDb({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    schema: env.DATABASE_SCHEMA || undefined,
  });
  if (options.allowEmpty) return db;
  const [row] = await db.query<{ migrated: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AND to_regclass('players') IS NOT NULL AS migrated",
  );
  if (!row?.migrated) {
    await db.close();
    throw new Error(emptyStore(serverStoreLocation(env)));
  }
  return db;
}

const emptyStore = (where: string) =>
  `No Drawhall database in ${where}. The tools read the server's storage from the same settings as the server ` +
  '(DATABASE_URL, else DRAWHALL_DATA_DIR, else ./data): run them with the settings the server runs with.';
