import { betTypeDef, kCombinations, selectionSize, type BetType } from '../../../protocol/betTypes';
import { linePayout, parseBet, type Bet, type OneDrawRules } from './betTypes';
import { luckyDip } from './plays';
import type { RandomSource } from './random';

/**
 * A bet as the engine sells and settles it: one play row per line, each priced and paid on its
 * own. A perm's lines are its k-combinations, a banker's are the banker paired with every other
 * number, so settlement never needs to know how a line was bought beyond its bet type (which
 * names the odds).
 */
export interface BetLine {
  betType: BetType;
  /** The line's numbers, sorted: "7" (First Number Drop) or "3,11" (a two-number line). */
  play: string;
}

const ascending = (a: number, b: number) => a - b;

/** The lines a valid bet stands for, in a fixed order (ascending combinations). */
export function linesOfBet(bet: Bet, rules: Pick<OneDrawRules, 'ballRange'>): BetLine[] {
  const def = betTypeDef(bet.betType);
  const sorted = [...bet.numbers].sort(ascending);
  const line = (numbers: readonly number[]): BetLine => ({ betType: bet.betType, play: numbers.join(',') });
  if (def.kind === 'first' || def.kind === 'direct') return [line(sorted)];
  if (def.kind === 'perm') return [...kCombinations(sorted, def.lineSize)].map(line);
  const banker = sorted[0];
  const lines: BetLine[] = [];
  for (let n = 1; n <= rules.ballRange; n++)
    if (n !== banker) lines.push(line(n < banker ? [n, banker] : [banker, n]));
  return lines;
}

/** Whether one line wins: First Number Drop by the first ball, any other line when all its numbers are drawn. */
export function lineWins(line: BetLine, draws: readonly number[]): boolean {
  const numbers = line.play.split(',').map(Number);
  if (betTypeDef(line.betType).kind === 'first') return draws[0] === numbers[0];
  const drawn = new Set(draws);
  return numbers.every((n) => drawn.has(n));
}

/** What a line pays when it wins: floor(cost * odds of its bet type); 0 for a type the game does not offer. */
export function linePrize(line: BetLine, rules: Pick<OneDrawRules, 'odds'>, costMinor: number): number {
  const odds = rules.odds[line.betType];
  return odds === undefined ? 0 : linePayout(costMinor, odds);
}

export type PreparedBets =
  { ok: true; lines: BetLine[]; bets: number } | { ok: false; detail: string; tooManyLines?: boolean };

/**
 * Checks every selection against the bet type and the game (parseBet), quick-picks the rest up
 * to `count`, and expands them into lines. Lines are counted before they are built, so a request
 * for more than `maxLines` costs no memory.
 */
export function prepareBets(
  betType: string,
  userPlays: readonly string[],
  count: number,
  rules: OneDrawRules,
  maxLines: number,
  source?: RandomSource,
): PreparedBets {
  if (userPlays.length > count) return { ok: false, detail: 'more plays than userPlaysCount' };
  const bets: Bet[] = [];
  let lines = 0;
  for (let i = 0; i < count; i++) {
    const text = i < userPlays.length ? userPlays[i] : undefined;
    const parsed = parseBet(betType, text ?? quickPick(betType, rules, source), rules);
    if (!parsed.ok) return { ok: false, detail: `play ${i + 1}: ${parsed.error.message}` };
    bets.push(parsed.bet);
    lines += parsed.lines;
    if (lines > maxLines)
      return { ok: false, tooManyLines: true, detail: `at most ${maxLines} lines, these bets make more` };
  }
  return { ok: true, lines: bets.flatMap((b) => linesOfBet(b, rules)), bets: bets.length };
}

/** A lucky dip for a bet type: its smallest selection, chosen uniformly (a valid type is checked by parseBet). */
function quickPick(betType: string, rules: OneDrawRules, source?: RandomSource): string {
  const known = rules.odds[betType as BetType] !== undefined;
  if (!known) return '1';
  const { min } = selectionSize(betType as BetType, rules);
  return luckyDip({ pickSize: min, ballRange: rules.ballRange }, source);
}
