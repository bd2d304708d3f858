import { Container, Graphics } from 'pixi.js';
import gsap from 'gsap';
import type { StageContext } from '../engine/stageContext';
import type { Rect } from '../engine/designLayout';

const PIECES = 36;

/**
 * A win's confetti: pieces burst from the top of `area` and fall through it, fading out, on one
 * GSAP timeline the scene's disposables own. Placement and colours come from the stage's random,
 * which is seeded in deterministic mode. Lite mode never calls this.
 */
export function confetti(ctx: StageContext, parent: Container, area: Rect): gsap.core.Timeline {
  const { palette, ball } = ctx.theme;
  const colours = [palette.accent, palette.win, palette.primary, ...ball.bands];
  const layer = new Container();
  layer.label = 'confetti';
  parent.addChild(layer);
  const tl = ctx.disposables.track(gsap.timeline());
  for (let i = 0; i < PIECES; i++) {
    const w = 6 + ctx.random() * 8;
    const piece = new Graphics().rect(-w / 2, -3, w, 6).fill(colours[i % colours.length]);
    const x = area.x + area.w * (0.2 + ctx.random() * 0.6);
    piece.position.set(x, area.y + 20);
    piece.rotation = ctx.random() * Math.PI;
    layer.addChild(piece);
    const drift = (ctx.random() - 0.5) * area.w * 0.8;
    const at = ctx.random() * 0.3;
    tl.to(piece, { y: area.y + area.h * (0.5 + ctx.random() * 0.5), duration: 1.4, ease: 'power1.in' }, at)
      .to(piece, { x: x + drift, rotation: piece.rotation + 6, duration: 1.4, ease: 'sine.out' }, at)
      .to(piece, { alpha: 0, duration: 0.4 }, at + 1);
  }
  // Spent pieces leave the display tree with the timeline.
  tl.call(() => {
    layer.removeFromParent();
    layer.destroy({ children: true, context: true });
  });
  return tl;
}

/** The amount rolling up from zero to `value`, written through `write` (lite mode: at once). */
export function countUp(
  ctx: StageContext,
  value: number,
  write: (value: number) => void,
  animate: boolean,
): void {
  if (!animate || value <= 0) {
    write(value);
    return;
  }
  const shown = { value: 0 };
  write(0);
  ctx.disposables.track(
    gsap.to(shown, {
      value,
      duration: 1.2,
      ease: 'power1.out',
      onUpdate: () => write(Math.round(shown.value)),
      onComplete: () => write(value),
    }),
  );
}
