import { z } from 'zod';
import { BINGO_PATTERNS } from '../../protocol/constants';
import { BINGO_FORMAT_PATTERNS, type BingoFormat } from '../../protocol/bingo';

/**
 * A bingo room's terms (rule bingoGame). The game type's ballRange is the format (75 or 90) and
 * each card is one play at costMinor; the prize pool is payoutPercentage of sales, shared by the
 * patterns in order, each at least its guaranteed prize (the house tops it up).
 */
export const bingoSchema = z.strictObject({
  format: z.union([z.literal(75), z.literal(90)]),
  patterns: z
    .array(
      z.strictObject({
        pattern: z.enum(BINGO_PATTERNS),
        /** Share of the prize pool (payoutPercentage of sales). */
        prizePercentage: z.number().min(0).max(100).default(0),
        /** Least the pattern pays, in minor units: the house funds any shortfall. */
        guaranteedPrizeMinor: z.number().int().min(0).default(0),
      }),
    )
    .min(1)
    .max(10),
  /** Pace of the caller: one number every callIntervalMs once the game has started. */
  callIntervalMs: z.number().int().min(100).max(60_000).default(3000),
  /** 90-ball tickets sold as whole strips of six covering 1-90 (cards bought in sixes). */
  strips: z.boolean().default(false),
  /** A full card within this many calls also wins the progressive jackpot (0: no jackpot rule). */
  jackpotCalls: z.number().int().min(0).max(90).default(0),
});

export type BingoTerms = z.output<typeof bingoSchema>;

/** Cross-field checks of a bingo game type; each problem as (path, message). */
export function checkBingo(
  game: { rule: string; ballRange: number; bingo?: BingoTerms },
  issue: (path: (string | number)[], message: string) => void,
): void {
  const isBingo = game.rule === 'bingoGame';
  if (isBingo !== (game.bingo !== undefined)) {
    issue(['bingo'], isBingo ? 'a bingoGame needs its bingo terms' : 'only a bingoGame has bingo terms');
    return;
  }
  const b = game.bingo;
  if (!b) return;
  if (game.ballRange !== b.format) issue(['ballRange'], `a ${b.format}-ball game has ballRange ${b.format}`);
  if (b.strips && b.format !== 90) issue(['bingo', 'strips'], 'only 90-ball tickets come in strips');
  const allowed: readonly string[] = BINGO_FORMAT_PATTERNS[b.format as BingoFormat];
  b.patterns.forEach((p, i) => {
    if (!allowed.includes(p.pattern))
      issue(['bingo', 'patterns', i, 'pattern'], `${p.pattern} is not a ${b.format}-ball pattern`);
  });
  const shares = b.patterns.reduce((sum, p) => sum + p.prizePercentage, 0);
  if (shares > 100) issue(['bingo', 'patterns'], 'pattern shares exceed 100% of the pool');
}
