import { Container, Graphics } from 'pixi.js';
import type { Random } from '../engine/determinism';

const COLOURS = [0xc3c9d3, 0xdde2ea, 0xa9b0bb];
/** Flakes alive at once: a long scribble recycles the oldest rather than piling up. */
export const MAX_FLAKES = 90;
/** Flakes per brush point. */
const PER_EMIT = 3;
const GRAVITY = 1400; // units/s², in card design units
const LIFE_S = [0.45, 0.8] as const;

interface Flake {
  g: Graphics;
  vx: number;
  vy: number;
  spin: number;
  age: number;
  life: number;
}

/**
 * Foil flakes falling from where the pointer scratches: small silver chips that spring off the
 * brush, fall under gravity, tumble and fade. Stepped by the scene's update (not a tween each),
 * their Graphics pooled, so scratching costs the same at the hundredth stroke as at the first.
 * The scene only makes this in rich mode.
 */
export class FoilFlakes extends Container {
  private readonly live: Flake[] = [];
  private readonly spare: Graphics[] = [];

  constructor(private readonly random: Random) {
    super();
    this.label = 'foilFlakes';
    this.eventMode = 'none';
  }

  get count(): number {
    return this.live.length;
  }

  /** A few flakes at (x, y) in the parent's coordinates. */
  shed(x: number, y: number): void {
    for (let i = 0; i < PER_EMIT; i++) {
      if (this.live.length >= MAX_FLAKES) this.retire(0);
      const r = this.random;
      const g = this.spare.pop() ?? this.addChild(this.chip());
      g.visible = true;
      g.alpha = 1;
      g.position.set(x + (r() - 0.5) * 10, y + (r() - 0.5) * 10);
      g.rotation = r() * Math.PI;
      g.scale.set(0.6 + r() * 0.8);
      this.live.push({
        g,
        vx: (r() - 0.5) * 220,
        vy: -60 - r() * 160,
        spin: (r() - 0.5) * 14,
        age: 0,
        life: LIFE_S[0] + r() * (LIFE_S[1] - LIFE_S[0]),
      });
    }
  }

  /** Moves every flake on by `ms`; spent ones go back to the pool. */
  step(ms: number): void {
    const dt = Math.min(ms, 100) / 1000;
    for (let i = this.live.length - 1; i >= 0; i--) {
      const f = this.live[i];
      f.age += dt;
      if (f.age >= f.life) {
        this.retire(i);
        continue;
      }
      f.vy += GRAVITY * dt;
      f.g.x += f.vx * dt;
      f.g.y += f.vy * dt;
      f.g.rotation += f.spin * dt;
      // Fade over the last 40% of a flake's life.
      f.g.alpha = Math.min(1, (f.life - f.age) / (f.life * 0.4));
    }
  }

  private retire(index: number): void {
    const [f] = this.live.splice(index, 1);
    f.g.visible = false;
    this.spare.push(f.g);
  }

  private chip(): Graphics {
    const colour = COLOURS[this.children.length % COLOURS.length];
    return new Graphics().poly([-3, -2, 3, -3, 2, 2, -2, 3]).fill(colour);
  }
}
