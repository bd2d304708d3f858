import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocaleFiles, readCatalogueSync } from '../../../server/config/locales';

function catalogueDir() {
  const dir = mkdtempSync(join(tmpdir(), 'drawhall-fragments-'));
  writeFileSync(join(dir, 'en_US.json'), JSON.stringify({ common: { ok: 'OK', close: 'Close' } }));
  mkdirSync(join(dir, 'en_US'));
  writeFileSync(
    join(dir, 'en_US', 'b-play.json'),
    JSON.stringify({ common: { ok: 'Fine' }, play: { go: 'Go' } }),
  );
  writeFileSync(
    join(dir, 'en_US', 'a-cashier.json'),
    JSON.stringify({ play: { go: 'Early' }, cash: { x: 'X' } }),
  );
  writeFileSync(join(dir, 'en_US', 'notes.txt'), 'ignored');
  return dir;
}

describe('locale fragments', () => {
  const expected = { common: { ok: 'Fine', close: 'Close' }, play: { go: 'Go' }, cash: { x: 'X' } };

  it('merges {lang}/*.json over {lang}.json in name order', async () => {
    const dir = catalogueDir();
    expect(await createLocaleFiles(dir).read('en_US')).toEqual(expected);
    expect(readCatalogueSync('en_US', dir)).toEqual(expected);
  });

  it('serves the base file alone when there are no fragments, and nothing for odd ids', async () => {
    const dir = catalogueDir();
    writeFileSync(join(dir, 'es_ES.json'), JSON.stringify({ common: { ok: 'Vale' } }));
    const files = createLocaleFiles(dir);
    expect(await files.read('es_ES')).toEqual({ common: { ok: 'Vale' } });
    expect(await files.read('../en_US')).toEqual({});
  });
});
