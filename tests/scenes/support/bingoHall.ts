import { BingoCardView } from '../../../scenes/bingo/BingoCardView';
import { BingoScene } from '../../../scenes/bingo/BingoScene';
import { BINGO_STATES } from '../../../dev/stage-harness/bingoStates';
import { nodesOf, testStageContext } from './testStageContext';

/** The bingo hall at a harness state, shown at 960x600; `feed.call(n)` plays one more number. */
export function bingoHall(state: keyof typeof BINGO_STATES, rich: boolean) {
  const context = testStageContext({ rich });
  const scene = new BingoScene(context);
  const props = BINGO_STATES[state]();
  scene.prepare(props);
  scene.resize(960, 600);
  scene.show();
  const feed = props.feed as typeof props.feed & { call(n: number): void };
  return { scene, feed, context, cards: () => nodesOf(scene, BingoCardView) };
}
