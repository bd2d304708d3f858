import type { BingoPattern } from '../../../protocol/constants';
import { completes, masksOf } from './patterns';
import type { Cells } from './cards';

export interface RoundCard {
  playId: number;
  playerId: number;
  cells: Cells;
}

/**
 * The calling state of one game in memory: each card's daubs as a bitmask, and an index from each
 * number to the cards (and cell bits) holding it, in compressed rows (offsets into two flat typed
 * arrays), so a call touches only the cards with that number: with 100,000 75-ball cards, about
 * a third of them, in a few milliseconds. Rebuilt from the stored calls after a restart.
 */
export class BingoRound {
  private readonly daubs: Int32Array;
  private readonly offsets: Int32Array;
  private readonly cardAt: Int32Array;
  private readonly bitAt: Int32Array;
  /** Pattern index whose full scan is done: cards unchanged since are known not to complete it. */
  private scanned = -1;
  calledCount = 0;

  constructor(
    readonly cards: readonly RoundCard[],
    readonly patterns: readonly BingoPattern[],
    range: number,
  ) {
    const n = cards.length;
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
    }
    for (let v = 1; v < counts.length; v++) counts[v] += counts[v - 1];
    this.offsets = counts;
    const total = counts[range + 1];
    this.cardAt = new Int32Array(total);
    this.bitAt = new Int32Array(total);
    const fill = counts.slice(0, range + 1);
    for (let i = 0; i < n; i++) {
      const cells = cards[i].cells;
      for (let c = 0; c < cells.length; c++) {
        const v = cells[c];
        if (v === 0) continue;
        const at = fill[v]++;
        this.cardAt[at] = i;
        this.bitAt[at] = 1 << c;
      }
    }
  }

  daubsOf(cardIndex: number): number {
    return this.daubs[cardIndex];
  }

  /**
   * Daubs `number` and returns the indexes (ascending) of the cards completing pattern
   * `patternIndex` now: only cards the call changed, unless the pattern was never scanned
   * (the first call after the previous pattern was won), when every card is checked.
   */
  call(number: number, patternIndex: number): number[] {
    this.calledCount++;
    const masks = masksOf(this.patterns[patternIndex]);
    const winners: number[] = [];
    const from = this.offsets[number];
    const to = this.offsets[number + 1];
    for (let at = from; at < to; at++) {
      const i = this.cardAt[at];
      this.daubs[i] |= this.bitAt[at];
      if (this.scanned === patternIndex && completes(this.daubs[i], masks)) winners.push(i);
    }
    if (this.scanned !== patternIndex) return this.scan(patternIndex);
    return winners.sort((a, b) => a - b);
  }

  /** Every card completing the pattern as daubed so far (a pattern's first check). */
  scan(patternIndex: number): number[] {
    this.scanned = patternIndex;
    const masks = masksOf(this.patterns[patternIndex]);
    const winners: number[] = [];
    for (let i = 0; i < this.daubs.length; i++) if (completes(this.daubs[i], masks)) winners.push(i);
    return winners;
  }
}
