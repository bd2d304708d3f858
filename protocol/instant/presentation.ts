import { CROSSWORD_WORDS } from './words';
import { minWinningWords, wheelOf, type InstantRules } from './rules';

/**
 * What a ticket shows, derived from its prize and its salt alone (both committed in its leaf):
 * the server, the scenes and the verifier compute the same picture. A losing ticket never shows
 * a win; a winning one shows exactly its prize. Choices the outcome leaves open (where the
 * symbols sit, which words) come from a small generator seeded by the ticket's secret salt:
 * presentation only, the outcome was fixed by the pool's shuffle.
 */
export type TicketPresentation =
  | {
      kind: 'scratchcard';
      variant: 'match3';
      /** Nine prize amounts (minor units), row by row; three equal ones win that amount. */
      cells: number[];
    }
  | {
      kind: 'scratchcard';
      variant: 'numbers';
      winningNumbers: number[];
      /** A match with a winning number wins the amount under it. */
      yourNumbers: { number: number; prizeMinor: number }[];
    }
  | {
      kind: 'spinner';
      /** Prize of each segment clockwise from the top (0: no prize). */
      segments: number[];
      stopSegment: number;
    }
  | {
      kind: 'crossword';
      width: number;
      height: number;
      /** Each word across from (row, col). */
      words: { word: string; row: number; col: number }[];
      /** In the order they are called. */
      calledLetters: string[];
      completedWords: number;
    };

/** How many steps reveal a ticket (cells to scratch, letters to call, one spin). */
export function revealUnitsOf(p: TicketPresentation): number {
  if (p.kind === 'scratchcard') return p.variant === 'match3' ? p.cells.length : p.yourNumbers.length + 1;
  if (p.kind === 'spinner') return 1;
  return p.calledLetters.length;
}

