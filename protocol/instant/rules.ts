/**
 * The published rules of an instant game type: everything a player or auditor needs to know what
 * a pool holds. A pool of poolSize tickets holds exactly `count` tickets of each prize; the rest
 * win nothing. So the return to player, the odds of any prize and the top prize are exact.
 */

export type InstantKind = 'scratchcard' | 'spinner' | 'crossword';
/** match3: a 3x3 card, three equal amounts win that amount. numbers: your numbers vs winning numbers. */
export type InstantVariant = 'match3' | 'numbers' | 'wheel' | 'cashword';

export interface PrizeTier {
  /** The prize in minor units of the game's currency (> 0). */
  prizeMinor: number;
  /** How many tickets of each pool win it. */
  count: number;
  /** Crossword: the number of completed words that wins this prize. */
  words?: number;
}

export interface InstantRules {
  gameId: number;
  kind: InstantKind;
  variant: InstantVariant;
  currencyId: string;
  priceMinor: number;
  poolSize: number;
  /** In table order; tier i + 1 of a pool's outcomes is prizes[i], tier 0 is no prize. */
  prizes: PrizeTier[];
  /** Spinner: the prize of each wheel segment, clockwise from the top (0: no prize). */
  wheel?: number[];
  /** Crossword: words on the grid and letters called. */
  wordCount?: number;
  calledLetters?: number;
}

export interface PoolFigures {
  /** Sum of all prizes of a pool over what the pool sells for: the exact return to player. */
  rtp: number;
  totalPrizesMinor: number;
  winners: number;
  /** 1 in this many tickets wins something. */
  oddsOneIn: number;
  topPrizeMinor: number;
}

export function poolFigures(rules: Pick<InstantRules, 'priceMinor' | 'poolSize' | 'prizes'>): PoolFigures {
  const totalPrizesMinor = rules.prizes.reduce((s, t) => s + t.prizeMinor * t.count, 0);
  const winners = rules.prizes.reduce((s, t) => s + t.count, 0);
  return {
    rtp: totalPrizesMinor / (rules.priceMinor * rules.poolSize),
    totalPrizesMinor,
    winners,
    oddsOneIn: winners === 0 ? Infinity : rules.poolSize / winners,
    topPrizeMinor: rules.prizes.reduce((m, t) => Math.max(m, t.prizeMinor), 0),
  };
}

/** The least number of completed words that wins a crossword prize. */
export function minWinningWords(rules: InstantRules): number {
  return rules.prizes.reduce((m, t) => Math.min(m, t.words ?? Infinity), Infinity);
}

/** A kind's default wheel: each prize once, with a no-prize segment after each. */
export function wheelOf(rules: InstantRules): number[] {
  if (rules.wheel?.length) return rules.wheel;
  return [...rules.prizes].sort((a, b) => a.prizeMinor - b.prizeMinor).flatMap((t) => [t.prizeMinor, 0]);
}

/**
 * Why these rules cannot make a pool, or null. The config loader reports these at start; the
 * verifier refuses a published table that breaks them.
 */
export function rulesProblem(rules: InstantRules): string | null {
  const winners = rules.prizes.reduce((s, t) => s + t.count, 0);
  if (winners > rules.poolSize) return 'more prizes than tickets in a pool';
  if (rules.prizes.length > 255) return 'at most 255 prize tiers';
  const amounts = new Set(rules.prizes.map((t) => t.prizeMinor));
  if (amounts.size !== rules.prizes.length) return 'two tiers with the same prize';
  if (rules.variant === 'match3' && rules.prizes.length < 5)
    return 'a match-three card needs at least 5 prizes (a losing card shows no three equal)';
  if (rules.kind === 'spinner') {
    const wheel = wheelOf(rules);
    if (!wheel.includes(0)) return 'the wheel needs a no-prize segment';
    for (const t of rules.prizes) if (!wheel.includes(t.prizeMinor)) return `no segment for ${t.prizeMinor}`;
    for (const v of wheel) if (v !== 0 && !amounts.has(v)) return `segment ${v} is not a prize`;
  }
  if (rules.kind === 'crossword') {
    const words = rules.prizes.map((t) => t.words);
    if (words.some((w) => w === undefined)) return 'every crossword prize names its words';
    if (new Set(words).size !== words.length) return 'two crossword prizes for the same words';
    if (words.some((w) => w! < 1 || w! > (rules.wordCount ?? 8))) return 'words out of range';
  }
  return null;
}

export const KIND_OF_RULE: Record<string, InstantKind> = {
  scratchcardGame: 'scratchcard',
  spinnerGame: 'spinner',
  crosswordGame: 'crossword',
};
