import { parsePlay, type PlayRules } from './plays';
import { checkRanks, percentOf, prizePool, rankLookup, topRankIndex, type RankRule } from './ranks';

/**
 * Settlement of a regular draw game: which plays won which rank and how much, as a pure function
 * of the game type, the plays and the draw. It moves no money; the engine credits `winners`
 * through the ledger and books the totals. Every minor unit that comes in is accounted for:
 *
 *   sales + fees + progressive before  ==  prizes + houseRemainder + rollover + progressive after
 *
 * - pool = floor(sales * payoutPercentage / 100), sales = plays * cost (fees are the house's).
 * - progressive contribution = plays * floor(cost * contributionPercentage / 100), from sales
 *   outside the pool; the jackpot stops at its ceiling and what would pass it goes to the house.
 * - a rank's pool share = floor(pool * prizePercentage / 100), split equally among its winners;
 *   the minor units an equal split cannot give (share mod winners) are not handed to anyone in
 *   particular, they go to `rollover` as splitLeftover. Shares of ranks nobody won (unwon) and
 *   pool not given to any rank (unallocated) go to `rollover` too; the engine decides whether
 *   rollover feeds the next game or the house.
 * - fixed prizes (prizeMinor, per winner, never split) and guarantee top-ups (a winner is never
 *   paid less than guaranteedPrizeMinor) are paid by the house.
 * - the top rank also wins the progressive jackpot (split the same way); it then restarts at its
 *   seed, which the house funds.
 * - houseRemainder = fees + margin (sales - pool - contribution) + jackpot overflow - fixed
 *   prizes - guarantee top-ups - reseed. It is negative when the house pays more than it took.
 */

export type Id = number | string;

export interface ProgressiveRules {
  enabled: boolean;
  seedMinor: number;
  contributionPercentage: number;
  /** The jackpot never grows past this; absent means no ceiling. */
  ceilingMinor?: number;
}

/** The game type fields settlement uses (names as in the operator config, GameTypeConfig fits). */
export interface DrawGameType extends PlayRules {
  costMinor: number;
  feeMinor: number;
  payoutPercentage: number;
  ranks: readonly RankRule[];
  progressive?: ProgressiveRules;
}

export interface SettlePlay {
  playId: Id;
  playerId: Id;
  play: string;
  /** Set on the lines of a fixed-odds one-draw game (draw/oneDrawOutcome.ts); ranked games ignore it. */
  betType?: string | null;
}

export interface SettleInput {
  gameType: DrawGameType;
  plays: readonly SettlePlay[];
  draws: readonly number[];
  draws2nd?: readonly number[];
  /** The jackpot carried into this game; defaults to the seed. Ignored when progressive is off. */
  progressive?: { amountMinor: number };
}

export interface Winner {
  playId: Id;
  playerId: Id;
  rankNumber: number;
  rankNumber2nd?: number;
  /** Everything this play is paid, jackpot share included. May be 0 for a rank with no cash prize. */
  prizeMinor: number;
  /** The part of prizeMinor that is a jackpot share. */
  jackpotMinor: number;
}

export interface RankResult {
  rankNumber: number;
  rankNumber2nd?: number;
  winners: number;
  /** The rank's pool share before splitting. */
  shareMinor: number;
  /** What each winner of the rank is paid, jackpot excluded. */
  prizeEachMinor: number;
}

export interface SettleTotals {
  plays: number;
  salesMinor: number;
  feesMinor: number;
  poolMinor: number;
  progressiveContributionMinor: number;
  /** sales - pool - contribution. */
  marginMinor: number;
  prizesMinor: number;
  prizesFromPoolMinor: number;
  fixedPrizesMinor: number;
  guaranteeTopUpMinor: number;
  jackpotPaidMinor: number;
  unwonMinor: number;
  unallocatedMinor: number;
  splitLeftoverMinor: number;
  rolloverMinor: number;
  progressiveBeforeMinor: number;
  progressiveOverflowMinor: number;
  progressiveReseedMinor: number;
  ranks: RankResult[];
}

