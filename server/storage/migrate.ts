import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Files named NNN_description.sql, in version order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .map((name) => ({ name, match: /^(\d+)_[\w-]+\.sql$/.exec(name) }))
    .filter((f): f is { name: string; match: RegExpExecArray } => f.match !== null)
    .map(({ name, match }) => ({
      version: Number(match[1]),
      name,
      sql: readFileSync(join(dir, name), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies every migration not yet recorded in schema_migrations, each in its own transaction
 * together with its record, so a failed migration leaves nothing behind. Returns the versions applied.
 * Several processes starting at once serialize on the table lock.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<number[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version integer PRIMARY KEY,
       name text NOT NULL,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const applied: number[] = [];
  for (const migration of readMigrations(dir)) {
    const done = await db.tx(async (q) => {
      await q.query('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
      const seen = await q.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (seen.length > 0) return false;
      await execScript(q, migration.sql);
      await q.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/**
 * Runs a multi-statement script through the one-statement-at-a-time query API (PGlite's extended
 * protocol takes one statement per call). Statements end with `;` at a line end outside $$ bodies;
 * whole-line `--` comments are dropped.
 */
async function execScript(q: { query(sql: string): Promise<unknown> }, script: string): Promise<void> {
  for (const statement of splitStatements(script)) await q.query(statement);
}

export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of script.split('\n')) {
    if (!inDollar && /^\s*--/.test(line)) continue;
    current += line + '\n';
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
