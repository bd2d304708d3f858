import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const DEFAULT_LOCALES_DIR = 'config/locales';
export const FALLBACK_LANGUAGE = 'en_US';

type Messages = Record<string, unknown>;

/**
 * Message catalogues from {dir}/{languageId}.json, read once and cached. A missing or broken file
 * is an empty catalogue: the caller falls back to English and the client to its built-in keys.
 */
export function createLocaleFiles(dir = DEFAULT_LOCALES_DIR) {
  const cache = new Map<string, Promise<Messages>>();
  return {
    read(languageId: string): Promise<Messages> {
      // Only ids shaped like en_US reach the filesystem; no path tricks through the URL.
      if (!/^[a-z]{2}_[A-Z]{2}$/.test(languageId)) return Promise.resolve({});
      let file = cache.get(languageId);
      if (!file) {
        file = readFile(join(dir, `${languageId}.json`), 'utf8')
          .then((text) => JSON.parse(text) as Messages)
          .catch(() => ({}));
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