export interface SettleResult {
  winners: Winner[];
  totals: SettleTotals;
  progressiveAfter: number;
  houseRemainder: number;
}

export class SettleError extends Error {
  constructor(
    message: string,
    readonly playId?: Id,
  ) {
    super(message);
    this.name = 'SettleError';
  }
}

const COMMA = 44;
const HASH = 35;
const ZERO = 48;
const NINE = 57;

function markDraw(draws: readonly number[], range: number, which: string): Uint8Array {
  const marks = new Uint8Array(range + 1);
  for (const b of draws) {
    if (!Number.isInteger(b) || b < 1 || b > range)
      throw new SettleError(`${which} ball ${b} is outside 1..${range}`);
    if (marks[b]) throw new SettleError(`${which} ball ${b} is drawn twice`);
    marks[b] = 1;
  }
  return marks;
}

function checkMinor(name: string, v: number): void {
  if (!Number.isSafeInteger(v) || v < 0)
    throw new SettleError(`${name} must be a non-negative safe integer, got ${v}`);
}

export function settle(input: SettleInput): SettleResult {
  const { gameType: game, plays } = input;
  checkMinor('costMinor', game.costMinor);
  checkMinor('feeMinor', game.feeMinor);
  checkRanks(game, game.ranks);
  const { rankOf, winnersPerRank } = rankPlays(input);
  const money = moneyIn(input);
  const { poolMinor, prog, jackpot } = money;
  const prizes = rankPrizes(game, poolMinor, winnersPerRank);

  // Jackpot: split among top-rank winners, then restart at the seed.
  const top = topRankIndex(game.ranks);
  const topWinners = top >= 0 ? winnersPerRank[top] : 0;
  let jackpotEach = 0;
  let jackpotPaidMinor = 0;
  let progressiveReseedMinor = 0;
  let progressiveAfter = prog ? jackpot : 0;
  let splitLeftoverMinor = prizes.splitLeftoverMinor;
  if (prog && topWinners > 0) {
    jackpotEach = Math.floor(jackpot / topWinners);
    jackpotPaidMinor = jackpotEach * topWinners;
    splitLeftoverMinor += jackpot - jackpotPaidMinor;
    progressiveReseedMinor = prog.seedMinor;
    progressiveAfter = prog.seedMinor;
  }
  const winners = winnersOf(game, plays, rankOf, prizes.prizeEach, top, jackpotEach);

  const { salesMinor, feesMinor, marginMinor, progressiveOverflowMinor } = money;
  const { prizesFromPoolMinor, fixedPrizesMinor, guaranteeTopUpMinor, unwonMinor, unallocatedMinor } = prizes;
  const prizesMinor = prizesFromPoolMinor + fixedPrizesMinor + guaranteeTopUpMinor + jackpotPaidMinor;
  const rolloverMinor = unwonMinor + unallocatedMinor + splitLeftoverMinor;
  const houseRemainder =
    feesMinor +
    marginMinor +
    progressiveOverflowMinor -
    fixedPrizesMinor -
    guaranteeTopUpMinor -
    progressiveReseedMinor;

  // The books must balance; a failure here is a bug in this function, never a config problem.
  if (
    salesMinor + feesMinor + money.progressiveBeforeMinor !==
    prizesMinor + houseRemainder + rolloverMinor + progressiveAfter
  )
    throw new SettleError('settlement does not balance');

  return {
    winners,
    totals: {
      plays: plays.length,
      salesMinor,
      feesMinor,
      poolMinor,
      progressiveContributionMinor: money.progressiveContributionMinor,
      marginMinor,
      prizesMinor,
      prizesFromPoolMinor,
      fixedPrizesMinor,
      guaranteeTopUpMinor,
      jackpotPaidMinor,
      unwonMinor,
      unallocatedMinor,
      splitLeftoverMinor,
      rolloverMinor,
      progressiveBeforeMinor: money.progressiveBeforeMinor,
      progressiveOverflowMinor,
      progressiveReseedMinor,
      ranks: prizes.ranks,
    },
    progressiveAfter,
    houseRemainder,
  };
}

