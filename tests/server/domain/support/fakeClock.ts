import type { Clock } from '../../../../server/ports/clock';

/** A clock tests move by hand. */
export class FakeClock implements Clock {
  constructor(private t = Date.UTC(2030, 0, 1, 12, 0, 0)) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): number {
    this.t += ms;
    return this.t;
  }
  set(t: number): void {
    this.t = t;
  }
}
