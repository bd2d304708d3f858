// BENCH_SQL_TIMES=1: a bench's database wrapped to add up the wall time of each statement (by its
// first words), printed on request: where a settlement or a pay run spends its time.
import type { Db, Queryable } from '../server/storage/db';

const totals = new Map<string, { ms: number; calls: number }>();

function timed(q: Queryable): Queryable {
  return {
    async query(sql, params) {
      const started = performance.now();
      try {
        return await q.query(sql, params);
      } finally {
        const key = sql.replace(/\s+/g, ' ').trim().slice(0, 70);
        const total = totals.get(key) ?? { ms: 0, calls: 0 };
        total.ms += performance.now() - started;
        total.calls++;
        totals.set(key, total);
      }
    },
  };
}

/** `db` itself unless BENCH_SQL_TIMES=1. */
export function timedDb(db: Db): Db {
  if (process.env.BENCH_SQL_TIMES !== '1') return db;
  const wrapped = timed(db);
  return Object.assign(Object.create(db) as Db, {
    query: wrapped.query,
    tx: <T>(fn: (q: Queryable) => Promise<T>, options?: Parameters<Db['tx']>[1]) =>
      db.tx((q) => fn(timed(q)), options),
  });
}

/** Prints and clears the totals since the last call, under `label`. */
export function printStatementTimes(label: string): void {
  if (process.env.BENCH_SQL_TIMES !== '1') return;
  console.log(`-- statements: ${label}`);
  for (const [sql, t] of [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12))
    console.log(`${t.ms.toFixed(0).padStart(7)} ms ${String(t.calls).padStart(5)}x  ${sql}`);
  totals.clear();
}
