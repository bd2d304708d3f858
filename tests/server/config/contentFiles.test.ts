import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContentFiles } from '../../../server/config/contentFiles';

function write(dir: string, owner: string, lang: string, name: string, text: string, mtime?: number) {
  mkdirSync(join(dir, owner, lang), { recursive: true });
  const path = join(dir, owner, lang, `${name}.html`);
  writeFileSync(path, text);
  if (mtime) utimesSync(path, mtime, mtime);
}

describe('site content files', () => {
  it('picks the site and language, falling back to the default language, then default/', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drawhall-content-'));
    write(dir, '1', 'es_ES', 'terms', 'site 1 es');
    write(dir, '1', 'en_US', 'terms', 'site 1 en');
    write(dir, 'default', 'en_US', 'terms', 'default en');
    write(dir, 'default', 'en_US', 'privacy', 'default privacy');
    const files = createContentFiles(dir);
    expect(await files.page(1, 'terms', 'es_ES', 'en_US')).toBe('site 1 es');
    expect(await files.page(1, 'terms', 'fr_FR', 'en_US')).toBe('site 1 en');
    expect(await files.page(2, 'terms', 'es_ES', 'es_ES')).toBe('default en');
    expect(await files.page(1, 'privacy', 'es_ES', 'en_US')).toBe('default privacy');
    expect(await files.page(1, 'howtoplay', 'en_US', 'en_US')).toBeNull();
  });

  it('serves an edited file on the next read, with no restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drawhall-content-'));
    write(dir, '1', 'en_US', 'howtoplay', 'first', 1_000_000);
    const files = createContentFiles(dir);
    expect(await files.page(1, 'howtoplay', 'en_US', 'en_US')).toBe('first');
    write(dir, '1', 'en_US', 'howtoplay', 'second', 2_000_000);
    expect(await files.page(1, 'howtoplay', 'en_US', 'en_US')).toBe('second');
  });

  it('serves only the known pages: no path from the request reaches the file system', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drawhall-content-'));
    write(dir, '1', 'en_US', 'secret', 'nope');
    const files = createContentFiles(dir);
    expect(await files.page(1, 'secret', 'en_US', 'en_US')).toBeNull();
    expect(await files.page(1, '../1/en_US/terms', 'en_US', 'en_US')).toBeNull();
  });

  it('ships default terms, privacy and how-to-play pages in both languages', async () => {
    const files = createContentFiles();
    for (const lang of ['en_US', 'es_ES'])
      for (const name of ['terms', 'privacy', 'howtoplay'])
        expect(await files.page(99, name, lang, 'en_US')).toMatch(/<h2>/);
  });
});
