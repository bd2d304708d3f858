import type { Container } from 'pixi.js';
import type { Stage } from './createStage';

/**
 * window.__drawhallStage, installed in deterministic mode so tests drive time and read counts:
 * step(ms) moves GSAP and the ticker (which renders), settle() runs transitions to their end.
 */
export interface StageTestHook {
  step(ms: number): void;
  settle(maxMs?: number): number;
  /** Visible children of the display objects labelled `label` (a scene's particles, say). */
  visibleIn(label: string): number;
  stats(): {
    tickerCallbacks: number;
    displayObjects: number;
    gpuTextures: number;
    /** Graphics contexts the renderer keeps GPU data for; destroyed Graphics must not leave theirs. */
    graphicsContexts: number;
    frames: number;
    now: number;
  };
}

declare global {
  interface Window {
    __drawhallStage?: StageTestHook;
  }
}

function visibleIn(node: Container, label: string): number {
  if (node.label === label) return node.children.filter((child) => child.visible).length;
  return node.children.reduce((sum, child) => sum + visibleIn(child, label), 0);
}

function countDisplayObjects(node: Container): number {
  return 1 + node.children.reduce((sum, child) => sum + countDisplayObjects(child), 0);
}

export function installTestHook(stage: Stage): () => void {
  const stepper = stage.stepper;
  if (!stepper) throw new Error('the test hook needs deterministic mode');
  window.__drawhallStage = {
    step: (ms) => stepper.step(ms),
    settle: (maxMs) => stepper.settle(maxMs),
    visibleIn: (label) => visibleIn(stage.app.stage, label),
    stats: () => ({
      tickerCallbacks: stage.app.ticker.count,
      displayObjects: countDisplayObjects(stage.app.stage),
      // Textures uploaded to the GPU (WebGL renderer); text and generated art would pile up here.
      // Pixi leaves null holes in the list where it removed a texture, so only live entries count.
      gpuTextures:
        (
          stage.app.renderer as unknown as { texture?: { managedTextures?: unknown[] } }
        ).texture?.managedTextures?.filter((t) => t !== null && t !== undefined).length ?? -1,
      // Pixi leaves a null where it removed a context, so only live entries count.
      graphicsContexts: Object.values(
        (stage.app.renderer as unknown as { graphicsContext?: { _managedContexts?: { items?: object } } })
          .graphicsContext?._managedContexts?.items ?? {},
      ).filter((c) => c !== null && c !== undefined).length,
      frames: stepper.frames,
      now: stepper.clock.now(),
    }),
  };
  return () => delete window.__drawhallStage;
}