/** sfc32 seeded by the salt's first 16 bytes, with rejection for unbiased ranges. */
class SaltRandom {
  private s: Uint32Array;
  constructor(salt: Uint8Array) {
    const v = new DataView(salt.buffer, salt.byteOffset, salt.byteLength);
    this.s = new Uint32Array([v.getUint32(0), v.getUint32(4), v.getUint32(8), v.getUint32(12)]);
    for (let i = 0; i < 12; i++) this.next();
  }
  next(): number {
    const s = this.s;
    const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
    s[3] = (s[3] + 1) >>> 0;
    s[0] = s[1] ^ (s[1] >>> 9);
    s[1] = (s[2] + (s[2] << 3)) >>> 0;
    s[2] = ((s[2] << 21) | (s[2] >>> 11)) >>> 0;
    s[2] = (s[2] + t) >>> 0;
    return t;
  }
  int(n: number): number {
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    for (;;) {
      const u = this.next();
      if (u < limit) return u % n;
    }
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}

export function presentTicket(rules: InstantRules, prizeMinor: number, salt: Uint8Array): TicketPresentation {
  const rnd = new SaltRandom(salt);
  if (prizeMinor !== 0 && !rules.prizes.some((t) => t.prizeMinor === prizeMinor))
    throw new RangeError(`${prizeMinor} is not a prize of game ${rules.gameId}`);
  switch (rules.variant) {
    case 'match3':
      return { kind: 'scratchcard', variant: 'match3', cells: match3(rules, prizeMinor, rnd) };
    case 'numbers':
      return { kind: 'scratchcard', variant: 'numbers', ...numbers(rules, prizeMinor, rnd) };
    case 'wheel': {
      const segments = wheelOf(rules);
      const stops = segments.flatMap((v, i) => (v === prizeMinor ? [i] : []));
      return { kind: 'spinner', segments, stopSegment: stops[rnd.int(stops.length)] };
    }
    case 'cashword':
      return crossword(rules, prizeMinor, rnd);
  }
}

/** Three of the prize (when it wins) and every other amount at most twice. */
function match3(rules: InstantRules, prizeMinor: number, rnd: SaltRandom): number[] {
  const others = rules.prizes.map((t) => t.prizeMinor).filter((v) => v !== prizeMinor);
  const pairs = rnd.shuffle(others.flatMap((v) => [v, v]));
  const cells =
    prizeMinor === 0 ? pairs.slice(0, 9) : [prizeMinor, prizeMinor, prizeMinor, ...pairs.slice(0, 6)];
  return rnd.shuffle(cells);
}

const NUMBER_RANGE = 30;
const WINNING_NUMBERS = 3;
const YOUR_NUMBERS = 8;

/** Winning numbers and yours from 1..30; a win matches exactly one, a loss none. */
function numbers(rules: InstantRules, prizeMinor: number, rnd: SaltRandom) {
  const all = rnd.shuffle(Array.from({ length: NUMBER_RANGE }, (_, i) => i + 1));
  const winningNumbers = all.slice(0, WINNING_NUMBERS).sort((a, b) => a - b);
  const mine = all.slice(WINNING_NUMBERS, WINNING_NUMBERS + YOUR_NUMBERS);
  const amounts = rules.prizes.map((t) => t.prizeMinor);
  const yourNumbers = mine.map((number) => ({ number, prizeMinor: amounts[rnd.int(amounts.length)] }));
  if (prizeMinor !== 0)
    yourNumbers[rnd.int(YOUR_NUMBERS)] = { number: winningNumbers[rnd.int(WINNING_NUMBERS)], prizeMinor };
  return { winningNumbers, yourNumbers };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Cash Word: wordCount words, calledLetters letters; exactly the prize's number of words are
 * completed. A loser completes a number of words drawn evenly below the first prize's.
 */
function crossword(rules: InstantRules, prizeMinor: number, rnd: SaltRandom): TicketPresentation {
  const wordCount = rules.wordCount ?? 8;
  const letters = rules.calledLetters ?? 18;
  const target =
    prizeMinor === 0
      ? rnd.int(minWinningWords(rules))
      : rules.prizes.find((t) => t.prizeMinor === prizeMinor)!.words!;
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const words = rnd.shuffle([...CROSSWORD_WORDS]).slice(0, wordCount);
    const called = new Set(words.slice(0, target).flatMap((w) => [...w]));
    if (called.size > letters) continue;
    const rest = words.slice(target);
    const complete = (w: string) => [...w].every((c) => called.has(c));
    if (rest.some(complete)) continue; // the target words' letters alone complete another word
    for (const c of rnd.shuffle([...ALPHABET])) {
      if (called.size === letters) break;
      if (called.has(c)) continue;
      called.add(c);
      if (rest.some(complete)) called.delete(c);
    }
    if (called.size !== letters) continue;
    const placed = rnd.shuffle(words);
    return {
      kind: 'crossword',
      width: Math.max(...placed.map((w) => w.length)),
      height: placed.length * 2 - 1,
      words: placed.map((word, i) => ({ word, row: i * 2, col: 0 })),
      calledLetters: rnd.shuffle([...called]),
      completedWords: target,
    };
  }
  throw new RangeError('no crossword fits these rules');
}

/** Recounts the outcome a presentation shows, independently of how it was made. */
export function prizeShown(rules: InstantRules, p: TicketPresentation): number {
  if (p.kind === 'scratchcard' && p.variant === 'match3') {
    const counts = new Map<number, number>();
    for (const c of p.cells) counts.set(c, (counts.get(c) ?? 0) + 1);
    const wins = [...counts].filter(([, n]) => n >= 3).map(([v]) => v);
    return wins.length === 1 ? wins[0] : wins.length === 0 ? 0 : NaN;
  }
  if (p.kind === 'scratchcard') {
    const hits = p.yourNumbers.filter((y) => p.winningNumbers.includes(y.number));
    return hits.reduce((s, h) => s + h.prizeMinor, 0);
  }
  if (p.kind === 'spinner') return p.segments[p.stopSegment] ?? NaN;
  const called = new Set(p.calledLetters);
  const done = p.words.filter((w) => [...w.word].every((c) => called.has(c))).length;
  return rules.prizes.find((t) => t.words === done)?.prizeMinor ?? 0;
}
