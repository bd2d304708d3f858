import pg from 'pg';
import type { Db, Queryable, TxOptions } from './db';
import { withRetry } from './retry';

// bigint (int8) and numeric as JS numbers, like the PGlite adapter: ids and minor units fit in 2^53.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export interface PostgresOptions {
  /** Schema to work in (created if missing): lets tests use a throwaway schema. */
  schema?: string;
  max?: number;
}

/** PostgreSQL through a pg Pool, used when DATABASE_URL is set. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const schema = options.schema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: typeParsers,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const statements = preparedNames();
  const run = async (c: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) =>
    (await c.query({ text: sql, values: params ? [...params] : undefined, name: statements(sql, params) }))
      .rows;

  return {
    kind: 'postgres',
    async query(sql, params) {
      return run(pool, sql, params);
    },
    tx<T>(fn: (q: Queryable) => Promise<T>, options?: TxOptions): Promise<T> {
      return withRetry(async () => {
        const client = await pool.connect();
        try {
          await client.query(
            options?.isolation === 'serializable' ? 'BEGIN ISOLATION LEVEL SERIALIZABLE' : 'BEGIN',
          );
          const result = await fn({
            query: (sql, params) => run(client, sql, params),
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      });
    },
    close: () => pool.end(),
  };
}

/** Distinct statement texts prepared by name; past this, queries go unnamed (parsed each time). */
const MAX_PREPARED = 2000;

/**
 * Names for prepared statements: pg parses a named query once per connection and then only binds
 * and executes it, and PostgreSQL reuses its plan. Only parameterised statements are named (a
 * script of several statements cannot be prepared), at most MAX_PREPARED texts per pool, so SQL
 * built with varying text cannot grow the cache without bound.
 */
function preparedNames(): (sql: string, params?: readonly unknown[]) => string | undefined {
  const names = new Map<string, string>();
  return (sql, params) => {
    if (!params || params.length === 0) return undefined;
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_PREPARED) {
      name = `s${names.size}`;
      names.set(sql, name);
    }
    return name;
  };
}
