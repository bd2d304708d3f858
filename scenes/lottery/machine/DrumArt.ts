import { Container, Graphics } from 'pixi.js';
import type { StageTheme } from '../../engine/themes';
import { PADDLES } from './DrumWorld';
import type { MachineGeometry } from './geometry';

/** The machine's fixed parts, split so the balls tumble between the drum's back and its glass. */
export interface DrumArt {
  back: Container;
  /** Turned each frame to where the physics has the paddles. */
  paddles: Graphics;
  front: Container;
  /** The display's cup, where the drawn ball comes to rest; hidden behind the pre-show. */
  cup: Graphics;
}

/** Drawn once with Graphics (no images ship): stand, chute, glass drum, paddles, rim and shine. */
export function drumArt(theme: StageTheme, g: MachineGeometry): DrumArt {
  const { palette, ball } = theme;
  const { drum, ballRadius } = g;
  const back = new Container();
  const stand = new Graphics()
    .poly([
      drum.x - drum.radius * 0.35,
      drum.y + drum.radius * 0.8,
      drum.x + drum.radius * 0.35,
      drum.y + drum.radius * 0.8,
      drum.x + drum.radius * 0.6,
      drum.y + drum.radius + 18,
      drum.x - drum.radius * 0.6,
      drum.y + drum.radius + 18,
    ])
    .fill(palette.primary);
  const chute = new Graphics()
    .poly(
      g.chute.flatMap((p) => [p.x, p.y]),
      false,
    )
    .stroke({ width: ballRadius * 2 + 8, color: palette.primary, alpha: 0.18, join: 'round', cap: 'round' })
    .poly(
      g.chute.flatMap((p) => [p.x, p.y]),
      false,
    )
    .stroke({ width: 2, color: palette.primary, alpha: 0.35, join: 'round' });
  const glassBack = new Graphics()
    .circle(drum.x, drum.y, drum.radius + 4)
    .fill({ color: palette.primary, alpha: 0.1 });
  const cup = new Graphics()
    .circle(g.display.x, g.display.y, g.display.radius + 10)
    .fill({ color: palette.accent, alpha: 0.18 })
    .circle(g.display.x, g.display.y, g.display.radius + 10)
    .stroke({ width: 3, color: palette.accent, alpha: 0.7 });
  back.addChild(stand, chute, glassBack);

  const paddles = new Graphics();
  for (let i = 0; i < PADDLES; i++) {
    const a = (i / PADDLES) * Math.PI * 2;
    const inner = drum.radius * 0.7;
    paddles
      .moveTo(Math.cos(a) * inner, Math.sin(a) * inner)
      .lineTo(Math.cos(a) * drum.radius, Math.sin(a) * drum.radius)
      .stroke({ width: Math.max(3, drum.radius * 0.06), color: palette.primary, alpha: 0.45, cap: 'round' });
  }
  paddles.position.set(drum.x, drum.y);

  const front = new Container();
  const rim = new Graphics()
    .circle(drum.x, drum.y, drum.radius + 3)
    .stroke({
      width: ball.style === 'flat' ? 6 : 5,
      color: ball.style === 'flat' ? ball.outline : palette.primary,
    })
    // A fresh path at the arc's start: otherwise it is joined by a line from the path's origin.
    .moveTo(
      drum.x + Math.cos(Math.PI * 1.1) * drum.radius * 0.86,
      drum.y + Math.sin(Math.PI * 1.1) * drum.radius * 0.86,
    )
    .arc(drum.x, drum.y, drum.radius * 0.86, Math.PI * 1.1, Math.PI * 1.45)
    .stroke({ width: drum.radius * 0.06, color: 0xffffff, alpha: 0.55, cap: 'round' })
    .circle(drum.x, drum.y, drum.radius * 0.08)
    .fill(palette.primary);
  front.addChild(rim);
  return { back, paddles, front, cup };
}
