import { describe, expect, it } from 'vitest';
import { cardPrize, scratchCellCount, winningCells } from '../../../scenes/scratchcard/cardRules';
import { AUTO_REVEAL_AT, brushPath, Coverage } from '../../../scenes/scratchcard/coverage';
import { gridCells, scratchLayout } from '../../../scenes/scratchcard/layout';
import {
  segmentArcs,
  segmentAtPointer,
  settleOvershoot,
  stopRotation,
  TAU,
} from '../../../scenes/spinner/wheelMaths';
import { completedWords, gridLetters, prizeForWords } from '../../../scenes/crossword/crosswordRules';
import { crosswordLayout, wordSquares } from '../../../scenes/crossword/layout';
import { cellKey } from '../../../scenes/crossword/crosswordRules';
import { instantKey, nextFocus } from '../../../scenes/instant/instantKeys';
import {
  crosswordLoss,
  crosswordWin,
  matchThreeLoss,
  matchThreeWin,
  numbersWin,
  spinnerWin,
} from '../../../dev/stage-harness/instantFixtures';

describe('scratch coverage', () => {
  it('starts empty, grows with strokes, never double-counts, and fills', () => {
    const c = new Coverage(100, 100, 20);
    expect(c.fraction).toBe(0);
    c.scratch(50, 50, 20);
    // A circle of radius 20 in a 100x100 cell covers pi*400/10000, about 12.6%.
    expect(c.fraction).toBeGreaterThan(0.1);
    expect(c.fraction).toBeLessThan(0.15);
    const once = c.fraction;
    c.scratch(50, 50, 20);
    expect(c.fraction).toBe(once);
    c.fill();
    expect(c.fraction).toBe(1);
  });

  it('crosses the auto-reveal threshold only once most of the cell is scratched', () => {
    const c = new Coverage(144, 144);
    // Two horizontal passes with a radius-20 brush cover about 55%: under the threshold.
    for (const y of [36, 108])
      for (const p of brushPath({ x: 0, y }, { x: 144, y }, 10)) c.scratch(p.x, p.y, 20);
    expect(c.fraction).toBeLessThan(AUTO_REVEAL_AT);
    for (const y of [72]) for (const p of brushPath({ x: 0, y }, { x: 144, y }, 10)) c.scratch(p.x, p.y, 20);
    expect(c.fraction).toBeGreaterThanOrEqual(AUTO_REVEAL_AT);
  });

  it('fills a fast swipe with points no further apart than the step', () => {
    const path = brushPath({ x: 0, y: 0 }, { x: 100, y: 0 }, 10);
    expect(path).toHaveLength(10);
    expect(path.at(-1)).toEqual({ x: 100, y: 0 });
    expect(path[0]).toEqual({ x: 10, y: 0 });
    expect(brushPath({ x: 5, y: 5 }, { x: 5, y: 5 }, 10)).toEqual([{ x: 5, y: 5 }]);
  });
});

describe('scratchcard rules and layout', () => {
  it('finds three of a kind and pays its prize; a losing card has none', () => {
    expect(winningCells(matchThreeWin.card)).toEqual([0, 4, 8]);
    expect(cardPrize(matchThreeWin.card)).toBe(matchThreeWin.prizeMinor);
    expect(winningCells(matchThreeLoss.card)).toEqual([]);
    expect(cardPrize(matchThreeLoss.card)).toBe(0);
  });

  it('matches your numbers against the winning numbers and sums their prizes', () => {
    // Winning 19 and 33 are cells 1 and 2; your 19 and 33 are cells 3+1 and 3+6.
    expect(winningCells(numbersWin.card)).toEqual([1, 2, 4, 9]);
    expect(cardPrize(numbersWin.card)).toBe(numbersWin.prizeMinor);
    expect(scratchCellCount(numbersWin.card)).toBe(11);
  });

  it('lays cells out as equal squares inside the card, not overlapping, in both designs', () => {
    for (const card of [matchThreeWin.card, numbersWin.card])
      for (const narrow of [false, true]) {
        const layout = scratchLayout(card, narrow);
        expect(layout.cells).toHaveLength(scratchCellCount(card));
        for (const cell of layout.cells) {
          expect(cell.x).toBeGreaterThanOrEqual(0);
          expect(cell.y).toBeGreaterThanOrEqual(0);
          expect(cell.x + cell.w).toBeLessThanOrEqual(layout.card.w);
          expect(cell.y + cell.h).toBeLessThanOrEqual(layout.card.h);
        }
        for (let i = 0; i < layout.cells.length; i++)
          for (let j = i + 1; j < layout.cells.length; j++) {
            const a = layout.cells[i];
            const b = layout.cells[j];
            const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
            expect(apart, `cells ${i} and ${j}`).toBe(true);
          }
      }
  });

  it('centres a short last row', () => {
    const cells = gridCells({ x: 0, y: 0, w: 300, h: 200 }, 5, 3, 0);
    expect(cells[3].x).toBe(50);
    expect(cells[4].x).toBe(150);
  });
});

