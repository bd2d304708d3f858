import { drawBalls } from './balls';
import { cryptoSource, type RandomSource } from './random';

/**
 * Play strings (spec section 5, Playing): the picked numbers joined by ',' and, for games with a
 * second ball set, '#' and the second set: "3,11,19,27,35,41" or "4,9,17,28,33#6". The protocol
 * schema only checks the shape; this checks a play against its game.
 */

/** The part of a game type a play is checked against (field names as in the operator config). */
export interface PlayRules {
  pickSize: number;
  ballRange: number;
  secondSet?: { pickSize: number; ballRange: number };
}

/**
 * Translation keys for play errors. 'validation.play' is the key the protocol's play schema
 * already returns; protocol/validation/keys.ts has no play keys yet, so they live here until
 * they move there.
 */
export const PlayErrorKey = { play: 'validation.play', range: 'validation.range' } as const;
export type PlayErrorKeyValue = (typeof PlayErrorKey)[keyof typeof PlayErrorKey];

export type PlayErrorReason =
  | 'format' // not digits separated by ',' with at most one '#'
  | 'count' // first set does not have pickSize numbers
  | 'count2nd' // second set does not have its pickSize numbers
  | 'range' // a first-set number outside 1..ballRange
  | 'range2nd' // a second-set number outside 1..its ballRange
  | 'repeat' // a number appears twice in the same set
  | 'secondSetMissing' // the game has a second set and the play has no '#'
  | 'secondSetUnexpected'; // the play has '#' and the game has no second set

export interface PlayError {
  key: PlayErrorKeyValue;
  reason: PlayErrorReason;
  message: string;
}

export interface Play {
  numbers: number[];
  numbers2nd: number[];
}

export type ParsedPlay = { ok: true; play: Play } | { ok: false; error: PlayError };

const SET = /^\d{1,3}(,\d{1,3})*$/;

function fail(reason: PlayErrorReason, message: string): ParsedPlay {
  const key = reason === 'range' || reason === 'range2nd' ? PlayErrorKey.range : PlayErrorKey.play;
  return { ok: false, error: { key, reason, message } };
}

function checkSet(
  numbers: number[],
  pickSize: number,
  range: number,
  which: 'first' | 'second',
): ParsedPlay | null {
  if (numbers.length !== pickSize)
    return fail(
      which === 'first' ? 'count' : 'count2nd',
      `expected ${pickSize} numbers in the ${which} set, got ${numbers.length}`,
    );
  const seen = new Set<number>();
  for (const n of numbers) {
    if (n < 1 || n > range)
      return fail(
        which === 'first' ? 'range' : 'range2nd',
        `${n} is outside 1..${range} in the ${which} set`,
      );
    if (seen.has(n)) return fail('repeat', `${n} is picked twice in the ${which} set`);
    seen.add(n);
  }
  return null;
}

/** Parses and validates one play; the numbers keep the order they were given in. */
export function parsePlay(text: string, rules: PlayRules): ParsedPlay {
  if (typeof text !== 'string') return fail('format', 'a play is text');
  const parts = text.split('#');
  if (parts.length > 2 || !parts.every((p) => SET.test(p)))
    return fail(
      'format',
      `"${text.slice(0, 64)}" is not numbers separated by ',' with an optional '#' second set`,
    );
  if (parts.length === 2 && !rules.secondSet)
    return fail('secondSetUnexpected', 'this game has no second ball set');
  if (parts.length === 1 && rules.secondSet)
    return fail('secondSetMissing', "this game needs a second ball set after '#'");
  const numbers = parts[0].split(',').map(Number);
  const bad = checkSet(numbers, rules.pickSize, rules.ballRange, 'first');
  if (bad) return bad;
  let numbers2nd: number[] = [];
  if (rules.secondSet) {
    numbers2nd = parts[1].split(',').map(Number);
    const bad2 = checkSet(numbers2nd, rules.secondSet.pickSize, rules.secondSet.ballRange, 'second');
    if (bad2) return bad2;
  }
  return { ok: true, play: { numbers, numbers2nd } };
}

const ascending = (a: number, b: number) => a - b;

/** The canonical text of a play: each set sorted ascending ("Lines are sorted", spec section 5). */
export function formatPlay(play: Play): string {
  const first = [...play.numbers].sort(ascending).join(',');
  return play.numbers2nd.length ? `${first}#${[...play.numbers2nd].sort(ascending).join(',')}` : first;
}

/**
 * Crypto randomness for lucky dips, taken from crypto.randomBytes 4 KB at a time: a source of its
 * own per dip asked for 64 bytes on every play (about 2% of a busy join writer's CPU).
 */
const dipSource = cryptoSource();

/**
 * A lucky dip (quick pick): a valid play chosen uniformly at random, by the same partial
 * Fisher-Yates as the draw. Production passes nothing and gets fresh crypto randomness; tests
 * pass a seeded source.
 */
export function luckyDip(rules: PlayRules, source: RandomSource = dipSource): string {
  const numbers = drawBalls(source, rules.ballRange, rules.pickSize);
  const numbers2nd = rules.secondSet
    ? drawBalls(source, rules.secondSet.ballRange, rules.secondSet.pickSize)
    : [];
  return formatPlay({ numbers, numbers2nd });
}
