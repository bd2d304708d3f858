import { describe, expect, it } from 'vitest';
import { BingoScene } from '../../../scenes/bingo/BingoScene';
import { BallView } from '../../../scenes/lottery/art/BallView';
import { BINGO_STATES } from '../../../dev/stage-harness/bingoStates';
import { nodeOf, testStageContext } from '../support/testStageContext';

/** The hall mid-game; `rich` is what the stage's rich-animation rule answers for bingo. */
function hall(rich: boolean) {
  const asked: string[] = [];
  const scene = new BingoScene(testStageContext({ rich, asked }));
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
    expect(nodeOf(scene, BallView)!.scale.x).toBeLessThan(1);
    scene.destroy({ children: true });
  });

  it('show the ball at once in lite mode (rich animations off or reduced motion)', () => {
    const { scene, feed } = hall(false);
    feed.call(42);
    expect(nodeOf(scene, BallView)!.scale.x).toBe(1);
    scene.destroy({ children: true });
  });
});
