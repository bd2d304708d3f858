// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATLAS_DIR, buildAtlases, packFrames } from '../../../scripts/build-atlas';

describe('texture atlases (scripts/build-atlas.ts)', () => {
  it('the committed atlases and manifest are exactly what the sources build to', async () => {
    const { atlases, manifest } = await buildAtlases();
    expect(atlases.length).toBeGreaterThan(0);
    for (const atlas of atlases)
      expect(Buffer.compare(atlas.png, readFileSync(join(ATLAS_DIR, `${atlas.bundle}.png`)))).toBe(0);
    expect(manifest).toBe(readFileSync(join(ATLAS_DIR, 'atlases.ts'), 'utf8'));
  });

  it('packs frames without overlap, inside a power-of-two sheet', () => {
    const images = [
      { name: 'a', width: 600, height: 40 },
      { name: 'b', width: 500, height: 30 },
      { name: 'c', width: 20, height: 50 },
      { name: 'd', width: 300, height: 10 },
    ];
    const { frames, width, height } = packFrames(images);
    expect(Math.log2(width) % 1).toBe(0);
    expect(Math.log2(height) % 1).toBe(0);
    for (const f of frames) {
      expect(f.x + f.w).toBeLessThanOrEqual(width);
      expect(f.y + f.h).toBeLessThanOrEqual(height);
      for (const g of frames)
        if (g !== f)
          expect(f.x + f.w <= g.x || g.x + g.w <= f.x || f.y + f.h <= g.y || g.y + g.h <= f.y).toBe(true);
    }
  });
});
