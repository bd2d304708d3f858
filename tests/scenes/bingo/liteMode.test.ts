import { Container } from 'pixi.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BingoScene } from '../../../scenes/bingo/BingoScene';
import { FrozenClock, seededRandom } from '../../../scenes/engine/determinism';
import { Disposables } from '../../../scenes/engine/Disposables';
import { STAGE_THEMES } from '../../../scenes/engine/themes';
import { BallView } from '../../../scenes/lottery/art/BallView';
import { BINGO_STATES } from '../../../dev/stage-harness/bingoStates';

const opened: Disposables[] = [];
afterEach(() => opened.splice(0).forEach((d) => d.dispose()));

function find<T>(node: Container, type: abstract new (...args: never[]) => T): T | null {
  if (node instanceof type) return node;
  for (const child of node.children) {
    const found = find(child as Container, type);
    if (found) return found;
  }
  return null;
}

/** The hall mid-game; `rich` is what the stage's rich-animation rule answers for bingo. */
function hall(rich: boolean) {
  const disposables = new Disposables();
  opened.push(disposables);
  const asked: string[] = [];
  const scene = new BingoScene({
    disposables,
    theme: STAGE_THEMES['blue-theme'],
    clock: new FrozenClock(),
    random: seededRandom(),
    audio: null,
    richAnimations: (kind) => {
      asked.push(kind);
      return rich;
    },
    texture: () => null,
  });
  const props = BINGO_STATES['mid-game']();
  scene.prepare(props);
  scene.resize(960, 600);
  scene.show();
  return { scene, feed: props.feed as typeof props.feed & { call(n: number): void }, asked };
}

describe('bingo hall animations', () => {
  it('roll the called ball in with rich animations', () => {
    const { scene, feed, asked } = hall(true);
    feed.call(42);
    expect(asked).toContain('bingo');
    expect(find(scene, BallView)!.scale.x).toBeLessThan(1);
    scene.destroy({ children: true });
  });

  it('show the ball at once in lite mode (rich animations off or reduced motion)', () => {
    const { scene, feed } = hall(false);
    feed.call(42);
    expect(find(scene, BallView)!.scale.x).toBe(1);
    scene.destroy({ children: true });
  });
});
