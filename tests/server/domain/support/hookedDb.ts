import type { Db, Queryable } from '../../../../server/storage/db';

/**
 * The database with hooks around each transaction: `started` as it begins, `beforeCommit` once its
 * work is done and before its COMMIT (a test holds or fails a transaction there). Queries pass.
 */
export function hookedDb(db: Db, hooks: { started?(): void; beforeCommit?(): Promise<void> | void }): Db {
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    close: () => db.close(),
    tx: (fn, options) => {
      hooks.started?.();
      return db.tx(async (q: Queryable) => {
        const result = await fn(q);
        await hooks.beforeCommit?.();
        return result;
      }, options);
    },
  };
}