/** Each play's rank (index + 1, 0 for none) and each rank's winner count; a malformed play throws. */
function rankPlays(input: SettleInput): { rankOf: Int16Array; winnersPerRank: number[] } {
  const { gameType: game, plays } = input;
  const pick = game.pickSize;
  const range = game.ballRange;
  const pick2 = game.secondSet?.pickSize ?? 0;
  const range2 = game.secondSet?.ballRange ?? 0;
  const drawn = markDraw(input.draws, range, 'first-set');
  const drawn2 = markDraw(input.draws2nd ?? [], range2, 'second-set');
  if (game.secondSet && (input.draws2nd ?? []).length === 0)
    throw new SettleError('the game has a second set but no second-set draws');

  const lookup = rankLookup(game, game.ranks);
  const winnersPerRank = new Array<number>(game.ranks.length).fill(0);
  // One typed array for the whole settlement instead of anything per play: rank index + 1, 0 = none.
  const rankOf = new Int16Array(plays.length);
  // Repeat detection by stamping each number with the play's index + 1: no clearing between plays.
  const stamp = new Int32Array(range + 1);
  const stamp2 = new Int32Array(range2 + 1);

  for (let i = 0; i < plays.length; i++) {
    const text = plays[i].play;
    const mark = i + 1;
    let set = 0;
    let value = 0;
    let digits = 0;
    let count = 0;
    let count2 = 0;
    let matched = 0;
    let matched2 = 0;
    let ok = typeof text === 'string';
    const n = ok ? text.length : 0;
    // Hand-rolled scan: a split/map per play would allocate arrays a million times.
    for (let c = 0; ok && c <= n; c++) {
      const code = c < n ? text.charCodeAt(c) : COMMA;
      if (code >= ZERO && code <= NINE) {
        value = value * 10 + (code - ZERO);
        if (++digits > 3) ok = false;
        continue;
      }
      if ((code !== COMMA && code !== HASH) || digits === 0) {
        ok = false;
        break;
      }
      if (set === 0) {
        if (value < 1 || value > range || stamp[value] === mark) ok = false;
        else {
          stamp[value] = mark;
          count++;
          matched += drawn[value];
        }
      } else {
        if (value < 1 || value > range2 || stamp2[value] === mark) ok = false;
        else {
          stamp2[value] = mark;
          count2++;
          matched2 += drawn2[value];
        }
      }
      if (code === HASH) {
        if (set === 1 || pick2 === 0) ok = false;
        set = 1;
      }
      value = 0;
      digits = 0;
    }
    if (!ok || count !== pick || count2 !== pick2 || (pick2 > 0 && set === 0)) {
      // Slow path only for a bad play: the canonical parser says what is wrong with it.
      const parsed = parsePlay(text, game);
      const why = parsed.ok ? 'malformed play' : parsed.error.message;
      throw new SettleError(`play ${String(plays[i].playId)}: ${why}`, plays[i].playId);
    }
    const r = lookup[matched * (pick2 + 1) + matched2];
    if (r >= 0) {
      rankOf[i] = r + 1;
      winnersPerRank[r]++;
    }
  }
  return { rankOf, winnersPerRank };
}

