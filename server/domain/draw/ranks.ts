/**
 * Ranks of regular draw games (spec section 9): rank n pays plays that matched
 * pickSize - n + 1 balls, so rank 1 is every ball. Bonus-ball ranks use rankNumber2nd the same
 * way over the second set (rankNumber2nd 1 = every second-set ball); a rank without
 * rankNumber2nd (or with 0) does not look at the second set.
 */

export interface RankRule {
  rankNumber: number;
  rankNumber2nd?: number;
  /** Fixed prize per winner in minor units, paid by the house, never split. */
  prizeMinor: number;
  /** Share of the prize pool for this rank, split equally among its winners. */
  prizePercentage: number;
  /** No winner of this rank is paid less; the house tops up. */
  guaranteedPrizeMinor: number;
  title?: string;
}

/** Balls a rank needs matched: play size minus rank number plus 1. */
export function ballsMatched(pickSize: number, rankNumber: number): number {
  return pickSize - rankNumber + 1;
}

/** The rank number a given number of matched balls falls in (inverse of ballsMatched). */
export function rankNumberFor(pickSize: number, matched: number): number {
  return pickSize - matched + 1;
}

const hasSecond = (r: RankRule) => r.rankNumber2nd !== undefined && r.rankNumber2nd > 0;

/**
 * floor(amount * percentage / 100) exactly, in integers. The percentage is taken to 6 decimal
 * places (62.5 and 33.333333 are exact); BigInt because amount * scaled percentage can pass 2^53.
 */
export function percentOf(amountMinor: number, percentage: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError(`amount must be a non-negative safe integer: ${amountMinor}`);
  if (!Number.isFinite(percentage) || percentage < 0)
    throw new RangeError(`percentage must be >= 0: ${percentage}`);
  const scaled = BigInt(Math.round(percentage * 1e6));
  return Number((BigInt(amountMinor) * scaled) / 100_000_000n);
}

export interface RankShape {
  pickSize: number;
  secondSet?: { pickSize: number };
}

/**
 * Checks a rank table against its game: rank numbers in range, bonus ranks only with a second
 * set, no rank listed twice, percentages summing to at most 100. Throws on a broken config.
 */
export function checkRanks(game: RankShape, ranks: readonly RankRule[]): void {
  const keys = new Set<string>();
  let percentSum = 0;
  for (const r of ranks) {
    if (!Number.isInteger(r.rankNumber) || r.rankNumber < 1 || r.rankNumber > game.pickSize + 1)
      throw new RangeError(`rank ${r.rankNumber} is outside 1..${game.pickSize + 1}`);
    if (hasSecond(r)) {
      if (!game.secondSet)
        throw new RangeError(`rank ${r.rankNumber} has rankNumber2nd but the game has no second set`);
      if (!Number.isInteger(r.rankNumber2nd) || r.rankNumber2nd! > game.secondSet.pickSize + 1)
        throw new RangeError(`rankNumber2nd ${r.rankNumber2nd} is outside 1..${game.secondSet.pickSize + 1}`);
    }
    for (const [name, v] of [
      ['prizeMinor', r.prizeMinor],
      ['guaranteedPrizeMinor', r.guaranteedPrizeMinor],
    ] as const)
      if (!Number.isSafeInteger(v) || v < 0)
        throw new RangeError(`rank ${r.rankNumber} ${name} must be a non-negative integer`);
    const key = `${r.rankNumber}/${hasSecond(r) ? r.rankNumber2nd : '-'}`;
    if (keys.has(key)) throw new RangeError(`rank ${key} is listed twice`);
    keys.add(key);
    percentSum += r.prizePercentage;
  }
  if (percentSum > 100 + 1e-9) throw new RangeError(`rank prize percentages sum to ${percentSum}, above 100`);
}

/**
 * A table from (balls matched, second-set balls matched) to the index of the rank they win, -1
 * for none: cell [m * (pick2 + 1) + m2]. Built once per settlement so each play is one lookup.
 * When a bonus rank and a plain rank both fit, the bonus rank wins (it is the more specific).
 */
export function rankLookup(game: RankShape, ranks: readonly RankRule[]): Int16Array {
  const pick2 = game.secondSet?.pickSize ?? 0;
  const table = new Int16Array((game.pickSize + 1) * (pick2 + 1)).fill(-1);
  for (let m = 0; m <= game.pickSize; m++) {
    for (let m2 = 0; m2 <= pick2; m2++) {
      let best = -1;
      ranks.forEach((r, i) => {
        if (ballsMatched(game.pickSize, r.rankNumber) !== m) return;
        if (hasSecond(r) && ballsMatched(pick2, r.rankNumber2nd!) !== m2) return;
        if (best < 0 || (hasSecond(r) && !hasSecond(ranks[best]))) best = i;
      });
      table[m * (pick2 + 1) + m2] = best;
    }
  }
  return table;
}

/**
 * The jackpot (top) rank: the lowest rank number, and among those the lowest bonus rank, a
 * plain rank counting as below every bonus rank. -1 for an empty table.
 */
export function topRankIndex(ranks: readonly RankRule[]): number {
  let best = -1;
  const second = (r: RankRule) => (hasSecond(r) ? r.rankNumber2nd! : Number.POSITIVE_INFINITY);
  ranks.forEach((r, i) => {
    if (best < 0) best = i;
    else {
      const b = ranks[best];
      if (r.rankNumber < b.rankNumber || (r.rankNumber === b.rankNumber && second(r) < second(b))) best = i;
    }
  });
  return best;
}

/** The prize pool from sales: floor(sales * payoutPercentage / 100). */
export function prizePool(salesMinor: number, payoutPercentage: number): number {
  return percentOf(salesMinor, payoutPercentage);
}

/**
 * The rank prizes the payout table shows before the draw (rankPrize of a Payout info entry):
 * fixed prize plus the rank's pool share, one winner assumed ("All values are estimated assuming
 * no ties in each rank"). The pool is estimated from the plays sold so far.
 */
export function estimatedRankPrizes(
  game: { costMinor: number; payoutPercentage: number },
  ranks: readonly RankRule[],
  playsSold: number,
): { rankNumber: number; rankNumber2nd?: number; rankPrizeMinor: number; guaranteedPrizeMinor: number }[] {
  const pool = prizePool(playsSold * game.costMinor, game.payoutPercentage);
  return ranks.map((r) => ({
    rankNumber: r.rankNumber,
    ...(hasSecond(r) ? { rankNumber2nd: r.rankNumber2nd } : {}),
    rankPrizeMinor: r.prizeMinor + percentOf(pool, r.prizePercentage),
    guaranteedPrizeMinor: r.guaranteedPrizeMinor,
  }));
}
