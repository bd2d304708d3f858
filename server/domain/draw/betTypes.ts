import { BET_TYPE_ORDER } from '../../../protocol/constants';
import {
  betTypeDef,
  combinations,
  isBetType,
  linesOf,
  selectionSize,
  type BetType,
  type SelectionRules,
} from '../../../protocol/betTypes';
import { PlayErrorKey, type PlayError } from './plays';
import { percentOf } from './ranks';

/**
 * Selling and settling fixed-odds bets of one-draw games (spec sections 1 and 9); the bet types'
 * own rules (selection sizes, lines) are protocol/betTypes, shared with the client. One draw of
 * `drawCount` balls from 1..ballRange; each line costs the stake, and each winning line pays
 * stake * odds (the odds table of the game type gives the total return per unit staked, stake
 * included). With h of a perm's numbers drawn, C(h, k) of its lines win; when a banker is drawn,
 * drawCount - 1 of its lines win.
 */

/** Odds per bet type: the return per unit staked on a winning line. A game offers the bet types it lists. */
export type OddsTable = Partial<Record<BetType, number>>;

export interface OneDrawRules extends SelectionRules {
  /** Balls in the one draw. */
  drawCount: number;
  odds: OddsTable;
}

/** The bet types a game offers, in the display order of the protocol's BET_TYPE_ORDER. */
export function offeredBetTypes(odds: OddsTable): BetType[] {
  return BET_TYPE_ORDER.filter((b) => odds[b] !== undefined);
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
  const def = betTypeDef(betType);
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
  const def = betTypeDef(bet.betType);
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
