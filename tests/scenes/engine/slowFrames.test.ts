import { describe, expect, it } from 'vitest';
import { SlowFrames } from '../../../scenes/engine/slowFrames';

const feed = (watch: SlowFrames, ms: number, frames: number) =>
  Array.from({ length: frames }, () => watch.frame(ms)).filter(Boolean).length;

describe('SlowFrames: the automatic lite mode', () => {
  it('lets a device at 60 fps keep the rich show, warm-up hitches and all', () => {
    const watch = new SlowFrames();
    expect(feed(watch, 200, 30)).toBe(0); // shaders and glyphs on the first frames
    expect(feed(watch, 16.7, 600)).toBe(0);
  });

  it('tells once, after a window of frames, when the median runs over 40 fps', () => {
    const watch = new SlowFrames();
    const told: number[] = [];
    for (let i = 0; i < 300; i++) if (watch.frame(i % 10 === 0 ? 16 : 33)) told.push(i);
    expect(told).toEqual([89]);
  });

  it('ignores a few long frames among fast ones (a tab switch, a GC)', () => {
    const watch = new SlowFrames();
    feed(watch, 16, 30);
    for (let i = 0; i < 600; i++) expect(watch.frame(i % 7 === 0 ? 120 : 16)).toBe(false);
  });
});
