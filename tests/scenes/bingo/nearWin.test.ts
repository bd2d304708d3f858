import gsap from 'gsap';
import { Container } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { BingoCardView } from '../../../scenes/bingo/BingoCardView';
import { bingoHall } from '../support/bingoHall';

/** The hall mid-game: card 102 is one number (cell 2) from a line. */
function hall(rich: boolean) {
  const { context, ...rest } = bingoHall('mid-game', rich);
  return { ...rest, disposables: context.disposables };
}

/** The near-win's glow and cell rings, by their labels. */
const glowOf = (card: BingoCardView) => card.getChildByLabel('near-win-glow') as Container;
const ringsOf = (card: BingoCardView) => card.getChildByLabel('near-win-rings') as Container;

describe('bingo near-win tension', () => {
  it('marks only the card one number from the pattern, ringing the missing cell', () => {
    const { scene, feed, cards } = hall(false);
    const near = cards().filter((c) => c.near);
    expect(near).toHaveLength(1);
    expect(glowOf(near[0]).visible).toBe(true);
    expect(ringsOf(near[0]).visible).toBe(true);
    for (const far of cards().filter((c) => !c.near)) expect(glowOf(far).visible).toBe(false);
    // The ring sits on the missing cell: card 102's cell 2 (row 0, column 2).
    const card102 = feed.cards.find((c) => c.playId === 102)!;
    expect(card102.lastCells).toEqual([2]);
    const ring = ringsOf(near[0]).getLocalBounds();
    const missing = near[0].getChildByLabel('cell-2')!;
    expect(ring.x).toBeLessThan(missing.x);
    expect(ring.x + ring.width).toBeGreaterThan(missing.x);
    scene.destroy({ children: true });
  });

  it('breathes in rich mode and stops with the stage', () => {
    const { scene, cards, disposables } = hall(true);
    const near = cards().find((c) => c.near)!;
    expect(gsap.getTweensOf(glowOf(near)).length).toBe(1);
    disposables.dispose();
    expect(gsap.getTweensOf(glowOf(near)).length).toBe(0);
    scene.destroy({ children: true });
  });

  it('stands still in lite mode', () => {
    const { scene, cards } = hall(false);
    const near = cards().find((c) => c.near)!;
    expect(gsap.getTweensOf(glowOf(near)).length).toBe(0);
    expect(glowOf(near).alpha).toBe(1);
    scene.destroy({ children: true });
  });

  it('ends the tension when the card completes the pattern', () => {
    const { scene, feed, cards } = hall(true);
    const card102 = feed.cards.find((c) => c.playId === 102)!;
    const missingNumber = card102.cells[card102.lastCells[0]!]!;
    const near = cards().find((c) => c.near)!;
    feed.call(missingNumber);
    expect(near.near).toBe(false);
    expect(glowOf(near).visible).toBe(false);
    expect(gsap.getTweensOf(glowOf(near)).length).toBe(0);
    scene.destroy({ children: true });
  });
});
