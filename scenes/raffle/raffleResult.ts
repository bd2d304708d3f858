import type { RaffleRank, RaffleResult } from '../../src/stores/playout/stageResults';

/**
 * The order of the show (spec section 4, REPLAY1: "draw and payout lists may be reversed for
 * raffles"): the lowest rank is drawn first and rank 1 last, and the payout list reads the same way.
 */
export function revealOrder(result: RaffleResult): RaffleRank[] {
  return [...result.ranks].sort((a, b) => b.rankNumber - a.rankNumber);
}

export function ticketLabel(prefix: string, ticket: number): string {
  return `${prefix}-${String(ticket).padStart(6, '0')}`;
}

/** Space between a payout row's rank, its ticket and name, and its prize. */
const ROW_GAP = 10;

/**
 * Where a payout row's ticket and name go: at `minX`, or after the rank's label where a
 * translation makes it longer ('Categoría 3'), and shrunk to end before the prize.
 */
export function rowDetailFit(row: { minX: number; rankRight: number; prizeLeft: number; width: number }): {
  x: number;
  scale: number;
} {
  const x = Math.max(row.minX, row.rankRight + ROW_GAP);
  const room = Math.max(0, row.prizeLeft - ROW_GAP - x);
  return { x, scale: Math.min(1, room / Math.max(1, row.width)) };
}

export interface RaffleTexts {
  waiting: string;
  rank: (rank: number) => string;
  hidden: string;
  drawn: (count: number, total: number) => string;
  myWinnings: string;
  yours: string;
}

export const DEFAULT_RAFFLE_TEXTS: RaffleTexts = {
  waiting: 'The draw starts in',
  rank: (rank) => `Rank ${rank}`,
  hidden: 'to be drawn',
  drawn: (count, total) => `Prizes drawn: ${count} of ${total}`,
  myWinnings: 'My winnings',
  yours: 'Your ticket!',
};
