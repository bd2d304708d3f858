import { Container, Text } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { BINGO_STATES } from '../../../dev/stage-harness/bingoStates';
import { BingoScene, type BingoFeed } from '../../../scenes/bingo/BingoScene';
import { BingoWatchPanel } from '../../../scenes/bingo/BingoWatchPanel';
import { nodeOf, testStageContext } from '../support/testStageContext';

const visibleTexts = (node: Container): string[] =>
  node.children.filter((c): c is Text => c instanceof Text && c.visible && c.text !== '').map((t) => t.text);

/** The hall after the first pattern was won, with the feed's cards or none. */
function hall(withCards: boolean, width = 960, height = 600) {
  const scene = new BingoScene(testStageContext());
  const props = BINGO_STATES['line-won']();
  const feed: BingoFeed = withCards ? props.feed : { view: props.feed.view, cards: [] };
  scene.prepare({ ...props, feed });
  scene.resize(width, height);
  scene.show();
  return { scene, view: props.feed.view! };
}

describe('the bingo hall of a player without cards', () => {
  it("shows what the game is played for in the cards' place: each pattern's prize, its winners or that it is still to win", () => {
    const { scene, view } = hall(false);
    const panel = nodeOf(scene, BingoWatchPanel)!;
    expect(panel.visible).toBe(true);
    const texts = visibleTexts(panel);
    expect(texts.slice(0, 2)).toEqual(['Watching this game', 'You have no cards in this game.']);
    const [first, second] = view.patterns;
    expect(texts).toContain(`Any line · Prize $${first.prize.toFixed(2)}`);
    const names = first.winners!.map((w) => w.screenName).join(', ');
    expect(texts.some((t) => t.startsWith(`Any line: ${names}`))).toBe(true);
    expect(texts).toContain(`Four corners · Prize $${second.prize.toFixed(2)}`);
    expect(texts.filter((t) => t === 'Not won yet')).toHaveLength(view.patterns.length - 1);
    scene.destroy({ children: true });
  });

  it('keeps the panel hidden while the player has cards, on a phone too', () => {
    for (const [width, height] of [
      [960, 600],
      [390, 760],
    ]) {
      const { scene } = hall(true, width, height);
      expect(nodeOf(scene, BingoWatchPanel)!.visible).toBe(false);
      scene.destroy({ children: true });
    }
  });
});
