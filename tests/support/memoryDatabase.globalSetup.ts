import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, migrate } from '../../server/storage/migrate';
import { openPglite } from '../../server/storage/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    memoryDatabaseTemplate: string;
  }
}

/**
 * Builds, once per run, a migrated in-memory PGlite and dumps its data directory to a file that
 * memoryDatabase.setup.ts hands to every test file: each memory:// database then starts from it.
 * The file is named after the migrations and the PGlite version, so a change makes a new one.
 */
export default async function setup(project: TestProject) {
  const path = join(tmpdir(), `drawhall-pglite-${migrationsHash()}.tar`);
  if (!existsSync(path)) {
    const db = await openPglite('memory://');
    await migrate(db);
    const dump = await db.dumpDataDir();
    await db.close();
    // Written aside, then renamed into place whole: a parallel run never reads half a file.
    const part = `${path}.${process.pid}.part`;
    writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
    renameSync(part, path);
  }
  project.provide('memoryDatabaseTemplate', path);
}

/** The migrations' names and content and the PGlite version: a change to either makes a new file. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json')));
  for (const name of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}
