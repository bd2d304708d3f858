import { isBetType } from '../../../protocol/betTypes';
import type { OddsTable } from './betTypes';
import { linePrize, lineWins } from './betLines';
import type { Id } from './settle';

/** A sold line as settlement reads it back: its play text and the bet type it was sold as. */
export interface OneDrawPlay {
  playId: Id;
  playerId: Id;
  play: string;
  betType?: string | null;
}

export interface OneDrawTerms {
  costMinor: number;
  odds: OddsTable;
}

/**
 * Settlement of a fixed-odds one-draw game, in the shape the engine books (engine/outcome.ts
 * Outcome): every winning line is paid floor(cost * odds of its bet type), rank 1. Nothing is
 * pooled or split and no jackpot moves; the house keeps sales less prizes, which is negative
 * when it pays out more than it took. A line without a known bet type is a corrupt sale and
 * stops settlement rather than being silently skipped.
 */
export function oneDrawOutcome(terms: OneDrawTerms, plays: readonly OneDrawPlay[], draws: readonly number[]) {
  const wins: { playId: number; playerId: number; rankNumber: number; prizeMinor: number }[] = [];
  const byBetType: Record<string, { lines: number; winners: number; prizesMinor: number }> = {};
  let prizesMinor = 0;
  for (const p of plays) {
    const betType = p.betType ?? '';
    if (!isBetType(betType)) throw new RangeError(`play ${p.playId}: no bet type`);
    const line = { betType, play: p.play };
    const tally = (byBetType[betType] ??= { lines: 0, winners: 0, prizesMinor: 0 });
    tally.lines++;
    if (!lineWins(line, draws)) continue;
    const prizeMinor = linePrize(line, terms, terms.costMinor);
    tally.winners++;
    tally.prizesMinor += prizeMinor;
    prizesMinor += prizeMinor;
    wins.push({ playId: Number(p.playId), playerId: Number(p.playerId), rankNumber: 1, prizeMinor });
  }
  const salesMinor = plays.length * terms.costMinor;
  return {
    wins,
    salesMinor,
    contributionMinor: 0,
    prizesMinor,
    progressiveBeforeMinor: 0,
    progressiveAfterMinor: 0,
    summary: {
      lines: plays.length,
      salesMinor,
      prizesMinor,
      houseRemainder: salesMinor - prizesMinor,
      byBetType,
    },
  };
}
