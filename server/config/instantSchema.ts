import { z } from 'zod';
import { rulesProblem, type InstantRules } from '../../protocol/instant/rules';

// Instant games (scratchcard, spinner, crossword): sold from finite, committed ticket pools
// (docs/instant-games.md), never drawn, so they are their own list rather than draw game types.

const minor = z.number().int().min(0);

export const INSTANT_RULES = ['scratchcardGame', 'spinnerGame', 'crosswordGame'] as const;

const VARIANTS_OF = {
  scratchcardGame: ['match3', 'numbers'],
  spinnerGame: ['wheel'],
  crosswordGame: ['cashword'],
} as const;

export const instantGameSchema = z.strictObject({
  gameId: z.number().int().positive(),
  rule: z.enum(INSTANT_RULES),
  /** match3 or numbers (scratchcard), wheel (spinner), cashword (crossword). */
  variant: z.enum(['match3', 'numbers', 'wheel', 'cashword']),
  title: z.string().min(1),
  titleShort: z.string().min(1),
  description: z.string().default(''),
  currency: z.string(),
  priceMinor: z.number().int().min(1),
  /** Tickets per pool; every pool holds exactly the prize table. */
  poolSize: z.number().int().min(10).max(2_000_000),
  /** How many pools the game sells, one after the other; then it closes in the lobby. */
  pools: z.number().int().min(1).default(100),
  prizes: z
    .array(
      z.strictObject({
        prizeMinor: minor.min(1),
        count: z.number().int().min(1),
        words: z.number().int().min(1).max(12).optional(),
      }),
    )
    .min(1),
  /** Spinner: prize per segment clockwise from the top (0 = none); default each prize then a blank. */
  wheel: z.array(minor).min(2).max(48).optional(),
  wordCount: z.number().int().min(4).max(12).optional(),
  calledLetters: z.number().int().min(8).max(24).optional(),
  packSizes: z.array(z.number().int().min(1).max(20)).min(1).default([1, 5, 10]),
  memberIds: z.array(z.number().int().positive()).min(1),
});

export type InstantGameConfig = z.output<typeof instantGameSchema>;

const KIND = { scratchcardGame: 'scratchcard', spinnerGame: 'spinner', crosswordGame: 'crossword' } as const;

/** The published rules of a configured game (what pools are built from and verified against). */
export function instantRulesOf(game: InstantGameConfig): InstantRules {
  return {
    gameId: game.gameId,
    kind: KIND[game.rule],
    variant: game.variant,
    currencyId: game.currency,
    priceMinor: game.priceMinor,
    poolSize: game.poolSize,
    prizes: game.prizes.map((t) => ({ ...t })),
    ...(game.wheel ? { wheel: game.wheel } : {}),
    ...(game.rule === 'crosswordGame'
      ? { wordCount: game.wordCount ?? 8, calledLetters: game.calledLetters ?? 18 }
      : {}),
  };
}

/** Problems a schema cannot see: the variant fits the rule and the table can make a pool. */
export function instantGameProblems(game: InstantGameConfig): [string[], string][] {
  const problems: [string[], string][] = [];
  if (!(VARIANTS_OF[game.rule] as readonly string[]).includes(game.variant))
    problems.push([['variant'], `${game.rule} is played as ${VARIANTS_OF[game.rule].join(' or ')}`]);
  else {
    const bad = rulesProblem(instantRulesOf(game));
    if (bad) problems.push([['prizes'], bad]);
  }
  return problems;
}
