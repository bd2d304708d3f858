import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A component that names a class of the design system's shared blocks (buttons, forms, tables,
// alerts, cards, modals) must name one the stylesheets define: a misspelt one ('btn') renders a
// browser-default control that no test sees and every player does.
const SHARED_BLOCKS = /^(btn|button|form|field|table|data-table|alert|card|modal|input)([_-]|$)/;

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : [],
  );
}

describe('design system class names', () => {
  it('every shared-block class a component names is defined in the stylesheets', () => {
    const css = filesUnder('src', '.css')
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const defined = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
    const undefinedClasses = filesUnder('src', '.tsx').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/className="([^"]+)"/g)]
        .flatMap((m) => m[1].split(/\s+/))
        .filter((c) => SHARED_BLOCKS.test(c) && !defined.has(c))
        .map((c) => `${file}: ${c}`),
    );
    expect(undefinedClasses).toEqual([]);
  });
});
