import { describe, expect, it } from 'vitest';
import {
  drumNumbers,
  machineGeometry,
  MAX_DRUM_BALLS,
  pathLength,
  pointAlong,
} from '../../../../scenes/lottery/machine/geometry';

describe('the draw machine geometry', () => {
  it('holds every ball of a small range, and every drawn ball of a big one', () => {
    expect(drumNumbers(35, [3, 9])).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
    const big = drumNumbers(10_000, [9_999, 4_321, 17]);
    expect(big).toHaveLength(MAX_DRUM_BALLS);
    expect(big).toEqual(expect.arrayContaining([9_999, 4_321, 17]));
  });

  it('walks the chute by length, from the drum mouth to the display', () => {
    const path = [
      { x: 0, y: 0 },
      { x: 0, y: 10 },
      { x: 30, y: 10 },
    ];
    expect(pathLength(path)).toBe(40);
    expect(pointAlong(path, 0)).toEqual({ x: 0, y: 0 });
    expect(pointAlong(path, 0.25)).toEqual({ x: 0, y: 10 });
    expect(pointAlong(path, 0.625)).toEqual({ x: 15, y: 10 });
    expect(pointAlong(path, 1)).toEqual({ x: 30, y: 10 });
  });

  it('fits the drum, the chute and the display inside the machine panel, wide and narrow', () => {
    for (const rect of [
      { x: 24, y: 72, w: 560, h: 300 },
      { x: 12, y: 60, w: 366, h: 220 },
    ]) {
      const g = machineGeometry(rect, 49);
      expect(g.drum.y - g.drum.radius).toBeGreaterThan(0);
      expect(g.drum.y + g.drum.radius).toBeLessThan(rect.h);
      expect(g.display.x + g.display.radius).toBeLessThan(rect.w);
      for (const p of g.chute) expect(p.y).toBeGreaterThan(0);
      expect(g.chute.at(-1)).toEqual({ x: g.display.x, y: g.display.y });
    }
  });
});
