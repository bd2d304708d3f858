import { BET_TYPE_ORDER, RANK_LABELS } from './constants';
import { isSatelliteFormula } from './gameRules';
import type { PayoutInfoEntry } from './types/game';

/**
 * Payout-table maths for display (spec section 9), the same on server and client. Pure: no
 * server or client imports. Amounts may be minor units or wire numbers as long as prize and cost
 * use the same unit; exact results need integers (minor units).
 */

export const NOT_APPLICABLE = 'n/a';
export const GTD_SUFFIX = 'Gtd';

/** Balls matched for a rank: play size minus rank number plus 1. */
export function ballsMatchedForRank(playSize: number, rankNumber: number): number {
  return playSize - rankNumber + 1;
}

/** The multiplier as a number: prize / (cost + fee) rounded down to the nearest 0.5; null when cost is 0. */
export function multiplierValue(prize: number, playCost: number, feePerPlay: number): number | null {
  if (playCost === 0) return null;
  const unit = playCost + feePerPlay;
  if (unit <= 0) return null;
  // floor(2p/u)/2 rather than floor(p/u*2)/2: one division, exact for integer minor units.
  return Math.floor((2 * prize) / unit) / 2;
}

/** The multiplier label: '12x', '12.5x', or 'n/a' for a free game (play cost 0). */
export function multiplierLabel(prize: number, playCost: number, feePerPlay: number): string {
  const m = multiplierValue(prize, playCost, feePerPlay);
  return m === null ? NOT_APPLICABLE : `${m}x`;
}

/** The prize a rank shows: the guaranteed prize (flagged Gtd) when it exceeds the rank prize. */
export function shownPrize(entry: Pick<PayoutInfoEntry, 'rankPrize' | 'guaranteedPrize'>): {
  prize: number;
  gtd: boolean;
} {
  const gtd = entry.guaranteedPrize > entry.rankPrize;
  return { prize: gtd ? entry.guaranteedPrize : entry.rankPrize, gtd };
}

/** Ranks paid: ranks with a non-zero rankPrize. */
export function ranksPaid(entries: readonly Pick<PayoutInfoEntry, 'rankPrize'>[]): number {
  return entries.filter((e) => e.rankPrize !== 0).length;
}

export interface PayoutRow {
  rankNumber: number;
  rankNumber2nd?: number;
  ballsMatched: number;
  ballsMatched2nd?: number;
  prize: number;
  gtd: boolean;
  multiplier: string;
  title?: string;
  /** The rank's name (straight, rumble, lucky) when the game type names its ranks. */
  rankLabel?: string;
  /**
   * A pari-mutuel rank with nothing in its pool yet: the percent of the prize pool its winners
   * share. Shown instead of a prize, which would read as "pays 0".
   */
  poolShare?: number;
  /** Won with the rank besides the money: a prize item's name, or seats in another game. */
  prizeItem?: string;
  satellite?: { entries: number; gameTitle: string };
  /** A satellite game's rank that wins seats and no money: the seats are its whole prize. */
  seatsOnly?: true;
}

export interface PayoutGame {
  gamePlaySize: number;
  gamePlaySize2nd?: number;
  gamePlayCost: number;
  gameFeePerPlay: number;
  /** OneDraw10kSatellite: ranks win entries into another game (spec section 1). */
  payoutFormula?: string;
  rankLabels?: boolean;
}

/** A rank's name when the game names its ranks (RANK_LABELS), else undefined. */
export function rankLabelOf(game: Pick<PayoutGame, 'rankLabels'>, rankNumber: number): string | undefined {
  return game.rankLabels ? RANK_LABELS[rankNumber] : undefined;
}

/** The rank/multiplier/balls-matched table, best rank first. */
export function payoutRows(game: PayoutGame, entries: readonly PayoutInfoEntry[]): PayoutRow[] {
  const sorted = [...entries].sort(
    (a, b) => a.rankNumber - b.rankNumber || (a.rankNumber2nd || Infinity) - (b.rankNumber2nd || Infinity),
  );
  return sorted.map((e) => {
    const { prize, gtd } = shownPrize(e);
    const row: PayoutRow = {
      rankNumber: e.rankNumber,
      ballsMatched: ballsMatchedForRank(game.gamePlaySize, e.rankNumber),
      prize,
      gtd,
      multiplier: multiplierLabel(prize, game.gamePlayCost, game.gameFeePerPlay),
    };
    if (e.rankNumber2nd) {
      row.rankNumber2nd = e.rankNumber2nd;
      row.ballsMatched2nd = ballsMatchedForRank(game.gamePlaySize2nd ?? 0, e.rankNumber2nd);
    }
    if (prize === 0 && e.prizePercentage > 0) {
      row.poolShare = e.prizePercentage;
      row.multiplier = NOT_APPLICABLE;
    }
    if (e.meta?.rankTitle) row.title = e.meta.rankTitle;
    const label = rankLabelOf(game, e.rankNumber);
    if (label) row.rankLabel = label;
    if (e.prizeItem) row.prizeItem = e.prizeItem.name;
    const seats = e.satelliteItems?.[0];
    if (seats) row.satellite = { entries: seats.entries, gameTitle: seats.gameTitle };
    // A satellite game pays in seats: "$0 + 2 entries" would read as a losing rank.
    if (seats && prize === 0 && isSatelliteFormula({ payoutFormula: game.payoutFormula ?? '' })) {
      row.seatsOnly = true;
      row.multiplier = NOT_APPLICABLE;
    }
    return row;
  });
}

/** Bet-type rows sorted by BET_TYPE_ORDER; names not in the order go last, in their given order. */
export function sortBetTypes<T extends { betType: string }>(rows: readonly T[]): T[] {
  const order = BET_TYPE_ORDER as readonly string[];
  const at = (name: string) => {
    const i = order.indexOf(name);
    return i < 0 ? order.length : i;
  };
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => at(a.row.betType) - at(b.row.betType) || a.i - b.i)
    .map((x) => x.row);
}
