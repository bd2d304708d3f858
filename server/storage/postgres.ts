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

  return {
    kind: 'postgres',
    async query(sql, params) {
      return (await pool.query(sql, params ? [...params] : undefined)).rows;
    },
    tx<T>(fn: (q: Queryable) => Promise<T>, options?: TxOptions): Promise<T> {
      return withRetry(async () => {
        const client = await pool.connect();
        try {
          await client.query(
            options?.isolation === 'serializable' ? 'BEGIN ISOLATION LEVEL SERIALIZABLE' : 'BEGIN',
          );
          const result = await fn({
            query: async (sql, params) => (await client.query(sql, params ? [...params] : undefined)).rows,
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
