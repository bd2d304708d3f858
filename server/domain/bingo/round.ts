import type { BingoPattern } from '../../../protocol/constants';
import { masksOf } from './patterns';
import type { Cells } from './cards';

export interface RoundCard {
  playId: number;
  playerId: number;
  cells: Cells;
}

const popcount = (x: number) => {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
};

/**
 * The calling state of one game in memory, built so a call costs only the cards holding its
 * number, even when a pattern is won and the next comes into play:
 * - an index from each number to the cards (and cell bits) holding it, in compressed rows (offsets
 *   into two flat typed arrays);
 * - for every card and every mask of every pattern of the game, how many of the mask's cells are
 *   still to daub; a call counts down only the masks holding the daubed cells, and a count reaching
 *   0 adds the card (once) to that pattern's completed list.
 * A pattern in play has no card completed before this call (it would have been won then), so its
 * winners are exactly its completed list; the pattern after a win already has its own, gathered
 * while it waited, so no call ever scans every card. 100,000 75-ball cards with four patterns
 * take about 3 MB. Rebuilt from the stored calls after a restart.
 */
export class BingoRound {
  private readonly daubs: Int32Array;
  private readonly offsets: Int32Array;
  private readonly cardAt: Int32Array;
  private readonly cellAt: Int32Array;
  /** Masks of all patterns, flattened; patternOfMask gives each mask's pattern. */
  private readonly maskCount: number;
  private readonly patternOfMask: Int32Array;
  /** For each cell, the masks holding it: maskList[maskStart[c] .. maskStart[c + 1]). */
  private readonly maskStart: Int32Array;
  private readonly maskList: Int32Array;
  /** Per card and mask, cells still to daub (card-major: card * maskCount + mask). */
  private readonly missing: Uint8Array;
  /** Per card and pattern, 1 once the card completes the pattern. */
  private readonly done: Uint8Array;
  /** Per pattern, the cards completing it, in the order they did. */
  private readonly completed: number[][];
  calledCount = 0;

  constructor(
    readonly cards: readonly RoundCard[],
    readonly patterns: readonly BingoPattern[],
    range: number,
  ) {
    const n = cards.length;
    const masks = patterns.flatMap((p) => [...masksOf(p)]);
    this.maskCount = masks.length;
    this.patternOfMask = Int32Array.from(patterns.flatMap((p, i) => masksOf(p).map(() => i)));
    // A loop, not Math.max(...): spreading hundreds of thousands of arguments overflows the stack.
    const cellsPerCard = cards.reduce((most, c) => Math.max(most, c.cells.length), 0);
    const byCell: number[][] = Array.from({ length: cellsPerCard }, () => []);
    masks.forEach((m, k) => byCell.forEach((list, c) => (m & (1 << c) ? list.push(k) : undefined)));
    this.maskStart = new Int32Array(cellsPerCard + 1);
    byCell.forEach((list, c) => (this.maskStart[c + 1] = this.maskStart[c] + list.length));
    this.maskList = Int32Array.from(byCell.flat());
    this.missing = new Uint8Array(n * this.maskCount);
    this.done = new Uint8Array(n * patterns.length);
    this.completed = patterns.map(() => []);

    this.daubs = new Int32Array(n);
    const counts = new Int32Array(range + 2);
    for (let i = 0; i < n; i++) {
      const cells = cards[i].cells;
      let free = 0;
      for (let c = 0; c < cells.length; c++) {
        if (cells[c] === 0) free |= 1 << c;
        else counts[cells[c] + 1]++;
      }
      this.daubs[i] = free;
      for (let k = 0; k < this.maskCount; k++) {
        this.missing[i * this.maskCount + k] = popcount(masks[k] & ~free);
        if (this.missing[i * this.maskCount + k] === 0) this.complete(i, k);
      }
    }
    for (let v = 1; v < counts.length; v++) counts[v] += counts[v - 1];
    this.offsets = counts;
    const total = counts[range + 1];
    this.cardAt = new Int32Array(total);
    this.cellAt = new Int32Array(total);
    const fill = counts.slice(0, range + 1);
    for (let i = 0; i < n; i++) {
      const cells = cards[i].cells;
      for (let c = 0; c < cells.length; c++) {
        const v = cells[c];
        if (v === 0) continue;
        const at = fill[v]++;
        this.cardAt[at] = i;
        this.cellAt[at] = c;
      }
    }
  }

  daubsOf(cardIndex: number): number {
    return this.daubs[cardIndex];
  }

  /**
   * Daubs `number` and returns the indexes (ascending) of the cards completing pattern
   * `patternIndex` now (the pattern in play: none had completed it before).
   */
  call(number: number, patternIndex: number): number[] {
    this.calledCount++;
    const { cardAt, cellAt, maskStart, maskList, missing, maskCount } = this;
    for (let at = this.offsets[number], to = this.offsets[number + 1]; at < to; at++) {
      const i = cardAt[at];
      const c = cellAt[at];
      const bit = 1 << c;
      if (this.daubs[i] & bit) continue; // a repeated number changes nothing
      this.daubs[i] |= bit;
      const row = i * maskCount;
      for (let m = maskStart[c], end = maskStart[c + 1]; m < end; m++)
        if (--missing[row + maskList[m]] === 0) this.complete(i, maskList[m]);
    }
    return this.scan(patternIndex);
  }

  /** Every card completing the pattern as daubed so far (the next pattern's check after a win). */
  scan(patternIndex: number): number[] {
    return [...this.completed[patternIndex]].sort((a, b) => a - b);
  }

  private complete(card: number, mask: number): void {
    const p = this.patternOfMask[mask];
    const flag = card * this.patterns.length + p;
    if (this.done[flag]) return;
    this.done[flag] = 1;
    this.completed[p].push(card);
  }
}
