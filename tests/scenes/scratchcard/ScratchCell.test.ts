import { Container, Graphics } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { STAGE_THEMES } from '../../../scenes/engine/themes';
import { LAYER_STAMPS, ScratchCell } from '../../../scenes/scratchcard/ScratchCell';

const RECT = { x: 100, y: 50, w: 120, h: 120 };

function cell(): ScratchCell {
  return new ScratchCell(STAGE_THEMES['blue-theme'], RECT, () => undefined);
}

/** The stencil mask over the face, and the brush stamps (fills) of each of its layers. */
function maskOf(scratch: ScratchCell) {
  const mask = scratch.content.mask as Container | null;
  const layers = (mask?.children ?? []) as Graphics[];
  return { mask, stampsPerLayer: layers.map((layer) => layer.context.instructions.length) };
}

describe('a scratch cell', () => {
  it('starts fully covered: a mask with no stamps', () => {
    expect(maskOf(cell()).stampsPerLayer).toEqual([]);
  });

  it('keeps every layer of its mask to a fixed number of stamps, however long the player scribbles', () => {
    const scratch = cell();
    const stamps = LAYER_STAMPS * 5 + 3;
    // Round and round one corner: never past the auto-reveal, so the mask stays.
    for (let i = 0; i < stamps; i++) {
      const angle = (i / 12) * Math.PI * 2;
      expect(scratch.scratch(RECT.x + 15 + 5 * Math.cos(angle), RECT.y + 15 + 5 * Math.sin(angle), 8)).toBe(
        false,
      );
    }
    const { stampsPerLayer } = maskOf(scratch);
    expect(stampsPerLayer).toEqual([...Array(5).fill(LAYER_STAMPS), 3]);
    expect(scratch.revealed).toBe(false);
  });

  it('drops the mask and its layers when the scratching reveals the cell', () => {
    const scratch = cell();
    const layers: Graphics[] = [];
    let crossed = false;
    for (let y = 0; y <= RECT.h && !crossed; y += 10)
      for (let x = 0; x <= RECT.w && !crossed; x += 10) {
        crossed = scratch.scratch(RECT.x + x, RECT.y + y, 12);
        layers.push(...((maskOf(scratch).mask?.children ?? []) as Graphics[]));
      }
    expect(crossed).toBe(true);
    scratch.reveal();
    expect(scratch.content.mask).toBeUndefined();
    expect(scratch.revealed).toBe(true);
    expect(layers.length).toBeGreaterThan(LAYER_STAMPS);
    expect(layers.every((layer) => layer.destroyed)).toBe(true);
  });
});
