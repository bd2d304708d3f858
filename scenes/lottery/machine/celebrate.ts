import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import type { Random } from '../../engine/determinism';
import { destroyTree } from '../../engine/destroyTree';
import type { Point } from './geometry';

type Timeline = gsap.core.Timeline;

/**
 * A burst of stars from a point, on the phase's timeline: each flies out, spins and fades, and is
 * destroyed when done, so a celebration leaves nothing behind. Directions come from the scene's
 * random (seeded in deterministic mode).
 */
export function burst(
  tl: Timeline,
  layer: Container,
  at: Point,
  options: {
    colors: readonly number[];
    count: number;
    reach: number;
    random: Random;
    star: Texture | null;
    delay?: number;
  },
): void {
  const { colors, count, reach, random, star } = options;
  for (let i = 0; i < count; i++) {
    const color = colors[i % colors.length];
    const piece: Container = star ? new Sprite(star) : new Graphics().circle(0, 0, 5).fill(color);
    if (piece instanceof Sprite) {
      piece.anchor.set(0.5);
      piece.tint = color;
      piece.width = piece.height = 10 + random() * 12;
    }
    piece.position.set(at.x, at.y);
    piece.alpha = 0;
    layer.addChild(piece);
    const angle = (i / count) * Math.PI * 2 + random() * 0.6;
    const distance = reach * (0.55 + random() * 0.45);
    const start = (options.delay ?? 0) + random() * 0.12;
    tl.set(piece, { alpha: 1 }, start)
      .to(
        piece,
        {
          x: at.x + Math.cos(angle) * distance,
          y: at.y + Math.sin(angle) * distance + reach * 0.15,
          rotation: (random() - 0.5) * 6,
          duration: 0.9,
          ease: 'power2.out',
        },
        start,
      )
      .to(piece, { alpha: 0, duration: 0.35, ease: 'sine.in' }, start + 0.6)
      .call(() => destroyTree(piece), [], start + 0.96);
  }
}
