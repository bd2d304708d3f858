import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable, Row, TxOptions } from './db';
import { Mutex } from './mutex';
import { withRetry } from './retry';

let memoryTemplate: (() => Blob) | undefined;

/**
 * Tests: every later `memory://` database starts as a copy of the dumped data directory (one
 * already migrated) that `load` returns, read once when first needed, instead of running initdb
 * and every migration again (about 3 s a database).
 */
export function startMemoryDatabasesFrom(load: (() => Blob) | undefined): void {
  let template: Blob | undefined;
  memoryTemplate = load && (() => (template ??= load()));
}

/**
 * PGlite in a data directory, or in memory with `memory://`. PGlite has a single connection, so
 * every statement and transaction goes through one queue: a statement issued outside a
 * transaction must not land inside someone else's BEGIN ... COMMIT.
 */
export interface PgliteDb extends Db {
  /** The whole data directory as one uncompressed tarball (a copy to start other databases from). */
  dumpDataDir(): Promise<Blob>;
}

export async function openPglite(dataDir: string): Promise<PgliteDb> {
  const pg = await PGlite.create(dataDir, {
    loadDataDir: dataDir === 'memory://' ? memoryTemplate?.() : undefined,
    parsers: {
      [types.INT8]: (value: string) => Number(value),
      [types.NUMERIC]: (value: string) => Number(value),
    },
  });
  const queue = new Mutex();

  const run = async <T extends Row>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) =>
    (await q.query<T>(sql, params ? [...params] : undefined)).rows;

  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => run(pg, sql, params)),
    tx<T>(fn: (q: Queryable) => Promise<T>, options?: TxOptions): Promise<T> {
      return withRetry(() =>
        queue.run(() =>
          pg.transaction(async (t) => {
            if (options?.isolation === 'serializable')
              await t.query('SET TRANSACTION ISOLATION LEVEL SERIALIZABLE');
            return fn({ query: (sql, params) => run(t, sql, params) });
          }),
        ),
      );
    },
    dumpDataDir: () => queue.run(() => pg.dumpDataDir('none')),
    close: () => queue.run(() => pg.close()),
  };
}
