import { describe, expect, it } from 'vitest';
import { bingoCallLetter } from '../../../protocol/bingo';
import { bingoLayout, boardSpots } from '../../../scenes/bingo/layout';

const letterOf = (n: number) => bingoCallLetter(75, n) ?? '';

/** Every spot's square inside the rect and no two squares overlapping. */
function expectFitted(spots: ReturnType<typeof boardSpots>, rect: { w: number; h: number }) {
  const all = [...spots.numbers.values(), ...spots.letters];
  const half = spots.cell / 2;
  for (const p of all) {
    expect(p.x - half).toBeGreaterThanOrEqual(-1e-9);
    expect(p.y - half).toBeGreaterThanOrEqual(-1e-9);
    expect(p.x + half).toBeLessThanOrEqual(rect.w + 1e-9);
    expect(p.y + half).toBeLessThanOrEqual(rect.h + 1e-9);
  }
  for (const a of spots.numbers.values())
    for (const b of spots.numbers.values())
      if (a !== b)
        expect(Math.abs(a.x - b.x) >= spots.cell - 1e-9 || Math.abs(a.y - b.y) >= spots.cell - 1e-9).toBe(
          true,
        );
}

describe('the caller board', () => {
  it('wraps each letter onto two lines on the wide hall, with numbers half again as large', () => {
    const rect = bingoLayout(false).board;
    const spots = boardSpots(75, rect, letterOf);
    expectFitted(spots, rect);
    expect(spots.numbers.size).toBe(75);
    // One line per letter (16 slots across) gave (w - 16) / 16.
    expect(spots.cell).toBeGreaterThan(((rect.w - 16) / 16) * 1.4);
    expect(spots.letters.map((l) => l.letter)).toEqual(['B', 'I', 'N', 'G', 'O']);
    // B's 1-8 on one line, 9-15 on the next, I starting below them; the letter between its lines.
    const one = spots.numbers.get(1)!;
    expect(spots.numbers.get(8)!.y).toBe(one.y);
    expect(spots.numbers.get(9)!.y).toBeCloseTo(one.y + spots.cell);
    expect(spots.numbers.get(9)!.x).toBe(one.x);
    expect(spots.numbers.get(16)!.y).toBeCloseTo(one.y + 2 * spots.cell);
    expect(spots.letters[0].y).toBeCloseTo(one.y + spots.cell / 2);
    expect(spots.letters[0].x).toBeCloseTo(one.x - spots.cell);
  });

  it("keeps a letter's fifteen on one line where the board is a strip (a phone)", () => {
    const rect = bingoLayout(true).board;
    const spots = boardSpots(75, rect, letterOf);
    expectFitted(spots, rect);
    expect(spots.numbers.get(15)!.y).toBe(spots.numbers.get(1)!.y);
    expect(spots.numbers.get(16)!.y).toBeCloseTo(spots.numbers.get(1)!.y + spots.cell);
  });

  it('lays 90 balls ten across, without letters', () => {
    for (const narrow of [false, true]) {
      const rect = bingoLayout(narrow).board;
      const spots = boardSpots(90, rect, letterOf);
      expectFitted(spots, rect);
      expect(spots.letters).toEqual([]);
      expect(spots.numbers.get(10)!.y).toBe(spots.numbers.get(1)!.y);
      expect(spots.numbers.get(11)!.x).toBe(spots.numbers.get(1)!.x);
    }
  });
});
