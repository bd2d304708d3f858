import { describe, expect, it } from 'vitest';
import gsap from 'gsap';
import {
  DEFAULT_SEED,
  FRAME_MS,
  FrozenClock,
  determinismFromUrl,
  seededRandom,
} from '../../../scenes/engine/determinism';
import { takeManualControl } from '../../../scenes/engine/manualStepper';
import { FakeTicker } from '../support/fakeTicker';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('FrozenClock', () => {
  it('stands still until advanced and refuses to go back', () => {
    const clock = new FrozenClock();
    expect(clock.now()).toBe(0);
    expect(clock.now()).toBe(0);
    clock.advance(250);
    expect(clock.now()).toBe(250);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });
});

describe('determinismFromUrl', () => {
  it('reads the flag and the seed', () => {
    expect(determinismFromUrl('?deterministic=1')).toEqual({ deterministic: true, seed: DEFAULT_SEED });
    expect(determinismFromUrl('?deterministic=true&seed=7')).toEqual({ deterministic: true, seed: 7 });
    expect(determinismFromUrl('?scene=lottery').deterministic).toBe(false);
  });
});

describe('takeManualControl', () => {
  it('moves GSAP and the ticker only when stepped, a frame at a time', () => {
    const ticker = new FakeTicker();
    let ticks = 0;
    ticker.add(() => (ticks += 1));
    ticker.start();
    const stepper = takeManualControl(gsap, ticker);
    try {
      expect(ticker.started).toBe(false);
      const target = { x: 0 };
      gsap.to(target, { x: 100, duration: 1, ease: 'none' });
      const ticksBefore = ticks;
      stepper.step(500);
      expect(ticks - ticksBefore).toBe(Math.ceil(500 / FRAME_MS));
      expect(target.x).toBeCloseTo(50, 0);
      stepper.settle();
      expect(target.x).toBe(100);
      expect(stepper.clock.now()).toBeGreaterThanOrEqual(1000);
    } finally {
      stepper.release();
    }
    expect(ticker.started).toBe(true);
  });

  it('settles tweens that are still waiting out a delay', () => {
    const stepper = takeManualControl(gsap, new FakeTicker());
    try {
      const target = { x: 0 };
      gsap.to(target, { x: 1, duration: 0.2, delay: 0.5 });
      stepper.settle();
      expect(target.x).toBe(1);
    } finally {
      stepper.release();
    }
  });
});
