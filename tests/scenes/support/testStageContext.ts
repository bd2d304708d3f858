import type { Container } from 'pixi.js';
import { onTestFinished } from 'vitest';
import { FrozenClock, seededRandom } from '../../../scenes/engine/determinism';
import { Disposables } from '../../../scenes/engine/Disposables';
import type { StageAudio } from '../../../scenes/engine/audio';
import type { StageContext } from '../../../scenes/engine/stageContext';
import { STAGE_THEMES } from '../../../scenes/engine/themes';

/**
 * A scene's context as the stage gives it in deterministic mode: blue theme, frozen clock, seeded
 * randomness, no textures; `rich` answers the rich-animation rule (a kind list records the asks),
 * `audio` is the stage's audio (none by default).
 */
export function testStageContext(
  options: { rich?: boolean; asked?: string[]; audio?: StageAudio | null } = {},
): StageContext {
  const disposables = new Disposables();
  // Disposed when the test that made it ends (its reactions and tweens); call it inside a test.
  onTestFinished(() => disposables.dispose());
  return {
    disposables,
    theme: STAGE_THEMES['blue-theme'],
    clock: new FrozenClock(),
    random: seededRandom(),
    audio: options.audio ?? null,
    richAnimations: (kind) => {
      options.asked?.push(kind);
      return options.rich ?? false;
    },
    texture: () => null,
  };
}

/** Every node of `type` in the tree under `node`, depth first. */
export function nodesOf<T>(
  node: Container,
  type: abstract new (...args: never[]) => T,
  found: T[] = [],
): T[] {
  if (node instanceof type) found.push(node);
  for (const child of node.children) nodesOf(child as Container, type, found);
  return found;
}

/** The first node of `type` under `node`, or null. */
export function nodeOf<T>(node: Container, type: abstract new (...args: never[]) => T): T | null {
  return nodesOf(node, type)[0] ?? null;
}
