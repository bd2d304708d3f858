/**
 * `npm run calls [-- --missing]`: how many catalogue calls have a server handler, by area.
 * The handler tables are loaded dynamically from server/rpc/index.ts (export `allHandlers`);
 * while that module does not exist yet every call counts as missing.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { catalogue } from '../protocol/calls';

type Table = ReadonlyMap<string, unknown>;

const HANDLERS_MODULE = fileURLToPath(new URL('../server/rpc/index.ts', import.meta.url));

async function loadHandlers(): Promise<Table> {
  if (!existsSync(HANDLERS_MODULE)) return new Map();
  try {
    const mod = (await import(pathToFileURL(HANDLERS_MODULE).href)) as { allHandlers?: Table };
    if (mod.allHandlers instanceof Map) return mod.allHandlers;
    console.warn('server/rpc/index.ts has no allHandlers map; counting every call as missing');
  } catch (e) {
    console.warn(
      `Could not load server/rpc/index.ts (${(e as Error).message}); counting every call as missing`,
    );
  }
  return new Map();
}

export interface Coverage {
  byArea: Map<string, { total: number; handled: number }>;
  total: number;
  handled: number;
  missing: string[];
  /** Handlers for names the catalogue does not know (typos or retired calls). */
  unknown: string[];
}

export function coverage(handlers: Table): Coverage {
  const byArea = new Map<string, { total: number; handled: number }>();
  const missing: string[] = [];
  for (const spec of catalogue.values()) {
    const row = byArea.get(spec.area) ?? { total: 0, handled: 0 };
    row.total += 1;
    if (handlers.has(spec.name)) row.handled += 1;
    else missing.push(`${spec.area}.${spec.name}`);
    byArea.set(spec.area, row);
  }
  const unknown = [...handlers.keys()].filter((name) => !catalogue.has(name));
  const handled = catalogue.size - missing.length;
  return { byArea, total: catalogue.size, handled, missing: missing.sort(), unknown };
}

async function main(): Promise<void> {
  const c = coverage(await loadHandlers());
  const width = Math.max(...[...c.byArea.keys()].map((a) => a.length), 5);
  for (const [area, row] of [...c.byArea].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`${area.padEnd(width)}  ${String(row.handled).padStart(3)} / ${row.total}`);
  console.log(`${'total'.padEnd(width)}  ${String(c.handled).padStart(3)} / ${c.total}`);
  if (c.unknown.length) console.log(`\nhandlers without a catalogue call: ${c.unknown.join(', ')}`);
  if (process.argv.includes('--missing')) {
    console.log(`\nmissing (${c.missing.length}):`);
    for (const name of c.missing) console.log(`  ${name}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