/** Money in: sales, fees, the pool, the progressive contribution, and the jackpot it grows to. */
function moneyIn(input: SettleInput) {
  const game = input.gameType;
  const playCount = input.plays.length;
  const salesMinor = playCount * game.costMinor;
  const feesMinor = playCount * game.feeMinor;
  checkMinor('sales', salesMinor);
  const poolMinor = prizePool(salesMinor, game.payoutPercentage);
  const prog = game.progressive?.enabled ? game.progressive : null;
  const contributionEach = prog ? percentOf(game.costMinor, prog.contributionPercentage) : 0;
  const progressiveContributionMinor = contributionEach * playCount;
  const marginMinor = salesMinor - poolMinor - progressiveContributionMinor;
  if (marginMinor < 0)
    throw new SettleError('payoutPercentage plus progressive contribution exceed 100% of sales');

  const progressiveBeforeMinor = prog ? (input.progressive?.amountMinor ?? prog.seedMinor) : 0;
  if (prog) checkMinor('progressive amount', progressiveBeforeMinor);
  const ceiling = prog?.ceilingMinor ?? Number.POSITIVE_INFINITY;
  const grown = progressiveBeforeMinor + progressiveContributionMinor;
  // A jackpot already above its ceiling (ceiling lowered) keeps its amount but takes no more.
  const jackpot = Math.max(progressiveBeforeMinor, Math.min(grown, ceiling));
  return {
    salesMinor,
    feesMinor,
    poolMinor,
    prog,
    progressiveContributionMinor,
    marginMinor,
    progressiveBeforeMinor,
    jackpot,
    progressiveOverflowMinor: grown - jackpot,
  };
}

/** Each rank's pool share split among its winners, with fixed prizes and guarantees; what goes unpaid. */
function rankPrizes(game: DrawGameType, poolMinor: number, winnersPerRank: readonly number[]) {
  let allocated = 0;
  let unwonMinor = 0;
  let splitLeftoverMinor = 0;
  let prizesFromPoolMinor = 0;
  let fixedPrizesMinor = 0;
  let guaranteeTopUpMinor = 0;
  const prizeEach = new Array<number>(game.ranks.length).fill(0);
  const ranks: RankResult[] = game.ranks.map((rule, r) => {
    const w = winnersPerRank[r];
    const share = percentOf(poolMinor, rule.prizePercentage);
    allocated += share;
    let each = 0;
    if (w === 0) unwonMinor += share;
    else {
      const shareEach = Math.floor(share / w);
      splitLeftoverMinor += share - shareEach * w;
      prizesFromPoolMinor += shareEach * w;
      fixedPrizesMinor += rule.prizeMinor * w;
      const base = rule.prizeMinor + shareEach;
      each = Math.max(base, rule.guaranteedPrizeMinor);
      guaranteeTopUpMinor += (each - base) * w;
    }
    prizeEach[r] = each;
    return {
      rankNumber: rule.rankNumber,
      ...(rule.rankNumber2nd ? { rankNumber2nd: rule.rankNumber2nd } : {}),
      winners: w,
      shareMinor: share,
      prizeEachMinor: each,
    };
  });
  return {
    ranks,
    prizeEach,
    unwonMinor,
    unallocatedMinor: poolMinor - allocated,
    splitLeftoverMinor,
    prizesFromPoolMinor,
    fixedPrizesMinor,
    guaranteeTopUpMinor,
  };
}

/** The winning plays in play order, each with its prize and jackpot share. */
function winnersOf(
  game: DrawGameType,
  plays: readonly SettlePlay[],
  rankOf: Int16Array,
  prizeEach: readonly number[],
  top: number,
  jackpotEach: number,
): Winner[] {
  const winners: Winner[] = [];
  for (let i = 0; i < plays.length; i++) {
    const r = rankOf[i] - 1;
    if (r < 0) continue;
    const rule = game.ranks[r];
    const jackpotMinor = r === top ? jackpotEach : 0;
    const w: Winner = {
      playId: plays[i].playId,
      playerId: plays[i].playerId,
      rankNumber: rule.rankNumber,
      prizeMinor: prizeEach[r] + jackpotMinor,
      jackpotMinor,
    };
    if (rule.rankNumber2nd) w.rankNumber2nd = rule.rankNumber2nd;
    winners.push(w);
  }
  return winners;
}
