import type { Rect } from '../../engine/designLayout';

export interface Point {
  x: number;
  y: number;
}

/** Where the machine's parts sit inside the machine panel, in its own design units. */
export interface MachineGeometry {
  drum: Point & { radius: number };
  /** Radius of a ball in the drum. */
  ballRadius: number;
  /** The drawn ball's way: out of the drum's top, along the chute, down to the display. */
  chute: Point[];
  display: Point & { radius: number };
  /** Centre line of the text beside the drum (pre-show, build-up and match captions). */
  sideX: number;
}

/** The most balls drawn in the drum; a bigger range shows every ball still to be drawn and some others. */
export const MAX_DRUM_BALLS = 50;

/**
 * The machine fitted to its panel: the drum on the left, the display on the right, the chute over
 * the top between them, as wide as the biggest set's balls.
 */
export function machineGeometry(rect: Rect, ballCount: number): MachineGeometry {
  const radius = Math.min(rect.h * 0.4, rect.w * 0.24);
  const drum = { x: rect.w * 0.27, y: rect.h * 0.55, radius };
  const ballRadius = ballRadiusFor(radius, ballCount);
  const display = { x: rect.w * 0.77, y: rect.h * 0.5, radius: Math.min(rect.h * 0.19, rect.w * 0.1) };
  const top = Math.max(ballRadius + 4, drum.y - radius - ballRadius * 2.2);
  const chute: Point[] = [
    { x: drum.x, y: drum.y - radius + ballRadius },
    { x: drum.x, y: top + ballRadius * 1.5 },
    { x: drum.x + ballRadius * 2, y: top },
    { x: display.x - ballRadius * 2, y: top },
    { x: display.x, y: top + ballRadius * 1.5 },
    { x: display.x, y: display.y },
  ];
  return { drum, ballRadius, chute, display, sideX: display.x };
}

/** Balls sized so the drum is a little under half full; fewer balls (a bonus set) are bigger. */
export function ballRadiusFor(drumRadius: number, ballCount: number): number {
  const count = Math.max(1, Math.min(ballCount, MAX_DRUM_BALLS));
  return Math.max(6, Math.min(drumRadius * 0.12, drumRadius * Math.sqrt(0.4 / count)));
}

/** The point a fraction `t` (0..1) of the way along a polyline, by length. */
export function pointAlong(path: readonly Point[], t: number): Point {
  const lengths = path.slice(1).map((p, i) => Math.hypot(p.x - path[i].x, p.y - path[i].y));
  const total = lengths.reduce((a, b) => a + b, 0);
  let left = Math.max(0, Math.min(1, t)) * total;
  for (let i = 0; i < lengths.length; i++) {
    if (left <= lengths[i] || i === lengths.length - 1) {
      const f = lengths[i] === 0 ? 1 : Math.min(1, left / lengths[i]);
      return {
        x: path[i].x + (path[i + 1].x - path[i].x) * f,
        y: path[i].y + (path[i + 1].y - path[i].y) * f,
      };
    }
    left -= lengths[i];
  }
  return path[path.length - 1];
}

/** Length of a polyline, for rolling a ball along it by the right angle. */
export function pathLength(path: readonly Point[]): number {
  return path.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - path[i].x, p.y - path[i].y), 0);
}

/**
 * The balls the drum holds for a set: all of 1..range, or, for a range too big to draw, every ball
 * the server drew (so the ball taken out is exactly the drawn one) and the lowest others.
 */
export function drumNumbers(range: number, drawn: readonly number[]): number[] {
  if (range <= MAX_DRUM_BALLS) return Array.from({ length: range }, (_, i) => i + 1);
  const chosen = new Set(drawn);
  for (let n = 1; chosen.size < MAX_DRUM_BALLS && n <= range; n++) chosen.add(n);
  return [...chosen].sort((a, b) => a - b);
}
