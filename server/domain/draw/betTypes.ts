import { BET_TYPE_ORDER } from '../../../protocol/constants';
import { PlayErrorKey, type PlayError } from './plays';
import { percentOf } from './ranks';

/**
 * Fixed-odds bet types of one-draw games (spec sections 1 and 9). One draw of `drawCount` balls
 * from 1..ballRange; a bet is a selection of numbers that stands for one or more lines; each line
 * costs the stake, and each winning line pays stake * odds (the odds table of the game type gives
 * the total return per unit staked, stake included).
 *
 * - First Number Drop: 1 number; wins when it is the first ball drawn.
 * - Direct k (2..5): exactly k numbers, 1 line; wins when all k are drawn (in any order).
 * - Perm k (Perm 2, 3, 4, Perm5): more than k numbers; every k-combination is a Direct k line,
 *   C(n, k) lines; with h of the numbers drawn, C(h, k) lines win.
 * - Banker Against All: 1 number (the banker) paired with every other number of the range, so
 *   ballRange - 1 Direct 2 lines; when the banker is drawn, drawCount - 1 of them win.
 */

export type BetType = (typeof BET_TYPE_ORDER)[number];

/** Odds per bet type: the return per unit staked on a winning line. A game offers the bet types it lists. */
export type OddsTable = Partial<Record<BetType, number>>;

export interface OneDrawRules {
  ballRange: number;
  /** Balls in the one draw. */
  drawCount: number;
  odds: OddsTable;
  /** Most numbers a perm may cover; defaults to DEFAULT_MAX_PERM_NUMBERS. */
  maxPermNumbers?: number;
}

/**
 * A default bound on perm selections so a mistaken request cannot buy C(49, 5) lines; a game
 * type sets its own with maxPermNumbers.
 */
export const DEFAULT_MAX_PERM_NUMBERS = 10;

export interface BetTypeDef {
  name: BetType;
  /** Numbers a winning line needs drawn (1 for First Number Drop). */
  lineSize: number;
  kind: 'first' | 'direct' | 'perm' | 'banker';
}

const DEFS: Record<BetType, BetTypeDef> = {
  'First Number Drop': { name: 'First Number Drop', lineSize: 1, kind: 'first' },
  'Direct 2': { name: 'Direct 2', lineSize: 2, kind: 'direct' },
  'Direct 3': { name: 'Direct 3', lineSize: 3, kind: 'direct' },
  'Direct 4': { name: 'Direct 4', lineSize: 4, kind: 'direct' },
  'Direct 5': { name: 'Direct 5', lineSize: 5, kind: 'direct' },
  'Perm 2': { name: 'Perm 2', lineSize: 2, kind: 'perm' },
  'Perm 3': { name: 'Perm 3', lineSize: 3, kind: 'perm' },
  'Perm 4': { name: 'Perm 4', lineSize: 4, kind: 'perm' },
  Perm5: { name: 'Perm5', lineSize: 5, kind: 'perm' },
  'Banker Against All': { name: 'Banker Against All', lineSize: 2, kind: 'banker' },
};

export function isBetType(name: string): name is BetType {
  return (BET_TYPE_ORDER as readonly string[]).includes(name);
}

export function betTypeDef(name: BetType): BetTypeDef {
  return DEFS[name];
}

/** The bet types a game offers, in the display order of the protocol's BET_TYPE_ORDER. */
export function offeredBetTypes(odds: OddsTable): BetType[] {
  return BET_TYPE_ORDER.filter((b) => odds[b] !== undefined);
}

/** C(n, k) exactly (n up to a few hundred stays far inside safe integers for k <= 5). */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/** How many numbers a bet type's selection has: [min, max]. */
export function selectionSize(name: BetType, rules: OneDrawRules): { min: number; max: number } {
  const def = DEFS[name];
  if (def.kind === 'first' || def.kind === 'banker') return { min: 1, max: 1 };
  if (def.kind === 'direct') return { min: def.lineSize, max: def.lineSize };
  return {
    min: def.lineSize + 1,
    max: Math.min(rules.maxPermNumbers ?? DEFAULT_MAX_PERM_NUMBERS, rules.ballRange),
  };
}

/** Lines a selection of `picked` numbers stands for. */
export function linesOf(name: BetType, picked: number, rules: Pick<OneDrawRules, 'ballRange'>): number {
  const def = DEFS[name];
  if (def.kind === 'perm') return combinations(picked, def.lineSize);
  if (def.kind === 'banker') return rules.ballRange - 1;
  return 1;
}

export interface Bet {
  betType: BetType;
  numbers: number[];
}

export type ParsedBet =
  { ok: true; bet: Bet; lines: number } | { ok: false; error: PlayError | BetTypeError };

export interface BetTypeError {
  key: typeof PlayErrorKey.play;
  reason: 'betType';
  message: string;
}

