import { betTypeDef, isBetType, type BetType, type OneDrawRules } from '../draw';

export type ReplayedLines =
  { ok: true; plays: string[]; betTypes: BetType[] } | { ok: false; detail: string };

/**
 * The lines of a one-draw bet bought for several draws (ExtMulti), replayed in a later draw as
 * they were sold: each line keeps its own bet type, so a perm's or a banker's lines are not
 * parsed again as whole bets. Each line is still checked against this instance's game: a bet
 * type it offers, and that type's count of distinct numbers in the ball range.
 */
export function replayBetLines(
  lines: readonly string[],
  betTypes: readonly string[],
  rules: OneDrawRules,
  maxLines: number,
): ReplayedLines {
  if (lines.length !== betTypes.length) return { ok: false, detail: 'every line needs its bet type' };
  if (lines.length === 0) return { ok: false, detail: 'no plays' };
  if (lines.length > maxLines) return { ok: false, detail: `at most ${maxLines} lines` };
  const types: BetType[] = [];
  for (let i = 0; i < lines.length; i++) {
    const betType = betTypes[i];
    if (!isBetType(betType) || rules.odds[betType] === undefined)
      return { ok: false, detail: `line ${i + 1}: this game has no bet type ${betType}` };
    const { lineSize } = betTypeDef(betType);
    const numbers = lines[i].split(',').map((n) => (/^\d{1,3}$/.test(n) ? Number(n) : Number.NaN));
    const valid =
      numbers.length === lineSize &&
      lineSize <= rules.drawCount &&
      numbers.every((n, k) => n >= 1 && n <= rules.ballRange && (k === 0 || n > numbers[k - 1]));
    if (!valid) return { ok: false, detail: `line ${i + 1}: not a ${betType} line of this game` };
    types.push(betType);
  }
  return { ok: true, plays: [...lines], betTypes: types };
}
