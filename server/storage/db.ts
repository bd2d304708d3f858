/** A row as the database returns it; repositories map rows to domain types. */
export type Row = Record<string, unknown>;

/** Something that runs SQL: the whole database or one transaction. Repositories take this. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface TxOptions {
  /** Serializable is for money and game-state races; the default is read committed. */
  isolation?: 'read committed' | 'serializable';
}

/**
 * Storage as the rest of the server sees it, the same for PGlite and PostgreSQL. bigint columns
 * come back as JS numbers (all our ids and minor-unit amounts stay far below 2^53).
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; retried from the start on a serialization failure (40001). */
  tx<T>(fn: (q: Queryable) => Promise<T>, options?: TxOptions): Promise<T>;
  close(): Promise<void>;
}
