import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { functionSpans, longFunctions } from './functionLength';

// A function longer than a screen or two is read in pieces and changed in the wrong one: no
// function in server/ or src/ may span more than 150 lines. A service factory keeps its state in
// a small object and its steps as module-level functions (docs/architecture.md).
const MAX_LINES = 150;
const root = resolve(import.meta.dirname, '../..');

describe('function length', () => {
  it(`no function in server/ or src/ is over ${MAX_LINES} lines`, () => {
    const long = longFunctions(root, ['server', 'src'], MAX_LINES).map(
      (f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`,
    );
    expect(long).toEqual([]);
  });

  describe('the measure', () => {
    const dir = mkdtempSync(join(tmpdir(), 'function-length-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('counts every kind of function from its first line to its last, inner ones on their own', () => {
      const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
      const file = join(dir, 'sample.tsx');
      writeFileSync(
        file,
        [
          `export function declared() {\n${body(149)}\n}`,
          `export const arrow = () => {\n${body(150)}\n};`,
          `export class Store {\n  method() {\n${body(2)}\n    const inner = function named() {\n${body(3)}\n    };\n  }\n}`,
          `export const View = () => <div />;`,
        ].join('\n'),
      );
      const spans = functionSpans(file, dir).map(({ name, lines }) => ({ name, lines }));
      expect(spans).toEqual([
        { name: 'declared', lines: 151 },
        { name: 'arrow', lines: 152 },
        { name: 'method', lines: 9 },
        { name: 'named', lines: 5 },
        { name: 'View', lines: 1 },
      ]);
      expect(longFunctions(dir, ['.'], MAX_LINES).map((f) => f.name)).toEqual(['arrow', 'declared']);
    });
  });
});
