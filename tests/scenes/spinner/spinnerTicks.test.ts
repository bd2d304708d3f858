import gsap from 'gsap';
import { afterEach, describe, expect, it } from 'vitest';
import { FRAME_MS, FrozenClock, seededRandom } from '../../../scenes/engine/determinism';
import { Disposables } from '../../../scenes/engine/Disposables';
import { takeManualControl } from '../../../scenes/engine/manualStepper';
import { STAGE_THEMES } from '../../../scenes/engine/themes';
import { SpinnerScene } from '../../../scenes/spinner/SpinnerScene';
import {
  boundaryCrossings,
  MIN_TICK_GAP_S,
  segmentArcs,
  segmentAtPointer,
  stopRotation,
  TAU,
  tickTimes,
} from '../../../scenes/spinner/wheelMaths';
import { spinnerWin } from '../../../dev/stage-harness/instantFixtures';
import { FakeTicker } from '../support/fakeTicker';
import { fakeHowl, unlockedAudio } from '../support/fakeAudio';

const opened: Disposables[] = [];
afterEach(() => opened.splice(0).forEach((d) => d.dispose()));

const quarters = segmentArcs([1, 1, 1, 1].map((weight) => ({ weight, prizeMinor: 0 })));

describe('wheel ticks', () => {
  it('find every boundary passing the pointer, where the segment under it changes', () => {
    expect(boundaryCrossings(quarters, 0, TAU)).toEqual([Math.PI / 2, Math.PI, (3 * Math.PI) / 2, TAU]);
    const arcs = segmentArcs(spinnerWin.segments);
    const crossings = boundaryCrossings(arcs, 0.3, 0.3 + 5 * TAU);
    expect(crossings).toHaveLength(5 * arcs.length);
    for (const r of crossings)
      expect(segmentAtPointer(arcs, r - 1e-6)).not.toBe(segmentAtPointer(arcs, r + 1e-6));
  });

  it("fall when GSAP's ease has the wheel at a boundary, slowing as the wheel does", () => {
    const arcs = segmentArcs(spinnerWin.segments);
    for (const ease of ['power3.out', 'power2.out'] as const) {
      const [from, duration] = [0.3, 4.6];
      const to = stopRotation(arcs, 2, from, 5);
      const times = tickTimes(arcs, from, to, duration, ease);
      const crossings = boundaryCrossings(arcs, from, to);
      const curve = gsap.parseEase(ease);
      for (const t of times) {
        const at = from + curve(t / duration) * (to - from);
        expect(Math.min(...crossings.map((r) => Math.abs(r - at)))).toBeLessThan(1e-6);
      }
      const gaps = times.slice(1).map((t, i) => t - times[i]);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MIN_TICK_GAP_S - 1e-9);
      // The last gaps are the longest: the wheel is slowing to its stop.
      expect(gaps.at(-1)!).toBeGreaterThan(gaps[0] * 4);
    }
    expect(tickTimes(quarters, 1, 1, 1, 'power3.out')).toEqual([]);
  });
});

describe('the spinner scene', () => {
  it('ticks once per boundary at the time it passes the pointer, then sounds the stop and the win', () => {
    const stepper = takeManualControl(gsap, new FakeTicker());
    try {
      const howl = fakeHowl();
      const { audio, settings: sound } = unlockedAudio(['spinner'], {}, () => howl);
      const disposables = new Disposables();
      opened.push(disposables);
      const scene = new SpinnerScene({
        disposables,
        theme: STAGE_THEMES['blue-theme'],
        clock: new FrozenClock(),
        random: seededRandom(),
        audio,
        richAnimations: () => true,
        texture: () => null,
      });
      scene.prepare({ ticket: spinnerWin, sound });
      scene.resize(960, 600);
      scene.show();
      const arcs = segmentArcs(spinnerWin.segments);
      const from = scene.wheelRotation;
      // Each tick: the segment under the pointer and the time it was heard.
      const heard: { under: number; ms: number }[] = [];
      let ms = 0;
      howl.play.mockImplementation((cue?: string) => {
        howl.played.push(cue ?? '');
        if (cue === 'tick') heard.push({ under: segmentAtPointer(arcs, scene.wheelRotation), ms });
        return 1;
      });
      scene.spin();
      for (; ms < 6000 && !howl.played.includes('stop'); ms += FRAME_MS) stepper.step(FRAME_MS);
      const to = scene.wheelRotation;
      const expected = boundaryCrossings(arcs, from, to).length;
      // Every boundary ticks, bar the few merged at full speed (closer than MIN_TICK_GAP_S).
      expect(heard.length).toBeGreaterThan(expected * 0.6);
      expect(heard.length).toBeLessThanOrEqual(expected);
      const gaps = heard.slice(1).map((h, i) => h.ms - heard[i].ms);
      expect(gaps.at(-1)!).toBeGreaterThan(300);
      expect(gaps.slice(0, 5).every((g) => g < 120)).toBe(true);
      expect(howl.played.slice(-2)).toEqual(['stop', 'win']);
      expect(segmentAtPointer(arcs, scene.wheelRotation)).toBe(spinnerWin.winningSegment);
      scene.destroy({ children: true });
    } finally {
      stepper.release();
    }
  });
});
