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

/** Paints the backdrop over the whole canvas and fits the design into it, centred. */
export function fitDesignStage(
  stage: DesignStage,
  size: DesignSize,
  backgroundColor: number,
  width: number,
  height: number,
): void {
  stage.background.clear().rect(0, 0, width, height).fill(backgroundColor);
  const fit = fitDesign(size, width, height);
  stage.design.scale.set(fit.scale);
  stage.design.position.set(fit.x, fit.y);
}
