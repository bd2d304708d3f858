import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { addToReport } from './diffReport';

export const BASELINE_DIR = fileURLToPath(new URL('../baselines/', import.meta.url));
/** Where a failure's images and the report go; VISUAL_DIFF_DIR moves it (the suite's own test). */
export const DIFF_DIR =
  process.env.VISUAL_DIFF_DIR ?? fileURLToPath(new URL('../__diff__/', import.meta.url));
export const UPDATE_BASELINES = process.env.UPDATE_BASELINES === '1';

/** Per-pixel colour tolerance (pixelmatch's 0..1 scale) and the share of pixels allowed to differ. */
export const PIXEL_THRESHOLD = 0.1;
export const MAX_DIFF_RATIO = 0.0005;

export interface Comparison {
  status: 'match' | 'mismatch' | 'written' | 'missing';
  diffPixels: number;
  totalPixels: number;
  message: string;
}

/** Counts differing pixels between two PNGs of the same size; writes a diff image when asked. */
export function diffPngs(actual: PNG, expected: PNG, diffPath?: string): number {
  return diffRegion(actual, expected, diffPath).count;
}

/** The differing pixels' count and bounding box, so a CI log alone says where a scene changed. */
function diffRegion(actual: PNG, expected: PNG, diffPath?: string) {
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const count = pixelmatch(actual.data, expected.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  if (diffPath && count > 0) {
    mkdirSync(DIFF_DIR, { recursive: true });
    writeFileSync(diffPath, PNG.sync.write(diff));
  }
  return { count, box: count > 0 ? redBox(diff) : '' };
}

/** pixelmatch paints differing pixels pure red; unchanged ones are drawn grey (r = g = b). */
function redBox(diff: PNG): string {
  let [left, top, right, bottom] = [diff.width, diff.height, -1, -1];
  for (let y = 0; y < diff.height; y++)
    for (let x = 0; x < diff.width; x++) {
      const i = (y * diff.width + x) * 4;
      if (diff.data[i] !== 255 || diff.data[i + 1] !== 0 || diff.data[i + 2] !== 0) continue;
      [left, top] = [Math.min(left, x), Math.min(top, y)];
      [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
    }
  return right < 0 ? '' : ` within x ${left}-${right}, y ${top}-${bottom}`;
}

/**
 * Compares a screenshot with tests/visual/baselines/<name>.png. With UPDATE_BASELINES=1 it
 * writes the baseline instead. On a mismatch the expected, actual and diff images go to __diff__/,
 * with the HTML report (index.html) showing them side by side.
 */
export function compareWithBaseline(name: string, screenshot: Buffer): Comparison {
  const baselinePath = `${BASELINE_DIR}${name}.png`;
  const actual = PNG.sync.read(screenshot);
  const totalPixels = actual.width * actual.height;
  if (UPDATE_BASELINES) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    // Re-encoded at maximum compression to keep the repository small.
    writeFileSync(baselinePath, PNG.sync.write(actual, { deflateLevel: 9 }));
    return { status: 'written', diffPixels: 0, totalPixels, message: `wrote ${name}.png` };
  }
  if (!existsSync(baselinePath)) {
    return {
      status: 'missing',
      diffPixels: totalPixels,
      totalPixels,
      message: `no baseline ${name}.png; run with UPDATE_BASELINES=1`,
    };
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      status: 'mismatch',
      diffPixels: totalPixels,
      totalPixels,
      message: `${name}: size ${actual.width}x${actual.height} differs from baseline ${expected.width}x${expected.height}`,
    };
  }
  const { count: diffPixels, box } = diffRegion(actual, expected, `${DIFF_DIR}${name}.diff.png`);
  if (diffPixels / totalPixels <= MAX_DIFF_RATIO)
    return { status: 'match', diffPixels, totalPixels, message: 'match' };
  mkdirSync(DIFF_DIR, { recursive: true });
  writeFileSync(`${DIFF_DIR}${name}.actual.png`, screenshot);
  writeFileSync(`${DIFF_DIR}${name}.expected.png`, readFileSync(baselinePath));
  const message = `${name}: ${diffPixels} pixels differ${box}; see tests/visual/__diff__/index.html`;
  addToReport(DIFF_DIR, { name, message });
  return { status: 'mismatch', diffPixels, totalPixels, message };
}