/** Validates a bet: the game offers the bet type, and the selection ("7,12,30") fits it. */
export function parseBet(betType: string, text: string, rules: OneDrawRules): ParsedBet {
  if (!isBetType(betType) || rules.odds[betType] === undefined)
    return {
      ok: false,
      error: { key: PlayErrorKey.play, reason: 'betType', message: `this game does not offer ${betType}` },
    };
  const def = DEFS[betType];
  if (def.lineSize > rules.drawCount)
    return {
      ok: false,
      error: {
        key: PlayErrorKey.play,
        reason: 'betType',
        message: `${betType} needs ${def.lineSize} balls drawn`,
      },
    };
  if (!/^\d{1,3}(,\d{1,3})*$/.test(text))
    return {
      ok: false,
      error: { key: PlayErrorKey.play, reason: 'format', message: 'a bet is numbers separated by ","' },
    };
  const numbers = text.split(',').map(Number);
  const { min, max } = selectionSize(betType, rules);
  if (numbers.length < min || numbers.length > max)
    return {
      ok: false,
      error: {
        key: PlayErrorKey.play,
        reason: 'count',
        message:
          min === max ? `${betType} takes ${min} numbers` : `${betType} takes ${min} to ${max} numbers`,
      },
    };
  const seen = new Set<number>();
  for (const n of numbers) {
    if (n < 1 || n > rules.ballRange)
      return {
        ok: false,
        error: { key: PlayErrorKey.range, reason: 'range', message: `${n} is outside 1..${rules.ballRange}` },
      };
    if (seen.has(n))
      return {
        ok: false,
        error: { key: PlayErrorKey.play, reason: 'repeat', message: `${n} is picked twice` },
      };
    seen.add(n);
  }
  return { ok: true, bet: { betType, numbers }, lines: linesOf(betType, numbers.length, rules) };
}

/** Winning lines of a bet against the draw (draw order matters only for First Number Drop). */
export function winningLines(bet: Bet, draws: readonly number[]): number {
  const def = DEFS[bet.betType];
  if (def.kind === 'first') return draws[0] === bet.numbers[0] ? 1 : 0;
  const drawn = new Set(draws);
  if (def.kind === 'banker') return drawn.has(bet.numbers[0]) ? draws.length - 1 : 0;
  let hits = 0;
  for (const n of bet.numbers) if (drawn.has(n)) hits++;
  if (def.kind === 'direct') return hits === def.lineSize ? 1 : 0;
  return combinations(hits, def.lineSize);
}

/** What one winning line pays: floor(stake * odds), odds taken to 4 decimals. */
export function linePayout(stakeMinor: number, odds: number): number {
  return percentOf(stakeMinor, odds * 100);
}

export interface OneDrawBetInput {
  betId: string | number;
  playerId: string | number;
  betType: string;
  /** The selection as text: "7" or "3,11,19". */
  numbers: string;
  /** Stake per line in minor units. */
  stakeMinor: number;
}

export interface OneDrawWinner {
  betId: string | number;
  playerId: string | number;
  betType: BetType;
  lines: number;
  winningLines: number;
  prizeMinor: number;
}

export interface OneDrawSettlement {
  winners: OneDrawWinner[];
  totals: { bets: number; lines: number; stakesMinor: number; prizesMinor: number };
  /** stakes - prizes: what the house keeps (negative when it pays out more). */
  houseRemainder: number;
}

/** Settles every bet of a one-draw game against its draw. Throws on a bet that does not validate. */
export function settleOneDraw(
  rules: OneDrawRules,
  bets: readonly OneDrawBetInput[],
  draws: readonly number[],
): OneDrawSettlement {
  if (draws.length !== rules.drawCount)
    throw new RangeError(`expected ${rules.drawCount} balls drawn, got ${draws.length}`);
  let lines = 0;
  let stakesMinor = 0;
  let prizesMinor = 0;
  const winners: OneDrawWinner[] = [];
  for (const input of bets) {
    if (!Number.isSafeInteger(input.stakeMinor) || input.stakeMinor < 0)
      throw new RangeError(`bet ${input.betId}: bad stake`);
    const parsed = parseBet(input.betType, input.numbers, rules);
    if (!parsed.ok) throw new RangeError(`bet ${input.betId}: ${parsed.error.message}`);
    lines += parsed.lines;
    stakesMinor += parsed.lines * input.stakeMinor;
    const won = winningLines(parsed.bet, draws);
    if (won === 0) continue;
    const prizeMinor = won * linePayout(input.stakeMinor, rules.odds[parsed.bet.betType]!);
    prizesMinor += prizeMinor;
    winners.push({
      betId: input.betId,
      playerId: input.playerId,
      betType: parsed.bet.betType,
      lines: parsed.lines,
      winningLines: won,
      prizeMinor,
    });
  }
  return {
    winners,
    totals: { bets: bets.length, lines, stakesMinor, prizesMinor },
    houseRemainder: stakesMinor - prizesMinor,
  };
}
