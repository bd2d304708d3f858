import { percentOf } from '../draw/ranks';
import type { BingoTerms } from '../../config/bingoSchema';
import type { BingoRound } from './round';

/** Patterns a call won: each with the indexes (sale order) of its winning cards. */
export interface CallWins {
  patternIndex: number;
  cards: number[];
}

/**
 * Makes one call on the round: daubs the number, and while the pattern in play has winners, records
 * them and moves to the next pattern, which is checked on the same call (a card completing a line
 * and two lines at once wins both). Returns the wins and the pattern now in play.
 */
export function playCall(
  round: BingoRound,
  number: number,
  patternIndex: number,
): { wins: CallWins[]; patternIndex: number } {
  const wins: CallWins[] = [];
  if (patternIndex >= round.patterns.length) return { wins, patternIndex };
  let cards = round.call(number, patternIndex);
  while (cards.length > 0) {
    wins.push({ patternIndex, cards });
    patternIndex++;
    if (patternIndex >= round.patterns.length) break;
    cards = round.scan(patternIndex);
  }
  return { wins, patternIndex };
}

/**
 * Each pattern's prize, fixed at the start: its share of the pool (payoutPercentage of sales), but
 * never less than its guarantee. A game without cards pays nothing (nobody could win).
 */
export function patternPrizes(terms: BingoTerms, poolMinor: number, cards: number): number[] {
  if (cards === 0) return terms.patterns.map(() => 0);
  return terms.patterns.map((p) => Math.max(p.guaranteedPrizeMinor, percentOf(poolMinor, p.prizePercentage)));
}
