import { Container, Graphics } from 'pixi.js';
import { fitDesign, type DesignSize } from './designLayout';

/** A scene's backdrop, which fills the canvas, and the design container scaled into it. */
export interface DesignStage {
  background: Graphics;
  design: Container;
}

/** Adds an empty backdrop and design container to the scene (backdrop first, so it is behind). */
export function addDesignStage(scene: Container): DesignStage {
  const background = new Graphics();
  const design = new Container();
  scene.addChild(background, design);
  return { background, design };
}

const BANDS = 32;

/** A colour between two 0xRRGGBB colours, t in 0..1. */
function mix(from: number, to: number, t: number): number {
  const channel = (shift: number) => {
    const a = (from >> shift) & 0xff;
    const b = (to >> shift) & 0xff;
    return Math.round(a + (b - a) * t) << shift;
  };
  return channel(16) | channel(8) | channel(0);
}

/**
 * Paints the backdrop over the whole canvas and fits the design into it, centred. With an edge
 * colour the backdrop deepens from the top to the bottom with a soft light behind the design, as
 * the chrome's hero does; drawn as plain bands (no gradient texture to create and free per resize).
 */
export function fitDesignStage(
  stage: DesignStage,
  size: DesignSize,
  backgroundColor: number,
  width: number,
  height: number,
  edgeColor?: number,
): void {
  const g = stage.background.clear();
  if (edgeColor === undefined) g.rect(0, 0, width, height).fill(backgroundColor);
  else {
    const band = height / BANDS;
    for (let i = 0; i < BANDS; i++)
      g.rect(0, Math.floor(i * band), width, Math.ceil(band) + 1).fill(
        mix(backgroundColor, edgeColor, i / (BANDS - 1)),
      );
    for (let ring = 1; ring <= 10; ring++)
      g.ellipse(width / 2, height * 0.2, width * 0.08 * ring, height * 0.06 * ring).fill({
        color: 0xffffff,
        alpha: 0.012,
      });
  }
  const fit = fitDesign(size, width, height);
  stage.design.scale.set(fit.scale);
  stage.design.position.set(fit.x, fit.y);
}