describe('wheel angles', () => {
  const arcs = segmentArcs(spinnerWin.segments);

  it('gives each segment its share of the circle by weight', () => {
    const total = spinnerWin.segments.reduce((s, x) => s + x.weight, 0);
    spinnerWin.segments.forEach((s, i) =>
      expect(arcs[i].end - arcs[i].start).toBeCloseTo((s.weight / total) * TAU, 10),
    );
    expect(arcs.at(-1)!.end).toBeCloseTo(TAU, 10);
    expect(() => segmentArcs([{ prizeMinor: 0, weight: 0 }])).toThrow(RangeError);
  });

  it('stops every segment under the pointer after the turns asked for, from any start', () => {
    for (const from of [0, 1.3, -2, 40]) {
      for (let i = 0; i < arcs.length; i++) {
        const stop = stopRotation(arcs, i, from, 5);
        expect(segmentAtPointer(arcs, stop)).toBe(i);
        expect(stop - from).toBeGreaterThanOrEqual(5 * TAU);
        expect(stop - from).toBeLessThan(6 * TAU);
        // The settle's overshoot stays inside the segment: no manufactured near miss.
        expect(segmentAtPointer(arcs, stop + settleOvershoot(arcs, i))).toBe(i);
        expect(segmentAtPointer(arcs, stop - settleOvershoot(arcs, i))).toBe(i);
      }
    }
  });

  it('reads the segment under the pointer as the wheel turns clockwise', () => {
    // Turned clockwise by a little, the pointer sees the end of the last segment.
    expect(segmentAtPointer(arcs, 0.01)).toBe(arcs.length - 1);
    expect(segmentAtPointer(arcs, -0.01)).toBe(0);
  });
});

describe('crossword words', () => {
  it('builds the grid from crossing words and refuses words that disagree or leave it', () => {
    const grid = gridLetters(crosswordWin.words, crosswordWin.rows, crosswordWin.cols);
    expect(grid.get('4,3')).toBe('I');
    expect(grid.get('0,5')).toBe('T');
    expect(grid.size).toBe(26);
    expect(() =>
      gridLetters([...crosswordWin.words, { word: 'XY', row: 0, col: 0, direction: 'across' }], 8, 6),
    ).toThrow(/crosses/);
    expect(() => gridLetters([{ word: 'LONG', row: 0, col: 4, direction: 'across' }], 8, 6)).toThrow(
      /leaves/,
    );
  });

  it('completes a word only when all its letters are called, and pays by the count', () => {
    expect(completedWords(crosswordWin.words, crosswordWin.calledLetters)).toEqual([1, 3, 4]);
    expect(completedWords(crosswordWin.words, crosswordWin.calledLetters.slice(0, 6))).toEqual([]);
    expect(prizeForWords(crosswordWin.prizeTable, 3)).toBe(crosswordWin.prizeMinor);
    const lost = completedWords(crosswordLoss.words, crosswordLoss.calledLetters);
    expect(lost).toEqual([3]);
    expect(prizeForWords(crosswordLoss.prizeTable, lost.length)).toBe(0);
    expect(prizeForWords(crosswordWin.prizeTable, 9)).toBe(1_000_000);
  });

  it('stacks the words a small gap apart, in two columns on the wide board, with whole squares', () => {
    // As the pool builder places them: one word across per line, an empty line between.
    const list = ['FOX', 'VAULT', 'WIN', 'MONEY', 'WIZARD', 'GRAPE', 'QUEEN', 'WAX'];
    const words = list.map((word, i) => ({ word, row: i * 2, col: 0 }));
    for (const narrow of [false, true]) {
      const { grid } = crosswordLayout(narrow);
      const spots = wordSquares(grid, words, narrow ? 1 : 2, cellKey);
      expect(spots.size).toBe(list.join('').length);
      const all = [...spots.values()];
      const size = all[0].size;
      expect(Number.isInteger(size)).toBe(true);
      // The grid as drawn before (15 lines of 6) gave squares of floor(h / 15); stacking beats it.
      expect(size).toBeGreaterThan(Math.floor(grid.h / 15) * 1.4);
      for (const s of all) {
        expect(s.x).toBeGreaterThanOrEqual(grid.x);
        expect(s.y).toBeGreaterThanOrEqual(grid.y);
        expect(s.x + s.size).toBeLessThanOrEqual(grid.x + grid.w + 1e-9);
        expect(s.y + s.size).toBeLessThanOrEqual(grid.y + grid.h + 1e-9);
      }
      // No two squares overlap.
      for (const a of all)
        for (const b of all)
          if (a !== b) expect(Math.abs(a.x - b.x) >= size || Math.abs(a.y - b.y) >= size).toBe(true);
      // A word's letters sit side by side on one line; the words keep their order.
      const f = spots.get(cellKey(0, 0))!;
      expect(spots.get(cellKey(0, 2))).toEqual({ x: f.x + 2 * size, y: f.y, size });
      const second = spots.get(cellKey(2, 0))!;
      expect(second.y).toBeGreaterThan(f.y);
      const fifth = spots.get(cellKey(8, 0))!;
      if (narrow) expect(fifth.x).toBe(f.x);
      else expect([fifth.x > f.x, fifth.y]).toEqual([true, f.y]);
    }
  });
});

describe('instant keys', () => {
  it('maps the keys', () => {
    expect(instantKey('Enter')).toEqual({ kind: 'act' });
    expect(instantKey(' ')).toEqual({ kind: 'act' });
    expect(instantKey('a')).toEqual({ kind: 'revealAll' });
    expect(instantKey('Tab', true)).toEqual({ kind: 'move', step: -1, tab: true });
    expect(instantKey('ArrowRight')).toEqual({ kind: 'move', step: 1, tab: false });
    expect(instantKey('x')).toBeNull();
  });

  it('tabs through the cells and then out to the page; arrows wrap', () => {
    expect(nextFocus(-1, 1, 9, true)).toBe(0);
    expect(nextFocus(-1, -1, 9, true)).toBe(8);
    expect(nextFocus(3, 1, 9, true)).toBe(4);
    expect(nextFocus(8, 1, 9, true)).toBeNull();
    expect(nextFocus(0, -1, 9, true)).toBeNull();
    expect(nextFocus(8, 1, 9, false)).toBe(0);
    expect(nextFocus(0, -1, 9, false)).toBe(8);
  });
});
