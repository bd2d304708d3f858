import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogueSync } from '../../../server/config/locales';
import { GUARDED_ROUTES, OPEN_ROUTES } from '../../../src/app/routeTable';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- catalogues are open JSON
const en: any = readCatalogueSync('en_US');
const es = readCatalogueSync('es_ES');

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix.slice(0, -1)];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`));
}

/** The player's client's sources; the console (src/admin) has its own catalogue (adminCatalogue.test.ts). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? d.name === 'admin' && dir.endsWith('src')
        ? []
        : sourceFiles(join(dir, d.name))
      : /\.tsx?$/.test(d.name)
        ? [join(dir, d.name)]
        : [],
  );
}

const enKeys = new Set(keysOf(en));

describe('message catalogues', () => {
  it('es_ES has exactly the keys of en_US', () => {
    expect(new Set(keysOf(es))).toEqual(enKeys);
  });

  it('has every literal key the client passes to t()', () => {
    const literal = /\bt\(\s*'([a-zA-Z][\w.]+)'/g;
    const missing: string[] = [];
    for (const file of sourceFiles(join(__dirname, '../../src'))) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(literal))
        // A plural key (i18next) is present as key_one and key_other.
        if (key.includes('.') && !enKeys.has(key) && !enKeys.has(`${key}_other`))
          missing.push(`${key} (${file})`);
    }
    expect(missing).toEqual([]);
  });

  it('has a title for every route and the spec texts', () => {
    for (const { titleKey } of [...OPEN_ROUTES, ...GUARDED_ROUTES])
      expect(enKeys.has(titleKey), titleKey).toBe(true);
    expect(en.app.initializing).toBe('Initializing App...');
    expect(en.app.loggingIn).toBe('Please wait, we are logging you in!');
    expect(en.notFound.title).toBe('Page does not exist');
    expect(en.newVersion.title).toBe('New Version Available!');
    expect(Object.values(en.status)).toEqual([
      'opening soon',
      'open',
      'starting soon',
      'starting',
      'playing',
      'sold out',
      'closed',
      'completed',
    ]);
    expect(Object.values(en.lobby.tabs)).toEqual([
      'Instaplay',
      'Lottery',
      'Raffle',
      'Tournaments',
      'Favorites',
    ]);
  });
});
