// The server as production runs it: one ES module bundle per entry in dist-server/, compiled by
// esbuild, our packages left to node_modules. Running the TypeScript through tsx instead wraps every
// function made at run time in a name-keeping helper (a property write per closure, per call): the
// bench measured an HTTP ping at about 1.4 times the CPU of the same server bundled (issue 17).
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Where bundles go; the SQL migrations are copied beside them (storage/migrate.ts reads them there). */
export const SERVER_BUNDLE_DIR = join(root, 'dist-server');

/** The newest modification time under the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    newest = Math.max(
      newest,
      stat.isDirectory() ? newestMtime(readdirSync(path).map((name) => join(path, name))) : stat.mtimeMs,
    );
  }
  return newest;
}

let migrationsCopied = false;

/** Bundles `entry` (a TypeScript file) to dist-server/<its name>.mjs; answers the bundle's path. */
export async function bundleServer(entry) {
  const outfile = join(SERVER_BUNDLE_DIR, `${basename(entry, extname(entry))}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // Once per process: a server started from an earlier bundle may be reading them right now.
  if (!migrationsCopied) {
    cpSync(join(root, 'server/storage/migrations'), join(SERVER_BUNDLE_DIR, 'migrations'), {
      recursive: true,
    });
    migrationsCopied = true;
  }
  return outfile;
}

/** Bundles server/main.ts when its bundle is missing or older than the server's sources. */
export async function ensureServerBundle() {
  const outfile = join(SERVER_BUNDLE_DIR, 'main.mjs');
  const sources = newestMtime(['server', 'protocol', 'package-lock.json'].map((p) => join(root, p)));
  if (existsSync(outfile) && statSync(outfile).mtimeMs >= sources) return outfile;
  return bundleServer(join(root, 'server/main.ts'));
}
