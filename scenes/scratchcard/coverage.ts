/**
 * How much of a scratch cell the player has scratched off. The cell is sampled on a grid of
 * `samples` x `samples` points; a brush stroke marks every point within its radius. Sampling keeps
 * it cheap (no pixel reads from the GPU) and exact enough for a 60% auto-reveal threshold.
 */
export const AUTO_REVEAL_AT = 0.6;

export class Coverage {
  private readonly marked: Uint8Array;
  private count = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly samples = 16,
  ) {
    this.marked = new Uint8Array(samples * samples);
  }

  /** Share of the cell scratched, 0..1. */
  get fraction(): number {
    return this.count / this.marked.length;
  }

  /** Marks the points within `radius` of (x, y), in the cell's own coordinates. */
  scratch(x: number, y: number, radius: number): void {
    const n = this.samples;
    const r2 = radius * radius;
    for (let row = 0; row < n; row++) {
      const py = ((row + 0.5) / n) * this.height;
      const dy = py - y;
      if (dy * dy > r2) continue;
      for (let col = 0; col < n; col++) {
        const i = row * n + col;
        if (this.marked[i]) continue;
        const dx = ((col + 0.5) / n) * this.width - x;
        if (dx * dx + dy * dy <= r2) {
          this.marked[i] = 1;
          this.count += 1;
        }
      }
    }
  }

  fill(): void {
    this.marked.fill(1);
    this.count = this.marked.length;
  }
}

/**
 * Points along a pointer move from `from` to `to`, at most `step` apart, excluding `from` (it was
 * stamped by the previous move), so a fast swipe leaves no gaps in the scratched trail.
 */
export function brushPath(
  from: { x: number; y: number },
  to: { x: number; y: number },
  step: number,
): { x: number; y: number }[] {
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  const n = Math.max(1, Math.ceil(distance / step));
  return Array.from({ length: n }, (_, i) => ({
    x: from.x + ((to.x - from.x) * (i + 1)) / n,
    y: from.y + ((to.y - from.y) * (i + 1)) / n,
  }));
}
