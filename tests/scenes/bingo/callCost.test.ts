import { Container, Graphics, Text } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import type { BingoCardView } from '../../../scenes/bingo/BingoCardView';
import { bingoHall } from '../support/bingoHall';

// A call on a phone must cost little (the stage bench's bingo hall at 4x CPU slowdown): restyling a
// Text re-rasterises it and redrawing a card's discs re-tessellates them. A call recolours the
// numbers it daubs by tint and adds one shared-geometry disc each.
describe('a bingo call', () => {
  it('daubs by tint and one added disc, leaving text styles and the cards’ discs as they were', () => {
    const { scene, feed, context, cards: cardsNow } = bingoHall('many-cards', false);
    const cards = cardsNow();
    const cellsOf = (card: BingoCardView) =>
      card.children.filter((c): c is Text => c instanceof Text && (c.label ?? '').startsWith('cell-'));
    // A number on some card that has not been called yet.
    const number = cards
      .flatMap(cellsOf)
      .map((t) => Number(t.text))
      .find((n) => n > 0 && !feed.view!.calls.includes(n))!;
    expect(number).toBeGreaterThan(0);
    const holding = cards.filter((card) => cellsOf(card).some((t) => t.text === String(number)));
    const before = holding.map((card) => ({
      chips: (card.getChildByLabel('chips') as Graphics).context.instructions.length,
      daubs: (card.getChildByLabel('daubs') as Container).children.length,
    }));

    feed.call(number);

    holding.forEach((card, i) => {
      const cell = cellsOf(card).find((t) => t.text === String(number))!;
      expect(cell.tint).toBe(context.theme.palette.chipText);
      expect(cell.style.fill).toBe(0xffffff);
      expect((card.getChildByLabel('chips') as Graphics).context.instructions.length).toBe(before[i].chips);
      const daubs = (card.getChildByLabel('daubs') as Container).children as Graphics[];
      expect(daubs.length).toBe(before[i].daubs + 1);
      // Every daub draws the same geometry.
      expect(new Set(daubs.map((d) => d.context)).size).toBe(1);
    });
    scene.destroy({ children: true });
  });
});
