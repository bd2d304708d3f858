import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CreditsPage } from '../../../../src/pages/credits/CreditsPage';
import { PACKAGE_CREDITS } from '../../../../src/pages/credits/credits';
import { testI18n } from '../../fakes/renderWithStores';

const repo = join(__dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

/** Packages the browser bundle imports: bare specifiers of value imports in src, scenes and protocol. */
function clientPackages(): Set<string> {
  const dependencies = Object.keys(
    (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { dependencies: object }).dependencies,
  );
  const found = new Set<string>();
  const importFrom = /^import (?!type )[^;]*?from '([^.'][^']*)'/gms;
  const dynamic = /import\('([^.'][^']*)'\)/g;
  for (const dir of ['src', 'scenes', 'protocol'])
    for (const file of sourceFiles(join(repo, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of [...text.matchAll(importFrom), ...text.matchAll(dynamic)]) {
        const name = dependencies.find((d) => spec === d || spec.startsWith(`${d}/`));
        if (name) found.add(name);
      }
    }
  return found;
}

describe('/credits', () => {
  it('credits every package the browser bundle imports', () => {
    const credited = new Set(PACKAGE_CREDITS.map((p) => p.name));
    const missing = [...clientPackages()].filter((name) => !credited.has(name));
    expect(missing).toEqual([]);
  });

  it('names each package with the licence it is installed under', () => {
    for (const credit of PACKAGE_CREDITS) {
      const installed = JSON.parse(
        readFileSync(join(repo, 'node_modules', credit.name, 'package.json'), 'utf8'),
      ) as { license: string };
      expect(installed.license.startsWith(credit.license), credit.name).toBe(true);
    }
  });

  it('lists them with their licences', () => {
    render(
      <I18nextProvider i18n={testI18n()}>
        <CreditsPage />
      </I18nextProvider>,
    );
    const items = screen.getAllByTestId('credits-package').map((li) => li.textContent);
    expect(items).toHaveLength(PACKAGE_CREDITS.length);
    expect(items).toContain('pixi.js (MIT)');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Credits');
  });
});
