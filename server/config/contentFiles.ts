import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const DEFAULT_CONTENT_DIR = 'config/content';

/** The site pages an operator edits as files: terms, privacy and the how-to-play introduction. */
export const CONTENT_PAGES: ReadonlySet<string> = new Set(['terms', 'privacy', 'howtoplay']);

export interface ContentFiles {
  /**
   * A page's HTML for a site and language: {dir}/{memberId}/{lang}/{name}.html, else the site's
   * default language, else the same under {dir}/default; null when no file exists.
   */
  page(memberId: number, name: string, languageId: string, defaultLanguage: string): Promise<string | null>;
}

/**
 * Content files read on demand and kept while their mtime stays the same: an operator edits a
 * file and the next request serves the new text, with no restart and no reload command.
 */
export function createContentFiles(dir = DEFAULT_CONTENT_DIR): ContentFiles {
  const cache = new Map<string, { mtimeMs: number; text: string }>();

  async function readFresh(path: string): Promise<string | null> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) {
      cache.delete(path);
      return null;
    }
    const cached = cache.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.text;
    const text = await readFile(path, 'utf8').catch(() => null);
    if (text === null) return null;
    cache.set(path, { mtimeMs: info.mtimeMs, text });
    return text;
  }

  return {
    async page(memberId, name, languageId, defaultLanguage) {
      if (!CONTENT_PAGES.has(name)) return null;
      const languages = [...new Set([languageId, defaultLanguage, 'en_US'])];
      for (const owner of [String(memberId), 'default'])
        for (const lang of languages) {
          const text = await readFresh(join(dir, owner, lang, `${name}.html`));
          if (text !== null) return text;
        }
      return null;
    },
  };
}
