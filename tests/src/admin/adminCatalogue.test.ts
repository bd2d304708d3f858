import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminEn } from '../../../src/admin/i18n/en';

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix.slice(0, -1)];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

describe("the console's catalogue", () => {
  it('has every literal key the console passes to t()', () => {
    const keys = new Set(keysOf(adminEn));
    const literal = /\bt\(\s*'([a-zA-Z][\w.]+)'/g;
    const missing: string[] = [];
    for (const file of sourceFiles(join(__dirname, '../../../src/admin')))
      for (const [, key] of readFileSync(file, 'utf8').matchAll(literal))
        if (!keys.has(key) && !keys.has(`${key}_other`)) missing.push(`${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
