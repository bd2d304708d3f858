import type { TickerLike } from '../../../scenes/engine/ticker';

/** A ticker that runs only when told, and counts its listeners like PIXI.Ticker#count. */
export class FakeTicker implements TickerLike {
  deltaMS = 0;
  elapsedMS = 0;
  started = false;
  private readonly listeners = new Map<(t: TickerLike) => void, unknown>();

  get count(): number {
    return this.listeners.size;
  }
  add(fn: (t: TickerLike) => void, context?: unknown): this {
    this.listeners.set(fn, context);
    return this;
  }
  remove(fn: (t: TickerLike) => void): this {
    this.listeners.delete(fn);
    return this;
  }
  start(): void {
    this.started = true;
  }
  stop(): void {
    this.started = false;
  }
  update(): void {
    this.tick(16);
  }
  tick(ms: number): void {
    this.elapsedMS = ms;
    this.deltaMS = Math.min(ms, 100);
    for (const [fn, ctx] of [...this.listeners]) fn.call(ctx, this);
  }
}
