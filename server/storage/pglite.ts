import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable, Row, TxOptions } from './db';
import { Mutex } from './mutex';
import { withRetry } from './retry';

/**
 * PGlite in a data directory, or in memory with `memory://`. PGlite has a single connection, so
 * every statement and transaction goes through one queue: a statement issued outside a
 * transaction must not land inside someone else's BEGIN ... COMMIT.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const pg = await PGlite.create(dataDir, {
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
    close: () => queue.run(() => pg.close()),
  };
}
