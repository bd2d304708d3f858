import type { SpinnerSegment } from '../../src/stores/instant/ticketView';

/**
 * Wheel geometry. Angles are radians clockwise from the top, where the pointer stands; a wheel
 * turned by `rotation` shows under the pointer the point of its own face at -rotation. Each
 * segment's arc is its share of the total weight, so the wheel shows the published odds.
 */
export const TAU = Math.PI * 2;

export interface SegmentArc {
  start: number;
  end: number;
}

export function segmentArcs(segments: readonly SpinnerSegment[]): SegmentArc[] {
  const total = segments.reduce((sum, s) => sum + s.weight, 0);
  if (!(total > 0)) throw new RangeError('a wheel needs segments of positive total weight');
  let at = 0;
  return segments.map((s) => {
    const start = at;
    at += (s.weight / total) * TAU;
    return { start, end: at };
  });
}

const normalise = (angle: number) => ((angle % TAU) + TAU) % TAU;

/** The segment under the pointer when the wheel is turned by `rotation`. */
export function segmentAtPointer(arcs: readonly SegmentArc[], rotation: number): number {
  const at = normalise(-rotation);
  const index = arcs.findIndex((a) => at >= a.start && at < a.end);
  return index < 0 ? arcs.length - 1 : index;
}

/**
 * The rotation that stops the wheel with segment `index`'s middle under the pointer, after
 * `turns` whole turns forward from `from` (always at least `turns` turns of travel).
 */
export function stopRotation(
  arcs: readonly SegmentArc[],
  index: number,
  from: number,
  turns: number,
): number {
  const arc = arcs[index];
  if (!arc) throw new RangeError(`no segment ${index}`);
  const rest = normalise(-(arc.start + arc.end) / 2);
  const base = from + turns * TAU;
  return base + normalise(rest - normalise(base));
}

/**
 * How far past the stop the wheel may overshoot before settling back: a third of the way to the
 * segment's edge, so the settle never crosses into a neighbour (no manufactured near miss).
 */
export function settleOvershoot(arcs: readonly SegmentArc[], index: number): number {
  const arc = arcs[index];
  return Math.min(0.12, (arc.end - arc.start) / 6);
}

/**
 * The rotations in (from, to] at which a segment boundary passes the pointer, in order. A boundary
 * at face angle a stands under the pointer when -rotation = a (mod a turn).
 */
export function boundaryCrossings(arcs: readonly SegmentArc[], from: number, to: number): number[] {
  const crossings: number[] = [];
  for (const arc of arcs) {
    let r = -arc.start + Math.ceil((from + arc.start) / TAU) * TAU;
    if (r <= from) r += TAU;
    for (; r <= to; r += TAU) crossings.push(r);
  }
  return crossings.sort((a, b) => a - b);
}

/**
 * GSAP's 'powerN.out' eases, 1 - (1 - t)^(N + 1), and their inverse: the fraction of the time at
 * which the wheel has covered a given fraction of its travel.
 */
export const easeOutExponent = { 'power2.out': 3, 'power3.out': 4 } as const;
export type WheelEase = keyof typeof easeOutExponent;

/** The spin's ticks closer than this are one tick: the ear hears a buzz, not pegs, above ~30/s. */
export const MIN_TICK_GAP_S = 0.03;

/**
 * When (seconds into a spin from `from` to `to` over `duration` with `ease`) each segment boundary
 * passes the pointer: the wheel's real deceleration, so the ticks slow as the wheel does.
 */
export function tickTimes(
  arcs: readonly SegmentArc[],
  from: number,
  to: number,
  duration: number,
  ease: WheelEase,
): number[] {
  const travel = to - from;
  if (!(travel > 0)) return [];
  const n = easeOutExponent[ease];
  const times: number[] = [];
  for (const r of boundaryCrossings(arcs, from, to)) {
    const covered = (r - from) / travel;
    const t = (1 - (1 - covered) ** (1 / n)) * duration;
    if (times.length === 0 || t - times[times.length - 1] >= MIN_TICK_GAP_S) times.push(t);
  }
  return times;
}
