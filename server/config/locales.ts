import { readdirSync, readFileSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export const DEFAULT_LOCALES_DIR = 'config/locales';
export const FALLBACK_LANGUAGE = 'en_US';

type Messages = Record<string, unknown>;

const LANGUAGE_ID = /^[a-z]{2}_[A-Z]{2}$/;

/**
 * A catalogue is {dir}/{languageId}.json deep-merged with every {dir}/{languageId}/*.json in name
 * order: each area of the product keeps its messages in its own fragment, so parallel work on
 * different areas never edits one file.
 */
function fragmentNames(names: string[]): string[] {
  return names.filter((name) => name.endsWith('.json')).sort();
}

async function readJson(path: string): Promise<Messages> {
  return JSON.parse(await readFile(path, 'utf8')) as Messages;
}

async function readCatalogue(dir: string, languageId: string): Promise<Messages> {
  const base = await readJson(join(dir, `${languageId}.json`));
  const names = await readdir(join(dir, languageId)).catch(() => [] as string[]);
  const fragments = await Promise.all(
    fragmentNames(names).map((name) => readJson(join(dir, languageId, name))),
  );
  return deepMerge(base, ...fragments);
}

/** The same catalogue read synchronously, for tests and build steps. */
export function readCatalogueSync(languageId: string, dir = DEFAULT_LOCALES_DIR): Messages {
  const base = JSON.parse(readFileSync(join(dir, `${languageId}.json`), 'utf8')) as Messages;
  let names: string[] = [];
  try {
    names = readdirSync(join(dir, languageId));
  } catch {
    names = [];
  }
  const fragments = fragmentNames(names).map(
    (name) => JSON.parse(readFileSync(join(dir, languageId, name), 'utf8')) as Messages,
  );
  return deepMerge(base, ...fragments);
}

/**
 * Message catalogues, read once and cached. A missing or broken file is an empty catalogue: the
 * caller falls back to English and the client to its built-in keys.
 */
export function createLocaleFiles(dir = DEFAULT_LOCALES_DIR) {
  const cache = new Map<string, Promise<Messages>>();
  return {
    read(languageId: string): Promise<Messages> {
      // Only ids shaped like en_US reach the filesystem; no path tricks through the URL.
      if (!LANGUAGE_ID.test(languageId)) return Promise.resolve({});
      let file = cache.get(languageId);
      if (!file) {
        file = readCatalogue(dir, languageId).catch(() => ({}));
        cache.set(languageId, file);
      }
      return file;
    },
  };
}

export type LocaleFiles = ReturnType<typeof createLocaleFiles>;

function isPlainObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Later layers win key by key; nested objects merge, other values replace. */
export function deepMerge(...layers: Messages[]): Messages {
  const out: Messages = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      out[key] =
        isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key] as Messages, value) : value;
    }
  }
  return out;
}
