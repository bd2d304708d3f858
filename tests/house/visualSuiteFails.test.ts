import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';

// The suite's comparisons write here, not into the repository's tests/visual/__diff__/.
const diffDir = mkdtempSync(join(tmpdir(), 'show-visual-diff-')) + '/';
process.env.VISUAL_DIFF_DIR = diffDir;
const { BASELINE_DIR, compareWithBaseline } = await import('../visual/support/compareBaseline');

const NAME = 'lottery-mid-draw-blue-theme-desktop';

/** The baseline with one part of the scene recoloured: the machine panel's pixels, red and blue swapped. */
function recoloured(): Buffer {
  const png = PNG.sync.read(readFileSync(`${BASELINE_DIR}${NAME}.png`));
  for (let y = 72; y < 372; y++)
    for (let x = 24; x < 584; x++) {
      const i = (y * png.width + x) * 4;
      [png.data[i], png.data[i + 2]] = [png.data[i + 2], png.data[i]];
    }
  return PNG.sync.write(png);
}

describe('the visual suite can fail', () => {
  afterAll(() => rmSync(diffDir, { recursive: true, force: true }));

  it('passes the baseline itself', () => {
    expect(compareWithBaseline(NAME, readFileSync(`${BASELINE_DIR}${NAME}.png`)).status).toBe('match');
  });

  it('fails a scene whose colour changed, with expected, actual and diff images and the report', () => {
    const result = compareWithBaseline(NAME, recoloured());
    expect(result.status).toBe('mismatch');
    expect(result.message).toMatch(/pixels differ within x \d+-\d+, y \d+-\d+/);
    for (const kind of ['expected', 'actual', 'diff'])
      expect(existsSync(`${diffDir}${NAME}.${kind}.png`), kind).toBe(true);
    const report = readFileSync(`${diffDir}index.html`, 'utf8');
    expect(report).toContain(`${NAME}.expected.png`);
    expect(report).toContain(`${NAME}.actual.png`);
    expect(report).toContain(`${NAME}.diff.png`);
  });
});
