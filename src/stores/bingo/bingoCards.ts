import type { BingoGameView, BingoPatternState } from '../../../protocol/bingo';
import { masksOf, toGo, type PatternMasks } from '../../../protocol/bingoPatterns';

/** One of my cards as the screens show it; the server decided every win, this only counts. */
export interface BingoCardView {
  playId: number;
  /** Row by row; 0 is the free centre (75-ball) or a blank (90-ball). */
  cells: number[];
  /** Per cell: called (or free), so daubed. */
  daubed: boolean[];
  /** Cells still to daub for the pattern being played (0 once it is complete). */
  toGo: number;
  /** At '1 to go': the cells (indexes) any one of which completes the pattern; else empty. */
  lastCells: number[];
  /** What this card has won so far, in major units. */
  won: number;
}

/** The card's daubs as a bit mask (bit i = cell i), free and blank cells counting as daubed. */
export function daubMask(cells: readonly number[], called: ReadonlySet<number>): number {
  let mask = 0;
  cells.forEach((n, i) => {
    if (n === 0 || called.has(n)) mask |= 1 << i;
  });
  return mask;
}

/** The cells whose daub alone would complete one of the pattern's shapes (the near-win's cells). */
export function oneToGoCells(daubs: number, masks: PatternMasks): number[] {
  const cells = new Set<number>();
  for (const m of masks) {
    const missing = (m & ~daubs) >>> 0;
    // Exactly one bit missing: a power of two.
    if (missing !== 0 && (missing & (missing - 1)) === 0) cells.add(31 - Math.clz32(missing));
  }
  return [...cells].sort((a, b) => a - b);
}

/** What each of my cards has won, from the winners the server announced per pattern. */
function winningsByCard(patterns: readonly BingoPatternState[]): Map<number, number> {
  const won = new Map<number, number>();
  for (const p of patterns)
    for (const w of p.winners ?? []) won.set(w.playId, (won.get(w.playId) ?? 0) + w.prize + (w.jackpot ?? 0));
  return won;
}

/**
 * My cards with their daubs, closest to winning the current pattern first (then by id). Once the
 * game is over (no pattern left in play) they count against the last pattern: with none to count
 * against, every card read 0 to go, and a card that won nothing said "Bingo!".
 */
export function cardViews(view: BingoGameView, called: ReadonlySet<number>): BingoCardView[] {
  const pattern = (view.patterns[view.patternIndex] ?? view.patterns.at(-1))?.pattern;
  const masks = pattern ? masksOf(pattern) : null;
  const won = winningsByCard(view.patterns);
  return view.cards
    .map((card) => {
      const mask = daubMask(card.cells, called);
      const left = masks ? toGo(mask, masks) : 0;
      return {
        playId: card.playId,
        cells: card.cells,
        daubed: card.cells.map((n) => n === 0 || called.has(n)),
        toGo: left,
        lastCells: masks && left === 1 ? oneToGoCells(mask, masks) : [],
        won: won.get(card.playId) ?? 0,
      };
    })
    .sort((a, b) => a.toGo - b.toGo || a.playId - b.playId);
}
